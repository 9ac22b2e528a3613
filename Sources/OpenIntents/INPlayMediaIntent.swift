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
/// Only `handle(intent:completion:)` must be written; every other method has a default that does what Siri does when
/// an app leaves it out (the request's own values succeed, `confirm` answers ready).
public protocol INPlayMediaIntentHandling: NSObjectProtocol {
    func handle(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void)
    func confirm(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void)
    func resolveMediaItems(for intent: INPlayMediaIntent, with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void)
    func resolvePlayShuffled(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void)
    func resolvePlaybackRepeatMode(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlaybackRepeatModeResolutionResult) -> Void)
    func resolveResumePlayback(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void)
    func resolvePlaybackQueueLocation(
        for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlaybackQueueLocationResolutionResult) -> Void)
    func resolvePlaybackSpeed(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlayMediaPlaybackSpeedResolutionResult) -> Void)
}

extension INPlayMediaIntentHandling {
    public func confirm(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void) {
        completion(INPlayMediaIntentResponse(code: .ready, userActivity: nil))
    }
    public func resolveMediaItems(for intent: INPlayMediaIntent, with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void) {
        let items = intent.mediaItems ?? []
        completion(items.isEmpty ? [.notRequired()] : INPlayMediaMediaItemResolutionResult.successes(with: items))
    }
    public func resolvePlayShuffled(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void) {
        completion(intent.playShuffled.map { .success(with: $0) } ?? .notRequired())
    }
    public func resolvePlaybackRepeatMode(
        for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlaybackRepeatModeResolutionResult) -> Void
    ) {
        completion(intent.playbackRepeatMode == .unknown ? .notRequired() : .success(with: intent.playbackRepeatMode))
    }
    public func resolveResumePlayback(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void) {
        completion(intent.resumePlayback.map { .success(with: $0) } ?? .notRequired())
    }
    public func resolvePlaybackQueueLocation(
        for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlaybackQueueLocationResolutionResult) -> Void
    ) {
        completion(intent.playbackQueueLocation == .unknown ? .notRequired() : .success(with: intent.playbackQueueLocation))
    }
    public func resolvePlaybackSpeed(
        for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlayMediaPlaybackSpeedResolutionResult) -> Void
    ) {
        completion(intent.playbackSpeed.map { .success(with: $0) } ?? .notRequired())
    }
}
