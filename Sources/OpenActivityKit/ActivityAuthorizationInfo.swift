// SPDX-License-Identifier: Apache-2.0

/// Whether the user lets the app start Live Activities, and update them with frequent pushes. Mirrors
/// [`ActivityAuthorizationInfo`](https://developer.apple.com/documentation/activitykit/activityauthorizationinfo).
///
/// Read from the phone of the car (`ActivityRegistry.activitiesEnabled`, on by default as on iOS). The asynchronous
/// `activityEnablementUpdates` and `frequentPushEnablementUpdates` sequences are not provided.
public final class ActivityAuthorizationInfo: Sendable {
    public init() {}

    /// Whether the app can start, update and end Live Activities.
    public var areActivitiesEnabled: Bool { ActivityRegistry.shared.activitiesEnabled }

    /// Whether the user allows frequent ActivityKit pushes: the car sends no pushes, so this follows
    /// `areActivitiesEnabled` (our choice).
    public var frequentPushesEnabled: Bool { areActivitiesEnabled }
}
