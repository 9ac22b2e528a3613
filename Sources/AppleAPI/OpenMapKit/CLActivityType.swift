// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the app uses locations for (a hint for pausing updates).
///
/// Mirrors [`CLActivityType`](https://developer.apple.com/documentation/corelocation/clactivitytype).
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}
