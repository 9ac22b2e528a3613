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
}
