// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The handler of a bar button. Mirrors `CPBarButtonHandler`.
public typealias CPBarButtonHandler = (CPBarButton) -> Void

/// A button in a template's navigation bar, with a title or an image.
///
/// Mirrors [`CPBarButton`](https://developer.apple.com/documentation/carplay/cpbarbutton).
@preconcurrency @MainActor
open class CPBarButton: NSObject, @preconcurrency NSSecureCoding {
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

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes whether enabled, the image, title, style and (deprecated) type. The handler is not archived (closures
    /// can't be; iOS doesn't either).
    open func encode(with coder: NSCoder) {
        coder.encode(isEnabled, forKey: "isEnabled")
        CPCoding.encode(image, forKey: "image", in: coder)
        coder.encode(title, forKey: "title")
        coder.encode(Int64(buttonStyle.rawValue), forKey: "buttonStyle")
        coder.encode(Int64(legacyType.rawValue), forKey: "type")
    }

    /// Reads what ``encode(with:)`` wrote. A decoded button has no handler: tapping it in the car does nothing.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        let type: CPBarButton.`Type`? = .init(rawValue: UInt(truncatingIfNeeded: coder.decodeInt64(forKey: "type")))
        guard let style = CPCoding.enumeration(CPBarButtonStyle.self, "buttonStyle", in: coder), let type else { return nil }
        legacyType = type
        tapHandler = nil
        isEnabled = coder.decodeBool(forKey: "isEnabled")
        image = d.image("image")
        title = CPCoding.string("title", in: coder)
        buttonStyle = style
        guard !d.failed else { return nil }
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
    /// Reads what ``CPBarButton/encode(with:)`` wrote; the button still starts Siri's compose flow when tapped.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    package override var systemAction: String? { "siri.composeMessage" }
}

extension CPBarButton: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
