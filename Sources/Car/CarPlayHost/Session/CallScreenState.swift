// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the car's own call screen keeps: whether its keypad shows, where the call's audio goes, and when each call
/// connected (car time, for the duration it shows). One of the components a ``HeadUnit`` is made of. - Note: Ours.
struct CallScreenState: Sendable {
    var keypadShown = false
    var audioRoute = "Car"
    var startedAt: [UUID: Double] = [:]
}
