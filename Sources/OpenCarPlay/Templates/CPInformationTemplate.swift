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

    package override var templateTitle: String? { title }

    /// - Note: Not in CarPlay.
    package override func bindChildren(to host: any CPSystemHost) {
        super.bindChildren(to: host)
        for child in actions { child.bind(to: host) }
    }
}

/// A title and detail pair. Mirrors [`CPInformationItem`](https://developer.apple.com/documentation/carplay/cpinformationitem).
@preconcurrency @MainActor
open class CPInformationItem: NSObject {
    public let title: String?
    public let detail: String?
    public init(title: String?, detail: String?) {
        self.title = title
        self.detail = detail
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
}
