// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Shows an image (a symbol is tinted). Mirrors [`UIImageView`](https://developer.apple.com/documentation/uikit/uiimageview).
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }
    open var preferredSymbolConfiguration: Any?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }

    /// The image, placed by ``contentMode``; symbols and template images in the view's tint colour. Drawn outside the
    /// view's bounds too unless it clips to them, as in UIKit.
    package override func recordContent(in context: CGContext, traits: UITraitCollection) {
        guard let image else { return }
        let tinted = image.renderingMode == .alwaysTemplate || image.isSymbolImage
        let tint = tinted ? (image.tintColor ?? tintColor ?? .tintColor).rgba(for: traits) : nil
        context.recordImage(
            image, in: contentMode.placement(of: image.size, in: bounds), tint: tint.map { [Double($0.0), Double($0.1), Double($0.2), Double($0.3)] })
    }
}
