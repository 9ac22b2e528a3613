// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Add media to the library or a playlist: "add this song to my Road Trip playlist". Mirrors
/// [`INAddMediaIntent`](https://developer.apple.com/documentation/intents/inaddmediaintent).
open class INAddMediaIntent: INIntent, @unchecked Sendable {
    public let mediaItems: [INMediaItem]?
    public let mediaSearch: INMediaSearch?
    public let mediaDestination: INMediaDestination?

    /// Mirrors [`init(mediaItems:mediaSearch:mediaDestination:)`](https://developer.apple.com/documentation/intents/inaddmediaintent/init(mediaitems:mediasearch:mediadestination:)).
    public init(mediaItems: [INMediaItem]?, mediaSearch: INMediaSearch?, mediaDestination: INMediaDestination?) {
        self.mediaItems = mediaItems
        self.mediaSearch = mediaSearch
        self.mediaDestination = mediaDestination
        super.init()
    }

    /// The same request with what the handler resolved. - Note: Ours.
    package func resolved(items: [INMediaItem]?, destination: INMediaDestination?) -> INAddMediaIntent {
        let copy = INAddMediaIntent(mediaItems: items, mediaSearch: mediaSearch, mediaDestination: destination)
        copy.identifier = identifier
        return copy
    }
}

/// Mirrors [`INAddMediaIntentResponseCode`](https://developer.apple.com/documentation/intents/inaddmediaintentresponsecode).
public enum INAddMediaIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready, inProgress, success
    /// Launch the app in the background to add the media.
    case handleInApp
    case failure, failureRequiringAppLaunch
}

/// Mirrors [`INAddMediaIntentResponse`](https://developer.apple.com/documentation/intents/inaddmediaintentresponse).
open class INAddMediaIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INAddMediaIntentResponseCode
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Resolves, confirms and handles ``INAddMediaIntent``. Mirrors
/// [`INAddMediaIntentHandling`](https://developer.apple.com/documentation/intents/inaddmediaintenthandling).
/// Only `handle(intent:completion:)` must be written.
public protocol INAddMediaIntentHandling: NSObjectProtocol {
    func handle(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void)
    func confirm(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void)
    func resolveMediaItems(for intent: INAddMediaIntent, with completion: @escaping @Sendable ([INAddMediaMediaItemResolutionResult]) -> Void)
    func resolveMediaDestination(for intent: INAddMediaIntent, with completion: @escaping @Sendable (INAddMediaMediaDestinationResolutionResult) -> Void)
}

extension INAddMediaIntentHandling {
    public func confirm(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void) {
        completion(INAddMediaIntentResponse(code: .ready, userActivity: nil))
    }
    public func resolveMediaItems(for intent: INAddMediaIntent, with completion: @escaping @Sendable ([INAddMediaMediaItemResolutionResult]) -> Void) {
        let items = intent.mediaItems ?? []
        completion(items.isEmpty ? [.notRequired()] : INAddMediaMediaItemResolutionResult.successes(with: items))
    }
    public func resolveMediaDestination(
        for intent: INAddMediaIntent, with completion: @escaping @Sendable (INAddMediaMediaDestinationResolutionResult) -> Void
    ) {
        completion(intent.mediaDestination.map { .success(with: $0) } ?? .notRequired())
    }
}
