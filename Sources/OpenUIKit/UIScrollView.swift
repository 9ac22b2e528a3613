// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view whose content is larger than itself and moves under it. Mirrors
/// [`UIScrollView`](https://developer.apple.com/documentation/uikit/uiscrollview).
///
/// As in UIKit, the content offset is the view's `bounds.origin`, so subviews placed in content coordinates show
/// moved by it (drawing, hit testing and `convert` follow the bounds). What is here: the offset, size and insets of the
/// content, limits a programmatic scroll keeps to, `scrollRectToVisible(_:animated:)`, zoom scale limits and the
/// delegate's scroll and zoom callbacks. - Note: Not here (ours): dragging, deceleration, bouncing and scroll
/// indicators (the car's touches tap; a knob moves focus), and zooming doesn't scale the zoomed view's drawing.
/// `UITableView` is not a subclass of it here.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Mirrors [`delegate`](https://developer.apple.com/documentation/uikit/uiscrollview/delegate).
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The content's size. Mirrors [`contentSize`](https://developer.apple.com/documentation/uikit/uiscrollview/contentsize).
    open var contentSize: CGSize = .zero
    /// Space around the content. Mirrors [`contentInset`](https://developer.apple.com/documentation/uikit/uiscrollview/contentinset).
    open var contentInset: UIEdgeInsets = .zero
    /// Mirrors [`isScrollEnabled`](https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled).
    open var isScrollEnabled = true
    /// Mirrors [`isPagingEnabled`](https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled).
    open var isPagingEnabled = false
    /// Mirrors [`bounces`](https://developer.apple.com/documentation/uikit/uiscrollview/bounces).
    open var bounces = true
    /// Mirrors [`alwaysBounceVertical`](https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical).
    open var alwaysBounceVertical = false
    /// Mirrors [`alwaysBounceHorizontal`](https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal).
    open var alwaysBounceHorizontal = false
    /// Mirrors [`showsVerticalScrollIndicator`](https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator).
    open var showsVerticalScrollIndicator = true
    /// Mirrors [`showsHorizontalScrollIndicator`](https://developer.apple.com/documentation/uikit/uiscrollview/showshorizontalscrollindicator).
    open var showsHorizontalScrollIndicator = true
    /// Mirrors [`minimumZoomScale`](https://developer.apple.com/documentation/uikit/uiscrollview/minimumzoomscale).
    open var minimumZoomScale: CGFloat = 1
    /// Mirrors [`maximumZoomScale`](https://developer.apple.com/documentation/uikit/uiscrollview/maximumzoomscale).
    open var maximumZoomScale: CGFloat = 1
    private var zoom: CGFloat = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The point of the content at the view's top-left corner: the view's `bounds.origin`. Setting it calls the
    /// delegate's `scrollViewDidScroll(_:)`. Mirrors
    /// [`contentOffset`](https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Mirrors [`adjustedContentInset`](https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset):
    /// the content inset (the safe area isn't added here).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Scrolls to `contentOffset`; with an animation the delegate also hears that the animation ended (the offset
    /// changes at once). Mirrors
    /// [`setContentOffset(_:animated:)`](https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least distance that shows `rect` (content coordinates), keeping within the content. Mirrors
    /// [`scrollRectToVisible(_:animated:)`](https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let inset = adjustedContentInset
        offset.x = min(max(offset.x, -inset.left), max(contentSize.width + inset.right - size.width, -inset.left))
        offset.y = min(max(offset.y, -inset.top), max(contentSize.height + inset.bottom - size.height, -inset.top))
        setContentOffset(offset, animated: animated)
    }

    /// Mirrors [`zoomScale`](https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale): kept between the
    /// minimum and maximum zoom scales.
    open var zoomScale: CGFloat {
        get { zoom }
        set {
            let clamped = min(max(newValue, minimumZoomScale), maximumZoomScale)
            guard clamped != zoom else { return }
            zoom = clamped
            delegate?.scrollViewDidZoom(self)
        }
    }

    /// Mirrors [`setZoomScale(_:animated:)`](https://developer.apple.com/documentation/uikit/uiscrollview/setzoomscale(_:animated:)).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }
}
