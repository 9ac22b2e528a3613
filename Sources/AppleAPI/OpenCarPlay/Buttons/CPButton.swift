// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// An image button, used by contact templates and section headers.
///
/// Mirrors [`CPButton`](https://developer.apple.com/documentation/carplay/cpbutton).
@preconcurrency @MainActor
open class CPButton: NSObject {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open private(set) var image: UIImage?
    open var title: String? { didSet { CPRuntime.elementDidChange(self, "title") } }
    open var isEnabled: Bool = true { didSet { CPRuntime.elementDidChange(self, "isEnabled") } }
    package let tapHandler: ((CPButton) -> Void)?

    public init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        self.image = image
        tapHandler = handler
        super.init()
    }

    package init(systemImage: String, title: String?, handler: ((CPButton) -> Void)?) {
        image = UIImage(systemName: systemImage)
        self.title = title
        tapHandler = handler
        super.init()
    }

    /// What the system does on tap instead of calling a handler. - Note: Not in CarPlay.
    package var systemAction: String? { nil }
}

/// Calls the contact. Mirrors [`CPContactCallButton`](https://developer.apple.com/documentation/carplay/cpcontactcallbutton).
@preconcurrency @MainActor
open class CPContactCallButton: CPButton {
    public init(handler: ((CPButton) -> Void)? = nil) {
        super.init(systemImage: "phone.fill", title: "Call", handler: handler)
    }
}

/// Starts directions to the contact. Mirrors [`CPContactDirectionsButton`](https://developer.apple.com/documentation/carplay/cpcontactdirectionsbutton).
@preconcurrency @MainActor
open class CPContactDirectionsButton: CPButton {
    public init(handler: ((CPButton) -> Void)? = nil) {
        super.init(systemImage: "car.fill", title: "Directions", handler: handler)
    }
}

/// Hands off to Siri to message a phone number or e-mail; calls no handler.
/// Mirrors [`CPContactMessageButton`](https://developer.apple.com/documentation/carplay/cpcontactmessagebutton).
@preconcurrency @MainActor
open class CPContactMessageButton: CPButton {
    public let phoneOrEmail: String
    public init(phoneOrEmail: String) {
        self.phoneOrEmail = phoneOrEmail
        super.init(systemImage: "message.fill", title: "Message", handler: nil)
    }
    package override var systemAction: String? { "siri.message:\(phoneOrEmail)" }
}

extension CPButton: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
