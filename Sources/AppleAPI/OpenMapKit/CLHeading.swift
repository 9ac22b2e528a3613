// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which way the phone points, in degrees clockwise from north.
///
/// Mirrors [`CLHeading`](https://developer.apple.com/documentation/corelocation/clheading). In the car the phone's
/// heading is the car's: its course over the ground from the car's GPS (a phone in a cradle points where the car goes).
/// There is no magnetometer nor a declination model here, so the magnetic heading equals the true one.
open class CLHeading: NSObject, @unchecked Sendable {
    /// Degrees from magnetic north. Mirrors [`magneticHeading`](https://developer.apple.com/documentation/corelocation/clheading/magneticheading).
    public let magneticHeading: CLLocationDirection
    /// Degrees from true north; negative when the app may not read locations (iOS needs the location to correct the
    /// compass). Mirrors [`trueHeading`](https://developer.apple.com/documentation/corelocation/clheading/trueheading).
    public let trueHeading: CLLocationDirection
    /// Degrees the heading may be off (negative: invalid): the fix's course accuracy, or 5° (ours) when it gives none. Mirrors
    /// [`headingAccuracy`](https://developer.apple.com/documentation/corelocation/clheading/headingaccuracy).
    public let headingAccuracy: CLLocationDirection
    /// When the heading was measured (the car's fix's time). Mirrors
    /// [`timestamp`](https://developer.apple.com/documentation/corelocation/clheading/timestamp).
    public let timestamp: Date

    /// A heading from the car's fix. - Note: Ours; Apple's has no public initializer.
    package init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection, timestamp: Date) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
        super.init()
    }

    open override var description: String {
        "magneticHeading \(magneticHeading) trueHeading \(trueHeading) accuracy \(headingAccuracy) @ \(timestamp)"
    }
}
