// SPDX-License-Identifier: Apache-2.0

/// Whether the user lets the app start Live Activities, and update them with frequent pushes. Mirrors
/// [`ActivityAuthorizationInfo`](https://developer.apple.com/documentation/activitykit/activityauthorizationinfo).
///
/// Read from the phone of the car (`ActivityRegistry.activitiesEnabled`, on by default as on iOS).
public final class ActivityAuthorizationInfo: Sendable {
    public init() {}

    /// Whether the app can start, update and end Live Activities.
    public var areActivitiesEnabled: Bool { ActivityRegistry.shared.activitiesEnabled }

    /// Whether the user allows frequent ActivityKit pushes: the car sends no pushes, so this follows
    /// `areActivitiesEnabled` (our choice).
    public var frequentPushesEnabled: Bool { areActivitiesEnabled }

    /// Each change of `areActivitiesEnabled` from now on. Apple's is a `let` made with the object; this one starts
    /// when read, so an object whose updates are never read watches nothing. Whether Apple's also yields the value
    /// at the start we haven't confirmed (unsure): this one yields changes only.
    public var activityEnablementUpdates: ActivityEnablementUpdates {
        ActivityEnablementUpdates(stream: ActivityRegistry.shared.activitiesEnabledChanges())
    }

    /// Each change of `frequentPushesEnabled` from now on (it follows `areActivitiesEnabled`).
    public var frequentPushEnablementUpdates: FrequentPushEnablementUpdates {
        FrequentPushEnablementUpdates(stream: ActivityRegistry.shared.activitiesEnabledChanges())
    }

    /// Whether the app can start Live Activities, each time the user changes it. Mirrors
    /// [`ActivityEnablementUpdates`](https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/activityenablementupdates-swift.struct).
    public struct ActivityEnablementUpdates: AsyncSequence, Sendable {
        public typealias Element = Bool
        let stream: AsyncStream<Bool>

        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<Bool>.Iterator
            public mutating func next() async -> Bool? { await base.next() }
        }

        public func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }
    }

    /// Whether the app may be sent frequent pushes, each time the user changes it. Mirrors
    /// [`FrequentPushEnablementUpdates`](https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/frequentpushenablementupdates-swift.struct).
    public struct FrequentPushEnablementUpdates: AsyncSequence, Sendable {
        public typealias Element = Bool
        let stream: AsyncStream<Bool>

        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<Bool>.Iterator
            public mutating func next() async -> Bool? { await base.next() }
        }

        public func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }
    }
}
