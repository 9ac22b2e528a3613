// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The instrument cluster's window and settings. Mirrors [`CPInstrumentClusterController`](https://developer.apple.com/documentation/carplay/cpinstrumentclustercontroller).
@preconcurrency @MainActor
open class CPInstrumentClusterController: NSObject {
    open weak var delegate: (any CPInstrumentClusterControllerDelegate)?
    open package(set) var instrumentClusterWindow: UIWindow?
    open package(set) var speedLimitSetting: CPInstrumentClusterSetting = .userPreference
    open package(set) var compassSetting: CPInstrumentClusterSetting = .userPreference
    /// Shown while the app is not navigating.
    open var inactiveDescriptionVariants: [String] = []
    open var attributedInactiveDescriptionVariants: [NSAttributedString] = []
    package override init() { super.init() }
}
