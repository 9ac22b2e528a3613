// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a Live Activity is about (fixed) and its changing state. Mirrors
/// [`ActivityAttributes`](https://developer.apple.com/documentation/activitykit/activityattributes).
public protocol ActivityAttributes: Codable, Sendable {
    associatedtype ContentState: Codable & Hashable & Sendable
}

/// A state and when it goes stale. Mirrors [`ActivityContent`](https://developer.apple.com/documentation/activitykit/activitycontent).
public struct ActivityContent<State: Codable & Hashable & Sendable>: Sendable, Equatable {
    public let state: State
    public let staleDate: Date?
    public let relevanceScore: Double
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
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
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
    public let id = UUID().uuidString
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .active

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        self.attributes = attributes
        self.content = content
    }

    /// Starts a Live Activity (shown in CarPlay Dashboard, and on the Lock Screen).
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: Any? = nil) throws -> Activity<Attributes> {
        let a = Activity(attributes: attributes, content: content)
        ActivityRegistry.shared.add(
            RunningActivity(
                id: a.id, attributesType: ObjectIdentifier(Attributes.self), attributes: attributes,
                state: content.state, ended: false))
        return a
    }

    public static var activities: [Activity<Attributes>] {
        ActivityRegistry.shared.running.compactMap { $0.box as? Activity<Attributes> }
    }

    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        self.content = content
        ActivityRegistry.shared.update(id: id, state: content.state, ended: false)
    }

    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
        ActivityRegistry.shared.update(id: id, state: self.content.state, ended: true)
    }
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

    public var running: [RunningActivity] {
        lock.lock()
        defer { lock.unlock() }
        return items.filter { !$0.ended }
    }

    func add(_ a: RunningActivity) {
        lock.lock()
        items.append(a)
        lock.unlock()
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
        lock.unlock()
        onChange = nil
    }
}
