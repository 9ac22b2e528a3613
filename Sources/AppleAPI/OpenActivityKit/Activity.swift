// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a Live Activity is about (fixed) and its changing state. Mirrors
/// [`ActivityAttributes`](https://developer.apple.com/documentation/activitykit/activityattributes).
public protocol ActivityAttributes: Codable, Sendable {
    associatedtype ContentState: Codable & Hashable & Sendable
}

/// A state and when it goes stale. Mirrors [`ActivityContent`](https://developer.apple.com/documentation/activitykit/activitycontent).
public struct ActivityContent<State: Codable & Hashable & Sendable>: Sendable, Equatable, CustomStringConvertible {
    public let state: State
    public let staleDate: Date?
    public let relevanceScore: Double
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }

    /// The state, stale date and relevance, for logs (apps print a content update's `description`; the wording is ours).
    public var description: String {
        "ActivityContent(state: \(state), staleDate: \(staleDate.map { "\($0)" } ?? "nil"), relevanceScore: \(relevanceScore))"
    }
}

/// Mirrors [`ActivityState`](https://developer.apple.com/documentation/activitykit/activitystate).
public enum ActivityState: Sendable, Equatable { case active, ended, dismissed, stale, pending }

/// Mirrors [`ActivityUIDismissalPolicy`](https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy).
public struct ActivityUIDismissalPolicy: Sendable, Equatable {
    let kind: String
    public static let `default` = ActivityUIDismissalPolicy(kind: "default")
    public static let immediate = ActivityUIDismissalPolicy(kind: "immediate")
}

/// A running Live Activity. Mirrors [`Activity`](https://developer.apple.com/documentation/activitykit/activity).
///
/// Its updates are asynchronous sequences, as on iOS: ``contentUpdates`` gives each content the app (or a push) sets,
/// ``activityStateUpdates`` each change of ``activityState``, ``pushTokenUpdates`` the token of an activity requested with
/// ``PushType/token``. Each sequence ends when the activity is dismissed.
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
    public let id = UUID().uuidString
    public let attributes: Attributes
    public var content: ActivityContent<Attributes.ContentState> { locked { $0.content } }
    public var activityState: ActivityState { locked { $0.state } }
    /// The push token ActivityKit push notifications reach this activity with: nil unless it was requested with
    /// ``PushType/token`` (then the phone's: see ``pushTokenUpdates``).
    public var pushToken: Data? { locked { $0.pushToken } }

    /// An asynchronous sequence of the activity's content, one element per update. Mirrors
    /// [`ContentUpdates`](https://developer.apple.com/documentation/activitykit/activity/contentupdates-swift.struct)
    /// (here an `AsyncStream`).
    public typealias ContentUpdates = AsyncStream<ActivityContent<Attributes.ContentState>>
    /// Mirrors [`ActivityStateUpdates`](https://developer.apple.com/documentation/activitykit/activity/activitystateupdates-swift.struct)
    /// (here an `AsyncStream`).
    public typealias ActivityStateUpdates = AsyncStream<ActivityState>
    /// Mirrors [`PushTokenUpdates`](https://developer.apple.com/documentation/activitykit/activity/pushtokenupdates-swift.struct)
    /// (here an `AsyncStream`).
    public typealias PushTokenUpdates = AsyncStream<Data>

    private struct State {
        var content: ActivityContent<Attributes.ContentState>
        var state: ActivityState = .active
        var pushToken: Data?
        var contentListeners: [ContentUpdates.Continuation] = []
        var stateListeners: [ActivityStateUpdates.Continuation] = []
        var tokenListeners: [PushTokenUpdates.Continuation] = []
    }
    private let lock = NSLock()
    private var state: State

    private func locked<R>(_ body: (inout State) -> R) -> R {
        lock.withLock { body(&state) }
    }

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?) {
        self.attributes = attributes
        state = State(content: content)
        if pushType == .token, let uuid = UUID(uuidString: id) { state.pushToken = Self.token(from: uuid) }
    }

    /// Mirrors [`contentUpdates`](https://developer.apple.com/documentation/activitykit/activity/contentupdates-swift.property):
    /// each content set from now on (not the current one).
    public var contentUpdates: ContentUpdates {
        let (stream, continuation) = ContentUpdates.makeStream()
        let over = locked { s -> Bool in
            if s.state != .dismissed { s.contentListeners.append(continuation) }
            return s.state == .dismissed
        }
        if over { continuation.finish() }
        return stream
    }

    /// Mirrors [`activityStateUpdates`](https://developer.apple.com/documentation/activitykit/activity/activitystateupdates-swift.property):
    /// each state the activity moves to from now on.
    public var activityStateUpdates: ActivityStateUpdates {
        let (stream, continuation) = ActivityStateUpdates.makeStream()
        let over = locked { s -> Bool in
            if s.state != .dismissed { s.stateListeners.append(continuation) }
            return s.state == .dismissed
        }
        if over { continuation.finish() }
        return stream
    }

    /// Mirrors [`pushTokenUpdates`](https://developer.apple.com/documentation/activitykit/activity/pushtokenupdates-swift.property):
    /// the activity's push token (at once, if it has one) and any later one.
    public var pushTokenUpdates: PushTokenUpdates {
        let (stream, continuation) = PushTokenUpdates.makeStream()
        let (token, over) = locked { s -> (Data?, Bool) in
            if s.state != .dismissed { s.tokenListeners.append(continuation) }
            return (s.pushToken, s.state == .dismissed)
        }
        if let token { continuation.yield(token) }
        if over { continuation.finish() }
        return stream
    }

    /// Starts a Live Activity (shown in CarPlay Dashboard, and on the Lock Screen). Mirrors
    /// [`request(attributes:content:pushType:)`](https://developer.apple.com/documentation/activitykit/activity/request(attributes:content:pushtype:)).
    /// With ``PushType/token`` the activity gets a push token from the phone (a stand-in: 32 bytes made from the
    /// activity's id; no push service is reached).
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        let a = Activity(attributes: attributes, content: content, pushType: pushType)
        ActivityRegistry.shared.add(
            RunningActivity(
                id: a.id, attributesType: ObjectIdentifier(Attributes.self), attributes: attributes,
                state: content.state, ended: false, box: a))
        return a
    }

    private static func token(from id: UUID) -> Data {
        let u = id.uuid
        let half = [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]
        return Data(half + half.map { $0 ^ 0xA5 })
    }

    /// The app's activities of this kind that haven't been dismissed. Mirrors
    /// [`activities`](https://developer.apple.com/documentation/activitykit/activity/activities).
    public static var activities: [Activity<Attributes>] {
        ActivityRegistry.shared.all.compactMap { $0.box as? Activity<Attributes> }.filter { $0.activityState != .dismissed }
    }

    /// Mirrors [`update(_:)`](https://developer.apple.com/documentation/activitykit/activity/update(_:)).
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        // An ended activity keeps its last content, as on iOS.
        let listeners = locked { s -> [ContentUpdates.Continuation]? in
            guard s.state == .active || s.state == .stale else { return nil }
            s.content = content
            return s.contentListeners
        }
        guard let listeners else { return }
        for l in listeners { l.yield(content) }
        ActivityRegistry.shared.update(id: id, state: content.state, ended: false)
    }

    /// Mirrors [`end(_:dismissalPolicy:)`](https://developer.apple.com/documentation/activitykit/activity/end(_:dismissalpolicy:)):
    /// the activity ends (its state `.ended`); with ``ActivityUIDismissalPolicy/immediate`` it is also dismissed at
    /// once, which ends its update sequences. (The default policy keeps an ended activity on the Lock Screen for up to
    /// four hours on iOS; here it stays ended until the app's launch ends.)
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        let (contentListeners, stateListeners, tokenListeners, wasOver) = locked { s in
            let wasOver = s.state == .ended || s.state == .dismissed
            if let content, !wasOver { s.content = content }
            return (s.contentListeners, s.stateListeners, s.tokenListeners, wasOver)
        }
        if !wasOver {
            if let content { for l in contentListeners { l.yield(content) } }
            locked { $0.state = .ended }
            for l in stateListeners { l.yield(.ended) }
            ActivityRegistry.shared.update(id: id, state: self.content.state, ended: true)
        }
        guard dismissalPolicy == .immediate, activityState != .dismissed else { return }
        locked { s in
            s.state = .dismissed
            s.contentListeners = []
            s.stateListeners = []
            s.tokenListeners = []
        }
        for l in stateListeners { l.yield(.dismissed) }
        for l in stateListeners { l.finish() }
        for l in contentListeners { l.finish() }
        for l in tokenListeners { l.finish() }
    }
}

/// How a Live Activity receives ActivityKit push notifications. Mirrors
/// [`PushType`](https://developer.apple.com/documentation/activitykit/pushtype).
public struct PushType: Sendable, Equatable {
    let channel: String?
    /// Mirrors [`token`](https://developer.apple.com/documentation/activitykit/pushtype/token): updates reach the activity
    /// by its own push token.
    public static let token = PushType(channel: nil)
    /// Mirrors [`channel(_:)`](https://developer.apple.com/documentation/activitykit/pushtype/channel(_:)): updates reach it
    /// through a broadcast channel (a base64 channel id).
    public static func channel(_ name: String) -> PushType { PushType(channel: name) }
}

/// A Live Activity as the system keeps it, type-erased. - Note: Not in ActivityKit.
public struct RunningActivity: @unchecked Sendable {
    public let id: String
    public let attributesType: ObjectIdentifier
    public let attributes: Any
    public var state: Any
    public var ended: Bool
    var box: AnyObject? = nil
}

/// The phone's Live Activities; the car draws them. - Note: Not in ActivityKit.
public final class ActivityRegistry: @unchecked Sendable {
    public static let shared = ActivityRegistry()
    private let lock = NSLock()
    private var items: [RunningActivity] = []
    public var onChange: (@Sendable () -> Void)?
    private var enabled = true

    /// Whether the user allows the app's Live Activities (Settings on the phone); what `ActivityAuthorizationInfo`
    /// reports. On unless the car turns it off.
    public var activitiesEnabled: Bool {
        get { lock.withLock { enabled } }
        set {
            lock.lock()
            let changed = enabled != newValue
            enabled = newValue
            let watching = Array(watchers.values)
            lock.unlock()
            if changed { for watcher in watching { watcher.yield(newValue) } }
        }
    }
    private var watchers: [UUID: AsyncStream<Bool>.Continuation] = [:]

    /// Each later change of `activitiesEnabled`, until the iterating task ends. - Note: Not in ActivityKit.
    package func activitiesEnabledChanges() -> AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream<Bool>.makeStream()
        let id = UUID()
        lock.withLock { watchers[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            self.lock.lock()
            self.watchers[id] = nil
            self.lock.unlock()
        }
        return stream
    }

    public var running: [RunningActivity] {
        lock.withLock { items.filter { !$0.ended } }
    }

    /// Every activity requested since the phone started, ended ones included.
    var all: [RunningActivity] {
        lock.withLock { items }
    }

    func add(_ a: RunningActivity) {
        lock.withLock { items.append(a) }
        onChange?()
    }

    func update(id: String, state: Any, ended: Bool) {
        lock.lock()
        if let i = items.firstIndex(where: { $0.id == id }) {
            items[i].state = state
            items[i].ended = ended
        }
        lock.unlock()
        onChange?()
    }

    public func reset() {
        lock.lock()
        items = []
        enabled = true
        lock.unlock()
        onChange = nil
    }
}
