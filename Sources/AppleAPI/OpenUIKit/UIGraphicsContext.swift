// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // CoreGraphics is on every Apple platform (a module another package names so must not flip it)
    /// The context views draw into during `draw(_:)`. Mirrors UIKit's `UIGraphicsGetCurrentContext`.
    public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.stack.last }

    /// Makes a context current. Mirrors UIKit's `UIGraphicsPushContext`.
    public func UIGraphicsPushContext(_ context: CGContext) { CGContext.stack.append(context) }

    /// Mirrors UIKit's `UIGraphicsPopContext`.
    public func UIGraphicsPopContext() { _ = CGContext.stack.popLast() }

    /// Starts an image context of `size` points at `scale` (0: the main screen's), the current context until
    /// ``UIGraphicsEndImageContext()``: UIKit's way before `UIGraphicsImageRenderer`. Mirrors
    /// [`UIGraphicsBeginImageContextWithOptions(_:_:_:)`](https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)).
    public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
        let s = scale > 0 ? scale : UIScreen.phoneScale
        let context = CGContext(origin: .zero)
        context.canvasScale = Double(s)
        context.pendingCanvasSize = (Int((size.width * s).rounded(.up)), Int((size.height * s).rounded(.up)))
        context.imageContext = (size, s)
        UIGraphicsPushContext(context)
    }

    /// An image context at a scale of 1. Mirrors
    /// [`UIGraphicsBeginImageContext(_:)`](https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontext(_:)).
    public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

    /// What the current image context holds, as an image (nil when the current context is not an image context).
    /// Mirrors [`UIGraphicsGetImageFromCurrentImageContext()`](https://developer.apple.com/documentation/uikit/uigraphicsgetimagefromcurrentimagecontext()).
    public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
        guard let context = CGContext.stack.last, let (size, scale) = context.imageContext else { return nil }
        if let canvas = context.canvas, let png = canvas.bitmap.pngData() {
            return UIImage(source: .data(png), size: size, scale: scale)
        }
        return UIImage(source: .drawing(context.commands), size: size, scale: scale)
    }

    /// Ends the current image context. Mirrors
    /// [`UIGraphicsEndImageContext()`](https://developer.apple.com/documentation/uikit/uigraphicsendimagecontext()).
    public func UIGraphicsEndImageContext() {
        guard CGContext.stack.last?.imageContext != nil else { return }
        UIGraphicsPopContext()
    }
#endif
