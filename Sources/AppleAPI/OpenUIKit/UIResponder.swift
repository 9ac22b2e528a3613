// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The base of UIKit's event-handling objects; scene delegates usually inherit from it.
///
/// Mirrors [`UIResponder`](https://developer.apple.com/documentation/uikit/uiresponder).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    open var next: UIResponder? { nil }

    /// VoiceOver's two-finger double tap (the app's main action); true when the responder handled it. The simulated
    /// phone has no VoiceOver to send it. Mirrors
    /// [`accessibilityPerformMagicTap()`](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformmagictap()).
    @MainActor open func accessibilityPerformMagicTap() -> Bool { false }
}
