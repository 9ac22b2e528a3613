// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The handler of a bar button. Mirrors `CPBarButtonHandler`.
public typealias CPBarButtonHandler = (CPBarButton) -> Void

/// A button in a template's navigation bar, with a title or an image.
///
/// Mirrors [`CPBarButton`](https://developer.apple.com/documentation/carplay/cpbarbutton).
@preconcurrency @MainActor
open class CPBarButton: NSObject {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    /// Mirrors [`CPBarButton.Type`](https://developer.apple.com/documentation/carplay/cpbarbutton/type) (deprecated in iOS 14).
    public enum `Type`: UInt, Sendable {
        case text = 0
        case image
    }

    open var isEnabled: Bool = true { didSet { CPRuntime.elementDidChange(self, "isEnabled") } }
    open var image: UIImage? { didSet { CPRuntime.elementDidChange(self, "image") } }
    open var title: String? { didSet { CPRuntime.elementDidChange(self, "title") } }
    open var buttonStyle: CPBarButtonStyle = .none
    @available(iOS, introduced: 12.0, deprecated: 14.0)
    public var buttonType: CPBarButton.`Type` { legacyType }
    private let legacyType: CPBarButton.`Type`
    /// The handler the car calls on tap. - Note: Not in CarPlay as a property.
    package let tapHandler: CPBarButtonHandler?

    public init(title: String, handler: CPBarButtonHandler? = nil) {
        self.title = title
        legacyType = .text
        tapHandler = handler
        super.init()
    }

    public init(image: UIImage, handler: CPBarButtonHandler? = nil) {
        self.image = image
        legacyType = .image
        tapHandler = handler
        super.init()
    }

    @available(iOS, introduced: 12.0, deprecated: 14.0)
    public init(type: CPBarButton.`Type`, handler: ((CPBarButton) -> Void)?) {
        legacyType = type
        tapHandler = handler
        super.init()
    }

    /// What launches when tapped, for buttons the system handles itself. - Note: Not in CarPlay.
    package var systemAction: String? { nil }
}

/// A bar button that starts Siri's compose-a-message flow. Mirrors [`CPMessageComposeBarButton`](https://developer.apple.com/documentation/carplay/cpmessagecomposebarbutton).
@preconcurrency @MainActor
open class CPMessageComposeBarButton: CPBarButton {
    public init() { super.init(image: UIImage(systemName: "square.and.pencil")!, handler: nil) }
    public init(image: UIImage) { super.init(image: image, handler: nil) }
    package override var systemAction: String? { "siri.composeMessage" }
}

extension CPBarButton: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
