// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation
import SnapshotTesting

extension Snapshotting where Value == ScreenSnapshot, Format == String {
    /// The car screen as deterministic SVG, compared line by line.
    ///
    /// ```swift
    /// assertSnapshot(of: car.screen, as: .svg)
    /// ```
    public static var svg: Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (screen: ScreenSnapshot) in SVGWriter.svg(CarRenderer.layout(screen)) }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Snapshotting where Value == DisplayList, Format == String {
    /// A laid-out screen as deterministic SVG.
    public static var svg: Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (list: DisplayList) in SVGWriter.svg(list) }
        strategy.pathExtension = "svg"
        return strategy
    }
}
