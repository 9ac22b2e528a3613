// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The car's call screen: an incoming call (answer, decline) or a current one (mute, keypad, hold, end, audio).
public struct CallSnapshot: Sendable, Codable, Equatable {
    /// The caller's name (or handle).
    public var caller: String
    /// The app the call belongs to (its provider's name).
    public var app: String
    /// `incoming`, `calling`, `connecting`, `active`, `on hold`.
    public var state: String
    /// Seconds since the call connected, on the car's clock.
    public var seconds: Int?
    public var isMuted: Bool
    /// Where the call's audio goes (`Car` or `iPhone`).
    public var audioRoute: String
    /// Digits sent from the keypad.
    public var digits: String
    public var keypadShown: Bool
    /// Other calls (waiting or on hold), by name.
    public var otherCalls: [String]
    public var buttons: [ElementSnapshot]
}
