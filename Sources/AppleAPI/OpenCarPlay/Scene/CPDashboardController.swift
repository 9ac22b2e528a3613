// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The dashboard's shortcut buttons, shown when the app is not navigating (give two).
/// Mirrors [`CPDashboardController`](https://developer.apple.com/documentation/carplay/cpdashboardcontroller).
@preconcurrency @MainActor
open class CPDashboardController: NSObject {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var shortcutButtons: [CPDashboardButton] = [] { didSet { CPRuntime.elementDidChange(self, "shortcutButtons") } }
    package override init() { super.init() }
}

extension CPDashboardController: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
