// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at. Mirrors
    /// [`UISheetPresentationController.Detent`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent):
    /// the system's medium and large detents.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// What names a detent. Mirrors
        /// [`Detent.Identifier`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent (about half the screen's height).
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent (the sheet at full height).
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// Which detent it is. Mirrors [`identifier`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.property).
        public let identifier: Identifier

        init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// Mirrors [`medium()`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()).
        public class func medium() -> Self { Self(identifier: .medium) }
        /// Mirrors [`large()`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()).
        public class func large() -> Self { Self(identifier: .large) }

        public override func isEqual(_ object: Any?) -> Bool { (object as? Detent)?.identifier == identifier }
        public override var hash: Int { identifier.hashValue }
    }
}
