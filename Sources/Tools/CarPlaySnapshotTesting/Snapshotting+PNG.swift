// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG comparison with tolerances: `precision` is the fraction of pixels that must match, and
    /// `perceptualPrecision` how close a pixel's colour must be to count as matching (1 = exact).
    public static func png(precision: Double, perceptualPrecision: Double) -> Diffing {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { old, new in
            if old == new { return nil }
            do {
                let a = try PNGDecoder.decode(old)
                let b = try PNGDecoder.decode(new)
                guard let message = compareImages(a, b, precision: precision, perceptualPrecision: perceptualPrecision) else { return nil }
                return (message, [])
            } catch {
                return ("cannot compare PNGs: \(error)", [])
            }
        }
    }
}

extension Snapshotting where Value == ScreenSnapshot, Format == Data {
    /// The car screen as a PNG at its pixel size (drawn by rsvg-convert), compared with tolerances so that
    /// antialiasing differences between librsvg versions don't fail a test.
    public static func png(precision: Double = 0.995, perceptualPrecision: Double = 0.98) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(precision: precision, perceptualPrecision: perceptualPrecision)) { screen in
            (try? PNGRenderer.png(CarRenderer.layout(screen))) ?? Data()
        }
    }

    /// ``png(precision:perceptualPrecision:)`` with its defaults.
    public static var png: Snapshotting { .png() }
}
