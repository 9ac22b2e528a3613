// SPDX-License-Identifier: Apache-2.0

/// How much a notification may interrupt: whether it lights the screen and breaks through a Focus. Mirrors
/// [`UNNotificationInterruptionLevel`](https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel).
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}
