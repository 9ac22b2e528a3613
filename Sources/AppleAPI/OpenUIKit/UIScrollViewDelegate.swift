// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a scroll view tells its delegate. Mirrors
/// [`UIScrollViewDelegate`](https://developer.apple.com/documentation/uikit/uiscrollviewdelegate). Its methods are
/// optional in UIKit: here they are requirements with empty default implementations.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// After every change of `contentOffset`. Mirrors
    /// [`scrollViewDidScroll(_:)`](https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// After `setContentOffset(_:animated:)` with an animation. Mirrors
    /// [`scrollViewDidEndScrollingAnimation(_:)`](https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// After `zoomScale` changes. Mirrors
    /// [`scrollViewDidZoom(_:)`](https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidzoom(_:)).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// The view that zooms. Mirrors
    /// [`viewForZooming(in:)`](https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/viewforzooming(in:)).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
