// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// Distance and time remaining. Mirrors [`CPTravelEstimates`](https://developer.apple.com/documentation/carplay/cptravelestimates).
@preconcurrency @MainActor
open class CPTravelEstimates: NSObject {
    public let distanceRemaining: Measurement<UnitLength>
    /// The distance as the app wants it shown (iOS 17.4); defaults to ``distanceRemaining``.
    public let distanceRemainingToDisplay: Measurement<UnitLength>
    public let timeRemaining: TimeInterval

    public init(distanceRemaining: Measurement<UnitLength>, timeRemaining: TimeInterval) {
        self.distanceRemaining = distanceRemaining
        self.distanceRemainingToDisplay = distanceRemaining
        self.timeRemaining = timeRemaining
        super.init()
    }

    public init(distanceRemaining: Measurement<UnitLength>, distanceRemainingToDisplay: Measurement<UnitLength>, timeRemaining: TimeInterval) {
        self.distanceRemaining = distanceRemaining
        self.distanceRemainingToDisplay = distanceRemainingToDisplay
        self.timeRemaining = timeRemaining
        super.init()
    }
}
