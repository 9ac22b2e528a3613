import Foundation

/// Where the app's declaration files are: this package ships them as resources (SwiftPM refuses an Info.plist at the
/// top of a target, so they sit in `Declarations/`). An Xcode project keeps them beside the sources instead; the
/// package `headunit init` writes for one reads them there.
public enum ChargeFinderResources {
    public static var infoPlist: URL { Bundle.module.url(forResource: "Declarations/Info", withExtension: "plist")! }
    public static var entitlements: URL { Bundle.module.url(forResource: "Declarations/ChargeFinder", withExtension: "entitlements")! }
}
