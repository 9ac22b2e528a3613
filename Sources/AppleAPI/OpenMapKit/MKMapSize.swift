// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A width and height in map points. Mirrors [`MKMapSize`](https://developer.apple.com/documentation/mapkit/mkmapsize).
public struct MKMapSize: Sendable, Equatable, Hashable {
    public var width: Double
    public var height: Double

    public init() {
        width = 0
        height = 0
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole world: 2²⁸ map points each way. Mirrors [`world`](https://developer.apple.com/documentation/mapkit/mkmapsize/world).
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// Mirrors Map Kit's function of that name.
public func MKMapSizeMake(_ width: Double, _ height: Double) -> MKMapSize { MKMapSize(width: width, height: height) }
