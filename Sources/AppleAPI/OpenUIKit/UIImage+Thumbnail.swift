// SPDX-License-Identifier: Apache-2.0

import Foundation
internal import ImageCodec

extension UIImage {
    /// A smaller copy of a PNG or JPEG image for a `size` in points, at the image's scale; nil for images with no
    /// pixels here (symbols, named assets, drawings) or a size that isn't positive. Mirrors
    /// [`preparingThumbnail(of:)`](https://developer.apple.com/documentation/uikit/uiimage/preparingthumbnail(of:)).
    ///
    /// Apple's page says only "at the specified size"; we keep the picture's proportions and fit it inside the size
    /// (never cropped, never stretched), which is our reading, not a documented rule. The thumbnail is encoded as PNG.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard case .data(let data) = source, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let w = Double(size.width * scale).rounded()
        let h = Double(size.height * scale).rounded()
        guard w >= 1, h >= 1, w <= 16_384, h <= 16_384, let bitmap = Bitmap(decoding: data) else { return nil }
        let fitted = bitmap.fitted(width: Int(w), height: Int(h), mode: .aspectFit)
        guard let png = fitted.pngData() else { return nil }
        return UIImage(
            source: .data(png), size: CGSize(width: CGFloat(fitted.width) / scale, height: CGFloat(fitted.height) / scale), scale: scale,
            renderingMode: renderingMode)
    }

    /// ``preparingThumbnail(of:)`` off the caller's thread. Mirrors
    /// [`byPreparingThumbnail(ofSize:)`](https://developer.apple.com/documentation/uikit/uiimage/bypreparingthumbnail(ofsize:)).
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// ``preparingThumbnail(of:)`` on a background queue; the handler runs there, as on iOS. Mirrors
    /// [`prepareThumbnail(of:completionHandler:)`](https://developer.apple.com/documentation/uikit/uiimage/preparethumbnail(of:completionhandler:)).
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingThumbnail(of: size)) }
    }
}
