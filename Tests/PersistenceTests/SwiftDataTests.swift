// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// SwiftData as an app uses it: models inserted, saved, fetched with `#Predicate` and `SortDescriptor`, related,
/// deleted by their delete rules, and read back from the store's file by a new container.
@MainActor
struct SwiftDataTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func makeContainer(url: URL? = nil) throws -> ModelContainer {
        let configuration = url.map { ModelConfiguration(url: $0) } ?? ModelConfiguration(isStoredInMemoryOnly: true)
        return try ModelContainer(for: Channel.self, Message.self, Reading.self, configurations: configuration)
    }

    @Test func insertedModelsAreFetchedByPredicateInSortOrder() throws {
        let context = try makeContainer().mainContext
        let general = Channel(name: "LongFast", index: 0)
        context.insert(general)
        for (i, text) in ["hello", "anyone near the lake?", "hi there", "bye"].enumerated() {
            let message = Message(text: text, sentAt: start.addingTimeInterval(Double(i) * 60), sender: i % 2 == 0 ? "!a1" : "!b2")
            message.channel = general
        }
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)

        let fromA = FetchDescriptor<Message>(
            predicate: #Predicate { $0.sender == "!a1" }, sortBy: [SortDescriptor(\Message.sentAt, order: .reverse)])
        #expect(try context.fetch(fromA).map(\.text) == ["hi there", "hello"])
        #expect(try context.fetchCount(FetchDescriptor<Message>()) == 4)
        var page = FetchDescriptor<Message>(sortBy: [SortDescriptor(\Message.text)])
        page.fetchOffset = 1
        page.fetchLimit = 2
        #expect(try context.fetch(page).map(\.text) == ["bye", "hello"])
        let containing = FetchDescriptor<Message>(predicate: #Predicate { $0.text.contains("lake") })
        #expect(try context.fetch(containing).first?.channel?.name == "LongFast")
    }

    @Test func aRelationshipAndItsInverseMoveTogether() throws {
        let context = try makeContainer().mainContext
        let a = Channel(name: "A", index: 0)
        let b = Channel(name: "B", index: 1)
        context.insert(a)
        context.insert(b)
        let message = Message(text: "moving", sentAt: start)
        message.channel = a
        #expect(a.messages.map(\.text) == ["moving"])
        #expect(message.modelContext === context, "a model a relationship holds joins the context")
        message.channel = b
        #expect(a.messages.isEmpty && b.messages.count == 1)
        b.messages = []
        #expect(message.channel == nil)
    }

    @Test func deletingACascadesAndLeavesFetches() throws {
        let context = try makeContainer().mainContext
        let channel = Channel(name: "Admin", index: 2)
        context.insert(channel)
        let kept = Message(text: "kept", sentAt: start)
        context.insert(kept)
        Message(text: "gone", sentAt: start).channel = channel
        try context.save()
        context.delete(channel)
        #expect(try context.fetch(FetchDescriptor<Message>()).map(\.text) == ["kept"])
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Channel>()) == 0)
        try context.delete(model: Message.self, where: #Predicate { $0.text == "kept" })
        #expect(try context.fetchCount(FetchDescriptor<Message>()) == 0)
    }

    @Test func aUniqueValueReplacesTheModelThatHadIt() throws {
        let context = try makeContainer().mainContext
        context.insert(Channel(name: "LongFast", index: 0))
        try context.save()
        context.insert(Channel(name: "LongFast", index: 7))
        try context.save()
        let channels = try context.fetch(FetchDescriptor<Channel>())
        #expect(channels.map(\.index) == [7])
    }

    @Test func rollbackDiscardsUnsavedChanges() throws {
        let context = try makeContainer().mainContext
        let channel = Channel(name: "Ops", index: 3)
        context.insert(channel)
        try context.save()
        channel.muted = true
        context.insert(Channel(name: "Temp", index: 4))
        context.rollback()
        #expect(!channel.muted)
        #expect(try context.fetch(FetchDescriptor<Channel>()).map(\.name) == ["Ops"])
    }

    @Test func aNewContainerReadsTheStoreFileBack() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-swiftdata-\(UUID().uuidString).store")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let context = ModelContext(try makeContainer(url: url))
            let channel = Channel(name: "LongFast", index: 0)
            context.insert(channel)
            let message = Message(text: "saved", sentAt: start, sender: nil)
            message.channel = channel
            try context.save()
        }
        let context = ModelContext(try makeContainer(url: url))
        let messages = try context.fetch(FetchDescriptor<Message>())
        #expect(messages.map(\.text) == ["saved"])
        #expect(messages.first?.sender == nil)
        #expect(messages.first?.sentAt == start)
        let channel = try #require(messages.first?.channel)
        #expect(channel.name == "LongFast" && channel.messages.first === messages.first)
        #expect(channel.unreadBadge == 0, "a transient property has its initial value")
    }

    @Test func theMainContextSavesByItselfAtTheNextTurnOfTheMainQueue() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-swiftdata-\(UUID().uuidString).store")
        defer { try? FileManager.default.removeItem(at: url) }
        let container = try makeContainer(url: url)
        let other = ModelContext(container)
        #expect(container.mainContext.autosaveEnabled && !other.autosaveEnabled)
        container.mainContext.insert(Reading(kind: .temperature, value: 21))
        #expect(try other.fetchCount(FetchDescriptor<Reading>()) == 0, "not saved yet")
        for _ in 0..<100 where container.mainContext.hasChanges { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!container.mainContext.hasChanges)
        #expect(try other.fetch(FetchDescriptor<Reading>()).map(\.value) == [21])
    }

    @Test func aStoreWithAnEntityTheSchemaLacksIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-swiftdata-\(UUID().uuidString).store")
        defer { try? FileManager.default.removeItem(at: url) }
        let context = ModelContext(try ModelContainer(for: Reading.self, configurations: ModelConfiguration(url: url)))
        context.insert(Reading(kind: .humidity, value: 41.5))
        try context.save()
        let again = ModelContext(try ModelContainer(for: Reading.self, configurations: ModelConfiguration(url: url)))
        #expect(try again.fetch(FetchDescriptor<Reading>()).map(\.kind) == [.humidity])
        #expect(throws: SwiftDataError.loadIssueModelContainer) {
            try ModelContainer(for: Message.self, configurations: ModelConfiguration(url: url))
        }
    }
}
