// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A search field with a keyboard and results (navigation apps). The keyboard is hidden while the car limits it.
///
/// Mirrors [`CPSearchTemplate`](https://developer.apple.com/documentation/carplay/cpsearchtemplate).
@preconcurrency @MainActor
open class CPSearchTemplate: CPTemplate {
    open weak var delegate: (any CPSearchTemplateDelegate)?
    public override init() { super.init() }

    /// Reads what ``CPTemplate/encode(with:)`` wrote (a search template has no content of its own to archive); the
    /// decoded template has no delegate.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Answers searches. Mirrors [`CPSearchTemplateDelegate`](https://developer.apple.com/documentation/carplay/cpsearchtemplatedelegate).
///
/// On iOS a conforming type may implement either the completion-handler or the async form; here the
/// completion-handler form is the requirement.
@preconcurrency @MainActor
public protocol CPSearchTemplateDelegate: NSObjectProtocol {
    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String,
        completionHandler: @escaping ([CPListItem]) -> Void)
    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void)
    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate)
    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String) async -> [CPListItem]
    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem) async
}

/// As with Objective-C protocols, implement either the completion-handler form or the async form of each
/// method; the one you leave out calls the other. (Implementing neither recurses, as iOS would fail to build.)
extension CPSearchTemplateDelegate {
    public func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) {}

    public func searchTemplate(
        _ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String,
        completionHandler: @escaping ([CPListItem]) -> Void
    ) {
        nonisolated(unsafe) let completion = completionHandler
        Task { @MainActor in completion(await self.searchTemplate(searchTemplate, updatedSearchText: searchText)) }
    }

    public func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
        nonisolated(unsafe) let completion = completionHandler
        Task { @MainActor in
            await self.searchTemplate(searchTemplate, selectedResult: item)
            completion()
        }
    }

    public func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String) async -> [CPListItem] {
        await withCheckedContinuation { c in
            self.searchTemplate(searchTemplate, updatedSearchText: searchText) { items in
                c.resume(returning: items)
            }
        }
    }

    public func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem) async {
        await withCheckedContinuation { c in self.searchTemplate(searchTemplate, selectedResult: item) { c.resume() } }
    }
}
