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
/// Only `handle` must be written (each in the two forms Swift imports, completion handler and `async`: implement either; see `INHandlingForms`).
public protocol INUpdateMediaAffinityIntentHandling: NSObjectProtocol {
    func handle(intent: INUpdateMediaAffinityIntent, completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void)
    func handle(intent: INUpdateMediaAffinityIntent) async -> INUpdateMediaAffinityIntentResponse
    func confirm(intent: INUpdateMediaAffinityIntent, completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void)
    func confirm(intent: INUpdateMediaAffinityIntent) async -> INUpdateMediaAffinityIntentResponse
    func resolveMediaItems(
        for intent: INUpdateMediaAffinityIntent, with completion: @escaping @Sendable ([INUpdateMediaAffinityMediaItemResolutionResult]) -> Void)
    func resolveMediaItems(for intent: INUpdateMediaAffinityIntent) async -> [INUpdateMediaAffinityMediaItemResolutionResult]
    func resolveAffinityType(for intent: INUpdateMediaAffinityIntent, with completion: @escaping @Sendable (INMediaAffinityTypeResolutionResult) -> Void)
    func resolveAffinityType(for intent: INUpdateMediaAffinityIntent) async -> INMediaAffinityTypeResolutionResult
}

extension INUpdateMediaAffinityIntentHandling {
    public func handle(intent: INUpdateMediaAffinityIntent, completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INUpdateMediaAffinityIntentHandling"),
            fallback: { INUpdateMediaAffinityIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INUpdateMediaAffinityIntent) async -> INUpdateMediaAffinityIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INUpdateMediaAffinityIntentHandling"),
            fallback: { INUpdateMediaAffinityIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }

    public func confirm(intent: INUpdateMediaAffinityIntent, completion: @escaping @Sendable (INUpdateMediaAffinityIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "confirm", fallback: { INUpdateMediaAffinityIntentResponse(code: .ready, userActivity: nil) }, completion: completion,
            async: { await self.confirm(intent: intent) })
    }
    public func confirm(intent: INUpdateMediaAffinityIntent) async -> INUpdateMediaAffinityIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "confirm", fallback: { INUpdateMediaAffinityIntentResponse(code: .ready, userActivity: nil) },
            completionForm: { done in self.confirm(intent: intent, completion: done) })
    }

    public func resolveMediaItems(
        for intent: INUpdateMediaAffinityIntent, with completion: @escaping @Sendable ([INUpdateMediaAffinityMediaItemResolutionResult]) -> Void
    ) {
        INHandlingForms.completionForm(
            of: self, "resolveMediaItems",
            fallback: {
                intent.mediaItems.flatMap { $0.isEmpty ? nil : INUpdateMediaAffinityMediaItemResolutionResult.successes(with: $0) } ?? [.notRequired()]
            }, completion: completion,
            async: { await self.resolveMediaItems(for: intent) })
    }
    public func resolveMediaItems(for intent: INUpdateMediaAffinityIntent) async -> [INUpdateMediaAffinityMediaItemResolutionResult] {
        await INHandlingForms.asyncForm(
            of: self, "resolveMediaItems",
            fallback: {
                intent.mediaItems.flatMap { $0.isEmpty ? nil : INUpdateMediaAffinityMediaItemResolutionResult.successes(with: $0) } ?? [.notRequired()]
            },
            completionForm: { done in self.resolveMediaItems(for: intent, with: done) })
    }

    public func resolveAffinityType(for intent: INUpdateMediaAffinityIntent, with completion: @escaping @Sendable (INMediaAffinityTypeResolutionResult) -> Void)
    {
        INHandlingForms.completionForm(
            of: self, "resolveAffinityType", fallback: { intent.affinityType == .unknown ? .needsValue() : .success(with: intent.affinityType) },
            completion: completion,
            async: { await self.resolveAffinityType(for: intent) })
    }
    public func resolveAffinityType(for intent: INUpdateMediaAffinityIntent) async -> INMediaAffinityTypeResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolveAffinityType", fallback: { intent.affinityType == .unknown ? .needsValue() : .success(with: intent.affinityType) },
            completionForm: { done in self.resolveAffinityType(for: intent, with: done) })
    }
}
