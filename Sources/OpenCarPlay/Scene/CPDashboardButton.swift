// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A dashboard shortcut. Mirrors [`CPDashboardButton`](https://developer.apple.com/documentation/carplay/cpdashboardbutton).
@preconcurrency @MainActor
open class CPDashboardButton: NSObject {
    public let titleVariants: [String]
    public let subtitleVariants: [String]
    public let image: UIImage
    package let tapHandler: ((CPDashboardButton) -> Void)?

    public init(titleVariants: [String], subtitleVariants: [String], image: UIImage, handler: ((CPDashboardButton) -> Void)? = nil) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.image = image
        tapHandler = handler
        super.init()
    }
}
