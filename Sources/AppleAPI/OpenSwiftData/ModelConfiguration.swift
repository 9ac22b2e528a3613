// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// Where and how a container keeps its models: in memory only, or in a store file.
///
/// A store file's default place is the app's Application Support folder, `<name>.store` (`default.store` without a
/// name). Under the car that is the folder of the app's own data container on the car's phone (the same for every
/// launch of the app in that car, see `HeadUnit.phoneDataFolder`), so a relaunch reads what the last launch saved;
/// outside any car it is the user's Application Support folder (`FileManager`'s). The folder is decided when the
/// configuration is made, by whose code makes it.
public struct ModelConfiguration: Hashable, Identifiable, Sendable {
    /// Which app group's container keeps the store (an app group's folder isn't simulated: the app's own is used).
    public struct GroupContainer: Hashable, Sendable {
        /// "automatic", "none", or the group's identifier. - Note: Ours.
        let value: String
        public static let automatic = GroupContainer(value: "automatic")
        public static let none = GroupContainer(value: "none")
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(value: "group:" + groupName) }
    }

    /// Which CloudKit database mirrors the store (nothing is mirrored here).
    public struct CloudKitDatabase: Hashable, Sendable {
        /// "automatic", "none", or the private database's container. - Note: Ours.
        let value: String
        public static let automatic = CloudKitDatabase(value: "automatic")
        public static let none = CloudKitDatabase(value: "none")
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(value: "private:" + containerIdentifier) }
    }

    public let name: String
    public let schema: Schema?
    /// The store file (for a configuration in memory only, where it would be; nothing is written there).
    public let url: URL
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase

    public var id: String { name }

    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        let name = name ?? "default"
        self.init(
            name: name, schema: schema, url: Self.defaultFolder().appendingPathComponent("\(name).store"), inMemory: isStoredInMemoryOnly,
            allowsSave: allowsSave, groupContainer: groupContainer, cloudKitDatabase: cloudKitDatabase)
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(
            name: name ?? url.deletingPathExtension().lastPathComponent, schema: schema, url: url, inMemory: false, allowsSave: allowsSave,
            groupContainer: .automatic, cloudKitDatabase: cloudKitDatabase)
    }

    private init(
        name: String, schema: Schema?, url: URL, inMemory: Bool, allowsSave: Bool, groupContainer: GroupContainer, cloudKitDatabase: CloudKitDatabase
    ) {
        self.name = name
        self.schema = schema
        self.url = url
        isStoredInMemoryOnly = inMemory
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// The Application Support folder of the app whose code runs (its data container on the car's phone), else the
    /// user's. - Note: Ours.
    static func defaultFolder() -> URL {
        if let folder = AppLaunch.current?.folder(.applicationSupportDirectory) { return folder }
        return FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
    }
}
