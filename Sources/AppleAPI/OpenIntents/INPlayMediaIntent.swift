// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Play media: "play the album Blue in Airwaves", "play Radio Helsinki". Mirrors
/// [`INPlayMediaIntent`](https://developer.apple.com/documentation/intents/inplaymediaintent).
open class INPlayMediaIntent: INIntent, @unchecked Sendable {
    public let mediaItems: [INMediaItem]?
    public let mediaContainer: INMediaItem?
    public let playShuffled: Bool?
    public let playbackRepeatMode: INPlaybackRepeatMode
    public let resumePlayback: Bool?
    public let playbackQueueLocation: INPlaybackQueueLocation
    public let playbackSpeed: Double?
    public let mediaSearch: INMediaSearch?

    /// Mirrors [`init(mediaItems:mediaContainer:playShuffled:playbackRepeatMode:resumePlayback:playbackQueueLocation:playbackSpeed:mediaSearch:)`](https://developer.apple.com/documentation/intents/inplaymediaintent/init(mediaitems:mediacontainer:playshuffled:playbackrepeatmode:resumeplayback:playbackqueuelocation:playbackspeed:mediasearch:)).
    public init(
        mediaItems: [INMediaItem]? = nil, mediaContainer: INMediaItem? = nil, playShuffled: Bool? = nil,
        playbackRepeatMode: INPlaybackRepeatMode = .unknown, resumePlayback: Bool? = nil, playbackQueueLocation: INPlaybackQueueLocation = .unknown,
        playbackSpeed: Double? = nil, mediaSearch: INMediaSearch? = nil
    ) {
        self.mediaItems = mediaItems
        self.mediaContainer = mediaContainer
        self.playShuffled = playShuffled
        self.playbackRepeatMode = playbackRepeatMode
        self.resumePlayback = resumePlayback
        self.playbackQueueLocation = playbackQueueLocation
        self.playbackSpeed = playbackSpeed
        self.mediaSearch = mediaSearch
        super.init()
    }

    /// The same request with the items the handler resolved (what Siri passes to `confirm` and `handle`). - Note: Ours.
    package func resolved(_ items: [INMediaItem]?) -> INPlayMediaIntent {
        let copy = INPlayMediaIntent(
            mediaItems: items, mediaContainer: mediaContainer, playShuffled: playShuffled, playbackRepeatMode: playbackRepeatMode,
            resumePlayback: resumePlayback, playbackQueueLocation: playbackQueueLocation, playbackSpeed: playbackSpeed, mediaSearch: mediaSearch)
        copy.identifier = identifier
        return copy
    }
}

/// Mirrors [`INPlayMediaIntentResponseCode`](https://developer.apple.com/documentation/intents/inplaymediaintentresponsecode).
public enum INPlayMediaIntentResponseCode: Int, Sendable {
    case unspecified = 0
    /// The handler can handle the intent (from `confirm`).
    case ready
    /// Launch the app in the foreground to play.
    case continueInApp
    /// The app is getting the media ready.
    case inProgress
    /// The app plays the media.
    case success
    /// Launch the app in the background to play (its app delegate's `application(_:handle:completionHandler:)`).
    case handleInApp
    case failure, failureRequiringAppLaunch, failureUnknownMediaType, failureNoUnplayedContent, failureRestrictedContent,
        failureMaxStreamLimitReached
}

/// Mirrors [`INPlayMediaIntentResponse`](https://developer.apple.com/documentation/intents/inplaymediaintentresponse).
open class INPlayMediaIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INPlayMediaIntentResponseCode
    public let code: Code
    /// What plays (`MPNowPlayingInfoCenter`'s keys); Siri says its title.
    open var nowPlayingInfo: [String: Any]?
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Resolves, confirms and handles ``INPlayMediaIntent``. Mirrors
/// [`INPlayMediaIntentHandling`](https://developer.apple.com/documentation/intents/inplaymediaintenthandling).
///
/// Only `handle` must be written (each in the two forms Swift imports, completion handler and `async`: implement either; see `INHandlingForms`); every other method has a default that does what Siri does when
/// an app leaves it out (the request's own values succeed, `confirm` answers ready).
public protocol INPlayMediaIntentHandling: NSObjectProtocol {
    func handle(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void)
    func handle(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse
    func confirm(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void)
    func confirm(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse
    func resolveMediaItems(for intent: INPlayMediaIntent, with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void)
    func resolveMediaItems(for intent: INPlayMediaIntent) async -> [INPlayMediaMediaItemResolutionResult]
    func resolvePlayShuffled(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void)
    func resolvePlayShuffled(for intent: INPlayMediaIntent) async -> INBooleanResolutionResult
    func resolvePlaybackRepeatMode(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlaybackRepeatModeResolutionResult) -> Void)
    func resolvePlaybackRepeatMode(for intent: INPlayMediaIntent) async -> INPlaybackRepeatModeResolutionResult
    func resolveResumePlayback(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void)
    func resolveResumePlayback(for intent: INPlayMediaIntent) async -> INBooleanResolutionResult
    func resolvePlaybackQueueLocation(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlaybackQueueLocationResolutionResult) -> Void)
    func resolvePlaybackQueueLocation(for intent: INPlayMediaIntent) async -> INPlaybackQueueLocationResolutionResult
    func resolvePlaybackSpeed(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlayMediaPlaybackSpeedResolutionResult) -> Void)
    func resolvePlaybackSpeed(for intent: INPlayMediaIntent) async -> INPlayMediaPlaybackSpeedResolutionResult
}

extension INPlayMediaIntentHandling {
    public func handle(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INPlayMediaIntentHandling"),
            fallback: { INPlayMediaIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INPlayMediaIntentHandling"),
            fallback: { INPlayMediaIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }

    public func confirm(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "confirm", fallback: { INPlayMediaIntentResponse(code: .ready, userActivity: nil) }, completion: completion,
            async: { await self.confirm(intent: intent) })
    }
    public func confirm(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "confirm", fallback: { INPlayMediaIntentResponse(code: .ready, userActivity: nil) },
            completionForm: { done in self.confirm(intent: intent, completion: done) })
    }

    public func resolveMediaItems(for intent: INPlayMediaIntent, with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void) {
        INHandlingForms.completionForm(
            of: self, "resolveMediaItems",
            fallback: { intent.mediaItems.flatMap { $0.isEmpty ? nil : INPlayMediaMediaItemResolutionResult.successes(with: $0) } ?? [.notRequired()] },
            completion: completion,
            async: { await self.resolveMediaItems(for: intent) })
    }
    public func resolveMediaItems(for intent: INPlayMediaIntent) async -> [INPlayMediaMediaItemResolutionResult] {
        await INHandlingForms.asyncForm(
            of: self, "resolveMediaItems",
            fallback: { intent.mediaItems.flatMap { $0.isEmpty ? nil : INPlayMediaMediaItemResolutionResult.successes(with: $0) } ?? [.notRequired()] },
            completionForm: { done in self.resolveMediaItems(for: intent, with: done) })
    }

    public func resolvePlayShuffled(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void) {
        INHandlingForms.completionForm(
            of: self, "resolvePlayShuffled", fallback: { intent.playShuffled.map { .success(with: $0) } ?? .notRequired() }, completion: completion,
            async: { await self.resolvePlayShuffled(for: intent) })
    }
    public func resolvePlayShuffled(for intent: INPlayMediaIntent) async -> INBooleanResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolvePlayShuffled", fallback: { intent.playShuffled.map { .success(with: $0) } ?? .notRequired() },
            completionForm: { done in self.resolvePlayShuffled(for: intent, with: done) })
    }

    public func resolvePlaybackRepeatMode(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlaybackRepeatModeResolutionResult) -> Void) {
        INHandlingForms.completionForm(
            of: self, "resolvePlaybackRepeatMode",
            fallback: { intent.playbackRepeatMode == .unknown ? .notRequired() : .success(with: intent.playbackRepeatMode) }, completion: completion,
            async: { await self.resolvePlaybackRepeatMode(for: intent) })
    }
    public func resolvePlaybackRepeatMode(for intent: INPlayMediaIntent) async -> INPlaybackRepeatModeResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolvePlaybackRepeatMode",
            fallback: { intent.playbackRepeatMode == .unknown ? .notRequired() : .success(with: intent.playbackRepeatMode) },
            completionForm: { done in self.resolvePlaybackRepeatMode(for: intent, with: done) })
    }

    public func resolveResumePlayback(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void) {
        INHandlingForms.completionForm(
            of: self, "resolveResumePlayback", fallback: { intent.resumePlayback.map { .success(with: $0) } ?? .notRequired() }, completion: completion,
            async: { await self.resolveResumePlayback(for: intent) })
    }
    public func resolveResumePlayback(for intent: INPlayMediaIntent) async -> INBooleanResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolveResumePlayback", fallback: { intent.resumePlayback.map { .success(with: $0) } ?? .notRequired() },
            completionForm: { done in self.resolveResumePlayback(for: intent, with: done) })
    }

    public func resolvePlaybackQueueLocation(
        for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlaybackQueueLocationResolutionResult) -> Void
    ) {
        INHandlingForms.completionForm(
            of: self, "resolvePlaybackQueueLocation",
            fallback: { intent.playbackQueueLocation == .unknown ? .notRequired() : .success(with: intent.playbackQueueLocation) }, completion: completion,
            async: { await self.resolvePlaybackQueueLocation(for: intent) })
    }
    public func resolvePlaybackQueueLocation(for intent: INPlayMediaIntent) async -> INPlaybackQueueLocationResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolvePlaybackQueueLocation",
            fallback: { intent.playbackQueueLocation == .unknown ? .notRequired() : .success(with: intent.playbackQueueLocation) },
            completionForm: { done in self.resolvePlaybackQueueLocation(for: intent, with: done) })
    }

    public func resolvePlaybackSpeed(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlayMediaPlaybackSpeedResolutionResult) -> Void) {
        INHandlingForms.completionForm(
            of: self, "resolvePlaybackSpeed", fallback: { intent.playbackSpeed.map { .success(with: $0) } ?? .notRequired() }, completion: completion,
            async: { await self.resolvePlaybackSpeed(for: intent) })
    }
    public func resolvePlaybackSpeed(for intent: INPlayMediaIntent) async -> INPlayMediaPlaybackSpeedResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolvePlaybackSpeed", fallback: { intent.playbackSpeed.map { .success(with: $0) } ?? .notRequired() },
            completionForm: { done in self.resolvePlaybackSpeed(for: intent, with: done) })
    }
}
