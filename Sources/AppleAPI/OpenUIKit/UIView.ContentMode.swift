// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIView {
    /// How a view's content fills its bounds when their sizes differ. Mirrors
    /// [`UIView.ContentMode`](https://developer.apple.com/documentation/uikit/uiview/contentmode).
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

        /// Where content of `size` goes in `bounds`. - Note: Ours (UIKit places layer contents this way).
        package func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0 else { return bounds }
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let sx = bounds.width / size.width
                let sy = bounds.height / size.height
                let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
                let w = size.width * s
                let h = size.height * s
                return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
            default:
                let x: CGFloat
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
                default: x = bounds.midX - size.width / 2
                }
                let y: CGFloat
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
                default: y = bounds.midY - size.height / 2
                }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }
}
