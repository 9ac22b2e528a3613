// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A menu of up to eight image buttons with titles.
///
/// Mirrors [`CPGridTemplate`](https://developer.apple.com/documentation/carplay/cpgridtemplate). The car shows the
/// first ``CPGridTemplateMaximumItems`` buttons; more than four are balanced over two rows.
@preconcurrency @MainActor
open class CPGridTemplate: CPTemplate, CPBarButtonProviding {
    open private(set) var gridButtons: [CPGridButton]
    open private(set) var title: String

    public init(title: String?, gridButtons: [CPGridButton]) {
        self.title = title ?? ""
        self.gridButtons = gridButtons
        super.init()
    }

    /// Writes the title and the grid buttons (without their handlers).
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "grid.title")
        coder.encode(gridButtons, forKey: "grid.gridButtons")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        guard let buttons = CPCoding.objects(CPGridButton.self, "grid.gridButtons", in: coder) else { return nil }
        title = CPCoding.string("grid.title", in: coder) ?? ""
        gridButtons = buttons
        super.init(coder: coder)
    }

    open func updateGridButtons(_ gridButtons: [CPGridButton]) {
        self.gridButtons = gridButtons
        CPRuntime.contentDidChange(self, "gridButtons")
    }

    open func updateTitle(_ title: String) {
        self.title = title
        CPRuntime.contentDidChange(self, "title")
    }

    /// The largest image a grid button shows (iOS 26).
    public class var maximumGridButtonImageSize: CGSize { CPRuntime.limits.gridButtonImageSize }

    package override var templateTitle: String? { title }

    /// - Note: Not in CarPlay.
    package override var childrenToBind: [any CPCarBound] { gridButtons }
}

/// A button of a grid: an image and title variants (the car picks the longest that fits).
///
/// Mirrors [`CPGridButton`](https://developer.apple.com/documentation/carplay/cpgridbutton).
@preconcurrency @MainActor
open class CPGridButton: NSObject, @preconcurrency NSSecureCoding {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var isEnabled = true { didSet { CPRuntime.elementDidChange(self, "isEnabled") } }
    open private(set) var titleVariants: [String]
    open private(set) var image: UIImage
    open var messageConfiguration: CPMessageGridItemConfiguration? { didSet { CPRuntime.elementDidChange(self, "messageConfiguration") } }
    package let tapHandler: ((CPGridButton) -> Void)?

    public init(
        titleVariants: [String], image: UIImage, messageConfiguration: CPMessageGridItemConfiguration?,
        handler: ((CPGridButton) -> Void)?
    ) {
        self.titleVariants = titleVariants
        self.image = image
        self.messageConfiguration = messageConfiguration
        tapHandler = handler
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes whether enabled, the title variants, the image and the message configuration (conversation identifier
    /// and unread flag). The handler is not archived (closures can't be; iOS doesn't either).
    open func encode(with coder: NSCoder) {
        coder.encode(isEnabled, forKey: "isEnabled")
        coder.encode(titleVariants, forKey: "titleVariants")
        CPCoding.encode(image, forKey: "image", in: coder)
        if let messageConfiguration {
            coder.encode(messageConfiguration.conversationIdentifier, forKey: "conversationIdentifier")
            coder.encode(messageConfiguration.isUnread, forKey: "isUnread")
        }
    }

    /// Reads what ``encode(with:)`` wrote. A decoded button has no handler: tapping it in the car does nothing.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let titles = CPCoding.strings("titleVariants", in: coder), let image = d.image("image") else {
            return nil
        }
        isEnabled = coder.decodeBool(forKey: "isEnabled")
        titleVariants = titles
        self.image = image
        messageConfiguration = CPCoding.string("conversationIdentifier", in: coder).map {
            CPMessageGridItemConfiguration(conversationIdentifier: $0, unread: coder.decodeBool(forKey: "isUnread"))
        }
        tapHandler = nil
        guard !d.failed else { return nil }
        super.init()
    }

    public convenience init(titleVariants: [String], image: UIImage, handler: ((CPGridButton) -> Void)? = nil) {
        self.init(titleVariants: titleVariants, image: image, messageConfiguration: nil, handler: handler)
    }

    open func updateImage(_ image: UIImage) {
        self.image = image
        CPRuntime.elementDidChange(self, "image")
    }

    open func updateTitleVariants(_ titleVariants: [String]) {
        self.titleVariants = titleVariants
        CPRuntime.elementDidChange(self, "titleVariants")
    }
}

/// Marks a grid button as a conversation (iOS 26). Mirrors [`CPMessageGridItemConfiguration`](https://developer.apple.com/documentation/carplay/cpmessagegriditemconfiguration).
@preconcurrency @MainActor
open class CPMessageGridItemConfiguration: NSObject {
    public let conversationIdentifier: String
    open var isUnread: Bool
    public init(conversationIdentifier: String, unread: Bool) {
        self.conversationIdentifier = conversationIdentifier
        self.isUnread = unread
        super.init()
    }
}

extension CPGridButton: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
