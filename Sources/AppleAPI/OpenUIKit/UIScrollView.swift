// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view whose content is larger than itself and moves under it. Mirrors
/// [`UIScrollView`](https://developer.apple.com/documentation/uikit/uiscrollview).
///
/// As in UIKit, the content offset is the view's `bounds.origin`, so subviews placed in content coordinates show
/// moved by it (drawing, hit testing and `convert` follow the bounds). What is here: the offset, size and insets of the
/// content, limits a programmatic scroll keeps to, `scrollRectToVisible(_:animated:)`, zoom scale limits and the
/// delegate's scroll and zoom callbacks; zooming (``zoomScale``, ``zoom(to:animated:)``) resizes the delegate's
/// `viewForZooming(in:)` and the content with it. - Note: Not here (ours): dragging, deceleration, bouncing and scroll
/// indicators (the car's touches tap; a knob moves focus); animations end at once. UIKit zooms with a transform, which
/// keeps the zoomed view's bounds: here its frame and bounds are resized (no transforms), so an image view shows its
/// image zoomed, and the zoomed view's own subviews keep their frames. `UITableView` is not a subclass of it here.
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
    /// Mirrors [`bouncesZoom`](https://developer.apple.com/documentation/uikit/uiscrollview/bounceszoom) (no bouncing here).
    open var bouncesZoom = true
    /// Mirrors [`scrollsToTop`](https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop) (the car has
    /// no status bar tap).
    open var scrollsToTop = true
    /// The zoom scale as last set (``zoomScale`` reads it).
    private var currentZoomScale: CGFloat = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // As UIKit's: a scroll view shows its content only inside its bounds.
        clipsToBounds = true
    }

    /// A resized scroll view keeps its offset within the content (UIKit's does so when it isn't being dragged; we
    /// believe it does in any case, unconfirmed).
    open override var frame: CGRect {
        didSet {
            if frame.size != oldValue.size { contentOffset = keptWithinContent(contentOffset) }
        }
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
        setContentOffset(keptWithinContent(offset), animated: animated)
    }

    /// Mirrors [`zoomScale`](https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale): kept between the
    /// minimum and maximum zoom scales. Setting it resizes the delegate's `viewForZooming(in:)` by the change of scale
    /// and makes the content size that view's size, keeping the content offset within the content.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set {
            let clamped = min(max(newValue, minimumZoomScale), maximumZoomScale)
            guard clamped != currentZoomScale, clamped > 0, clamped.isFinite else { return }
            let change = clamped / currentZoomScale
            currentZoomScale = clamped
            if let zoomed = delegate?.viewForZooming(in: self) {
                zoomed.frame = CGRect(
                    x: zoomed.frame.minX * change, y: zoomed.frame.minY * change, width: zoomed.frame.width * change,
                    height: zoomed.frame.height * change)
                contentSize = zoomed.frame.size
                contentOffset = keptWithinContent(contentOffset)
            }
            delegate?.scrollViewDidZoom(self)
        }
    }

    /// Mirrors [`setZoomScale(_:animated:)`](https://developer.apple.com/documentation/uikit/uiscrollview/setzoomscale(_:animated:)):
    /// the scale changes at once.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }

    /// Zooms so `rect` (in the zoomed view's coordinates at scale 1, as UIKit's are) fills the view as far as the zoom
    /// limits allow, and scrolls it to the middle (kept within the content). Mirrors
    /// [`zoom(to:animated:)`](https://developer.apple.com/documentation/uikit/uiscrollview/zoom(to:animated:)): as in
    /// UIKit, nothing happens unless the delegate gives a view for zooming. The change is at once; with `animated` the
    /// delegate also hears that the scrolling animation ended.
    open func zoom(to rect: CGRect, animated: Bool) {
        // A view not laid out yet (no size) zooms out as far as it may, as the fitting scale is 0.
        guard delegate?.viewForZooming(in: self) != nil, rect.width > 0, rect.height > 0 else { return }
        zoomScale = min(bounds.width / rect.width, bounds.height / rect.height)
        let scale = zoomScale
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        setContentOffset(keptWithinContent(offset), animated: animated)
    }

    /// `offset` moved the least so the view stays over the content and its insets.
    private func keptWithinContent(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let size = bounds.size
        // `0 - inset`, not `-inset`: no offset of -0.0.
        return CGPoint(
            x: min(max(offset.x, 0 - inset.left), max(contentSize.width + inset.right - size.width, 0 - inset.left)),
            y: min(max(offset.y, 0 - inset.top), max(contentSize.height + inset.bottom - size.height, 0 - inset.top)))
    }
}
