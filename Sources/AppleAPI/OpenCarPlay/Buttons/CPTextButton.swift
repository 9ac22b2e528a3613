// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A text button (information template actions, POI detail buttons).
///
/// Mirrors [`CPTextButton`](https://developer.apple.com/documentation/carplay/cptextbutton).
@preconcurrency @MainActor
open class CPTextButton: NSObject {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var title: String { didSet { CPRuntime.elementDidChange(self, "title") } }
    open var textStyle: CPTextButtonStyle { didSet { CPRuntime.elementDidChange(self, "textStyle") } }
    package let tapHandler: ((CPTextButton) -> Void)?

    public init(title: String, textStyle: CPTextButtonStyle, handler: ((CPTextButton) -> Void)? = nil) {
        self.title = title
        self.textStyle = textStyle
        tapHandler = handler
        super.init()
    }
}

extension CPTextButton: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
