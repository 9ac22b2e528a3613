// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Whether the user gave precise or approximate locations (iOS 14).
///
/// Mirrors [`CLAccuracyAuthorization`](https://developer.apple.com/documentation/corelocation/claccuracyauthorization).
/// The car's phone always gives precise ones.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}
