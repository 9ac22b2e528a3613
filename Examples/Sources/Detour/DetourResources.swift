// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where Detour's declaration files are: shipped as resources, as ChargeFinder's are (SwiftPM refuses an Info.plist at
/// the top of a target).
public enum DetourResources {
    public static var infoPlist: URL { Bundle.module.url(forResource: "Declarations/Info", withExtension: "plist")! }
    public static var entitlements: URL { Bundle.module.url(forResource: "Declarations/Detour", withExtension: "entitlements")! }
}
