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
/// Only `handle` must be written (each in the two forms Swift imports, completion handler and `async`: implement either; see `INHandlingForms`).
public protocol INAddMediaIntentHandling: NSObjectProtocol {
    func handle(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void)
    func handle(intent: INAddMediaIntent) async -> INAddMediaIntentResponse
    func confirm(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void)
    func confirm(intent: INAddMediaIntent) async -> INAddMediaIntentResponse
    func resolveMediaItems(for intent: INAddMediaIntent, with completion: @escaping @Sendable ([INAddMediaMediaItemResolutionResult]) -> Void)
    func resolveMediaItems(for intent: INAddMediaIntent) async -> [INAddMediaMediaItemResolutionResult]
    func resolveMediaDestination(for intent: INAddMediaIntent, with completion: @escaping @Sendable (INAddMediaMediaDestinationResolutionResult) -> Void)
    func resolveMediaDestination(for intent: INAddMediaIntent) async -> INAddMediaMediaDestinationResolutionResult
}

extension INAddMediaIntentHandling {
    public func handle(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INAddMediaIntentHandling"),
            fallback: { INAddMediaIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INAddMediaIntent) async -> INAddMediaIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INAddMediaIntentHandling"),
            fallback: { INAddMediaIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }

    public func confirm(intent: INAddMediaIntent, completion: @escaping @Sendable (INAddMediaIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "confirm", fallback: { INAddMediaIntentResponse(code: .ready, userActivity: nil) }, completion: completion,
            async: { await self.confirm(intent: intent) })
    }
    public func confirm(intent: INAddMediaIntent) async -> INAddMediaIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "confirm", fallback: { INAddMediaIntentResponse(code: .ready, userActivity: nil) },
            completionForm: { done in self.confirm(intent: intent, completion: done) })
    }

    public func resolveMediaItems(for intent: INAddMediaIntent, with completion: @escaping @Sendable ([INAddMediaMediaItemResolutionResult]) -> Void) {
        INHandlingForms.completionForm(
            of: self, "resolveMediaItems",
            fallback: { intent.mediaItems.flatMap { $0.isEmpty ? nil : INAddMediaMediaItemResolutionResult.successes(with: $0) } ?? [.notRequired()] },
            completion: completion,
            async: { await self.resolveMediaItems(for: intent) })
    }
    public func resolveMediaItems(for intent: INAddMediaIntent) async -> [INAddMediaMediaItemResolutionResult] {
        await INHandlingForms.asyncForm(
            of: self, "resolveMediaItems",
            fallback: { intent.mediaItems.flatMap { $0.isEmpty ? nil : INAddMediaMediaItemResolutionResult.successes(with: $0) } ?? [.notRequired()] },
            completionForm: { done in self.resolveMediaItems(for: intent, with: done) })
    }

    public func resolveMediaDestination(for intent: INAddMediaIntent, with completion: @escaping @Sendable (INAddMediaMediaDestinationResolutionResult) -> Void)
    {
        INHandlingForms.completionForm(
            of: self, "resolveMediaDestination", fallback: { intent.mediaDestination.map { .success(with: $0) } ?? .notRequired() }, completion: completion,
            async: { await self.resolveMediaDestination(for: intent) })
    }
    public func resolveMediaDestination(for intent: INAddMediaIntent) async -> INAddMediaMediaDestinationResolutionResult {
        await INHandlingForms.asyncForm(
            of: self, "resolveMediaDestination", fallback: { intent.mediaDestination.map { .success(with: $0) } ?? .notRequired() },
            completionForm: { done in self.resolveMediaDestination(for: intent, with: done) })
    }
}
