// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// Voxa's phone side: VoIP calls through CallKit (its provider and call controller), the call history, and the
/// conversations of its messages. The "network" is simulated with `asyncAfter` and `Task.sleep`: a called contact answers after
/// 2 s; an incoming call nobody answers ends after 30 s and becomes a missed call, notified with the caller's
/// name only.
@MainActor
public final class VoxaPhone: NSObject, @preconcurrency CXProviderDelegate {
    public struct CallEntry: Equatable, Sendable {
        public enum Kind: String, Sendable {
            case missed = "Missed"
            case incoming = "Incoming"
            case outgoing = "Outgoing"
        }
        public let name: String
        public let kind: Kind
        public let at: Double
    }
    public struct Conversation: Equatable, Sendable {
        public let id: String
        public let name: String
        public var unread: [String]
    }

    public let contacts = ["Anna", "Ben", "Chloe", "Dev"]
    public private(set) var history: [CallEntry] = [CallEntry(name: "Ben", kind: .outgoing, at: -3600), CallEntry(name: "Anna", kind: .missed, at: -600)]
    public private(set) var conversations = [
        Conversation(id: "c-anna", name: "Anna", unread: ["Landing at 6, can you pick me up?"]),
        Conversation(id: "c-ben", name: "Ben", unread: [])
    ]
    public private(set) var sent: [(to: String, text: String)] = []
    /// Calls the app knows about, by UUID: who, and whether it was answered.
    private var calls: [UUID: (name: String, outgoing: Bool, answered: Bool)] = [:]
    public var onChange: (@MainActor () -> Void)?

    /// Ring timeouts of incoming calls not yet answered, by call.
    private var ringTimeouts: [UUID: DispatchWorkItem] = [:]
    lazy var provider: CXProvider = {
        let config = CXProviderConfiguration()
        config.localizedName = "Voxa"
        config.supportedHandleTypes = [.generic]
        config.maximumCallGroups = 2
        let p = CXProvider(configuration: config)
        p.setDelegate(self, queue: nil)
        return p
    }()
    let controller = CXCallController()
    static let missedCategory = "missed-call"
    private var pushObserver: (any NSObjectProtocol)?

    public override init() {
        super.init()
    }

    /// What the app delegate does at launch: the provider, notification permission, the VoIP push listener.
    public func launch() {
        _ = provider
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .sound, .carPlay]) { _, _ in }
        center.setNotificationCategories([
            UNNotificationCategory(identifier: Self.missedCategory, actions: [], intentIdentifiers: [], options: [.allowInCarPlay])
        ])
        if pushObserver == nil {
            pushObserver = NotificationCenter.default.addObserver(forName: HeadUnitPush.name, object: nil, queue: nil) { [weak self] note in
                let caller = note.userInfo?["caller"] as? String ?? "Unknown"
                MainActor.assumeIsolated { _ = self?.incomingCall(from: caller) }
            }
        }
    }

    /// Order of the history (the newest entry has the highest).
    private func now() -> Double { Double(history.count) }

    /// What `application(_:continue:restorationHandler:)` does: Siri's "call Anna" starts the call through CallKit.
    public func continueUserActivity(_ activity: NSUserActivity) {
        guard let call = activity.interaction?.intent as? INStartCallIntent, let name = call.contacts?.first?.displayName else { return }
        launch()
        startCall(to: name)
    }

    // MARK: Calls

    /// Places a call (from the car's list, a contact's call button, or Siri).
    @discardableResult
    public func startCall(to name: String) -> UUID {
        _ = provider
        let uuid = UUID()
        calls[uuid] = (name, true, false)
        let action = CXStartCallAction(call: uuid, handle: CXHandle(type: .generic, value: name))
        controller.request(CXTransaction(action: action)) { _ in }
        return uuid
    }

    /// A VoIP push arrived: report the call to CallKit at once (iOS requires it), ring for 30 s.
    @discardableResult
    public func incomingCall(from name: String) -> UUID {
        let uuid = UUID()
        calls[uuid] = (name, false, false)
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: name)
        update.localizedCallerName = name
        update.supportsHolding = true
        update.supportsDTMF = true
        update.supportsGrouping = true
        provider.reportNewIncomingCall(with: uuid, update: update) { _ in }
        // An unanswered call rings for 30 s; answering or ending it cancels the timeout.
        let timeout = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.ringTimeouts[uuid] = nil
                guard let call = self.calls[uuid], !call.answered, CXCallCenter.shared.call(uuid)?.state == .ringing else { return }
                self.provider.reportCall(with: uuid, endedAt: nil, reason: .unanswered)
                self.missed(call.name)
            }
        }
        ringTimeouts[uuid] = timeout
        DispatchQueue.main.asyncAfter(deadline: .now() + 30, execute: timeout)
        return uuid
    }

    private func missed(_ name: String) {
        history.append(CallEntry(name: name, kind: .missed, at: now()))
        // The caller's name only: CarPlay shows the title and subtitle.
        let content = UNMutableNotificationContent()
        content.title = name
        content.subtitle = "Missed Voxa call"
        content.categoryIdentifier = Self.missedCategory
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "missed-\(history.count)", content: content, trigger: nil))
        onChange?()
    }

    public func providerDidReset(_ provider: CXProvider) { calls.removeAll() }

    public func provider(_ provider: CXProvider, perform action: CXStartCallAction) {
        action.fulfill()
        let update = CXCallUpdate()
        update.remoteHandle = action.handle
        update.localizedCallerName = calls[action.callUUID]?.name
        update.supportsHolding = true
        update.supportsDTMF = true
        update.supportsGrouping = true
        provider.reportCall(with: action.callUUID, updated: update)
        provider.reportOutgoingCall(with: action.callUUID, startedConnectingAt: nil)
        let name = calls[action.callUUID]?.name ?? action.handle.value
        history.append(CallEntry(name: name, kind: .outgoing, at: now()))
        onChange?()
        let uuid = action.callUUID
        // The other end picks up after 2 s.
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(2))
            guard let self, CXCallCenter.shared.call(uuid)?.state == .connecting else { return }
            self.calls[uuid]?.answered = true
            self.provider.reportOutgoingCall(with: uuid, connectedAt: nil)
        }
    }

    public func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
        calls[action.callUUID]?.answered = true
        ringTimeouts.removeValue(forKey: action.callUUID)?.cancel()
        if let name = calls[action.callUUID]?.name { history.append(CallEntry(name: name, kind: .incoming, at: now())) }
        action.fulfill()
        onChange?()
    }

    public func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
        // Declining an incoming call that wasn't answered: a missed call in the history, no notification.
        if let call = calls[action.callUUID], !call.outgoing, !call.answered {
            history.append(CallEntry(name: call.name, kind: .missed, at: now()))
        }
        calls[action.callUUID] = nil
        ringTimeouts.removeValue(forKey: action.callUUID)?.cancel()
        action.fulfill()
        onChange?()
    }

    public func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction) { action.fulfill() }
    public func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) { action.fulfill() }
    public func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction) { action.fulfill() }
    public func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction) { action.fulfill() }

    // MARK: Messages

    public func conversation(named name: String) -> Conversation? { conversations.first { $0.name.caseInsensitiveCompare(name) == .orderedSame } }

    public func send(_ text: String, to name: String) -> Bool {
        guard conversation(named: name) != nil else { return false }
        sent.append((name, text))
        INInteraction(
            intent: INSendMessageIntent(
                recipients: [Self.person(name)], outgoingMessageType: .outgoingMessageText, content: text,
                speakableGroupName: nil, conversationIdentifier: nil, serviceName: "Voxa", sender: nil), response: nil
        ).donate(completion: nil)
        return true
    }

    public func markAllRead() {
        for i in conversations.indices { conversations[i].unread = [] }
        onChange?()
    }

    static func person(_ name: String) -> INPerson {
        INPerson(
            personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nil, displayName: name, image: nil,
            contactIdentifier: nil, customIdentifier: name)
    }
}

/// The car's simulated VoIP push (see `HeadUnit.simulateVoIPPush(from:)`); an app on iOS gets it from PushKit.
enum HeadUnitPush {
    static let name = Notification.Name("OpenCarPlayVoIPPush")
}
