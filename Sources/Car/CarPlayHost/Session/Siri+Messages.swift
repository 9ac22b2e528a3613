// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenIntents

/// Siri's messaging domain in the car, as iOS runs it: "send a message to Ann saying …" resolves the recipients, the
/// content and the group with the app's handler, then confirms and handles the intent with the values the app resolved
/// (a recipient resolved to another person than the one spoken reaches `confirm` and `handle`); "read my messages"
/// searches and reads the messages aloud; "mark them as read" passes the identifiers of the messages Siri read.
extension HeadUnit {
    /// Resolves, confirms and handles a messaging intent with the handler; nil when it isn't one the handler takes.
    func runMessaging(_ intent: INIntent, with handler: Any, app: AppDeclaration) async -> String? {
        switch (intent, handler) {
        case (let send as INSendMessageIntent, let h as any INSendMessageIntentHandling):
            return await sendMessage(send, with: h, app: app.name)
        case (let search as INSearchForMessagesIntent, let h as any INSearchForMessagesIntentHandling):
            return await readMessages(search, with: h, app: app.name)
        case (let mark as INSetMessageAttributeIntent, let h as any INSetMessageAttributeIntentHandling):
            return await markMessages(mark, with: h, app: app.name)
        default:
            return nil
        }
    }

    private func sendMessage(_ intent: INSendMessageIntent, with h: any INSendMessageIntentHandling, app: String) async -> String {
        let spoken = intent.recipients?.first?.displayName ?? "them"
        let recipients: [INSendMessageRecipientResolutionResult] = await Self.ask { h.resolveRecipients(for: intent, with: $0) }
        if let problem = Self.recipientProblem(recipients, spoken: spoken, app: app) { return problem }
        let content: INStringResolutionResult = await Self.ask { h.resolveContent(for: intent, with: $0) }
        guard content.outcome == .success || content.outcome == .notRequired else { return "What do you want to say?" }
        let group: INSpeakableStringResolutionResult = await Self.ask { h.resolveSpeakableGroupName(for: intent, with: $0) }
        switch group.outcome {
        case .success, .notRequired: break
        case .disambiguation:
            let names = group.stringsToDisambiguate.map(\.spokenPhrase)
            return names.isEmpty ? "Which conversation?" : "Which one: \(Self.list(names, or: true))?"
        case .confirmationRequired: return "Did you mean \(group.resolvedString?.spokenPhrase ?? "that conversation")? Ask again to confirm."
        default: return "Which conversation?"
        }
        let people = recipients.compactMap(\.resolvedPerson)
        let resolved = intent.resolved(
            recipients: people.isEmpty ? intent.recipients : people, content: content.resolvedString ?? intent.content,
            speakableGroupName: group.resolvedString ?? intent.speakableGroupName)
        if resolved.recipients?.isEmpty ?? true, resolved.speakableGroupName == nil { return "Who do you want to message?" }
        let name = resolved.recipients?.first?.displayName ?? resolved.speakableGroupName?.spokenPhrase ?? spoken
        let confirmed: INSendMessageIntentResponse = await Self.ask { h.confirm(intent: resolved, completion: $0) }
        guard [.ready, .unspecified, .success].contains(confirmed.code) else { return Self.sendFailure(confirmed.code, to: name, app: app) }
        let response: INSendMessageIntentResponse = await Self.ask { h.handle(intent: resolved, completion: $0) }
        guard response.code == .success || response.code == .inProgress else { return Self.sendFailure(response.code, to: name, app: app) }
        return "Message sent to \(name)."
    }

    /// What Siri says when a recipient's resolution didn't succeed; nil when every recipient resolved.
    static func recipientProblem(_ results: [INSendMessageRecipientResolutionResult], spoken: String, app: String) -> String? {
        firstProblem(
            results, needsValue: "Who do you want to message?", which: spoken, choices: { $0.personsToDisambiguate.map(\.displayName) },
            meant: { $0.resolvedPerson?.displayName ?? spoken }
        ) { r in
            switch r.unsupportedReason {
            case .noAccount: "\(spoken) doesn't have a \(app) account."
            case .offline: "\(spoken) is offline."
            case .messagingServiceNotEnabledForRecipient: "\(spoken) can't get messages on \(app)."
            case .noValidHandle, .requestedHandleInvalid, .noHandleForLabel: "I don't have a way to message \(spoken) on \(app)."
            case .requiringInAppAuthentication: "You'll need to sign in to \(app) on your iPhone first."
            case nil: "I couldn't find that contact."
            }
        }
    }

    static func sendFailure(_ code: INSendMessageIntentResponse.Code, to name: String, app: String) -> String {
        switch code {
        case .failureRequiringAppLaunch: "You'll need to continue in \(app) on your iPhone."
        default: "The message to \(name) could not be sent."
        }
    }

    private func readMessages(_ intent: INSearchForMessagesIntent, with h: any INSearchForMessagesIntentHandling, app: String) async -> String {
        let response: INSearchForMessagesIntentResponse = await Self.ask { h.handle(intent: intent, completion: $0) }
        guard response.code == .success else { return "I couldn't get your messages." }
        let messages = response.messages ?? []
        // What Siri read is what "mark them as read" marks next.
        siriReadMessages = messages.isEmpty ? nil : (app, messages.map(\.identifier))
        let senders = Set(messages.compactMap { $0.sender?.displayName }).sorted()
        return messages.isEmpty
            ? "You have no new messages."
            : "\(messages.count) new message\(messages.count == 1 ? "" : "s")\(senders.isEmpty ? "" : " from \(senders.joined(separator: ", "))")."
    }

    private func markMessages(_ intent: INSetMessageAttributeIntent, with h: any INSetMessageAttributeIntentHandling, app: String) async -> String {
        // "Mark them as read" after Siri read messages: the identifiers of those it read, as iOS passes them.
        var intent = intent
        if intent.identifiers == nil, let read = siriReadMessages, read.app == app {
            let withIdentifiers = INSetMessageAttributeIntent(identifiers: read.identifiers, attribute: intent.attribute)
            withIdentifiers.copyIntentValues(from: intent)
            intent = withIdentifiers
        }
        let attribute: INMessageAttributeResolutionResult = await Self.ask { h.resolveAttribute(for: intent, with: $0) }
        guard attribute.outcome == .success || attribute.outcome == .notRequired else { return "What do you want to mark them as?" }
        let resolved = intent.resolved(attribute: attribute.resolvedMessageAttribute ?? intent.attribute)
        let what = Self.attributeName(resolved.attribute)
        let confirmed: INSetMessageAttributeIntentResponse = await Self.ask { h.confirm(intent: resolved, completion: $0) }
        guard [.ready, .unspecified, .success].contains(confirmed.code) else { return "I couldn't mark them as \(what)." }
        let response: INSetMessageAttributeIntentResponse = await Self.ask { h.handle(intent: resolved, completion: $0) }
        guard response.code == .success else { return "I couldn't mark them as \(what)." }
        if resolved.attribute == .read, siriReadMessages?.app == app { siriReadMessages = nil }
        return "Marked as \(what)."
    }

    static func attributeName(_ attribute: INMessageAttribute) -> String {
        switch attribute {
        case .read, .unknown: "read"
        case .unread: "unread"
        case .flagged: "flagged"
        case .unflagged: "unflagged"
        case .played: "played"
        }
    }
}
