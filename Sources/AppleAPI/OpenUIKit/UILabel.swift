// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Mirrors [`NSTextAlignment`](https://developer.apple.com/documentation/uikit/nstextalignment).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center, right, justified, natural
}

/// Read-only text. Mirrors [`UILabel`](https://developer.apple.com/documentation/uikit/uilabel) (one line is drawn,
/// truncated with an ellipsis; `numberOfLines` is kept but not wrapped yet).
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        didSet {
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { superview?.setNeedsLayout() } }
    open var textColor: UIColor = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public convenience init() { self.init(frame: .zero) }

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return CGSize(width: font.estimatedWidth(of: text), height: font.lineHeight)
    }
}
