// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A badge over a thumbnail: an image, or a text on a coloured background, at one edge (iOS 26.4).
///
/// Mirrors [`CPImageOverlay`](https://developer.apple.com/documentation/carplay/cpimageoverlay). Its properties are
/// read-only, as on iOS: make a new overlay to change it.
@preconcurrency @MainActor
open class CPImageOverlay: NSObject, @preconcurrency NSSecureCoding {
    /// Where the overlay sits along the thumbnail's bottom edge. Mirrors
    /// [`CPImageOverlay.Alignment`](https://developer.apple.com/documentation/carplay/cpimageoverlay/alignment-swift.enum)
    /// (values from .NET's binding of the iOS 26.4 SDK: leading 0, center 1, trailing 2).
    public enum Alignment: Int, Sendable {
        case leading = 0
        case center, trailing
    }

    public let alignment: CPImageOverlay.Alignment
    public let image: UIImage?
    public let text: String?
    public let textColor: UIColor?
    public let backgroundColor: UIColor?

    /// An image badge.
    public init(image: UIImage, alignment: CPImageOverlay.Alignment) {
        self.image = image
        self.alignment = alignment
        text = nil
        textColor = nil
        backgroundColor = nil
        super.init()
    }

    /// A text badge (a live marker, a duration) in `textColor` on `backgroundColor`.
    public init(text: String, textColor: UIColor, backgroundColor: UIColor, alignment: CPImageOverlay.Alignment) {
        self.text = text
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.alignment = alignment
        image = nil
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the alignment and the image or the text with its colours.
    open func encode(with coder: NSCoder) {
        coder.encode(Int64(alignment.rawValue), forKey: "alignment")
        CPCoding.encode(image, forKey: "image", in: coder)
        coder.encode(text, forKey: "text")
        CPCoding.encode(textColor, forKey: "textColor", in: coder)
        CPCoding.encode(backgroundColor, forKey: "backgroundColor", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) without an image or a text.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let alignment = CPCoding.enumeration(Alignment.self, "alignment", in: coder) else { return nil }
        self.alignment = alignment
        image = d.image("image")
        text = CPCoding.string("text", in: coder)
        textColor = d.color("textColor")
        backgroundColor = d.color("backgroundColor")
        guard !d.failed, image != nil || text != nil else { return nil }
        super.init()
    }
}
