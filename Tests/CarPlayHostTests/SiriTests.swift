import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A messenger's intents extension, as an app writes it.
final class MessengerIntents: INExtension, INSendMessageIntentHandling, INSearchForMessagesIntentHandling, INSetMessageAttributeIntentHandling,
    @unchecked Sendable
{
    nonisolated(unsafe) static var sent: [(String, String)] = []
    nonisolated(unsafe) static var unread = ["Ann": ["Running late"], "Ben": ["On my way", "Parked"]]

    override func handler(for intent: INIntent) -> Any? {
        switch intent {
        case is INSendMessageIntent, is INSearchForMessagesIntent, is INSetMessageAttributeIntent: self
        default: nil
        }
    }

    func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {
        completion(
            (intent.recipients ?? []).map { p in
                ["Ann", "Ben"].contains(p.displayName) ? .success(with: p) : .unsupported()
            })
    }

    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        Self.sent.append((intent.recipients?.first?.displayName ?? "", intent.content ?? ""))
        completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
    }

    func handle(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void) {
        let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
        response.messages = Self.unread.sorted { $0.key < $1.key }.flatMap { name, texts in
            texts.map {
                INMessage(
                    identifier: UUID().uuidString, content: $0, dateSent: nil,
                    sender: INPerson(
                        personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nil, displayName: name,
                        image: nil, contactIdentifier: nil, customIdentifier: nil), recipients: nil)
            }
        }
        completion(response)
    }

    func handle(intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void) {
        Self.unread = [:]
        completion(INSetMessageAttributeIntentResponse(code: .success, userActivity: nil))
    }
}

@Suite @MainActor
struct SiriTests {
    func connect() async throws -> CarPlayTestSession {
        // The phone is held before the extension's statics are reset, so no other test's car uses them meanwhile; the
        // car keeps holding it.
        let phone = await PhoneLease.acquire(stoppingTime: true)
        defer { phone.release() }
        MessengerIntents.sent = []
        MessengerIntents.unread = ["Ann": ["Running late"], "Ben": ["On my way", "Parked"]]
        let app = try AppDeclaration.inMemory(
            name: "Messenger", categories: [.communication],
            sceneDelegate: SceneDelegateFactory(NavigationPromptDelegate.self) { NavigationPromptDelegate() }
        )
        .handlingIntents { MessengerIntents() }
        return try await CarPlayTestSession(app: app, hosting: .testProcess)
    }

    @Test func requestsAreUnderstood() {
        #expect((HeadUnit.intent(for: "Send a message to Ann saying I'm on my way") as? INSendMessageIntent)?.content == "I'm on my way")
        #expect((HeadUnit.intent(for: "tell Ben that the meeting moved") as? INSendMessageIntent)?.recipients?.first?.displayName == "Ben")
        #expect(HeadUnit.intent(for: "read my messages") is INSearchForMessagesIntent)
        #expect((HeadUnit.intent(for: "read messages from Ann") as? INSearchForMessagesIntent)?.senders?.first?.displayName == "Ann")
        #expect(HeadUnit.intent(for: "mark them as read") is INSetMessageAttributeIntent)
        #expect(HeadUnit.intent(for: "call Ann") is INStartCallIntent)
        #expect(HeadUnit.intent(for: "what's the weather") == nil)
    }

    @Test func siriRoutesToTheAppsHandlers() async throws {
        let car = try await connect()
        let sent = await car.askSiri("send a message to Ann saying I'm on my way")
        #expect(sent.app == "Messenger" && sent.reply == "Message sent to Ann.")
        #expect(MessengerIntents.sent.map { "\($0.0): \($0.1)" } == ["Ann: I'm on my way"])
        #expect(car.screen.siri?.reply == "Message sent to Ann.")
        #expect(!(car.screen.siri?.reply.contains("on my way") ?? true), "message content is spoken, not shown")
        #expect(await car.askSiri("message Zoe saying hi").reply == "I couldn't find that contact.")
        #expect(await car.askSiri("read my messages").reply == "3 new messages from Ann, Ben.")
        #expect(await car.askSiri("mark them as read").reply == "Marked as read.")
        #expect(await car.askSiri("read my messages").reply == "You have no new messages.")
        #expect(await car.askSiri("call Ann").reply == "No app in the car can do that.")
        #expect(await car.askSiri("sing a song").reply == "Sorry, I can't help with that in the car.")
        await car.advance(by: .seconds(5))
        #expect(car.screen.siri == nil)
    }

    @Test func promptsAreShortWhileSiriListens() async throws {
        let car = try await connect()
        #expect(AVAudioSession.sharedInstance().promptStyle == .normal)
        await car.askSiri("read my messages")
        #expect(AVAudioSession.sharedInstance().promptStyle == .short, "while Siri's answer shows")
        await car.advance(by: .seconds(5))
        #expect(AVAudioSession.sharedInstance().promptStyle == .normal, "restored once Siri is gone")
        #expect(car.events.contains(.carStateChanged(.siriRequest("read my messages"))))
    }
}
