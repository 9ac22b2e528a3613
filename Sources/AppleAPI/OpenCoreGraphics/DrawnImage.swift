// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An image a view showed in the car's window: an image view's, or one `UIImage.draw(in:)` drew in a view's
/// `draw(_:)`. Rectangles are `[x, y, width, height]` in window points. - Note: Not in UIKit.
package struct DrawnImage: Sendable, Hashable {
    package let image: any DrawableImage
    /// Where the whole image is drawn (scaled to fill it); it may reach past ``clip``.
    package let frame: [Double]
    /// The part that shows: the bounds of the views around it that clip (a scroll view's), nil when none does.
    package let clip: [Double]?
    package let opacity: Double
    /// The colour `[r, g, b, a]` a symbol or template image is drawn in (the image view's tint), if any.
    package let tint: [Double]?

    package init(image: any DrawableImage, frame: [Double], clip: [Double]?, opacity: Double, tint: [Double]?) {
        self.image = image
        self.frame = frame
        self.clip = clip
        self.opacity = opacity
        self.tint = tint
    }

    /// The same image (as `NSObject` compares it: `UIImage`'s identity) in the same place, look and clip.
    package static func == (a: DrawnImage, b: DrawnImage) -> Bool {
        a.image.isEqual(b.image) && a.frame == b.frame && a.clip == b.clip && a.opacity == b.opacity && a.tint == b.tint
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(image.hash)
        hasher.combine(frame)
        hasher.combine(clip)
        hasher.combine(opacity)
        hasher.combine(tint)
    }
}
