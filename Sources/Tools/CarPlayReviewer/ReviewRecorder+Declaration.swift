// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenCallKit
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
    /// reads them: declared in its intents extension's `IntentsSupported` and answered by its `handler(for:)`, or
    /// declared in the app's own Info.plist (`INIntentsSupported`) and answered by its app delegate's
    /// `application(_:handlerFor:)` (in-app handling, iOS 14). A communication app with no part in calling either (no
    /// call intent, no CallKit provider) is a messaging app: declaring no message intent at all is the same fault.
    func checkMessagingIntents(of app: AppDeclaration) {
        guard app.categories.contains(.communication) else { return }
        let session = car.activeSession ?? car.sessions.last
        let inApp = Set(app.inAppIntentsSupported)
        let declared = Set(app.intentsSupported ?? []).union(inApp)
        let provider = app.intentHandler?()
        var handled: Set<String> = []
        for (name, make) in Self.messageIntents {
            let intent = make()
            if provider?.handler(for: intent) != nil || session?.inAppHandler(for: intent) != nil { handled.insert(name) }
        }
        let names = Self.messageIntents.map(\.name)
        var problems: [String] = []
        if declared.isDisjoint(with: names) && handled.isEmpty {
            // No part in messaging through Siri at all: judged only for an app that does nothing else a communication app
            // may do (calls: a call intent, or a CallKit provider).
            let calls =
                !declared.isDisjoint(with: Self.callIntentNames) || CXCallCenter.shared.hasProvider
                || provider?.handler(for: Self.startCallIntent()) != nil || session?.inAppHandler(for: Self.startCallIntent()) != nil
            guard !calls else { return }
            problems.append(
                "it declares none of them (no intents extension's IntentsSupported, no INIntentsSupported in its Info.plist) and makes no calls, so it is a messaging app Siri can't send, read or mark messages for"
            )
        } else {
            let undeclared = names.filter { !declared.contains($0) }
            let unhandled = names.filter { !handled.contains($0) }
            if app.intentsSupported == nil && inApp.isEmpty {
                problems.append("its intents extension declares no IntentsSupported, so Siri sends it none")
            } else if !undeclared.isEmpty {
                let lists =
                    inApp.isEmpty
                    ? "IntentsSupported lacks"
                    : app.intentsSupported == nil ? "INIntentsSupported lacks" : "neither IntentsSupported nor INIntentsSupported lists"
                problems.append("\(lists) \(undeclared.joined(separator: ", "))")
            }
            if !unhandled.isEmpty {
                let asked = [app.intentHandler != nil ? "handler(for:)" : nil, inApp.isEmpty ? nil : "application(_:handlerFor:)"].compactMap { $0 }
                problems.append(
                    "\(asked.isEmpty ? "nothing" : asked.count == 2 ? "neither \(asked[0]) nor \(asked[1])" : asked[0]) returns a handler for \(unhandled.joined(separator: ", "))"
                )
            }
        }
        guard !problems.isEmpty else { return }
        report(
            .messagingIntents, subject: app.name,
            "\(app.name) is a communication app, but \(problems.joined(separator: "; ")). In the car, Siri sends, reads and marks messages read only through INSendMessageIntent, INSearchForMessagesIntent and INSetMessageAttributeIntent.",
            source: app.intentsSupported != nil && !names.allSatisfy(declared.contains) ? app.intentsSupportedSource : nil
        )
    }
}

extension ReviewRecorder {
    /// The call intents whose declaration shows an app takes part in calling through Siri (class names, as
    /// `IntentsSupported` lists them; the audio and video ones are deprecated in favour of `INStartCallIntent`).
    static let callIntentNames = ["INStartCallIntent", "INStartAudioCallIntent", "INStartVideoCallIntent", "INSearchCallHistoryIntent"]

    /// The intent Siri sends to start a call, asked of the app's `handler(for:)`.
    static func startCallIntent(calling name: String = "Anna") -> INStartCallIntent {
        INStartCallIntent(
            callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: 0, destinationType: 0,
            contacts: [
                INPerson(
                    personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nil, displayName: name, image: nil, contactIdentifier: nil,
                    customIdentifier: nil)
            ], callCapability: .audioCall)
    }

    /// A communication app that takes part in calling (a call intent declared or handled, or a CallKit provider
    /// made) must declare `INStartCallIntent` and return a handler for it that handles it. Whether its calls reach
    /// CallKit is the explorer's probe (``Explorer``), which asks Siri to call.
    func checkCallingIntents(of app: AppDeclaration) {
        guard app.categories.contains(.communication) else { return }
        let declared = Set(app.intentsSupported ?? []).union(app.inAppIntentsSupported)
        let provider = app.intentHandler?()
        let handler = provider?.handler(for: Self.startCallIntent()) ?? (car.activeSession ?? car.sessions.last)?.inAppHandler(for: Self.startCallIntent())
        let handles = handler.map { $0 is any INStartCallIntentHandling } ?? false
        let historyHandled =
            provider?.handler(
                for: INSearchCallHistoryIntent(dateCreated: nil, recipient: nil, callCapabilities: .audioCall, callTypes: .missed, unseen: nil)) != nil
        // An app with no part in calling (messages only) is not judged here.
        guard !declared.isDisjoint(with: Self.callIntentNames) || handler != nil || historyHandled || CXCallCenter.shared.hasProvider else { return }
        var problems: [String] = []
        if app.intentsSupported == nil && app.inAppIntentsSupported.isEmpty {
            problems.append("its intents extension declares no IntentsSupported, so Siri sends it no INStartCallIntent")
        } else if !declared.contains("INStartCallIntent") {
            problems.append("IntentsSupported lacks INStartCallIntent")
        }
        if handler == nil {
            problems.append("handler(for:) returns no handler for INStartCallIntent")
        } else if !handles {
            problems.append("the handler handler(for:) returns for INStartCallIntent doesn't adopt INStartCallIntentHandling")
        }
        guard !problems.isEmpty else { return }
        report(
            .callingCallKit, subject: "\(app.name) intents",
            "\(app.name) takes part in calling, but \(problems.joined(separator: "; ")). In the car, calls are started through Siri with this intent.",
            source: declared.contains("INStartCallIntent") ? nil : app.intentsSupportedSource
        )
    }
}
