// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay

/// How the car writes travel estimates (the guidance card, the trip strip, the reviewer's "did the shown value
/// change?"): one place, so what the reviewer compares is what the driver sees. CarPlay's own rounding is not
/// published; this is ours. - Note: Ours (not in CarPlay).
package enum TravelEstimateText {
    /// A distance as the car shows it: metres below 1 km, else kilometres with one decimal (in the app's unit
    /// when it is not metric).
    package static func distance(_ m: Measurement<UnitLength>) -> String {
        switch m.unit {
        case .miles, .feet, .yards:
            let miles = m.converted(to: .miles).value
            return miles < 0.1 ? "\(Int(m.converted(to: .feet).value.rounded())) ft" : String(format: "%.1f mi", miles)
        default:
            let metres = m.converted(to: .meters).value
            return metres < 1000 ? "\(Int((metres / 10).rounded() * 10)) m" : String(format: "%.1f km", metres / 1000)
        }
    }

    /// Whole minutes, as the trip strip shows them.
    package static func minutes(_ seconds: TimeInterval) -> Int { Int((seconds / 60).rounded()) }

    /// An estimate as the driver sees it ("12 min · 3.4 km").
    @MainActor package static func shown(_ e: CPTravelEstimates) -> String { "\(minutes(e.timeRemaining)) min · \(distance(e.distanceRemainingToDisplay))" }
}
