// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A person or business with action buttons (call, message, directions).
///
/// Mirrors [`CPContactTemplate`](https://developer.apple.com/documentation/carplay/cpcontacttemplate).
@preconcurrency @MainActor
open class CPContactTemplate: CPTemplate, CPBarButtonProviding {
    open var contact: CPContact { didSet { CPRuntime.contentDidChange(self, "contact") } }

    public init(contact: CPContact) {
        self.contact = contact
        super.init()
    }

    package override var templateTitle: String? { contact.name }

    /// - Note: Not in CarPlay.
    package override func bindChildren(to host: any CPSystemHost) {
        super.bindChildren(to: host)
        contact.bind(to: host)
    }
}

/// The content of a contact template. Mirrors [`CPContact`](https://developer.apple.com/documentation/carplay/cpcontact).
@preconcurrency @MainActor
open class CPContact: NSObject {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var name: String { didSet { CPRuntime.elementDidChange(self, "name") } }
    /// Scaled to ``CPButtonMaximumImageSize`` when shown.
    open var image: UIImage { didSet { CPRuntime.elementDidChange(self, "image") } }
    open var actions: [CPButton] = [] { didSet { CPRuntime.elementDidChange(self, "actions") } }
    open var subtitle: String? { didSet { CPRuntime.elementDidChange(self, "subtitle") } }
    open var informativeText: String? { didSet { CPRuntime.elementDidChange(self, "informativeText") } }

    public init(name: String, image: UIImage) {
        self.name = name
        self.image = image
        super.init()
    }
}

extension CPContact: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {
        for a in actions { a.bind(to: host) }
    }
}
