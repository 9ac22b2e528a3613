// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Something to do to a call, sent to the app's provider delegate, which fulfills or fails it.
/// Mirrors [`CXAction`](https://developer.apple.com/documentation/callkit/cxaction).
open class CXAction: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    open private(set) var isComplete = false
    /// Whether the app fulfilled it (nil until it answers). - Note: Not in CallKit.
    package private(set) var outcome: Bool?
    package var onComplete: ((CXAction) -> Void)?

    public override init() { super.init() }

    open func fulfill() { complete(true) }
    open func fail() { complete(false) }

    func complete(_ ok: Bool) {
        guard !isComplete else { return }
        isComplete = true
        outcome = ok
        onComplete?(self)
    }
}

/// An action on one call. Mirrors [`CXCallAction`](https://developer.apple.com/documentation/callkit/cxcallaction).
open class CXCallAction: CXAction, @unchecked Sendable {
    public let callUUID: UUID
    public init(call callUUID: UUID) {
        self.callUUID = callUUID
        super.init()
    }
}

/// Place a call. Mirrors [`CXStartCallAction`](https://developer.apple.com/documentation/callkit/cxstartcallaction).
open class CXStartCallAction: CXCallAction, @unchecked Sendable {
    open var handle: CXHandle
    open var contactIdentifier: String?
    open var isVideo = false
    public init(call callUUID: UUID, handle: CXHandle) {
        self.handle = handle
        super.init(call: callUUID)
    }
    open func fulfill(withDateStarted dateStarted: Date) { fulfill() }
}

/// Answer an incoming call. Mirrors [`CXAnswerCallAction`](https://developer.apple.com/documentation/callkit/cxanswercallaction).
open class CXAnswerCallAction: CXCallAction, @unchecked Sendable {
    open func fulfill(withDateConnected dateConnected: Date) { fulfill() }
}

/// End (or decline) a call. Mirrors [`CXEndCallAction`](https://developer.apple.com/documentation/callkit/cxendcallaction).
open class CXEndCallAction: CXCallAction, @unchecked Sendable {
    open func fulfill(withDateEnded dateEnded: Date) { fulfill() }
}

/// Put a call on hold or take it off. Mirrors [`CXSetHeldCallAction`](https://developer.apple.com/documentation/callkit/cxsetheldcallaction).
open class CXSetHeldCallAction: CXCallAction, @unchecked Sendable {
    open var isOnHold: Bool
    public init(call callUUID: UUID, onHold: Bool) {
        isOnHold = onHold
        super.init(call: callUUID)
    }
}

/// Mute or unmute the microphone. Mirrors [`CXSetMutedCallAction`](https://developer.apple.com/documentation/callkit/cxsetmutedcallaction).
open class CXSetMutedCallAction: CXCallAction, @unchecked Sendable {
    open var isMuted: Bool
    public init(call callUUID: UUID, muted: Bool) {
        isMuted = muted
        super.init(call: callUUID)
    }
}

/// Merge a call with another (or split it off with nil). Mirrors
/// [`CXSetGroupCallAction`](https://developer.apple.com/documentation/callkit/cxsetgroupcallaction).
open class CXSetGroupCallAction: CXCallAction, @unchecked Sendable {
    open var callUUIDToGroupWith: UUID?
    public init(call callUUID: UUID, callUUIDToGroupWith: UUID?) {
        self.callUUIDToGroupWith = callUUIDToGroupWith
        super.init(call: callUUID)
    }
}

/// Send keypad tones. Mirrors [`CXPlayDTMFCallAction`](https://developer.apple.com/documentation/callkit/cxplaydtmfcallaction).
open class CXPlayDTMFCallAction: CXCallAction, @unchecked Sendable {
    public enum ActionType: Int, Sendable {
        case singleTone = 1
        case softPause, hardPause
    }
    open var digits: String
    open var type: ActionType
    public init(call callUUID: UUID, digits: String, type: ActionType) {
        self.digits = digits
        self.type = type
        super.init(call: callUUID)
    }
}

/// Actions requested together. Mirrors [`CXTransaction`](https://developer.apple.com/documentation/callkit/cxtransaction).
open class CXTransaction: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    public let actions: [CXAction]
    open var isComplete: Bool { actions.allSatisfy(\.isComplete) }
    public init(actions: [CXAction]) {
        self.actions = actions
        super.init()
    }
    public convenience init(action: CXAction) { self.init(actions: [action]) }
}
