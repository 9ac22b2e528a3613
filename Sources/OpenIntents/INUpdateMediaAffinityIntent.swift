// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Like or dislike media: "I like this song", "I don't like this". Mirrors
/// [`INUpdateMediaAffinityIntent`](https://developer.apple.com/documentation/intents/inupdatemediaaffinityintent).
open class INUpdateMediaAffinityIntent: INIntent, @unchecked Sendable {
    public let mediaItems: [INMediaItem]?
    public let mediaSearch: INMediaSearch?
    public let affinityType: INMediaAffinityType

    /// Mirrors [`init(mediaItems:mediaSearch:affinityType:)`](https://developer.apple.com/documentation/intents/inupdatemediaaffinityintent/init(mediaitems:mediasearch:affinitytype:)).
    public init(mediaItems: [INMediaItem]?, mediaSearch: INMediaSearch?, affinityType: INMediaAffinityType) {
        self.mediaItems = mediaItems
        self.mediaSearch = mediaSearch
        self.affinityType = affinityType
        super.init()
    }

    /// The same request with what the handler resolved. - Note: Ours.
    package func resolved(items: [INMediaItem]?, affinityType: INMediaAffinityType) -> INUpdateMediaAffinityIntent {
        let copy = INUpdateMediaAffinityIntent(mediaItems: items, mediaSearch: mediaSearch, affinityType: affinityType)
        copy.identifier = identifier
        return copy
    }
}

/// Mirrors [`INUpdateMediaAffinityIntentResponseCode`](https://developer.apple.com/documentation/intents/inupdatemediaaffinityintentresponsecode).
public enum INUpdateMediaAffinityIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready, inProgress, success, failure, failureRequiringAppLaunch
}

/// Mirrors [`INUpdateMediaAffinityIntentResponse`](https://developer.apple.com/documentation/intents/inupdatemediaaffinityintentresponse).
open class INUpdateMediaAffinityIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INUpdateMediaAffinityIntentResponseCode
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Resolves, confirms and handles ``INUpdateMediaAffinityIntent``. Mirrors
/// [`INUpdateMediaAffinityIntentHandling`](https://developer.apple.com/documentation/intents/inupdatemediaaffinityintenthandling).
/// Only `handle(intent:completion:)` must be written.
public protocol INUpdateMediaAffinityIntentHandling: NSObjectProtocol {
    func handle(intent: INUpdateMediaAffinityIntent, completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void)
    func confirm(intent: INUpdateMediaAffinityIntent, completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void)
    func resolveMediaItems(
        for intent: INUpdateMediaAffinityIntent, with completion: @escaping @Sendable ([INUpdateMediaAffinityMediaItemResolutionResult]) -> Void)
    func resolveAffinityType(for intent: INUpdateMediaAffinityIntent, with completion: @escaping @Sendable (INMediaAffinityTypeResolutionResult) -> Void)
}

extension INUpdateMediaAffinityIntentHandling {
    public func confirm(intent: INUpdateMediaAffinityIntent, completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void) {
        completion(INUpdateMediaAffinityIntentResponse(code: .ready, userActivity: nil))
    }
    public func resolveMediaItems(
        for intent: INUpdateMediaAffinityIntent, with completion: @escaping @Sendable ([INUpdateMediaAffinityMediaItemResolutionResult]) -> Void
    ) {
        let items = intent.mediaItems ?? []
        completion(items.isEmpty ? [.notRequired()] : INUpdateMediaAffinityMediaItemResolutionResult.successes(with: items))
    }
    public func resolveAffinityType(
        for intent: INUpdateMediaAffinityIntent, with completion: @escaping @Sendable (INMediaAffinityTypeResolutionResult) -> Void
    ) {
        completion(intent.affinityType == .unknown ? .needsValue() : .success(with: intent.affinityType))
    }
}
