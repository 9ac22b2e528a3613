// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a container loads a store: its file (`url`; `/dev/null` keeps it in memory only), its type.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type: String = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly: Bool = false
    open var shouldAddStoreAsynchronously: Bool = false
    open var shouldMigrateStoreAutomatically: Bool = true
    open var shouldInferMappingModelAutomatically: Bool = true
    /// Options by key (kept; none changes the store here).
    open private(set) var options: [String: NSObject] = [:]

    public override init() { super.init() }

    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

    /// Whether the description keeps the store in memory only. - Note: Ours.
    var isInMemory: Bool { type == NSInMemoryStoreType || url?.path == "/dev/null" }
}

/// A store kept in a file (here a JSON document, see `NSPersistentContainer`).
public let NSSQLiteStoreType = "SQLite"
/// A store kept in memory only.
public let NSInMemoryStoreType = "InMemory"
