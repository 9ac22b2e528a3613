// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// An image with an optional badge and an optional score overlay, as a list's details header shows it (iOS 26.4).
///
/// Mirrors [`CPThumbnailImage`](https://developer.apple.com/documentation/carplay/cpthumbnailimage). Apple's
/// `maximumImageSize(forAspectRatio:)` is listed for iOS 27 only, so it is not here.
@preconcurrency @MainActor
open class CPThumbnailImage: NSObject, @preconcurrency NSSecureCoding {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var image: UIImage { didSet { CPRuntime.elementDidChange(self, "image") } }
    open var imageOverlay: CPImageOverlay? { didSet { CPRuntime.elementDidChange(self, "imageOverlay") } }
    open var sportsOverlay: CPSportsOverlay? { didSet { CPRuntime.elementDidChange(self, "sportsOverlay") } }

    public convenience init(image: UIImage) {
        self.init(image: image, imageOverlay: nil, sportsOverlay: nil)
    }

    public init(image: UIImage, imageOverlay: CPImageOverlay?, sportsOverlay: CPSportsOverlay?) {
        self.image = image
        self.imageOverlay = imageOverlay
        self.sportsOverlay = sportsOverlay
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the image and both overlays.
    open func encode(with coder: NSCoder) {
        CPCoding.encode(image, forKey: "image", in: coder)
        coder.encode(imageOverlay, forKey: "imageOverlay")
        coder.encode(sportsOverlay, forKey: "sportsOverlay")
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) without the image.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let image = d.image("image") else { return nil }
        self.image = image
        imageOverlay = CPCoding.object(CPImageOverlay.self, "imageOverlay", in: coder)
        sportsOverlay = CPCoding.object(CPSportsOverlay.self, "sportsOverlay", in: coder)
        super.init()
    }
}

extension CPThumbnailImage: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
