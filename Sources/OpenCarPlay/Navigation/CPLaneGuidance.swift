// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The lanes at a maneuver (iOS 17.4). Mirrors [`CPLaneGuidance`](https://developer.apple.com/documentation/carplay/cplaneguidance).
@preconcurrency @MainActor
open class CPLaneGuidance: NSObject {
    open var lanes: [CPLane] = []
    open var instructionVariants: [String] = []
    public override init() { super.init() }
}
