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

    /// Writes the contact.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(contact, forKey: "contactTemplate.contact")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        guard let contact = CPCoding.object(CPContact.self, "contactTemplate.contact", in: coder) else { return nil }
        self.contact = contact
        super.init(coder: coder)
    }

    package override var templateTitle: String? { contact.name }

    /// - Note: Not in CarPlay.
    package override var childrenToBind: [any CPCarBound] { [contact] }
}

/// The content of a contact template. Mirrors [`CPContact`](https://developer.apple.com/documentation/carplay/cpcontact).
@preconcurrency @MainActor
open class CPContact: NSObject, @preconcurrency NSSecureCoding {
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

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the name, image, subtitle, informative text and action buttons (their kind, image, title and a message
    /// button's address; not their handlers).
    open func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        CPCoding.encode(image, forKey: "image", in: coder)
        CPCoding.encodeValue(actions.map(ButtonPlist.init), forKey: "actions", in: coder)
        coder.encode(subtitle, forKey: "subtitle")
        coder.encode(informativeText, forKey: "informativeText")
    }

    /// Reads what ``encode(with:)`` wrote. Decoded call and directions buttons have no handlers.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let name = CPCoding.string("name", in: coder), let image = d.image("image"),
            let rawActions = d.decoded("actions", as: [ButtonPlist].self)
        else { return nil }
        let actions = rawActions.compactMap { $0.button() }
        guard actions.count == rawActions.count else { return nil }
        self.name = name
        self.image = image
        self.actions = actions
        subtitle = CPCoding.string("subtitle", in: coder)
        informativeText = CPCoding.string("informativeText", in: coder)
        guard !d.failed else { return nil }
        super.init()
    }
}

extension CPContact: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {
        for a in actions { a.bind(to: host) }
    }
}
