// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A font: size and weight of the system font (the car draws Inter, the bundled stand-in for SF Pro).
/// Mirrors [`UIFont`](https://developer.apple.com/documentation/uikit/uifont).
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
    }

    public let pointSize: CGFloat
    public let weight: Weight

    init(size: CGFloat, weight: Weight) {
        pointSize = size
        self.weight = weight
        super.init()
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight) }

    /// A generous estimate of a line's width (above Inter's average advance, so labels sized by it rarely truncate);
    /// the car measures exactly when it draws.
    /// - Note: Ours, for intrinsic sizes.
    package func estimatedWidth(of text: String) -> CGFloat {
        (CGFloat(text.count) * pointSize * (weight.rawValue >= 0.3 ? 0.64 : 0.6)).rounded(.up) + 2
    }
    package var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
}
