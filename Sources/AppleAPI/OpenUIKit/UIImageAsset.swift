// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A set of image variants for different traits (light and dark, 2x and 3x).
///
/// Mirrors [`UIImageAsset`](https://developer.apple.com/documentation/uikit/uiimageasset).
open class UIImageAsset: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var variants: [(traits: UITraitCollection, image: UIImage)] = []

    public override init() { super.init() }

    /// Adds a variant for the given traits.
    public func register(_ image: UIImage, with configuration: UITraitCollection) {
        lock.lock()
        defer { lock.unlock() }
        variants.removeAll { $0.traits == configuration }
        variants.append((configuration, image))
    }

    /// Picks the variant whose traits match best: the same style (else one for any style, else light), then the same
    /// scale (else the nearest, a larger one first; with no scale asked for, the largest).
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        lock.lock()
        defer { lock.unlock() }
        precondition(!variants.isEmpty, "UIImageAsset has no registered images")
        func score(_ t: UITraitCollection) -> Double {
            var s = 0.0
            if t.userInterfaceStyle == traitCollection.userInterfaceStyle {
                s += 100
            } else if t.userInterfaceStyle == .unspecified {
                s += 50
            } else if t.userInterfaceStyle == .light, traitCollection.userInterfaceStyle != .dark {
                s += 25
            }
            let want = Double(traitCollection.displayScale)
            let have = Double(t.displayScale)
            if want == 0 {
                s += have
            } else if have == want {
                s += 10
            } else if have == 0 {
                s += 5
            } else {
                s += max(0, 9 - abs(have - want) * 2 + (have > want ? 1 : 0))
            }
            return s
        }
        let best = variants.max { score($0.traits) < score($1.traits) }!
        let img = best.image
        return UIImage(
            source: img.source, size: img.size, scale: img.scale, renderingMode: img.renderingMode,
            tintColor: img.tintColor, imageAsset: self, traitCollection: best.traits)
    }

    /// The traits of every registered variant. - Note: Not in UIKit.
    package var registeredTraits: [UITraitCollection] {
        lock.withLock { variants.map(\.traits) }
    }

    // MARK: - The app's asset catalog (ours)

    nonisolated(unsafe) private static var catalog: [String: UIImageAsset] = [:]
    private static let catalogLock = NSLock()

    /// Registers a named asset so that `UIImage(named:)` finds it, as an asset catalog would.
    /// - Note: Not in UIKit.
    public static func registerNamed(_ name: String, _ asset: UIImageAsset) {
        catalogLock.lock()
        defer { catalogLock.unlock() }
        catalog[name] = asset
    }

    package static func registered(named name: String) -> UIImageAsset? {
        catalogLock.withLock { catalog[name] }
    }
}
