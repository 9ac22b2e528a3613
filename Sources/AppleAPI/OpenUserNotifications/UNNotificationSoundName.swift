// SPDX-License-Identifier: Apache-2.0

/// A sound file's name. Mirrors [`UNNotificationSoundName`](https://developer.apple.com/documentation/usernotifications/unnotificationsoundname).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
