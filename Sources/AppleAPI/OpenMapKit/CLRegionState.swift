// SPDX-License-Identifier: Apache-2.0

/// Whether the phone is inside a region. Mirrors [`CLRegionState`](https://developer.apple.com/documentation/corelocation/clregionstate).
public enum CLRegionState: Int, Sendable {
    case unknown = 0
    case inside = 1
    case outside = 2
}
