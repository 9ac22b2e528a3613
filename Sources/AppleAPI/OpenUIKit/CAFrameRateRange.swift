// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The frame rates a display link may run at, and the one it prefers. Mirrors
/// [`CAFrameRateRange`](https://developer.apple.com/documentation/quartzcore/caframeraterange) (QuartzCore, which UIKit
/// brings in on iOS).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    /// Mirrors [`init(minimum:maximum:preferred:)`](https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)).
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Mirrors [`init(minimum:maximum:)`](https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:)).
    public init(minimum: Float, maximum: Float) { self.init(minimum: minimum, maximum: maximum, preferred: nil) }

    /// Whatever the display does (all zero). Mirrors [`default`](https://developer.apple.com/documentation/quartzcore/caframeraterange/default).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Mirrors [`isEqual(to:)`](https://developer.apple.com/documentation/quartzcore/caframeraterange/isequal(to:)).
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
