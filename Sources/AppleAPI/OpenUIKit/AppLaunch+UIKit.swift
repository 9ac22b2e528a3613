// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps

/// UIKit's part of one launch of an app: what iOS keeps for the life of the app's process — its `UIApplication`, its
/// app delegate, its asset catalog — beside the bundle, language and data container every stand-in reads from the
/// launch itself. The car makes the launch when it launches the app (the first connection, a relaunch after a crash)
/// and drops it when the app's process would end; whose code runs is `AppLaunch.current`. - Note: Ours (not in UIKit).
extension AppLaunch {
    /// A launch of the app called `name` with UIKit's part made at once: its `UIApplication.shared` (as iOS makes it
    /// before the app delegate), and the asset catalog `UIImage(named:)` and `UIColor(named:)` read while its code runs.
    @MainActor
    package convenience init(
        name: String, bundleFolder: URL?, bundleHandle: BundleHandle?, assetCatalog: AssetCatalog?, phoneLanguage: String = "en",
        dataContainer: URL? = nil
    ) {
        self.init(name: name, bundleFolder: bundleFolder, bundleHandle: bundleHandle, phoneLanguage: phoneLanguage, dataContainer: dataContainer)
        let part = UIKitLaunchPart(application: UIApplication(launchOf: name), assetCatalog: .some(assetCatalog))
        _ = instance(UIKitLaunchPart.self) { part }
    }

    /// UIKit's part, made on first use for a launch made without it (a launch for the stand-ins alone), with no asset
    /// catalog of its own.
    @MainActor private var uikit: UIKitLaunchPart {
        instance(UIKitLaunchPart.self) { UIKitLaunchPart(application: UIApplication(launchOf: name), assetCatalog: .none) }
    }

    /// The app's `UIApplication.shared`.
    @MainActor package var application: UIApplication { uikit.application }

    /// The app delegate the car made for this launch. UIKit keeps it for the process's life (the application holds it
    /// only weakly), so the launch does.
    @MainActor package var delegate: (any UIApplicationDelegate)? {
        get { uikit.delegate }
        set {
            uikit.delegate = newValue
            application.delegate = newValue
        }
    }

    /// The app's asset catalog (its `.xcassets` folders), which `UIImage(named:)` and `UIColor(named:)` read while its
    /// code runs (``AppAssets``), if it has one.
    package var assetCatalog: AssetCatalog? { existingInstance(UIKitLaunchPart.self)?.assetCatalog ?? nil }
}

/// What UIKit keeps for one launch, kept among the launch's instances. - Note: Ours.
final class UIKitLaunchPart: @unchecked Sendable {
    @MainActor let application: UIApplication
    @MainActor var delegate: (any UIApplicationDelegate)?
    /// The catalog the launch was made with (`.some(nil)`: none; `.none`: the launch was made without UIKit's part,
    /// which reads the main bundle's, as code outside any app does).
    let assetCatalog: AssetCatalog??

    @MainActor
    init(application: UIApplication, assetCatalog: AssetCatalog??) {
        self.application = application
        self.assetCatalog = assetCatalog
    }
}
