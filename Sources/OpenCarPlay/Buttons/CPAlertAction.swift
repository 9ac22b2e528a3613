// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The handler of an alert action. Mirrors `CPAlertActionHandler`.
public typealias CPAlertActionHandler = (CPAlertAction) -> Void

/// A button of an alert, action sheet or navigation alert.
///
/// Mirrors [`CPAlertAction`](https://developer.apple.com/documentation/carplay/cpalertaction).
@preconcurrency @MainActor
open class CPAlertAction: NSObject {
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
}
