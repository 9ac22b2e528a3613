// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A round button over the map (zoom, pan, recentre). Mirrors [`CPMapButton`](https://developer.apple.com/documentation/carplay/cpmapbutton).
@preconcurrency @MainActor
open class CPMapButton: NSObject, @preconcurrency NSSecureCoding {
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

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes whether enabled and hidden, and both images. The handler is not archived (closures can't be; iOS
    /// doesn't either).
    open func encode(with coder: NSCoder) {
        coder.encode(isEnabled, forKey: "isEnabled")
        coder.encode(isHidden, forKey: "isHidden")
        CPCoding.encode(image, forKey: "image", in: coder)
        CPCoding.encode(focusedImage, forKey: "focusedImage", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote. A decoded button has no handler: tapping it in the car does nothing.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        tapHandler = nil
        isEnabled = coder.decodeBool(forKey: "isEnabled")
        isHidden = coder.decodeBool(forKey: "isHidden")
        image = d.image("image")
        focusedImage = d.image("focusedImage")
        guard !d.failed else { return nil }
        super.init()
    }
}

extension CPMapButton: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
