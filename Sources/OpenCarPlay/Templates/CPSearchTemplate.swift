// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A search field with a keyboard and results (navigation apps). The keyboard is hidden while the car limits it.
///
/// Mirrors [`CPSearchTemplate`](https://developer.apple.com/documentation/carplay/cpsearchtemplate).
@preconcurrency @MainActor
open class CPSearchTemplate: CPTemplate {
    open weak var delegate: (any CPSearchTemplateDelegate)?
    public override init() { super.init() }
}

/// Answers searches. Mirrors [`CPSearchTemplateDelegate`](https://developer.apple.com/documentation/carplay/cpsearchtemplatedelegate).
///
/// On iOS a conforming type may implement either the completion-handler or the async form; here the
/// completion-handler form is the requirement.
@preconcurrency @MainActor
public protocol CPSearchTemplateDelegate: NSObjectProtocol {
    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String,
                        completionHandler: @escaping ([CPListItem]) -> Void)
    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void)
    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate)
}

extension CPSearchTemplateDelegate {
    public func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) {}
}
