// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps
import Synchronization

/// Which asset catalog `UIImage(named:)` and `UIColor(named:)` read when the app gives no bundle: on iOS, the main
/// bundle, which is the app's. Many apps share this process, so it is the catalog of the app whose code is running,
/// found as every per-app stand-in finds it (`AppLaunch.current`: the app the car called into, else the one whose job
/// this thread runs — a dispatch block, a timer —, else the one in front); with no app, the catalogs at the top of
/// `Bundle.main`'s resources (a program with one app). - Note: Ours (not in UIKit).
package enum AppAssets {
    /// The catalog to read for a given bundle (nil: the running app's).
    package static func catalog(for bundle: Bundle?) -> AssetCatalog? {
        if let bundle { return BundleCatalogs.catalog(of: bundle) }
        // A launch the car made (UIKit's part made with it): its catalog, or none. A launch made for the stand-ins alone
        // has no UIKit part and reads the main bundle's, as code outside any app does.
        if let part = AppLaunch.current?.existingInstance(UIKitLaunchPart.self), let given = part.assetCatalog { return given }
        return BundleCatalogs.catalog(of: .main)
    }
}

/// The asset catalogs of bundles passed to `UIImage(named:in:compatibleWith:)` (`Bundle.module`), read once per
/// bundle folder: files the app ships, which don't change while it runs. A catalog that doesn't read is nil here
/// (the app gets nil images, as from a missing asset); the car reports its problems from the app's declaration.
enum BundleCatalogs {
    private static let read = Mutex<[String: AssetCatalog?]>([:])

    static func catalog(of bundle: Bundle) -> AssetCatalog? {
        guard let folder = bundle.resourceURL else { return nil }
        if let hit = read.withLock({ $0[folder.path] }) { return hit }
        let catalog = try? AssetCatalog.read(bundleFolder: folder)
        read.withLock { $0[folder.path] = .some(catalog) }
        return catalog
    }
}
