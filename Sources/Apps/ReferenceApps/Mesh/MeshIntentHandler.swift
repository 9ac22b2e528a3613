// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// The app's intents extension: send, search (read aloud) and mark as read, over the radio.
public final class MeshIntentHandler: INExtension, INSendMessageIntentHandling, INSearchForMessagesIntentHandling,
    INSetMessageAttributeIntentHandling, @unchecked Sendable
{
    let store: MeshStore

    public init(store: MeshStore) {
        self.store = store
        super.init()
    }

    public override func handler(for intent: INIntent) -> Any? {
        switch intent {
        case is INSendMessageIntent, is INSearchForMessagesIntent, is INSetMessageAttributeIntent: self
        default: nil
        }
    }

    public func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {
        nonisolated(unsafe) let completion = completion
        let intent = intent
        MainActor.assumeIsolated {
            completion(
                (intent.recipients ?? []).map { p in
                    store.conversation(named: p.displayName) != nil ? .success(with: p) : .unsupported()
                })
        }
    }

    public func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        nonisolated(unsafe) let completion = completion
        let intent = intent
        MainActor.assumeIsolated {
            guard let name = intent.recipients?.first?.displayName, let conversation = store.conversation(named: name),
                let text = intent.content
            else {
                completion(INSendMessageIntentResponse(code: .failure, userActivity: nil))
                return
            }
            let ok = store.send(text, to: conversation.id)
            completion(INSendMessageIntentResponse(code: ok ? .success : .failureMessageServiceNotAvailable, userActivity: nil))
        }
    }

    public func handle(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void) {
        nonisolated(unsafe) let completion = completion
        let intent = intent
        MainActor.assumeIsolated {
            var found = store.allUnread
            if let senders = intent.senders?.map(\.displayName), !senders.isEmpty { found = found.filter { senders.contains($0.sender) } }
            let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
            response.messages = found.map { m in
                INMessage(
                    identifier: m.id, conversationIdentifier: m.conversation, content: m.text, dateSent: nil,
                    sender: MeshCarPlaySceneDelegate.person(m.sender), recipients: nil, groupName: nil, messageType: .text)
            }
            completion(response)
        }
    }

    public func handle(intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void) {
        nonisolated(unsafe) let completion = completion
        let intent = intent
        MainActor.assumeIsolated {
            store.markRead(intent.identifiers)
            completion(INSetMessageAttributeIntentResponse(code: .success, userActivity: nil))
        }
    }
}
