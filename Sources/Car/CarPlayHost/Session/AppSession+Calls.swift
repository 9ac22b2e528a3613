// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenCallKit

/// The car's phone: the call screen CarPlay shows over any app for calls apps report through CallKit, and the
/// actions its buttons send to the app's provider.
extension HeadUnit {
    /// The call the screen is about: a ringing call first (call waiting included), else the first current one.
    var screenCall: CXSystemCall? {
        let calls = CXCallCenter.shared.calls
        return calls.first { $0.state == .ringing } ?? calls.first { !$0.isOnHold } ?? calls.first
    }

    /// The call screen as plain values, with its buttons (nil when there is no call).
    public var callScreen: CallSnapshot? { callElements()?.snapshot }

    /// The call screen and what each of its buttons does.
    func callElements() -> (snapshot: CallSnapshot, elements: [LiveElement])? {
        guard let call = screenCall else { return nil }
        let center = CXCallCenter.shared
        let others = center.calls.filter { $0.uuid != call.uuid }
        var elements: [LiveElement] = []
        let language = phoneLanguage
        func button(_ id: String, _ english: String, _ symbol: String, enabled: Bool = true, _ action: @escaping @MainActor () -> Void) {
            // The car's own labels, in the phone's language (the keypad's digits are not words).
            let text = id.hasPrefix("digit") ? english : CarStrings.text(english, language)
            let e = ElementSnapshot(id: "call.\(id)", role: .callButton, text: text, image: "symbol:\(symbol)", isEnabled: enabled)
            let run: @MainActor () -> Void = { [weak self] in
                self?.record(.selected(element: e.id, text: text))
                action()
            }
            elements.append(LiveElement(snapshot: e, action: enabled ? run : nil))
        }
        func send(_ action: CXCallAction) {
            guard let provider = call.provider else { return }
            center.deliver(action, to: provider)
        }
        let state: String
        switch call.state {
        case .ringing:
            state = "incoming"
            button("decline", "Decline", "phone.down.fill") { send(CXEndCallAction(call: call.uuid)) }
            button("answer", "Answer", "phone.fill") {
                // Answering a waiting call holds the current one, as the phone does.
                for other in others where other.state == .active && !other.isOnHold && other.supportsHolding {
                    if let p = other.provider { center.deliver(CXSetHeldCallAction(call: other.uuid, onHold: true), to: p) }
                }
                send(CXAnswerCallAction(call: call.uuid))
            }
        default:
            state =
                call.isOnHold ? "on hold" : ["dialing": "calling", "connecting": "connecting", "active": "active"][call.state.rawValue] ?? call.state.rawValue
            button("mute", call.isMuted ? "Unmute" : "Mute", call.isMuted ? "mic.slash.fill" : "mic.fill", enabled: call.state == .active) {
                send(CXSetMutedCallAction(call: call.uuid, muted: !call.isMuted))
            }
            button("keypad", "Keypad", "circle.grid.3x3", enabled: call.state == .active && call.supportsDTMF) { [weak self] in
                self?.callState.keypadShown.toggle()
                self?.changed()
            }
            button(
                "hold", call.isOnHold ? "Resume" : "Hold", call.isOnHold ? "play.fill" : "pause.fill", enabled: call.state == .active && call.supportsHolding
            ) {
                send(CXSetHeldCallAction(call: call.uuid, onHold: !call.isOnHold))
            }
            if let other = others.first, call.supportsGrouping, call.state == .active {
                button("merge", "Merge", "person.2") { send(CXSetGroupCallAction(call: call.uuid, callUUIDToGroupWith: other.uuid)) }
            }
            button(
                "audio", CarStrings.text("Audio", language) + ": " + CarStrings.text(callState.audioRoute, language), "speaker.wave.2.fill"
            ) { [weak self] in
                guard let self else { return }
                self.callState.audioRoute = self.callState.audioRoute == "Car" ? "iPhone" : "Car"
                self.record(.audio(.callRoute(self.callState.audioRoute)))
            }
            button("end", "End", "phone.down.fill") { send(CXEndCallAction(call: call.uuid)) }
            if callState.keypadShown, call.state == .active, call.supportsDTMF {
                for key in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"] {
                    button("digit\(key == "*" ? "star" : key == "#" ? "hash" : key)", key, "circle") {
                        send(CXPlayDTMFCallAction(call: call.uuid, digits: key, type: .singleTone))
                    }
                }
            }
        }
        if call.state == .active, callState.startedAt[call.uuid] == nil { callState.startedAt[call.uuid] = now }
        let seconds = callState.startedAt[call.uuid].map { Int(now - $0) }
        let snapshot = CallSnapshot(
            caller: call.displayName, app: call.provider?.configuration.localizedName ?? activeSession?.app.name ?? "",
            state: state, seconds: call.state == .active ? seconds : nil, isMuted: call.isMuted,
            audioRoute: callState.audioRoute, digits: call.digits, keypadShown: callState.keypadShown && call.state == .active,
            otherCalls: others.map { "\($0.displayName)\($0.isOnHold ? " (on hold)" : $0.state == .ringing ? " (waiting)" : "")" },
            buttons: elements.map(\.snapshot))
        return (snapshot, elements)
    }

    /// Someone calls through a VoIP app: the app gets a VoIP push (PushKit on iOS), which it answers by reporting
    /// the call to CallKit. Apps listen for ``HeadUnit/voipPushNotification`` (userInfo `caller`). - Note: Ours.
    public func simulateVoIPPush(from caller: String) {
        record(.carStateChanged(.voipPush(caller: caller)))
        NotificationCenter.default.post(name: Self.voipPushNotification, object: nil, userInfo: ["caller": caller])
    }

    /// The simulated VoIP push (see ``simulateVoIPPush(from:)``).
    public nonisolated static let voipPushNotification = Notification.Name("OpenCarPlayVoIPPush")

    /// The phone's call service reported a change: the car records it and redraws.
    func callChanged(_ what: String) {
        let calls = CXCallCenter.shared.calls
        if calls.isEmpty { callState.keypadShown = false }
        for c in calls where c.state == .active && callState.startedAt[c.uuid] == nil { callState.startedAt[c.uuid] = now }
        // During a call, navigation apps must not speak: iOS gives them the prompt style none. A call (ringing or
        // answered) interrupts the apps' audio until the last call ends. Every app's session hears it.
        for audio in everyAudioSession {
            audio.setPromptStyle(CXCallCenter.shared.hasActiveCall ? .none : .normal)
            audio.interruption("call", began: !calls.isEmpty)
        }
        record(.carStateChanged(.call(what)))
    }
}
