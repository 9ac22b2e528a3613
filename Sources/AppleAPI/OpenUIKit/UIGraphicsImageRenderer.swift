// SPDX-License-Identifier: Apache-2.0

import Foundation
internal import ImageCodec

/// Draws an image with Core Graphics calls: what navigation apps use for images they make at run time (a lane
/// diagram for the symbol-only second maneuver, a junction view). The image keeps what was drawn as vectors, which the
/// car draws where the image shows.
///
/// Mirrors [`UIGraphicsImageRenderer`](https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer).
///
/// As in UIKit (whose header puts no actor on the renderer, its context or its format, and doesn't mark them
/// `Sendable`), any thread may draw with a renderer it owns: the drawing goes to that thread's context stack.
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(size: CGSize) {
        bounds = CGRect(origin: .zero, size: size)
        format = UIGraphicsImageRendererFormat()
        super.init()
    }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
        super.init()
    }

    public init(bounds: CGRect) {
        self.bounds = bounds
        format = UIGraphicsImageRendererFormat()
        super.init()
    }

    /// Runs the drawing actions into a fresh context the size of the image and returns the image: vectors the car
    /// draws at any scale, or, once the actions draw a bitmap (`UIImage.draw(in:)` of a photo, `CGContext.draw(_:in:)`),
    /// pixels at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(origin: CGPoint(x: -bounds.minX, y: -bounds.minY))
        let scale = format.scale > 0 ? format.scale : 1
        context.canvasScale = Double(scale)
        context.pendingCanvasSize = (Int((bounds.width * scale).rounded(.up)), Int((bounds.height * scale).rounded(.up)))
        UIGraphicsPushContext(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        UIGraphicsPopContext()
        if let canvas = context.canvas, let png = canvas.bitmap.pngData() {
            return UIImage(source: .data(png), size: bounds.size, scale: scale)
        }
        return UIImage(source: .drawing(context.commands), size: bounds.size, scale: format.scale)
    }

    /// The image the actions draw, as PNG. Mirrors [`pngData(actions:)`](https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/pngdata(actions:)).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let image = image(actions: actions)
        return image.pngData() ?? image.cgImage?.bitmap.pngData() ?? Data()
    }
}

/// The drawing environment of an image renderer.
/// Mirrors [`UIGraphicsImageRendererContext`](https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext).
open class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills a rectangle with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes a rectangle's outline with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// How an image renderer makes its images (the scale; the car draws the vectors at any scale).
/// Mirrors [`UIGraphicsImageRendererFormat`](https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat).
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat = 2
    open var opaque = false
    public required override init() { super.init() }

    /// The format that suits the device best (a scale of 2 here: the car's images are drawn at its own scale). Mirrors
    /// [`preferred()`](https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/preferred()).
    open class func preferred() -> Self { Self() }

    /// The format of the main screen (deprecated by Apple for `preferred()`). Mirrors
    /// [`default()`](https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/default()).
    open class func `default`() -> Self { Self() }
}
