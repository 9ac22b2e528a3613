// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Read-only information (up to 10 items) with up to 3 action buttons.
///
/// Mirrors [`CPInformationTemplate`](https://developer.apple.com/documentation/carplay/cpinformationtemplate).
@preconcurrency @MainActor
open class CPInformationTemplate: CPTemplate, CPBarButtonProviding {
    public let layout: CPInformationTemplateLayout
    open var title: String { didSet { CPRuntime.contentDidChange(self, "title") } }
    open var items: [CPInformationItem] { didSet { CPRuntime.contentDidChange(self, "items") } }
    open var actions: [CPTextButton] { didSet { CPRuntime.contentDidChange(self, "actions") } }

    public init(title: String, layout: CPInformationTemplateLayout, items: [CPInformationItem], actions: [CPTextButton]) {
        self.title = title
        self.layout = layout
        self.items = items
        self.actions = actions
        super.init()
    }

    /// Writes the title, layout, items and action buttons (their titles and styles; a decoded button has no handler).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "information.title")
        coder.encode(Int64(layout.rawValue), forKey: "information.layout")
        coder.encode(items, forKey: "information.items")
        CPCoding.encodeValue(actions.map(TextButtonPlist.init), forKey: "information.actions", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let title = CPCoding.string("information.title", in: coder),
            let layout = CPCoding.enumeration(CPInformationTemplateLayout.self, "information.layout", in: coder),
            let items = CPCoding.objects(CPInformationItem.self, "information.items", in: coder),
            let rawActions = d.decoded("information.actions", as: [TextButtonPlist].self)
        else { return nil }
        let actions = rawActions.compactMap { $0.button() }
        guard actions.count == rawActions.count else { return nil }
        self.title = title
        self.layout = layout
        self.items = items
        self.actions = actions
        guard !d.failed else { return nil }
        super.init(coder: coder)
    }

    package override var templateTitle: String? { title }

    /// - Note: Not in CarPlay.
    package override var childrenToBind: [any CPCarBound] { actions }
}

/// A title and detail pair. Mirrors [`CPInformationItem`](https://developer.apple.com/documentation/carplay/cpinformationitem).
@preconcurrency @MainActor
open class CPInformationItem: NSObject, @preconcurrency NSSecureCoding {
    public let title: String?
    public let detail: String?
    public init(title: String?, detail: String?) {
        self.title = title
        self.detail = detail
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the title and detail.
    open func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(detail, forKey: "detail")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        title = CPCoding.string("title", in: coder)
        detail = CPCoding.string("detail", in: coder)
        super.init()
    }
}

/// An item with a star rating. Mirrors [`CPInformationRatingItem`](https://developer.apple.com/documentation/carplay/cpinformationratingitem).
@preconcurrency @MainActor
open class CPInformationRatingItem: CPInformationItem {
    public let rating: NSNumber?
    public let maximumRating: NSNumber?
    public init(rating: NSNumber?, maximumRating: NSNumber?, title: String?, detail: String?) {
        self.rating = rating
        self.maximumRating = maximumRating
        super.init(title: title, detail: detail)
    }

    /// Writes the rating and maximum rating with the title and detail.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(rating, forKey: "rating")
        coder.encode(maximumRating, forKey: "maximumRating")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        rating = CPCoding.number("rating", in: coder)
        maximumRating = CPCoding.number("maximumRating", in: coder)
        super.init(coder: coder)
    }
}
