// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

// A versioned schema, a migration plan and a model actor, as an iOS app writes them.

enum RadioSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Channel.self, Message.self] }
}

enum RadioSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 1, 0)
    static var models: [any PersistentModel.Type] { [Channel.self, Message.self, Reading.self] }
}

enum RadioMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [RadioSchemaV1.self, RadioSchemaV2.self] }
    static var stages: [MigrationStage] {
        [
            .lightweight(fromVersion: RadioSchemaV1.self, toVersion: RadioSchemaV2.self),
            .custom(fromVersion: RadioSchemaV1.self, toVersion: RadioSchemaV2.self, willMigrate: nil, didMigrate: { context in try context.save() })
        ]
    }
}

/// Saves incoming messages off the main actor, as a mesh app's packet handler does.
@ModelActor
actor PacketStore {
    func receive(_ text: String, on channelName: String) throws {
        let channel = Channel(name: channelName, index: 0)
        modelContext.insert(channel)
        let message = Message(text: text, sentAt: Date(timeIntervalSinceReferenceDate: 0))
        message.channel = channel
        try modelContext.save()
    }

    /// Stops the test process unless the actor's code runs on its model executor.
    func checkRunsOnItsModelExecutor() {
        (modelExecutor as? DefaultSerialModelExecutor)?.preconditionIsolated("the actor's code runs on its model executor")
    }

    func messageTexts() throws -> [String] {
        try modelContext.fetch(FetchDescriptor<Message>()).map(\.text)
    }
}

@MainActor
struct ModelActorTests {
    @Test func aVersionedSchemaGivesTheSchemaItsModelsAndVersion() {
        let schema = Schema(versionedSchema: RadioSchemaV2.self)
        #expect(schema.version == Schema.Version(1, 1, 0))
        #expect(schema.version > RadioSchemaV1.versionIdentifier)
        #expect(schema.entityNames == ["Channel", "Message", "Reading"])
    }

    @Test func aContainerOpensThroughAMigrationPlan() throws {
        let schema = Schema(versionedSchema: RadioSchemaV2.self)
        let configuration = ModelConfiguration("Radio", schema: schema, isStoredInMemoryOnly: true, allowsSave: true)
        let container = try ModelContainer(for: schema, migrationPlan: RadioMigrationPlan.self, configurations: configuration)
        #expect(container.migrationPlan.map { String(describing: $0) } == "RadioMigrationPlan")
        #expect(RadioMigrationPlan.stages.count == 2)
        if case .lightweight(let from, let to) = RadioMigrationPlan.stages[0] {
            #expect(from.versionIdentifier < to.versionIdentifier)
        } else {
            Issue.record("the first stage is lightweight")
        }
        container.mainContext.insert(Reading(kind: .humidity, value: 40))
        try container.mainContext.save()
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Reading>()) == 1)
        let byTypes = try ModelContainer(
            for: Channel.self, Message.self, migrationPlan: RadioMigrationPlan.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        #expect(byTypes.migrationPlan != nil)
        #expect(try ModelContainer(for: schema, configurations: configuration).migrationPlan == nil)
    }

    @Test func aModelActorSavesToTheStoreTheMainContextReads() async throws {
        let container = try ModelContainer(for: Channel.self, Message.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let packets = PacketStore(modelContainer: container)
        #expect(packets.modelContainer === container)
        #expect(packets.modelExecutor is DefaultSerialModelExecutor)
        await packets.checkRunsOnItsModelExecutor()
        try await packets.receive("anyone near the lake?", on: "LongFast")
        #expect(try await packets.messageTexts() == ["anyone near the lake?"])
        let seen = try container.mainContext.fetch(FetchDescriptor<Message>())
        #expect(seen.map(\.text) == ["anyone near the lake?"] && seen.first?.channel?.name == "LongFast")
        // A second actor on the same container has a context of its own, on the same store.
        let other = PacketStore(modelContainer: container)
        #expect(try await other.messageTexts() == ["anyone near the lake?"])
    }
}
