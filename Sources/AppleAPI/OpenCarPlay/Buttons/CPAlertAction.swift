// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The handler of an alert action. Mirrors `CPAlertActionHandler`.
public typealias CPAlertActionHandler = (CPAlertAction) -> Void

/// A button of an alert, action sheet or navigation alert.
///
/// Mirrors [`CPAlertAction`](https://developer.apple.com/documentation/carplay/cpalertaction).
@preconcurrency @MainActor
open class CPAlertAction: NSObject, @preconcurrency NSSecureCoding {
    /// Mirrors [`CPAlertAction.Style`](https://developer.apple.com/documentation/carplay/cpalertaction/style).
    public enum Style: UInt, Sendable {
        case `default` = 0
        case cancel, destructive
    }

    public let title: String
    public let style: CPAlertAction.Style
    public let color: UIColor?
    public let handler: CPAlertActionHandler

    public init(title: String, style: CPAlertAction.Style, handler: @escaping CPAlertActionHandler) {
        self.title = title
        self.style = style
        self.color = nil
        self.handler = handler
        super.init()
    }

    public init(title: String, color: UIColor, handler: @escaping CPAlertActionHandler) {
        self.title = title
        self.style = .default
        self.color = color
        self.handler = handler
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the title, style and colour. The handler is not archived (closures can't be; iOS doesn't either).
    open func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(Int64(style.rawValue), forKey: "style")
        CPCoding.encode(color, forKey: "color", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote. The decoded action's handler does nothing.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let title = CPCoding.string("title", in: coder), let style = CPCoding.enumeration(Style.self, "style", in: coder) else {
            return nil
        }
        self.title = title
        self.style = style
        color = d.color("color")
        handler = { _ in }
        guard !d.failed else { return nil }
        super.init()
    }
}
