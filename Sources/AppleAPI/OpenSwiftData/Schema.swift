// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The model classes a container keeps: those given, and every model class their relationships reach.
public final class Schema: Hashable, @unchecked Sendable {
    /// A schema's version: a `VersionedSchema`'s `versionIdentifier`, which a migration plan orders.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public var description: String { "\(major).\(minor).\(patch)" }
        public static func < (lhs: Version, rhs: Version) -> Bool { (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch) }
    }

    public let version: Version
    /// The model classes, by entity name (the class's name). Immutable after init. - Note: Ours.
    let types: [String: any PersistentModel.Type]

    public convenience init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.init(types: types, version: version)
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types: types, version: version)
    }

    /// The schema of one version of an app's models: its classes and its version number.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(types: versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    private init(types given: [any PersistentModel.Type], version: Version) {
        self.version = version
        var found: [String: any PersistentModel.Type] = [:]
        var queue = given
        while let type = queue.popLast() {
            let name = Schema.entityName(of: type)
            guard found[name] == nil else { continue }
            found[name] = type
            queue += type.schemaMetadata.compactMap { $0.relationshipShape?.destination }
        }
        types = found
    }

    /// The names of the schema's entities, sorted. - Note: Ours.
    public var entityNames: [String] { types.keys.sorted() }

    /// A model class's entity name: its own name, as SwiftData names entities. - Note: Ours.
    static func entityName(of type: any PersistentModel.Type) -> String { String(describing: type) }

    public static func == (lhs: Schema, rhs: Schema) -> Bool { lhs.version == rhs.version && lhs.entityNames == rhs.entityNames }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(entityNames)
    }
}
