// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(QuartzCore)
    /// The layer behind a view (QuartzCore). Mirrors [`CALayer`](https://developer.apple.com/documentation/quartzcore/calayer)
    /// as views' layers are used: each `UIView` has one (``UIView/layer``), sharing the view's frame, bounds, opacity,
    /// visibility, background and clipping (`masksToBounds` is the view's `clipsToBounds`), and ``render(in:)`` draws
    /// the view and its subviews into a context (what a view's snapshot does).
    /// - Note: Ours: layers are not a tree of their own here; borders, shadows and corner radii are kept as set but not
    ///   drawn, and there are no animations or sublayers of the app's own.
    @preconcurrency @MainActor
    open class CALayer: NSObject {
        /// The view the layer backs.
        package private(set) weak var view: UIView?

        package init(view: UIView) {
            self.view = view
            super.init()
        }

        /// A layer backing no view (its drawing is empty here).
        public override init() { super.init() }

        open var frame: CGRect {
            get { view?.frame ?? .zero }
            set { view?.frame = newValue }
        }
        open var bounds: CGRect {
            get { view?.bounds ?? .zero }
            set { view?.bounds = newValue }
        }
        open var isHidden: Bool {
            get { view?.isHidden ?? false }
            set { view?.isHidden = newValue }
        }
        /// Mirrors [`opacity`](https://developer.apple.com/documentation/quartzcore/calayer/opacity): the view's alpha.
        open var opacity: Float {
            get { Float(view?.alpha ?? 1) }
            set { view?.alpha = CGFloat(newValue) }
        }
        /// Mirrors [`masksToBounds`](https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds): the view's
        /// `clipsToBounds`.
        open var masksToBounds: Bool {
            get { view?.clipsToBounds ?? false }
            set { view?.clipsToBounds = newValue }
        }
        /// Mirrors [`backgroundColor`](https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor): the view's.
        open var backgroundColor: CGColor? {
            get { view?.backgroundColor?.cgColor }
            set {
                view?.backgroundColor = newValue.map {
                    let c = $0.components ?? [0, 0, 0, 1]
                    return UIColor(red: c[0], green: c.count > 1 ? c[1] : c[0], blue: c.count > 2 ? c[2] : c[0], alpha: c.count > 3 ? c[3] : 1)
                }
            }
        }
        open var cornerRadius: CGFloat = 0
        open var borderWidth: CGFloat = 0
        open var borderColor: CGColor?
        open var shadowColor: CGColor?
        open var shadowOpacity: Float = 0
        open var shadowOffset = CGSize(width: 0, height: -3)
        open var shadowRadius: CGFloat = 3
        open var contentsScale: CGFloat = 1
        open var name: String?

        /// Asks the view to draw again. Mirrors [`setNeedsDisplay()`](https://developer.apple.com/documentation/quartzcore/calayer/setneedsdisplay()).
        open func setNeedsDisplay() { view?.setNeedsDisplay() }
        /// Mirrors [`setNeedsLayout()`](https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout()).
        open func setNeedsLayout() { view?.setNeedsLayout() }

        /// Draws the view and its subviews into `ctx`, in the layer's own coordinates (its top-left at the context's
        /// origin). Mirrors [`render(in:)`](https://developer.apple.com/documentation/quartzcore/calayer/render(in:)).
        open func render(in ctx: CGContext) {
            guard let view else { return }
            var commands: [DrawingCommand] = []
            let traits = view.window?.windowTraits ?? UITraitCollection.current
            // A view in a superview is placed by its frame's origin, which the layer's coordinates start at.
            let origin = view.superview == nil ? CGPoint.zero : CGPoint(x: -view.frame.minX, y: -view.frame.minY)
            view.recordDrawing(into: &commands, origin: origin, traits: traits)
            ctx.replay(commands, from: CGSize(width: 1, height: 1), in: CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    extension UIView {
        /// The view's layer. Mirrors [`layer`](https://developer.apple.com/documentation/uikit/uiview/layer).
        public var layer: CALayer { backingLayer }
    }
#endif
