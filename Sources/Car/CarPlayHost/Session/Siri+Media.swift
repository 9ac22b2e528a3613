// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenIntents
import OpenMediaPlayer
import OpenUIKit
import PhoneApps

/// Siri's media domain in the car: "play …", "I like this song", "add this to my library". The request becomes an
/// `INPlayMediaIntent`, `INUpdateMediaAffinityIntent` or `INAddMediaIntent`; the app that takes it is the one named,
/// else the one playing, else the one on screen, else the others in install order. Its handler comes from its app
/// delegate (`application(_:handlerFor:)`, for intents its Info.plist lists under `INIntentsSupported`) or from its
/// intents extension (`handler(for:)`): `intentHandler(for:in:)`, Siri+Handlers.swift. Siri resolves, confirms and handles the intent as iOS does; an extension's
/// `handleInApp` launches the app in the background and asks its delegate's `application(_:handle:completionHandler:)`.
/// When the app plays, the car opens it and shows its Now Playing screen.
extension HeadUnit {
    /// The phrasings the car understands for media (a few per intent, like Apple's example phrases).
    static func mediaIntent(for text: String) -> INIntent? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        func match(_ pattern: String, _ s: String) -> [String]? {
            guard let re = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
                let m = re.firstMatch(in: s, range: NSRange(s.startIndex..., in: s))
            else { return nil }
            return (0..<m.numberOfRanges).map { i in Range(m.range(at: i), in: s).map { String(s[$0]) } ?? "" }
        }
        let current = INMediaSearch(reference: .currentlyPlaying)
        if match(#"^(resume|continue playing|keep playing|play)$"#, trimmed) != nil { return INPlayMediaIntent(resumePlayback: true) }
        if let m = match(
            #"^(?:i )?(don'?t like|do not like|dislike|hate|like|love) (?:this|that|it|what'?s playing)(?: song| track| episode| album| station| one)?$"#,
            trimmed)
        {
            let likes = ["like", "love"].contains(m[1].lowercased())
            return INUpdateMediaAffinityIntent(mediaItems: nil, mediaSearch: current, affinityType: likes ? .like : .dislike)
        }
        if match(#"^add (?:this|that|it)(?: song| track| episode| album)? to (?:my )?library$"#, trimmed) != nil {
            return INAddMediaIntent(mediaItems: nil, mediaSearch: current, mediaDestination: .libraryDestination())
        }
        if let m = match(#"^add (?:this|that|it)(?: song| track| episode| album)? to (?:my |the )?(?:playlist (.+)|(.+?) playlist)$"#, trimmed) {
            let name = m[1].isEmpty ? m[2] : m[1]
            return INAddMediaIntent(mediaItems: nil, mediaSearch: current, mediaDestination: .playlistDestination(withName: name))
        }
        guard let verb = match(#"^(?:play|listen to|put on|shuffle)\s+(.+)$"#, trimmed) else { return nil }
        let shuffled: Bool? = trimmed.lowercased().hasPrefix("shuffle") ? true : nil
        let what = verb[1]
        let search: INMediaSearch
        if match(#"^(?:some )?(?:music|something|songs)$"#, what) != nil {
            search = INMediaSearch(mediaType: .music)
        } else if let m = match(#"^(?:the )?album (.+?)(?: by (.+))?$"#, what) {
            search = INMediaSearch(mediaType: .album, mediaName: m[1], artistName: m[2].isEmpty ? nil : m[2])
        } else if let m = match(#"^(?:the |my )?playlist (.+)$"#, what) ?? match(#"^(?:the |my )?(.+) playlist$"#, what) {
            search = INMediaSearch(mediaType: .playlist, mediaName: m[1], reference: what.lowercased().hasPrefix("my ") ? .my : .unknown)
        } else if let m = match(#"^(?:the )?(?:latest|newest|last|new) episode of (.+)$"#, what) {
            search = INMediaSearch(mediaType: .podcastEpisode, sortOrder: .newest, mediaName: m[1])
        } else if let m = match(#"^(?:the )?podcast (.+)$"#, what) {
            search = INMediaSearch(mediaType: .podcastShow, mediaName: m[1])
        } else if let m = match(#"^(?:the )?(?:radio )?station (.+)$"#, what) {
            search = INMediaSearch(mediaType: .radioStation, mediaName: m[1])
        } else if let m = match(#"^(?:some )?(?:music|songs|something) by (.+)$"#, what) {
            search = INMediaSearch(mediaType: .song, artistName: m[1])
        } else if let m = match(#"^(?:some )?(\w+) music$"#, what) {
            search = INMediaSearch(mediaType: .music, genreNames: [m[1]])
        } else if let m = match(#"^(.+?) by (.+)$"#, what) {
            search = INMediaSearch(mediaType: .song, mediaName: m[1], artistName: m[2])
        } else {
            search = INMediaSearch(mediaName: what)
        }
        return INPlayMediaIntent(playShuffled: shuffled, mediaSearch: search)
    }

    /// Whether Siri asks the app playing first for `request` (media: "play …", "skip this"), as ``askSiri(_:)`` does.
    /// - Note: Ours.
    package static func asksThePlayingAppFirst(_ request: String) -> Bool { intent(for: request).map(isMediaIntent) ?? false }

    static func isMediaIntent(_ intent: INIntent) -> Bool {
        intent is INPlayMediaIntent || intent is INAddMediaIntent || intent is INUpdateMediaAffinityIntent
    }

    /// The request without a trailing "on/in/with/using/from <app>" naming one of `apps`, and the app it named.
    package static func strippingAppName(_ request: String, apps: [String]) -> (String, String?) {
        let text = request.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        for name in apps.sorted(by: { $0.count > $1.count }) {
            let pattern = #"\s+(?:on|in|with|using|from)\s+"# + NSRegularExpression.escapedPattern(for: name) + "$"
            if let r = text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) {
                return (String(text[..<r.lowerBound]), name)
            }
        }
        return (text, nil)
    }

    /// Siri takes a media request: see the extension's overview.
    func askSiriForMedia(_ request: String) async -> SiriSnapshot {
        // The apps on the phone, and any the car connected without installing (a test's app).
        var names = Set<String>()
        let shown = (installed + sessions.map(\.app)).filter {
            $0.isCarPlayApp && $0.reasonNotShown(on: vehicle) == nil && names.insert($0.name).inserted
        }
        let (text, namedApp) = Self.strippingAppName(request, apps: shown.map(\.name))
        guard let intent = Self.mediaIntent(for: text) else {
            return showSiri(SiriSnapshot(request: request, app: nil, reply: "Sorry, I can't help with that in the car."))
        }
        // The app named, and only it; else the app playing (what "this" and "resume" mean), the app on screen, the others.
        let playing = audio.source == "radio" ? nil : audio.source
        var order: [String] = []
        if let namedApp {
            order = [namedApp]
        } else {
            if let playing { order.append(playing) }
            if let active = activeSession?.app.name { order.append(active) }
            order += shown.map(\.name)
        }
        var seen = Set<String>()
        let candidates = order.filter { seen.insert($0.lowercased()).inserted }.compactMap { n in
            shown.first { $0.name.caseInsensitiveCompare(n) == .orderedSame }
        }
        for app in candidates {
            guard let found = intentHandler(for: intent, in: app) else { continue }
            let outcome = await callingHandler(found, of: app) { await runMedia(intent, with: found.handler, app: app) }
            guard let outcome else { continue }
            let shown = showSiri(SiriSnapshot(request: request, app: app.name, reply: outcome.reply))
            if outcome.plays { startedPlaying(app) }
            if let activity = outcome.activity { app.userActivityHandler?(activity) }
            return shown
        }
        let reply = namedApp.map { "\($0) can't do that." } ?? "No app in the car can do that."
        return showSiri(SiriSnapshot(request: request, app: nil, reply: reply))
    }

    /// What came of a media request: Siri's reply, whether the app now plays, an activity to continue in the app.
    struct MediaOutcome {
        var reply: String
        var plays = false
        var activity: NSUserActivity?
    }

    /// The app plays: the car opens it and shows its Now Playing screen; its audio is the car's source.
    private func startedPlaying(_ app: AppDeclaration) {
        let session: AppSession? =
            installed.contains { $0.name == app.name }
            ? try? launch(app.name)
            // An app the car connected without installing it (a test's) is opened only if it is on screen.
            : activeSession.flatMap { $0.app.name == app.name ? $0 : nil }
        guard let session else { return }
        session.showNowPlaying()
        audioSessionChanged(.active(audioSession(of: app.name).isActive), app: app.name)
        changed()
    }

    /// The app, launched in the background, handles the intent itself (`application(_:handle:completionHandler:)`).
    private func handleInApp(_ intent: INIntent, app: AppDeclaration) async -> INIntentResponse? {
        let process = startLaunch(of: app)
        guard let delegate = process.delegate else { return nil }
        return await AppLaunch.runningInTask.withValue(process) {
            let response: INIntentResponse = await Self.ask { done in delegate.application(process.application, handle: intent) { done($0) } }
            return response
        }
    }

    /// Resolves, confirms and handles the intent with the handler; nil when the handler doesn't handle its kind.
    func runMedia(_ intent: INIntent, with handler: Any, app: AppDeclaration) async -> MediaOutcome? {
        switch (intent, handler) {
        case (let play as INPlayMediaIntent, let h as any INPlayMediaIntentHandling):
            return await playMedia(play, with: h, app: app)
        case (let add as INAddMediaIntent, let h as any INAddMediaIntentHandling):
            return await addMedia(add, with: h, app: app)
        case (let like as INUpdateMediaAffinityIntent, let h as any INUpdateMediaAffinityIntentHandling):
            return await likeMedia(like, with: h, app: app)
        default:
            return nil
        }
    }

    /// What Siri says when a media item's resolution didn't succeed; nil when every item resolved.
    static func mediaItemsProblem(_ results: [INMediaItemResolutionResult], app: String, reason: (INMediaItemResolutionResult) -> Int?) -> String? {
        firstProblem(
            results, needsValue: "What do you want to hear?", which: "one", choices: { $0.mediaItemsToDisambiguate.compactMap(\.title) },
            meant: { $0.resolvedMediaItem?.title ?? "that" }
        ) { r in
            // The reasons of the three domains share their raw values (Apple's headers number them alike).
            switch reason(r).flatMap(INPlayMediaMediaItemUnsupportedReason.init(rawValue:)) {
            case .loginRequired: "You need to sign in to \(app) first."
            case .subscriptionRequired: "That needs a \(app) subscription."
            case .unsupportedMediaType: "\(app) can't play that kind of media."
            case .explicitContentSettings: "That's explicit, and explicit content is restricted on this iPhone."
            case .cellularDataSettings: "\(app) isn't allowed to use cellular data."
            case .restrictedContent, .regionRestriction: "That isn't available here."
            case .serviceUnavailable: "\(app) isn't available right now."
            case nil: "I couldn't find that in \(app)."
            }
        }
    }

    /// What Siri says about the first of `results` that didn't resolve; nil when each did. It asks `needsValue` for a
    /// value, "Which `which`: …?" of the `choices`, whether the driver `meant` the value to confirm, and says
    /// `unsupported`'s words for a value the app can't take.
    static func firstProblem<Result: INIntentResolutionResult>(
        _ results: [Result], needsValue: String, which: String, choices: (Result) -> [String], meant: (Result) -> String,
        unsupported: (Result) -> String
    ) -> String? {
        for r in results {
            switch r.outcome {
            case .success, .notRequired: continue
            case .needsValue: return needsValue
            case .disambiguation:
                let names = choices(r)
                return names.isEmpty ? "Which \(which)?" : "Which \(which): \(list(names, or: true))?"
            case .confirmationRequired: return "Did you mean \(meant(r))? Ask again to confirm."
            case .unsupported: return unsupported(r)
            }
        }
        return nil
    }

    static func list(_ items: [String], or: Bool) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items[items.count - 1]
    }

    private func playMedia(_ intent: INPlayMediaIntent, with h: any INPlayMediaIntentHandling, app: AppDeclaration) async -> MediaOutcome {
        let results: [INPlayMediaMediaItemResolutionResult] = await Self.ask { h.resolveMediaItems(for: intent, with: $0) }
        if let problem = Self.mediaItemsProblem(results, app: app.name, reason: { ($0 as? INPlayMediaMediaItemResolutionResult)?.unsupportedReasonCode }) {
            return MediaOutcome(reply: problem)
        }
        let items = results.compactMap { $0.resolvedMediaItem }
        let resolved = intent.resolved(items.isEmpty ? intent.mediaItems : items)
        let confirmed: INPlayMediaIntentResponse = await Self.ask { h.confirm(intent: resolved, completion: $0) }
        if confirmed.code != .ready && confirmed.code != .unspecified && confirmed.code != .success {
            return MediaOutcome(reply: Self.playFailure(confirmed.code, app: app.name))
        }
        var response: INPlayMediaIntentResponse = await Self.ask { h.handle(intent: resolved, completion: $0) }
        var activity: NSUserActivity?
        switch response.code {
        case .handleInApp:
            // The extension hands over: the app, launched in the background, plays.
            guard let inApp = await handleInApp(resolved, app: app) as? INPlayMediaIntentResponse else {
                return MediaOutcome(reply: "\(app.name) didn't start playing.")
            }
            response = inApp
        case .continueInApp:
            let a = response.userActivity ?? NSUserActivity(activityType: INPlayMediaIntentIdentifier)
            a.interaction = INInteraction(intent: resolved, response: response)
            activity = a
        default: break
        }
        guard ([.success, .inProgress, .continueInApp] as [INPlayMediaIntentResponseCode]).contains(response.code) else {
            return MediaOutcome(reply: Self.playFailure(response.code, app: app.name))
        }
        let title =
            (response.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String) ?? items.first?.title ?? resolved.mediaItems?.first?.title
            ?? intent.mediaSearch?.mediaName
        let reply = intent.resumePlayback == true && title == nil ? "Resuming \(app.name)." : "Playing \(title.map { "\($0) on " } ?? "")\(app.name)."
        return MediaOutcome(reply: reply, plays: true, activity: activity)
    }

    static func playFailure(_ code: INPlayMediaIntentResponseCode, app: String) -> String {
        switch code {
        case .failureRequiringAppLaunch: "You'll need to continue in \(app) on your iPhone."
        case .failureUnknownMediaType: "\(app) can't play that kind of media."
        case .failureNoUnplayedContent: "There's nothing new to play in \(app)."
        case .failureRestrictedContent: "That isn't available in \(app)."
        case .failureMaxStreamLimitReached: "Your \(app) account is already playing on too many devices."
        default: "\(app) couldn't play that."
        }
    }

    private func addMedia(_ intent: INAddMediaIntent, with h: any INAddMediaIntentHandling, app: AppDeclaration) async -> MediaOutcome {
        let results: [INAddMediaMediaItemResolutionResult] = await Self.ask { h.resolveMediaItems(for: intent, with: $0) }
        if let problem = Self.mediaItemsProblem(results, app: app.name, reason: { ($0 as? INAddMediaMediaItemResolutionResult)?.unsupportedReasonCode }) {
            return MediaOutcome(reply: problem)
        }
        let destination: INAddMediaMediaDestinationResolutionResult = await Self.ask { h.resolveMediaDestination(for: intent, with: $0) }
        let playlist = intent.mediaDestination?.playlistName ?? "that playlist"
        switch destination.outcome {
        case .success, .notRequired: break
        case .unsupported:
            return MediaOutcome(
                reply: destination.unsupportedReason == .playlistNotEditable
                    ? "\(playlist) can't be changed." : "I couldn't find a playlist named \(playlist) in \(app.name).")
        default: return MediaOutcome(reply: "Where do you want to add it?")
        }
        let items = results.compactMap { $0.resolvedMediaItem }
        let place = destination.resolvedMediaDestination ?? intent.mediaDestination
        let resolved = intent.resolved(items: items.isEmpty ? intent.mediaItems : items, destination: place)
        let confirmed: INAddMediaIntentResponse = await Self.ask { h.confirm(intent: resolved, completion: $0) }
        guard ([.ready, .unspecified, .success] as [INAddMediaIntentResponseCode]).contains(confirmed.code) else {
            return MediaOutcome(reply: "\(app.name) couldn't add that.")
        }
        let handled: INAddMediaIntentResponse = await Self.ask { h.handle(intent: resolved, completion: $0) }
        var code = handled.code
        if code == .handleInApp { code = (await handleInApp(resolved, app: app) as? INAddMediaIntentResponse)?.code ?? .failure }
        guard code == .success || code == .inProgress else { return MediaOutcome(reply: "\(app.name) couldn't add that.") }
        let title = items.first?.title ?? nowPlayingTitle(of: app) ?? "it"
        let destinationName = place?.mediaDestinationType == .playlist ? (place?.playlistName ?? playlist) : "your library"
        return MediaOutcome(reply: "Added \(title) to \(destinationName).")
    }

    private func likeMedia(_ intent: INUpdateMediaAffinityIntent, with h: any INUpdateMediaAffinityIntentHandling, app: AppDeclaration) async -> MediaOutcome {
        let results: [INUpdateMediaAffinityMediaItemResolutionResult] = await Self.ask { h.resolveMediaItems(for: intent, with: $0) }
        if let problem = Self.mediaItemsProblem(
            results, app: app.name, reason: { ($0 as? INUpdateMediaAffinityMediaItemResolutionResult)?.unsupportedReasonCode })
        {
            return MediaOutcome(reply: problem)
        }
        let affinity: INMediaAffinityTypeResolutionResult = await Self.ask { h.resolveAffinityType(for: intent, with: $0) }
        guard affinity.outcome == .success || affinity.outcome == .notRequired else { return MediaOutcome(reply: "Do you like it or not?") }
        let items = results.compactMap { $0.resolvedMediaItem }
        let type = affinity.outcome == .success ? affinity.resolvedValue : intent.affinityType
        let resolved = intent.resolved(items: items.isEmpty ? intent.mediaItems : items, affinityType: type)
        let confirmed: INUpdateMediaAffinityIntentResponse = await Self.ask { h.confirm(intent: resolved, completion: $0) }
        guard ([.ready, .unspecified, .success] as [INUpdateMediaAffinityIntentResponseCode]).contains(confirmed.code) else {
            return MediaOutcome(reply: "\(app.name) couldn't do that.")
        }
        let response: INUpdateMediaAffinityIntentResponse = await Self.ask { h.handle(intent: resolved, completion: $0) }
        guard response.code == .success || response.code == .inProgress else { return MediaOutcome(reply: "\(app.name) couldn't do that.") }
        let title = items.first?.title ?? nowPlayingTitle(of: app) ?? "it"
        return MediaOutcome(reply: type == .dislike ? "OK, I'll remember you don't like \(title)." : "OK, I'll remember that you like \(title).")
    }

    /// The title the app put in its now playing, if any.
    private func nowPlayingTitle(of app: AppDeclaration) -> String? {
        nowPlayingCenter(of: app.name).nowPlayingInfo?[MPMediaItemPropertyTitle] as? String
    }
}

extension HeadUnit {
    /// Calls an app's completion-handler method and waits for its answer (the first, if it answers twice).
    static func ask<T: Sendable>(_ body: (@escaping @Sendable (T) -> Void) -> Void) async -> T {
        await INHandlingForms.firstAnswer(body)
    }
}
