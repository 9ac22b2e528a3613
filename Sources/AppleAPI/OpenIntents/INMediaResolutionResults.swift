// SPDX-License-Identifier: Apache-2.0

import Foundation

// Resolution results of the media domain. A handler answers each parameter Siri asks it to resolve with one of
// these; the car reads `outcome` and the resolved value (our accessors, marked as such) to go on or to reply.

/// Why the app can't play a requested item. Mirrors
/// [`INPlayMediaMediaItemUnsupportedReason`](https://developer.apple.com/documentation/intents/inplaymediamediaitemunsupportedreason).
public enum INPlayMediaMediaItemUnsupportedReason: Int, Sendable {
    case loginRequired = 1
    case subscriptionRequired, unsupportedMediaType, explicitContentSettings, cellularDataSettings, restrictedContent, serviceUnavailable,
        regionRestriction
}

/// Why the app can't add a requested item. Mirrors
/// [`INAddMediaMediaItemUnsupportedReason`](https://developer.apple.com/documentation/intents/inaddmediamediaitemunsupportedreason).
public enum INAddMediaMediaItemUnsupportedReason: Int, Sendable {
    case loginRequired = 1
    case subscriptionRequired, unsupportedMediaType, explicitContentSettings, cellularDataSettings, restrictedContent, serviceUnavailable,
        regionRestriction
}

/// Why the app can't record a like or dislike. Mirrors
/// [`INUpdateMediaAffinityMediaItemUnsupportedReason`](https://developer.apple.com/documentation/intents/inupdatemediaaffinitymediaitemunsupportedreason).
public enum INUpdateMediaAffinityMediaItemUnsupportedReason: Int, Sendable {
    case loginRequired = 1
    case subscriptionRequired, unsupportedMediaType, explicitContentSettings, cellularDataSettings, restrictedContent, serviceUnavailable,
        regionRestriction
}

/// Why media can't go where the user asked. Mirrors
/// [`INAddMediaMediaDestinationUnsupportedReason`](https://developer.apple.com/documentation/intents/inaddmediamediadestinationunsupportedreason).
public enum INAddMediaMediaDestinationUnsupportedReason: Int, Sendable {
    case playlistNameNotFound = 1
    case playlistNotEditable
}

/// Why the app can't play at the requested speed. Mirrors
/// [`INPlayMediaPlaybackSpeedUnsupportedReason`](https://developer.apple.com/documentation/intents/inplaymediaplaybackspeedunsupportedreason).
public enum INPlayMediaPlaybackSpeedUnsupportedReason: Int, Sendable {
    case belowMinimum = 1
    case aboveMaximum
}

/// Resolves a media item. Mirrors [`INMediaItemResolutionResult`](https://developer.apple.com/documentation/intents/inmediaitemresolutionresult).
open class INMediaItemResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The item resolved (success) or to confirm. - Note: Ours.
    public internal(set) var resolvedMediaItem: INMediaItem?
    /// The items Siri should ask the user to choose from. - Note: Ours.
    public internal(set) var mediaItemsToDisambiguate: [INMediaItem] = []
    /// The raw value of the domain's unsupported reason, when the app gave one. - Note: Ours.
    public internal(set) var unsupportedReasonCode: Int?

    open class func success(with resolvedMediaItem: INMediaItem) -> Self {
        result(.success) { $0.resolvedMediaItem = resolvedMediaItem }
    }
    /// One success per item. Mirrors [`successes(with:)`](https://developer.apple.com/documentation/intents/inmediaitemresolutionresult/successes(with:)).
    open class func successes(with resolvedMediaItems: [INMediaItem]) -> [INMediaItemResolutionResult] {
        resolvedMediaItems.map { success(with: $0) }
    }
    open class func disambiguation(with mediaItemsToDisambiguate: [INMediaItem]) -> Self {
        result(.disambiguation(mediaItemsToDisambiguate.count)) { $0.mediaItemsToDisambiguate = mediaItemsToDisambiguate }
    }
    open class func confirmationRequired(with mediaItemToConfirm: INMediaItem?) -> Self {
        result(.confirmationRequired) { $0.resolvedMediaItem = mediaItemToConfirm }
    }

    /// Copies another result's outcome and values (the domain-specific results wrap a generic one).
    func copyValues(from other: INMediaItemResolutionResult) {
        resolvedMediaItem = other.resolvedMediaItem
        mediaItemsToDisambiguate = other.mediaItemsToDisambiguate
        unsupportedReasonCode = other.unsupportedReasonCode
    }
}

/// Resolves an item to play. Mirrors [`INPlayMediaMediaItemResolutionResult`](https://developer.apple.com/documentation/intents/inplaymediamediaitemresolutionresult).
open class INPlayMediaMediaItemResolutionResult: INMediaItemResolutionResult, @unchecked Sendable {
    public convenience init(mediaItemResolutionResult: INMediaItemResolutionResult) {
        self.init(outcome: mediaItemResolutionResult.outcome)
        copyValues(from: mediaItemResolutionResult)
    }
    open class func unsupported(forReason reason: INPlayMediaMediaItemUnsupportedReason) -> Self {
        result(.unsupported) { $0.unsupportedReasonCode = reason.rawValue }
    }
    /// Mirrors [`successes(with:)`](https://developer.apple.com/documentation/intents/inplaymediamediaitemresolutionresult/successes(with:)).
    public class func successes(with resolvedMediaItems: [INMediaItem]) -> [INPlayMediaMediaItemResolutionResult] {
        resolvedMediaItems.map { success(with: $0) }
    }
    /// The reason given with `unsupported(forReason:)`. - Note: Ours.
    public var unsupportedReason: INPlayMediaMediaItemUnsupportedReason? { unsupportedReasonCode.flatMap { .init(rawValue: $0) } }
}

/// Resolves an item to add. Mirrors [`INAddMediaMediaItemResolutionResult`](https://developer.apple.com/documentation/intents/inaddmediamediaitemresolutionresult).
open class INAddMediaMediaItemResolutionResult: INMediaItemResolutionResult, @unchecked Sendable {
    public convenience init(mediaItemResolutionResult: INMediaItemResolutionResult) {
        self.init(outcome: mediaItemResolutionResult.outcome)
        copyValues(from: mediaItemResolutionResult)
    }
    open class func unsupported(forReason reason: INAddMediaMediaItemUnsupportedReason) -> Self {
        result(.unsupported) { $0.unsupportedReasonCode = reason.rawValue }
    }
    public class func successes(with resolvedMediaItems: [INMediaItem]) -> [INAddMediaMediaItemResolutionResult] {
        resolvedMediaItems.map { success(with: $0) }
    }
    /// The reason given with `unsupported(forReason:)`. - Note: Ours.
    public var unsupportedReason: INAddMediaMediaItemUnsupportedReason? { unsupportedReasonCode.flatMap { .init(rawValue: $0) } }
}

/// Resolves an item to like or dislike. Mirrors
/// [`INUpdateMediaAffinityMediaItemResolutionResult`](https://developer.apple.com/documentation/intents/inupdatemediaaffinitymediaitemresolutionresult).
open class INUpdateMediaAffinityMediaItemResolutionResult: INMediaItemResolutionResult, @unchecked Sendable {
    public convenience init(mediaItemResolutionResult: INMediaItemResolutionResult) {
        self.init(outcome: mediaItemResolutionResult.outcome)
        copyValues(from: mediaItemResolutionResult)
    }
    open class func unsupported(forReason reason: INUpdateMediaAffinityMediaItemUnsupportedReason) -> Self {
        result(.unsupported) { $0.unsupportedReasonCode = reason.rawValue }
    }
    public class func successes(with resolvedMediaItems: [INMediaItem]) -> [INUpdateMediaAffinityMediaItemResolutionResult] {
        resolvedMediaItems.map { success(with: $0) }
    }
    /// The reason given with `unsupported(forReason:)`. - Note: Ours.
    public var unsupportedReason: INUpdateMediaAffinityMediaItemUnsupportedReason? { unsupportedReasonCode.flatMap { .init(rawValue: $0) } }
}

/// Resolves where added media goes. Mirrors
/// [`INMediaDestinationResolutionResult`](https://developer.apple.com/documentation/intents/inmediadestinationresolutionresult).
open class INMediaDestinationResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The destination resolved (success) or to confirm. - Note: Ours.
    public internal(set) var resolvedMediaDestination: INMediaDestination?
    /// The raw value of the unsupported reason, when the app gave one. - Note: Ours.
    public internal(set) var unsupportedReasonCode: Int?

    open class func success(with resolvedMediaDestination: INMediaDestination) -> Self {
        result(.success) { $0.resolvedMediaDestination = resolvedMediaDestination }
    }
    open class func disambiguation(with mediaDestinationsToDisambiguate: [INMediaDestination]) -> Self {
        Self(outcome: .disambiguation(mediaDestinationsToDisambiguate.count))
    }
    open class func confirmationRequired(with mediaDestinationToConfirm: INMediaDestination?) -> Self {
        result(.confirmationRequired) { $0.resolvedMediaDestination = mediaDestinationToConfirm }
    }
}

/// Resolves where added media goes, with the add-media domain's reasons. Mirrors
/// [`INAddMediaMediaDestinationResolutionResult`](https://developer.apple.com/documentation/intents/inaddmediamediadestinationresolutionresult).
open class INAddMediaMediaDestinationResolutionResult: INMediaDestinationResolutionResult, @unchecked Sendable {
    public convenience init(mediaDestinationResolutionResult: INMediaDestinationResolutionResult) {
        self.init(outcome: mediaDestinationResolutionResult.outcome)
        resolvedMediaDestination = mediaDestinationResolutionResult.resolvedMediaDestination
        unsupportedReasonCode = mediaDestinationResolutionResult.unsupportedReasonCode
    }
    open class func unsupported(forReason reason: INAddMediaMediaDestinationUnsupportedReason) -> Self {
        result(.unsupported) { $0.unsupportedReasonCode = reason.rawValue }
    }
    /// The reason given with `unsupported(forReason:)`. - Note: Ours.
    public var unsupportedReason: INAddMediaMediaDestinationUnsupportedReason? { unsupportedReasonCode.flatMap { .init(rawValue: $0) } }
}

/// Resolves like or dislike. Mirrors [`INMediaAffinityTypeResolutionResult`](https://developer.apple.com/documentation/intents/inmediaaffinitytyperesolutionresult).
open class INMediaAffinityTypeResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// - Note: Ours.
    public internal(set) var resolvedValue: INMediaAffinityType = .unknown
    open class func success(with resolvedValue: INMediaAffinityType) -> Self {
        result(.success) { $0.resolvedValue = resolvedValue }
    }
    open class func confirmationRequired(with valueToConfirm: INMediaAffinityType) -> Self {
        result(.confirmationRequired) { $0.resolvedValue = valueToConfirm }
    }
}

/// Resolves a yes/no parameter (shuffle, resume). Mirrors [`INBooleanResolutionResult`](https://developer.apple.com/documentation/intents/inbooleanresolutionresult).
open class INBooleanResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// - Note: Ours.
    public internal(set) var resolvedValue: Bool?
    open class func success(with resolvedValue: Bool) -> Self {
        result(.success) { $0.resolvedValue = resolvedValue }
    }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        result(.confirmationRequired) { $0.resolvedValue = valueToConfirm?.boolValue }
    }
}

/// Resolves a number. Mirrors [`INDoubleResolutionResult`](https://developer.apple.com/documentation/intents/indoubleresolutionresult).
open class INDoubleResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// - Note: Ours.
    public internal(set) var resolvedValue: Double?
    /// The raw value of a domain's unsupported reason, when the app gave one. - Note: Ours.
    public internal(set) var unsupportedReasonCode: Int?
    open class func success(with resolvedValue: Double) -> Self {
        result(.success) { $0.resolvedValue = resolvedValue }
    }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        result(.confirmationRequired) { $0.resolvedValue = valueToConfirm?.doubleValue }
    }
}

/// Resolves the playback speed. Mirrors [`INPlayMediaPlaybackSpeedResolutionResult`](https://developer.apple.com/documentation/intents/inplaymediaplaybackspeedresolutionresult).
open class INPlayMediaPlaybackSpeedResolutionResult: INDoubleResolutionResult, @unchecked Sendable {
    public convenience init(doubleResolutionResult: INDoubleResolutionResult) {
        self.init(outcome: doubleResolutionResult.outcome)
        resolvedValue = doubleResolutionResult.resolvedValue
        unsupportedReasonCode = doubleResolutionResult.unsupportedReasonCode
    }
    open class func unsupported(forReason reason: INPlayMediaPlaybackSpeedUnsupportedReason) -> Self {
        result(.unsupported) { $0.unsupportedReasonCode = reason.rawValue }
    }
}

/// Resolves the repeat mode. Mirrors [`INPlaybackRepeatModeResolutionResult`](https://developer.apple.com/documentation/intents/inplaybackrepeatmoderesolutionresult).
open class INPlaybackRepeatModeResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// - Note: Ours.
    public internal(set) var resolvedValue: INPlaybackRepeatMode = .unknown
    open class func success(with resolvedPlaybackRepeatMode: INPlaybackRepeatMode) -> Self {
        result(.success) { $0.resolvedValue = resolvedPlaybackRepeatMode }
    }
    open class func confirmationRequired(with playbackRepeatModeToConfirm: INPlaybackRepeatMode) -> Self {
        result(.confirmationRequired) { $0.resolvedValue = playbackRepeatModeToConfirm }
    }
}

/// Resolves where in the queue media goes. Mirrors
/// [`INPlaybackQueueLocationResolutionResult`](https://developer.apple.com/documentation/intents/inplaybackqueuelocationresolutionresult).
open class INPlaybackQueueLocationResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// - Note: Ours.
    public internal(set) var resolvedValue: INPlaybackQueueLocation = .unknown
    open class func success(with resolvedPlaybackQueueLocation: INPlaybackQueueLocation) -> Self {
        result(.success) { $0.resolvedValue = resolvedPlaybackQueueLocation }
    }
    open class func confirmationRequired(with playbackQueueLocationToConfirm: INPlaybackQueueLocation) -> Self {
        result(.confirmationRequired) { $0.resolvedValue = playbackQueueLocationToConfirm }
    }
}
