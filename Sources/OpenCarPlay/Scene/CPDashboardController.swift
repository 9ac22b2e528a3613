// SPDX-License-Identifier: Apache-2.0
import Foundation
import OpenUIKit

/// The dashboard's shortcut buttons, shown when the app is not navigating (give two).
/// Mirrors [`CPDashboardController`](https://developer.apple.com/documentation/carplay/cpdashboardcontroller).
@preconcurrency @MainActor
open class CPDashboardController: NSObject {
    open var shortcutButtons: [CPDashboardButton] = [] { didSet { CPRuntime.elementDidChange(self, "shortcutButtons") } }
    package override init() { super.init() }
}
