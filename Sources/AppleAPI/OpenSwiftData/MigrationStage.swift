// SPDX-License-Identifier: Apache-2.0

/// A migration between two versions of a schema. Apple's
/// [`MigrationStage`](https://developer.apple.com/documentation/swiftdata/migrationstage).
public enum MigrationStage: Sendable {
    /// A migration the store makes on its own: added properties take their default, removed ones are dropped.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with the app's code before (`willMigrate`, on the old version's models) and after (`didMigrate`, on
    /// the new version's).
    @preconcurrency case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: (@Sendable (ModelContext) throws -> Void)?,
        didMigrate: (@Sendable (ModelContext) throws -> Void)?)

    /// The stage's versions. - Note: Ours.
    var versions: (from: any VersionedSchema.Type, to: any VersionedSchema.Type) {
        switch self {
        case .lightweight(let from, let to), .custom(let from, let to, _, _): (from, to)
        }
    }
}
