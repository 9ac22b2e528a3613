// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// Distance and time remaining. Mirrors [`CPTravelEstimates`](https://developer.apple.com/documentation/carplay/cptravelestimates).
@preconcurrency @MainActor
open class CPTravelEstimates: NSObject, @preconcurrency NSSecureCoding {
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

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes both distances (value and unit) and the time.
    open func encode(with coder: NSCoder) {
        CPCoding.encode(distanceRemaining, forKey: "distanceRemaining", in: coder)
        CPCoding.encode(distanceRemainingToDisplay, forKey: "distanceRemainingToDisplay", in: coder)
        coder.encode(timeRemaining, forKey: "timeRemaining")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let distance = d.length("distanceRemaining"), let shown = d.length("distanceRemainingToDisplay")
        else { return nil }
        distanceRemaining = distance
        distanceRemainingToDisplay = shown
        timeRemaining = coder.decodeDouble(forKey: "timeRemaining")
        guard !d.failed else { return nil }
        super.init()
    }

    public init(distanceRemaining: Measurement<UnitLength>, distanceRemainingToDisplay: Measurement<UnitLength>, timeRemaining: TimeInterval) {
        self.distanceRemaining = distanceRemaining
        self.distanceRemainingToDisplay = distanceRemainingToDisplay
        self.timeRemaining = timeRemaining
        super.init()
    }
}
