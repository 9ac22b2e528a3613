// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A section of a list: items with an optional header.
///
/// Mirrors [`CPListSection`](https://developer.apple.com/documentation/carplay/cplistsection).
@preconcurrency @MainActor
open class CPListSection: NSObject, @preconcurrency NSSecureCoding {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    public let items: [any CPListTemplateItem]
    public let header: String?
    public let headerSubtitle: String?
    open var headerImage: UIImage? { didSet { CPRuntime.elementDidChange(self, "headerImage") } }
    public let headerButton: CPButton?
    /// A one-character index title; CarPlay keeps only the first character.
    public let sectionIndexTitle: String?

    public init(items: [any CPListTemplateItem]) {
        self.items = items
        header = nil
        headerSubtitle = nil
        headerButton = nil
        sectionIndexTitle = nil
        super.init()
    }

    public convenience init(items: [CPListItem]) {
        self.init(items: items as [any CPListTemplateItem])
    }

    public init(items: [any CPListTemplateItem], header: String?, sectionIndexTitle: String?) {
        self.items = items
        self.header = header
        self.headerSubtitle = nil
        self.headerButton = nil
        self.sectionIndexTitle = sectionIndexTitle.map { String($0.prefix(1)) }
        super.init()
    }

    public convenience init(items: [CPListItem], header: String?, sectionIndexTitle: String?) {
        self.init(items: items as [any CPListTemplateItem], header: header, sectionIndexTitle: sectionIndexTitle)
    }

    public init(
        items: [any CPListTemplateItem], header: String, headerSubtitle: String?, headerImage: UIImage?,
        headerButton: CPButton?, sectionIndexTitle: String?
    ) {
        self.items = items
        self.header = header
        self.headerSubtitle = headerSubtitle
        self.headerImage = headerImage
        self.headerButton = headerButton
        self.sectionIndexTitle = sectionIndexTitle.map { String($0.prefix(1)) }
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the items, the header, its subtitle, image and button (kind, image, title; not its handler) and the
    /// index title.
    ///
    /// CarPlay's list items (`CPListItem`, `CPListImageRowItem`, `CPMessageListItem`) don't adopt `NSSecureCoding` on
    /// iOS, so they are written here as property lists: everything the app sets but their handlers.
    open func encode(with coder: NSCoder) {
        CPCoding.encodeValue(items.compactMap(ListItemPlist.init), forKey: "items", in: coder)
        coder.encode(header, forKey: "header")
        coder.encode(headerSubtitle, forKey: "headerSubtitle")
        CPCoding.encode(headerImage, forKey: "headerImage", in: coder)
        CPCoding.encodeValue(headerButton.map(ButtonPlist.init), forKey: "headerButton", in: coder)
        coder.encode(sectionIndexTitle, forKey: "sectionIndexTitle")
    }

    /// Reads what ``encode(with:)`` wrote. Decoded items have no handlers: selecting one in the car does nothing.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        let rawItems = d.decoded("items", as: [ListItemPlist].self) ?? []
        let items = rawItems.compactMap { $0.item() }
        guard items.count == rawItems.count else { return nil }
        headerButton = d.value("headerButton", ButtonPlist.self) { $0.button() }
        self.items = items
        header = CPCoding.string("header", in: coder)
        headerSubtitle = CPCoding.string("headerSubtitle", in: coder)
        headerImage = d.image("headerImage")
        sectionIndexTitle = CPCoding.string("sectionIndexTitle", in: coder).map { String($0.prefix(1)) }
        guard !d.failed else { return nil }
        super.init()
    }

    /// The index of an item, or `NSNotFound`.
    open func index(of item: any CPListTemplateItem) -> Int {
        items.firstIndex { $0 === item } ?? NSNotFound
    }

    open func item(at index: Int) -> any CPListTemplateItem { items[index] }
}

extension CPListSection: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {
        for item in items {
            // Class casts: cheaper than a cast to the protocol, and these are the list items CarPlay has.
            if let i = item as? CPListItem {
                i.bind(to: host)
            } else if let r = item as? CPListImageRowItem {
                r.bind(to: host)
            } else if let m = item as? CPMessageListItem {
                m.bind(to: host)
            } else {
                (item as? any CPCarBound)?.bind(to: host)
            }
        }
        headerButton?.bind(to: host)
    }
}
