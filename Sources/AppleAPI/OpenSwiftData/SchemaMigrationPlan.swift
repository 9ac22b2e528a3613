// SPDX-License-Identifier: Apache-2.0

/// The versions of an app's schema, oldest first, and the stages that migrate a store from each to the next. Apple's
/// [`SchemaMigrationPlan`](https://developer.apple.com/documentation/swiftdata/schemamigrationplan).
///
/// A container given a plan (`ModelContainer(for:migrationPlan:configurations:)`) checks that its schema is the plan's
/// newest version; see there for what it runs. Whether Apple's protocol also refines `SendableMetatype`, as
/// `VersionedSchema` does, we haven't confirmed (unsure): this one doesn't.
public protocol SchemaMigrationPlan {
    /// The schema's versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages between consecutive versions.
    static var stages: [MigrationStage] { get }
}
