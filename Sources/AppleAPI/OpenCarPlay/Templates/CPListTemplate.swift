// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A scrolling list of sections and items, with a navigation bar.
///
/// Mirrors [`CPListTemplate`](https://developer.apple.com/documentation/carplay/cplisttemplate).
/// The car shows at most ``maximumItemCount`` items and ``maximumSectionCount`` sections; the rest are trimmed.
@preconcurrency @MainActor
open class CPListTemplate: CPTemplate, CPBarButtonProviding {
    open private(set) var sections: [CPListSection]
    public let title: String?
    open var emptyViewTitleVariants: [String] = [] { didSet { CPRuntime.contentDidChange(self, "emptyViewTitleVariants") } }
    open var emptyViewSubtitleVariants: [String] = [] { didSet { CPRuntime.contentDidChange(self, "emptyViewSubtitleVariants") } }
    open var assistantCellConfiguration: CPAssistantCellConfiguration? { didSet { CPRuntime.contentDidChange(self, "assistantCellConfiguration") } }
    open var showsSpinnerWhileEmpty = false { didSet { CPRuntime.contentDidChange(self, "showsSpinnerWhileEmpty") } }
    open var headerGridButtons: [CPGridButton]? { didSet { CPRuntime.contentDidChange(self, "headerGridButtons") } }
    /// A details header above the sections (iOS 26.4): setting it shows or hides the header in the car.
    open var listHeader: CPListTemplateDetailsHeader? { didSet { CPRuntime.contentDidChange(self, "listHeader") } }
    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open weak var delegate: (any CPListTemplateDelegate)?
    /// How many times `updateSections(_:)` was called. - Note: Not in CarPlay.
    package private(set) var sectionUpdateCount = 0

    public init(title: String?, sections: [CPListSection]) {
        self.title = title
        self.sections = sections
        super.init()
    }

    public init(title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?) {
        self.title = title
        self.sections = sections
        self.assistantCellConfiguration = assistantCellConfiguration
        super.init()
    }

    public init(
        title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?,
        headerGridButtons: [CPGridButton]?
    ) {
        self.title = title
        self.sections = sections
        self.assistantCellConfiguration = assistantCellConfiguration
        self.headerGridButtons = headerGridButtons
        super.init()
    }

    /// Writes the title, the sections (see ``CPListSection/encode(with:)`` for what of them is kept), the empty-view
    /// texts, the assistant cell, the spinner flag, the header grid buttons and the details header; not the delegate.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "list.title")
        coder.encode(sections, forKey: "list.sections")
        coder.encode(emptyViewTitleVariants, forKey: "list.emptyViewTitleVariants")
        coder.encode(emptyViewSubtitleVariants, forKey: "list.emptyViewSubtitleVariants")
        coder.encode(assistantCellConfiguration, forKey: "list.assistantCellConfiguration")
        coder.encode(showsSpinnerWhileEmpty, forKey: "list.showsSpinnerWhileEmpty")
        coder.encode(headerGridButtons, forKey: "list.headerGridButtons")
        coder.encode(listHeader, forKey: "list.listHeader")
    }

    /// Reads what ``encode(with:)`` wrote; the decoded template has no delegate.
    public required init?(coder: NSCoder) {
        guard let sections = CPCoding.objects(CPListSection.self, "list.sections", in: coder) else { return nil }
        title = CPCoding.string("list.title", in: coder)
        self.sections = sections
        emptyViewTitleVariants = CPCoding.strings("list.emptyViewTitleVariants", in: coder) ?? []
        emptyViewSubtitleVariants = CPCoding.strings("list.emptyViewSubtitleVariants", in: coder) ?? []
        assistantCellConfiguration = CPCoding.object(CPAssistantCellConfiguration.self, "list.assistantCellConfiguration", in: coder)
        showsSpinnerWhileEmpty = coder.decodeBool(forKey: "list.showsSpinnerWhileEmpty")
        headerGridButtons = CPCoding.objects(CPGridButton.self, "list.headerGridButtons", in: coder)
        listHeader = CPCoding.object(CPListTemplateDetailsHeader.self, "list.listHeader", in: coder)
        super.init(coder: coder)
    }

    /// A list with a details header above its sections (iOS 26.4).
    public init(
        title: String?, listHeader: CPListTemplateDetailsHeader?, sections: [CPListSection],
        assistantCellConfiguration: CPAssistantCellConfiguration?
    ) {
        self.title = title
        self.sections = sections
        self.listHeader = listHeader
        self.assistantCellConfiguration = assistantCellConfiguration
        super.init()
    }

    /// Replaces the sections in place (the list reloads; the template stays on the stack).
    open func updateSections(_ sections: [CPListSection]) {
        self.sections = sections
        sectionUpdateCount += 1
        CPRuntime.contentDidChange(self, "sections")
    }

    open var sectionCount: Int { sections.count }
    open var itemCount: Int {
        var n = 0
        for s in sections { n += s.items.count }
        return n
    }

    /// The index path of an item in this list, or nil.
    open func indexPath(for item: any CPListTemplateItem) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let r = section.items.firstIndex(where: { $0 === item }) { return IndexPath(item: r, section: s) }
        }
        return nil
    }

    /// The most items the connected car shows in a list (across sections).
    public class var maximumItemCount: Int { CPRuntime.limits.maximumItemCount }
    /// The most sections the connected car shows in a list.
    public class var maximumSectionCount: Int { CPRuntime.limits.maximumSectionCount }
    /// The most header grid buttons (iOS 26).
    public class var maximumHeaderGridButtonCount: Int { CPRuntime.limits.maximumHeaderGridButtonCount }
    /// The largest image of a header grid button (iOS 26).
    public class var maximumGridButtonImageSize: CGSize { CPRuntime.limits.gridButtonImageSize }

    package override var templateTitle: String? { title }

    /// - Note: Not in CarPlay.
    package override func bindChildren(to host: any CPSystemHost) {
        super.bindChildren(to: host)
        for child in sections { child.bind(to: host) }
        for b in headerGridButtons ?? [] { b.bind(to: host) }
        listHeader?.bind(to: host)
    }
}

/// The pre-iOS 14 way to learn about selections. Mirrors [`CPListTemplateDelegate`](https://developer.apple.com/documentation/carplay/cplisttemplatedelegate).
@preconcurrency @MainActor
public protocol CPListTemplateDelegate: NSObjectProtocol {
    func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping () -> Void)
    func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem) async
}

/// Implement either form; the other calls it (see ``CPSearchTemplateDelegate``).
extension CPListTemplateDelegate {
    public func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping () -> Void) {
        nonisolated(unsafe) let completion = completionHandler
        Task { @MainActor in
            await self.listTemplate(listTemplate, didSelect: item)
            completion()
        }
    }

    public func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem) async {
        await withCheckedContinuation { c in self.listTemplate(listTemplate, didSelect: item) { c.resume() } }
    }
}
