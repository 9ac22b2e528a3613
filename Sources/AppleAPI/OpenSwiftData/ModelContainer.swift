// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An app's schema and the store its models are kept in; its contexts read and save through it.
///
/// The container keeps its models in the store of its first configuration (one given, else `ModelConfiguration()`:
/// `default.store` in the app's Application Support folder, see `ModelConfiguration`). Several configurations that
/// split the models between stores are not supported: the others are kept in `configurations` and not used.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: Set<ModelConfiguration>
    /// The configuration whose store is used. - Note: Ours.
    let configuration: ModelConfiguration
    let store: ModelStore
    @MainActor private var main: ModelContext?

    /// The plan given to the initializer, if any (see `init(for:migrationPlan:configurations:)`).
    public let migrationPlan: (any SchemaMigrationPlan.Type)?

    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container of `givenSchema`'s models in the store of the first configuration.
    ///
    /// A migration plan is kept (`migrationPlan`) and its stages are not run: the store doesn't record which schema
    /// version wrote it, so there is nothing to migrate from (a custom stage's `willMigrate`/`didMigrate` are never
    /// called). A store the schema can't read throws, as without a plan.
    public init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]
    ) throws {
        self.migrationPlan = migrationPlan
        let configuration = configurations.first ?? ModelConfiguration(schema: givenSchema)
        schema = givenSchema
        self.configurations = Set(configurations.isEmpty ? [configuration] : configurations)
        self.configuration = configuration
        store = try ModelStore(configuration: configuration)
        // A store file with models of an entity the schema doesn't know is one this app can't read.
        for entity in store.entityNames where givenSchema.types[entity] == nil {
            throw SwiftDataError(
                .loadIssueModelContainer,
                "\(configuration.url.path): the store has models of '\(entity)', which the schema (\(givenSchema.entityNames.joined(separator: ", "))) doesn't have"
            )
        }
    }

    /// The context bound to the main actor, made on first use, that saves on its own (`autosaveEnabled`).
    @MainActor public var mainContext: ModelContext {
        if let main { return main }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        main = context
        return context
    }

    /// Removes every model from the store.
    public func deleteAllData() {
        try? store.removeAll()
    }
}
