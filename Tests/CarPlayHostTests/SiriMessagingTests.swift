import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A messaging app's store: conversations by person, messages with identifiers, what was sent.
final class ChatStore: @unchecked Sendable {
    struct Message {
        var id: String
        var from: String
        var text: String
        var read = false
    }
    var messages = [
        Message(id: "m1", from: "Anna Smith", text: "Running late"), Message(id: "m2", from: "Ben", text: "On my way"),
        Message(id: "m3", from: "Anna Smith", text: "Parked")
    ]
    var sent: [(to: String, text: String)] = []
    var confirmedTo: [String] = []
    var markedIdentifiers: [String]?? = nil
    var calls: [String] = []

    static func person(_ name: String, id: String? = nil) -> INPerson {
        INPerson(
            personHandle: INPersonHandle(value: id ?? name, type: .unknown), nameComponents: nil, displayName: name, image: nil,
            contactIdentifier: nil, customIdentifier: id)
    }
}

/// Handlers written with the `async` forms only, as a modern app writes them: "Mum" resolves to Anna Smith.
final class AsyncChatHandler: NSObject, INSendMessageIntentHandling, INSearchForMessagesIntentHandling, INSetMessageAttributeIntentHandling,
    INStartCallIntentHandling, @unchecked Sendable
{
    let store: ChatStore
    init(_ store: ChatStore) {
        self.store = store
        super.init()
    }

    func resolveRecipients(for intent: INSendMessageIntent) async -> [INSendMessageRecipientResolutionResult] {
        (intent.recipients ?? []).map { spoken in
            switch spoken.displayName {
            case "Mum", "Anna Smith": .success(with: ChatStore.person("Anna Smith", id: "contact-anna"))
            case "Ben": .success(with: ChatStore.person("Ben", id: "contact-ben"))
            case "Sam":
                INSendMessageRecipientResolutionResult(
                    personResolutionResult: .disambiguation(with: [ChatStore.person("Sam Lee"), ChatStore.person("Sam Park")]))
            case "Zoe": .unsupported(forReason: .noAccount)
            default: .unsupported()
            }
        }
    }

    func confirm(intent: INSendMessageIntent) async -> INSendMessageIntentResponse {
        store.confirmedTo.append(intent.recipients?.first?.displayName ?? "")
        return INSendMessageIntentResponse(code: .ready, userActivity: nil)
    }

    func handle(intent: INSendMessageIntent) async -> INSendMessageIntentResponse {
        guard let to = intent.recipients?.first, to.customIdentifier != nil else { return INSendMessageIntentResponse(code: .failure, userActivity: nil) }
        store.sent.append((to.displayName, intent.content ?? ""))
        return INSendMessageIntentResponse(code: .success, userActivity: nil)
    }

    func handle(intent: INSearchForMessagesIntent) async -> INSearchForMessagesIntentResponse {
        let senders = intent.senders?.map(\.displayName)
        let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
        response.messages = store.messages.filter { !$0.read && (senders == nil || senders!.contains($0.from)) }.map {
            INMessage(identifier: $0.id, content: $0.text, dateSent: nil, sender: ChatStore.person($0.from), recipients: nil)
        }
        return response
    }

    func handle(intent: INSetMessageAttributeIntent) async -> INSetMessageAttributeIntentResponse {
        store.markedIdentifiers = .some(intent.identifiers)
        for i in store.messages.indices where intent.identifiers?.contains(store.messages[i].id) ?? true { store.messages[i].read = true }
        return INSetMessageAttributeIntentResponse(code: .success, userActivity: nil)
    }

    func handle(intent: INStartCallIntent) async -> INStartCallIntentResponse {
        store.calls.append(intent.contacts?.first?.displayName ?? "")
        return INStartCallIntentResponse(code: .continueInApp, userActivity: nil)
    }
}

/// The app's intents extension, returning the async handler.
final class AsyncChatExtension: INExtension, @unchecked Sendable {
    let store: ChatStore
    init(_ store: ChatStore) {
        self.store = store
        super.init()
    }
    override func handler(for intent: INIntent) -> Any? { AsyncChatHandler(store) }
}

/// An app without an intents extension: its app delegate hands Siri the handler (in-app intent handling, iOS 14).
final class ChatterAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var store = ChatStore()
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        switch intent {
        case is INSendMessageIntent, is INSearchForMessagesIntent, is INSetMessageAttributeIntent, is INStartCallIntent:
            AsyncChatHandler(Self.store)
        default: nil
        }
    }
}

/// A handler that adopts the protocol but implements neither form of `handle`.
final class ForgetfulSendHandler: NSObject, INSendMessageIntentHandling, @unchecked Sendable {}

final class ChatterSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Chats", sections: [CPListSection(items: [CPListItem(text: "Anna Smith", detailText: nil)])]),
            animated: false, completion: nil)
    }
}

@Suite @MainActor
struct SiriMessagingTests {
    func declaration(inAppIntents: [String] = []) throws -> AppDeclaration {
        try AppDeclaration.inMemory(
            name: "Chatter", categories: [.communication], sceneDelegate: SceneDelegateFactory(ChatterSceneDelegate.self) { ChatterSceneDelegate() },
            inAppIntents: inAppIntents
        ).withApplicationDelegate(ChatterAppDelegate.self) { ChatterAppDelegate() }
    }

    @Test func siriReadsSendsAndMarksThroughAsyncHandlers() async throws {
        let store = ChatStore()
        let car = try await CarPlayTestSession(app: try declaration().handlingIntents { AsyncChatExtension(store) }, hosting: .testProcess)
        #expect(await car.askSiri("read my messages").reply == "3 new messages from Anna Smith, Ben.")
        let sent = await car.askSiri("tell Ben that I'm nearly there")
        #expect(sent.app == "Chatter" && sent.reply == "Message sent to Ben.")
        #expect(store.sent.map { "\($0.to): \($0.text)" } == ["Ben: I'm nearly there"])
        #expect(await car.askSiri("mark them as read").reply == "Marked as read.")
        #expect(store.messages.allSatisfy { $0.read })
    }

    @Test func theRecipientTheAppResolvedReachesConfirmAndHandle() async throws {
        let store = ChatStore()
        let car = try await CarPlayTestSession(app: try declaration().handlingIntents { AsyncChatExtension(store) }, hosting: .testProcess)
        let answer = await car.askSiri("send a message to Mum saying I'll be home at six")
        #expect(answer.reply == "Message sent to Anna Smith.")
        #expect(store.confirmedTo == ["Anna Smith"], "confirm gets the resolved recipient, not the spoken \"Mum\"")
        #expect(store.sent.map(\.to) == ["Anna Smith"])
        #expect(store.sent.first?.text == "I'll be home at six")
    }

    @Test func resolutionProblemsAreSpokenAndNothingIsSent() async throws {
        let store = ChatStore()
        let car = try await CarPlayTestSession(app: try declaration().handlingIntents { AsyncChatExtension(store) }, hosting: .testProcess)
        #expect(await car.askSiri("message Zoe saying hi").reply == "Zoe doesn't have a Chatter account.")
        #expect(await car.askSiri("message Sam saying hi").reply == "Which Sam: Sam Lee or Sam Park?")
        #expect(await car.askSiri("message Quentin saying hi").reply == "I couldn't find that contact.")
        #expect(store.sent.isEmpty && store.confirmedTo.isEmpty)
    }

    @Test func markingReadPassesTheIdentifiersOfTheMessagesSiriRead() async throws {
        let store = ChatStore()
        let car = try await CarPlayTestSession(app: try declaration().handlingIntents { AsyncChatExtension(store) }, hosting: .testProcess)
        #expect(await car.askSiri("read messages from Anna Smith").reply == "2 new messages from Anna Smith.")
        #expect(await car.askSiri("mark them as read").reply == "Marked as read.")
        #expect(store.markedIdentifiers == .some(["m1", "m3"]))
        #expect(store.messages.filter { !$0.read }.map(\.id) == ["m2"], "Ben's message wasn't read, so it stays unread")
    }

    @Test func anAppThatHandlesIntentsInTheAppWorksWithSiri() async throws {
        let phone = await PhoneLease.acquire(stoppingTime: true)  // held before the app delegate's store is replaced
        defer { phone.release() }
        ChatterAppDelegate.store = ChatStore()
        let app = try declaration(inAppIntents: ["INSendMessageIntent", "INSearchForMessagesIntent", "INSetMessageAttributeIntent", "INStartCallIntent"])
        #expect(app.intentHandler == nil, "no intents extension")
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(await car.askSiri("read my messages").reply == "3 new messages from Anna Smith, Ben.")
        #expect(await car.askSiri("send a message to Mum saying see you soon").reply == "Message sent to Anna Smith.")
        #expect(await car.askSiri("mark them as read").reply == "Marked as read.")
        #expect(await car.askSiri("call Ben").reply == "Calling Ben…")
        #expect(ChatterAppDelegate.store.sent.map(\.to) == ["Anna Smith"] && ChatterAppDelegate.store.calls == ["Ben"])
        #expect(ChatterAppDelegate.store.messages.allSatisfy { $0.read })
    }

    @Test func inAppHandlingNeedsTheIntentDeclared() async throws {
        let phone = await PhoneLease.acquire(stoppingTime: true)  // held before the app delegate's store is replaced
        defer { phone.release() }
        ChatterAppDelegate.store = ChatStore()
        let car = try await CarPlayTestSession(app: try declaration(inAppIntents: ["INSearchForMessagesIntent"]), hosting: .testProcess)
        #expect(await car.askSiri("read my messages").reply == "3 new messages from Anna Smith, Ben.")
        #expect(await car.askSiri("send a message to Ben saying hi").reply == "No app in the car can do that.")
        #expect(ChatterAppDelegate.store.sent.isEmpty)
    }

    @Test func theReviewerReadsInAppHandlingToo() async throws {
        let phone = await PhoneLease.acquire(stoppingTime: true)  // held before the app delegate's store is replaced
        defer { phone.release() }
        ChatterAppDelegate.store = ChatStore()
        let complete = try await CarPlayTestSession(
            app: try declaration(inAppIntents: ["INSendMessageIntent", "INSearchForMessagesIntent", "INSetMessageAttributeIntent", "INStartCallIntent"]),
            hosting: .testProcess)
        let completeFindings = await complete.findings
        #expect(!completeFindings.contains { $0.rule == .messagingIntents || $0.rule == .callingCallKit }, "\(completeFindings)")
        let partial = try await CarPlayTestSession(app: try declaration(inAppIntents: ["INSearchForMessagesIntent"]), hosting: .testProcess)
        let partialFindings = await partial.findings
        let found = try #require(partialFindings.first { $0.rule == .messagingIntents }, "\(partialFindings)")
        #expect(found.message.contains("INIntentsSupported lacks INSendMessageIntent, INSetMessageAttributeIntent"), "\(found.message)")
    }

    @Test func aHandlerWithNeitherFormOfHandleIsAClearErrorNotAHang() async throws {
        let app = try declaration().handlingIntents(declaring: ["INSendMessageIntent"]) { ForgetfulExtension() }
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        car.reportsExceptions = false
        let answer = await car.askSiri("send a message to Ben saying hi")
        #expect(answer.reply == "The message to Ben could not be sent.")
        let exception = try #require(car.exceptions.last)
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(
            exception.reason.contains(
                "ForgetfulSendHandler adopts INSendMessageIntentHandling but implements neither handle(intent:completion:) nor handle(intent:) async"))
    }
}

final class ForgetfulExtension: INExtension, @unchecked Sendable {
    override func handler(for intent: INIntent) -> Any? { ForgetfulSendHandler() }
}
