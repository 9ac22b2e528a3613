// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenIntents

/// Rules the car judges from what the app declares and how its extensions answer, once, when the app first connects.
extension ReviewRecorder {
    /// The message intents Siri uses with a messaging app in the car, by the class name `IntentsSupported` lists.
    static let messageIntents: [(name: String, make: @MainActor () -> INIntent)] = [
        (
            "INSendMessageIntent",
            {
                INSendMessageIntent(
                    recipients: nil, outgoingMessageType: .outgoingMessageText, content: nil, speakableGroupName: nil, conversationIdentifier: nil,
                    serviceName: nil, sender: nil, attachments: nil)
            }
        ),
        (
            "INSearchForMessagesIntent",
            {
                INSearchForMessagesIntent(
                    recipients: nil, senders: nil, searchTerms: nil, attributes: [], dateTimeRange: nil, identifiers: nil, notificationIdentifiers: nil,
                    speakableGroupNames: nil, conversationIdentifiers: nil)
            }
        ),
        ("INSetMessageAttributeIntent", { INSetMessageAttributeIntent(identifiers: nil, attribute: .read) })
    ]

    /// A communication app that takes part in messaging through Siri must support the three message intents, as iOS
    /// reads them: declared in its intents extension's `IntentsSupported` and answered by `handler(for:)`.
    func checkMessagingIntents(of app: AppDeclaration) {
        guard app.categories.contains(.communication) else { return }
        let declared = Set(app.intentsSupported ?? [])
        let provider = app.intentHandler?()
        var handled: Set<String> = []
        for (name, make) in Self.messageIntents where provider?.handler(for: make()) != nil { handled.insert(name) }
        let names = Self.messageIntents.map(\.name)
        // An app with no part in messaging (calls only, or no intents extension) is not judged here.
        guard !declared.isDisjoint(with: names) || !handled.isEmpty else { return }
        var problems: [String] = []
        let undeclared = names.filter { !declared.contains($0) }
        let unhandled = names.filter { !handled.contains($0) }
        if app.intentsSupported == nil {
            problems.append("its intents extension declares no IntentsSupported, so Siri sends it none")
        } else if !undeclared.isEmpty {
            problems.append("IntentsSupported lacks \(undeclared.joined(separator: ", "))")
        }
        if !unhandled.isEmpty { problems.append("handler(for:) returns no handler for \(unhandled.joined(separator: ", "))") }
        guard !problems.isEmpty else { return }
        report(
            .messagingIntents, subject: app.name,
            "\(app.name) takes part in messaging through Siri, but \(problems.joined(separator: "; ")). In the car, Siri sends, reads and marks messages read only through these intents."
        )
    }
}
