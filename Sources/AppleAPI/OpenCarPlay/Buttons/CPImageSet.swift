// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A light and a dark image. Mirrors [`CPImageSet`](https://developer.apple.com/documentation/carplay/cpimageset).
@preconcurrency @MainActor
open class CPImageSet: NSObject, @preconcurrency NSSecureCoding {
    public let lightContentImage: UIImage
    public let darkContentImage: UIImage
    public init(lightContentImage: UIImage, darkContentImage: UIImage) {
        self.lightContentImage = lightContentImage
        self.darkContentImage = darkContentImage
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes both images.
    open func encode(with coder: NSCoder) {
        CPCoding.encode(lightContentImage, forKey: "lightContentImage", in: coder)
        CPCoding.encode(darkContentImage, forKey: "darkContentImage", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) without both images.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let light = d.image("lightContentImage"), let dark = d.image("darkContentImage") else {
            return nil
        }
        lightContentImage = light
        darkContentImage = dark
        guard !d.failed else { return nil }
        super.init()
    }
}
