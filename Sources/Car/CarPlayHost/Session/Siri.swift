// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenCallKit
import OpenIntents

/// What the Siri interface shows on the car screen after a request.
public struct SiriSnapshot: Sendable, Codable, Equatable {
    public var request: String
    public var app: String?
    /// What Siri says back (short; a message's content is spoken, never shown).
    public var reply: String

    package init(request: String, app: String?, reply: String) {
        self.request = request
        self.app = app
        self.reply = reply
    }
}

extension HeadUnit {
    /// Turns a spoken request into an intent, as Siri's language understanding would for the phrasings CarPlay
    /// messaging and calling apps are asked (send/tell/message, read, mark as read, call), car commands and media
    /// (play, like, add: see `mediaIntent(for:)`).
    public static func intent(for request: String) -> INIntent? {
        let text = request.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = text.lowercased()
        if let car = carIntent(for: text) { return car }
        func person(_ name: String) -> INPerson {
            INPerson(
                personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nil, displayName: name, image: nil,
                contactIdentifier: nil, customIdentifier: nil)
        }
        let patterns: [(String, (String, String) -> INIntent)] = [
            (
                #"^(?:send (?:a )?message to|message|tell|text) (.+?) (?:saying|that) (.+)$"#,
                { name, content in
                    INSendMessageIntent(
                        recipients: [person(name)], outgoingMessageType: .outgoingMessageText, content: content,
                        speakableGroupName: nil, conversationIdentifier: nil, serviceName: nil, sender: nil)
                }
            )
        ]
        for (pattern, make) in patterns {
            if let re = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
                let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), m.numberOfRanges == 3,
                let a = Range(m.range(at: 1), in: text), let b = Range(m.range(at: 2), in: text)
            {
                return make(String(text[a]), String(text[b]))
            }
        }
        if lower.hasPrefix("read") && lower.contains("message") {
            var senders: [INPerson]?
            if let r = lower.range(of: "from ") { senders = [person(String(text[r.upperBound...]))] }
            return INSearchForMessagesIntent(
                recipients: nil, senders: senders, searchTerms: nil, attributes: .unread, dateTimeRange: nil,
                identifiers: nil, notificationIdentifiers: nil, speakableGroupNames: nil, conversationIdentifiers: nil)
        }
        if lower.hasPrefix("mark") && lower.contains("read") {
            return INSetMessageAttributeIntent(identifiers: nil, attribute: .read)
        }
        if lower.contains("missed call") || lower.contains("call history") || lower.contains("who called") {
            return INSearchCallHistoryIntent(dateCreated: nil, recipient: nil, callCapabilities: .audioCall, callTypes: .missed, unseen: nil)
        }
        if lower.hasPrefix("call ") {
            // "call Anna with Voxa": the app's name chooses the app, it isn't part of the contact.
            var name = String(text.dropFirst(5))
            if let r = name.range(of: #"\s+(with|on|using|in)\s+\S+$"#, options: [.regularExpression, .caseInsensitive]) { name.removeSubrange(r) }
            return INStartCallIntent(
                callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: 0, destinationType: 0,
                contacts: [person(name)], callCapability: .audioCall)
        }
        return mediaIntent(for: text)
    }

    /// The driver asks Siri: the car finds the app that handles the request (the one on screen first), runs its
    /// handler and shows the Siri interface with the outcome. Prompts from navigation apps get the short style
    /// while Siri's interface shows (5 s).
    @discardableResult
    public func askSiri(_ request: String) async -> SiriSnapshot {
        record(.carStateChanged(.siriRequest(request)))
        // While Siri listens and answers (its interface on screen), navigation prompts are a short tone, unless a
        // call already silences them. Siri interrupts the apps' audio while its interface shows. Every app's session.
        for audio in everyAudioSession {
            if audio.promptStyle != .none { audio.setPromptStyle(.short) }
            audio.interruption("siri", began: true)
        }
        guard let intent = Self.intent(for: request) else {
            return showSiri(SiriSnapshot(request: request, app: nil, reply: "Sorry, I can't help with that in the car."))
        }
        // Media ("play …", "I like this song") goes to the app named, playing or on screen (Siri+Media.swift).
        if Self.isMediaIntent(intent) { return await askSiriForMedia(request) }
        // An app named in the request ("… with Voxa") comes first, then the app on screen, then the others.
        let named = Self.apps(installed, namedIn: request)
        var candidates = named + (activeSession.map { [$0.app] } ?? []) + installed
        var seen = Set<String>()
        candidates = candidates.filter { seen.insert($0.name).inserted }
        if Self.isCarCommand(intent) || Self.isCarPlayDomain(intent) {
            let (apps, refusal) = carIntentCandidates(intent, ordered: candidates)
            if let refusal { return showSiri(SiriSnapshot(request: request, app: nil, reply: refusal)) }
            // Car commands don't need a CarPlay app: any app with a handler (e.g. the automaker's) answers.
            for app in apps {
                guard let found = intentHandler(for: intent, in: app),
                    let reply = await callingHandler(found, of: app, { await Self.runCarIntent(intent, with: found.handler) })
                else { continue }
                return showSiri(SiriSnapshot(request: request, app: app.name, reply: reply))
            }
            return showSiri(SiriSnapshot(request: request, app: nil, reply: "No app in the car can do that."))
        }
        // "Mark them as read" goes first to the app whose messages Siri read.
        if intent is INSetMessageAttributeIntent, let reader = siriReadMessages?.app, let i = candidates.firstIndex(where: { $0.name == reader }) {
            candidates.insert(candidates.remove(at: i), at: 0)
        }
        for app in candidates where app.isCarPlayApp {
            guard let found = intentHandler(for: intent, in: app) else { continue }
            let (reply, activity) = await callingHandler(found, of: app) { () async -> (String, NSUserActivity?) in
                if let reply = await runMessaging(intent, with: found.handler, app: app) { return (reply, nil) }
                return await Self.runContinuing(intent, with: found.handler)
            }
            let shown = showSiri(SiriSnapshot(request: request, app: app.name, reply: reply))
            // The intent continues in the app (e.g. a call started through CallKit), launched in the background.
            if let activity { app.userActivityHandler?(activity) }
            return shown
        }
        return showSiri(SiriSnapshot(request: request, app: nil, reply: "No app in the car can do that."))
    }

    /// The apps among `apps` whose name `request` says as a word ("call Anna with Voxa"): Siri asks them first.
    /// - Note: Ours.
    package static func apps(_ apps: [AppDeclaration], namedIn request: String) -> [AppDeclaration] {
        apps.filter {
            request.range(of: "\\b\(NSRegularExpression.escapedPattern(for: $0.name))\\b", options: [.regularExpression, .caseInsensitive]) != nil
        }
    }

    func showSiri(_ s: SiriSnapshot) -> SiriSnapshot {
        siri = s
        siriShownAt = now
        record(.carStateChanged(.siriReply(s.reply)))
        let sleep = time.sleep
        let shownAt = now
        Task { @MainActor [weak self] in
            try? await sleep(.seconds(5))
            guard let self else { return }
            if self.siriShownAt == shownAt {
                for audio in self.everyAudioSession {
                    audio.setPromptStyle(CXCallCenter.shared.hasActiveCall ? .none : .normal)
                    audio.interruption("siri", began: false)
                }
            }
            self.changed()
        }
        return s
    }

    /// The Siri interface on screen now (shown for 5 s after a request).
    public var visibleSiri: SiriSnapshot? {
        guard let siri, now - siriShownAt < 5 else { return nil }
        return siri
    }

    /// Runs the intent; the user activity is set when the handler answered "continue in app" (or "ready" to start a
    /// call): iOS then hands it to the app (`userActivityHandler`), as ``askSiri(_:)`` does.
    package static func runContinuing(_ intent: INIntent, with handler: Any) async -> (String, NSUserActivity?) {
        if let call = intent as? INStartCallIntent, let h = handler as? any INStartCallIntentHandling {
            let response: INStartCallIntentResponse = await ask { h.handle(intent: call, completion: $0) }
            let name = call.contacts?.first?.displayName ?? "them"
            guard response.code == .continueInApp || response.code == .ready else { return ("I couldn't call \(name).", nil) }
            let activity = response.userActivity ?? NSUserActivity(activityType: "INStartCallIntent")
            activity.interaction = INInteraction(intent: call, response: response)
            return ("Calling \(name)…", activity)
        }
        return (await run(intent, with: handler), nil)
    }

    /// Calls and call history (messages: `runMessaging`, Siri+Messages.swift).
    static func run(_ intent: INIntent, with handler: Any) async -> String {
        switch (intent, handler) {
        case (let call as INStartCallIntent, let h as any INStartCallIntentHandling):
            let response: INStartCallIntentResponse = await ask { h.handle(intent: call, completion: $0) }
            let name = call.contacts?.first?.displayName ?? "them"
            return response.code == .continueInApp || response.code == .ready ? "Calling \(name)…" : "I couldn't call \(name)."
        case (let history as INSearchCallHistoryIntent, let h as any INSearchCallHistoryIntentHandling):
            let response: INSearchCallHistoryIntentResponse = await ask { h.handle(intent: history, completion: $0) }
            guard response.code == .success || response.code == .ready else { return "I couldn't get your calls." }
            let missed = (response.callRecords ?? []).filter { $0.callRecordType == .missed }
            let names = Set(missed.compactMap { $0.caller?.displayName }).sorted()
            return missed.isEmpty
                ? "You have no missed calls."
                : "\(missed.count) missed call\(missed.count == 1 ? "" : "s")\(names.isEmpty ? "" : " from \(names.joined(separator: ", "))")."
        default:
            return "That app can't do that."
        }
    }
}
