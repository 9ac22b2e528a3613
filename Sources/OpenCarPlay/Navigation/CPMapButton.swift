// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A round button over the map (zoom, pan, recentre). Mirrors [`CPMapButton`](https://developer.apple.com/documentation/carplay/cpmapbutton).
@preconcurrency @MainActor
open class CPMapButton: NSObject {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var isEnabled = true { didSet { CPRuntime.elementDidChange(self, "isEnabled") } }
    open var isHidden = false { didSet { CPRuntime.elementDidChange(self, "isHidden") } }
    /// Animated images show their first frame.
    open var image: UIImage? { didSet { CPRuntime.elementDidChange(self, "image") } }
    open var focusedImage: UIImage? { didSet { CPRuntime.elementDidChange(self, "focusedImage") } }
    package let tapHandler: ((CPMapButton) -> Void)?

    public init(handler: ((CPMapButton) -> Void)? = nil) {
        tapHandler = handler
        super.init()
    }
}

extension CPMapButton: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
