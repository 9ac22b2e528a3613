// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import PhoneApps

/// The phone's on-device search index, as one app sees it: the items it added. Mirrors
/// [`CSSearchableIndex`](https://developer.apple.com/documentation/corespotlight/cssearchableindex).
///
/// Each app has its own ``default()`` index (on iOS the index keeps each app's items apart), which lives as long as
/// the app's launch here. An item added again with the same unique identifier replaces the first. Completion handlers
/// are called on a queue of the system's, as on iOS. - Note: Ours: the index is not kept across launches; `items(of:)` and
/// `search(_:in:)` are the car's way to read it.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [CSSearchableItem] = []
    /// The index's name (nil for the default index).
    public let name: String?

    /// Mirrors [`init(name:)`](https://developer.apple.com/documentation/corespotlight/cssearchableindex/init(name:)).
    public init(name: String) {
        self.name = name
        super.init()
    }

    /// An app's default index (no name).
    private override init() {
        name = nil
        super.init()
    }

    final class Holder: @unchecked Sendable {
        let index = CSSearchableIndex()
    }
    private static let processWide = Holder()
    private static func holder(_ launch: AppLaunch?) -> Holder { launch?.instance(Holder.self) { Holder() } ?? processWide }

    /// The app's index. Mirrors [`default()`](https://developer.apple.com/documentation/corespotlight/cssearchableindex/default()).
    open class func `default`() -> CSSearchableIndex { holder(AppLaunch.current).index }

    /// Mirrors [`isIndexingAvailable()`](https://developer.apple.com/documentation/corespotlight/cssearchableindex/isindexingavailable()).
    open class func isIndexingAvailable() -> Bool { true }

    /// Mirrors [`indexSearchableItems(_:completionHandler:)`](https://developer.apple.com/documentation/corespotlight/cssearchableindex/indexsearchableitems(_:completionhandler:)).
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        change { stored in
            let ids = Set(items.map(\.uniqueIdentifier))
            stored.removeAll { ids.contains($0.uniqueIdentifier) }
            stored += items
        }
        finish(completionHandler)
    }

    /// Mirrors [`deleteSearchableItems(withIdentifiers:completionHandler:)`](https://developer.apple.com/documentation/corespotlight/cssearchableindex/deletesearchableitems(withidentifiers:completionhandler:)).
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let ids = Set(identifiers)
        change { $0.removeAll { ids.contains($0.uniqueIdentifier) } }
        finish(completionHandler)
    }

    /// Mirrors [`deleteSearchableItems(withDomainIdentifiers:completionHandler:)`](https://developer.apple.com/documentation/corespotlight/cssearchableindex/deletesearchableitems(withdomainidentifiers:completionhandler:)):
    /// a domain's items and its subdomains' ("a.b" is inside "a").
    open func deleteSearchableItems(withDomainIdentifiers domains: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        change { stored in
            stored.removeAll { item in
                guard let d = item.domainIdentifier else { return false }
                return domains.contains { d == $0 || d.hasPrefix($0 + ".") }
            }
        }
        finish(completionHandler)
    }

    /// Mirrors [`deleteAllSearchableItems(completionHandler:)`](https://developer.apple.com/documentation/corespotlight/cssearchableindex/deleteallsearchableitems(completionhandler:)).
    open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        change { $0.removeAll() }
        finish(completionHandler)
    }

    /// `async` form of ``indexSearchableItems(_:completionHandler:)``.
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { indexSearchableItems(items, completionHandler: nil) }
    /// `async` form of ``deleteSearchableItems(withIdentifiers:completionHandler:)``.
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        deleteSearchableItems(withIdentifiers: identifiers, completionHandler: nil)
    }
    /// `async` form of ``deleteSearchableItems(withDomainIdentifiers:completionHandler:)``.
    open func deleteSearchableItems(withDomainIdentifiers domains: [String]) async throws {
        deleteSearchableItems(withDomainIdentifiers: domains, completionHandler: nil)
    }
    /// `async` form of ``deleteAllSearchableItems(completionHandler:)``.
    open func deleteAllSearchableItems() async throws { deleteAllSearchableItems(completionHandler: nil) }

    /// The items this index holds, in the order they were added. - Note: Ours.
    package var items: [CSSearchableItem] {
        lock.withLock { stored }
    }

    /// The default index of `launch` (what the app added to `CSSearchableIndex.default()`). - Note: Ours.
    package static func items(of launch: AppLaunch?) -> [CSSearchableItem] { holder(launch).index.items }

    /// The items of `launch` whose searchable text contains every word of `query` (case and diacritics ignored), as
    /// Spotlight matches. - Note: Ours.
    package static func search(_ query: String, in launch: AppLaunch?) -> [CSSearchableItem] {
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return [] }
        return items(of: launch).filter { item in
            let text = item.attributeSet.searchableText.joined(separator: " ")
            return words.allSatisfy { text.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
    }

    private func change(_ body: (inout [CSSearchableItem]) -> Void) {
        lock.withLock { body(&stored) }
    }

    private func finish(_ handler: (@Sendable ((any Error)?) -> Void)?) {
        guard let handler else { return }
        DispatchQueue.global().async { handler(nil) }
    }
}
