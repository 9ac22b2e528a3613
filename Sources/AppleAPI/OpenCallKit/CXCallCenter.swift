// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio

/// A call as the phone's call service knows it. - Note: Not in CallKit (the system's side of it).
package final class CXSystemCall: @unchecked Sendable {
    package enum State: String, Sendable { case ringing, dialing, connecting, active, ended }
    package let uuid: UUID
    package var handle: CXHandle?
    package var callerName: String?
    package let isOutgoing: Bool
    package var state: State
    package var isOnHold = false
    package var isMuted = false
    package var groupUUID: UUID?
    package var supportsHolding = false
    package var supportsGrouping = false
    package var supportsDTMF = false
    package var connectedAt: Date?
    package var endedReason: CXCallEndedReason?
    package var digits = ""
    package weak var provider: CXProvider?

    init(uuid: UUID, isOutgoing: Bool, state: State, provider: CXProvider?) {
        self.uuid = uuid
        self.isOutgoing = isOutgoing
        self.state = state
        self.provider = provider
    }

    package func apply(_ update: CXCallUpdate) {
        if let h = update.remoteHandle { handle = h }
        if let n = update.localizedCallerName { callerName = n }
        supportsHolding = update.supportsHolding
        supportsGrouping = update.supportsGrouping
        supportsDTMF = update.supportsDTMF
    }

    /// The name the call screen shows.
    package var displayName: String { callerName ?? handle?.value ?? "Unknown" }
}

/// The phone's call service: every call the app's providers report or its call controller requests, and the
/// actions between them. The car shows its calls. - Note: Not in CallKit.
package final class CXCallCenter: @unchecked Sendable {
    package static let shared = CXCallCenter()
    private let lock = NSLock()
    private var _calls: [CXSystemCall] = []
    private var providers: [WeakProvider] = []
    private struct WeakProvider { weak var provider: CXProvider? }

    /// Called whenever a call changes (the car redraws and records).
    package var onChange: ((String) -> Void)?

    /// Calls not ended, oldest first.
    package var calls: [CXSystemCall] {
        lock.withLock { _calls.filter { $0.state != .ended } }
    }
    /// Every call, ended ones included.
    package var history: [CXSystemCall] {
        lock.withLock { _calls }
    }
    package var hasActiveCall: Bool { calls.contains { $0.state == .active || $0.state == .connecting || $0.state == .dialing } }

    package func call(_ uuid: UUID) -> CXSystemCall? {
        lock.withLock { _calls.first { $0.uuid == uuid } }
    }

    func register(_ p: CXProvider) {
        lock.lock()
        providers.removeAll { $0.provider == nil }
        providers.append(WeakProvider(provider: p))
        lock.unlock()
    }

    /// Whether the app made a `CXProvider` that is still alive: it reports calls to CallKit.
    package var hasProvider: Bool { currentProvider != nil }

    /// The provider new outgoing calls go to (the app's; the last one created).
    var currentProvider: CXProvider? {
        lock.withLock { providers.last(where: { $0.provider != nil })?.provider }
    }

    func add(_ call: CXSystemCall) {
        lock.withLock { _calls.append(call) }
    }

    func changed(_ what: String) { onChange?(what) }

    /// The system's audio for a call: activated when the first call connects, deactivated when none is left.
    func updateAudio(for provider: CXProvider?) {
        let session = provider?.audioSession ?? AVAudioSession.sharedInstance()
        let needs = calls.contains { $0.state == .active && !$0.isOnHold }
        if needs, !audioActive {
            audioActive = true
            try? session.setCategory(.playAndRecord, mode: .voiceChat)
            try? session.setActive(true)
            provider?.delegate?.provider(provider!, didActivate: session)
        } else if !needs, audioActive, !calls.contains(where: { $0.state == .active }) {
            audioActive = false
            try? session.setActive(false)
            provider?.delegate?.provider(provider!, didDeactivate: session)
        }
    }
    package private(set) var audioActive = false

    /// Sends an action to the call's provider; applies it to the call when the app fulfills it.
    package func deliver(_ action: CXCallAction, to provider: CXProvider) {
        action.onComplete = { [weak self, weak provider] a in
            guard let self, let a = a as? CXCallAction else { return }
            self.completed(a, provider: provider)
        }
        provider.deliver(action)
    }

    private func completed(_ action: CXCallAction, provider: CXProvider?) {
        guard let call = call(action.callUUID) else { return }
        guard action.outcome == true else {
            changed("\(type(of: action)) failed for \(call.displayName)")
            if action is CXStartCallAction {
                call.state = .ended
                call.endedReason = .failed
            }
            return
        }
        switch action {
        case is CXStartCallAction:
            call.state = .connecting
        case is CXAnswerCallAction:
            call.state = .active
            call.connectedAt = Date()
        case is CXEndCallAction:
            call.state = .ended
        case let held as CXSetHeldCallAction:
            call.isOnHold = held.isOnHold
        case let muted as CXSetMutedCallAction:
            call.isMuted = muted.isMuted
        case let group as CXSetGroupCallAction:
            call.groupUUID = group.callUUIDToGroupWith
            if let other = group.callUUIDToGroupWith.flatMap(self.call) {
                other.groupUUID = other.groupUUID ?? other.uuid
                call.groupUUID = other.groupUUID
            }
        case let dtmf as CXPlayDTMFCallAction:
            call.digits += dtmf.digits
        default: break
        }
        updateAudio(for: provider)
        changed(
            "\(String(describing: type(of: action)).replacingOccurrences(of: "CX", with: "").replacingOccurrences(of: "CallAction", with: "")) \(call.displayName)"
        )
    }

    /// Back to no calls (a new phone process).
    package func reset() {
        lock.lock()
        _calls = []
        providers = []
        lock.unlock()
        audioActive = false
        onChange = nil
    }
}
