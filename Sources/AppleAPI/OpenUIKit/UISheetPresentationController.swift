// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The presentation of a sheet: the heights (detents) it may rest at and how it looks. Mirrors
/// [`UISheetPresentationController`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller).
/// A controller presented as a page or form sheet (`modalPresentationStyle` `.automatic`, `.pageSheet`, `.formSheet`)
/// has one (`UIViewController.sheetPresentationController`); what the app sets is kept.
/// - Note: Ours: the sheet covers the window at every detent here (the phone's screens aren't drawn).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// Mirrors [`detents`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents)
    /// (UIKit's default: large only).
    open var detents: [Detent] = [.large()]
    /// Mirrors [`selectedDetentIdentifier`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier).
    open var selectedDetentIdentifier: Detent.Identifier?
    /// Mirrors [`largestUndimmedDetentIdentifier`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Mirrors [`prefersGrabberVisible`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible).
    open var prefersGrabberVisible = false
    /// Mirrors [`prefersScrollingExpandsWhenScrolledToEdge`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersscrollingexpandswhenscrolledtoedge).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Mirrors [`prefersEdgeAttachedInCompactHeight`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Mirrors [`preferredCornerRadius`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredcornerradius).
    open var preferredCornerRadius: CGFloat?

    /// Runs `changes` to the sheet's properties. Mirrors
    /// [`animateChanges(_:)`](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:))
    /// (nothing animates here).
    open func animateChanges(_ changes: () -> Void) { changes() }
}
