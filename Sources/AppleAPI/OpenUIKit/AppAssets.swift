// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// Which asset catalog `UIImage(named:)` and `UIColor(named:)` read when the app gives no bundle: on iOS, the main
/// bundle, which is the app's. Many apps share this process, so the car says whose code is running:
///
/// 1. ``running``, a task-local value the car sets while it calls into an app (connecting its scenes, a tap's
///    handler) — it follows `Task {}`s started from there;
/// 2. else the catalog of the app the phone runs in front (``bringToFront(_:)``, called when the car brings an app to
///    the front, as it sets `CPRuntime.foreground`; the process has one phone, which cars take turns to hold — the
///    same per-phone slot as `Keychain.use`);
/// 3. else the catalogs at the top of `Bundle.main`'s resources (a program with one app).
///
/// Code an app runs later on its own (a timer, a dispatch block) while another app is in front reads the front
/// app's catalog: such code should pass its bundle. - Note: Ours (not in UIKit).
package enum AppAssets {
    @TaskLocal package static var running: AssetCatalog?

    /// The catalog of the app the phone runs in front (nil: none, or a new phone).
    private static let front = Mutex<AssetCatalog?>(nil)

    /// The phone now runs the app with `catalog` in front (nil: no app, as on a new phone).
    package static func bringToFront(_ catalog: AssetCatalog?) { front.withLock { $0 = catalog } }

    /// The catalog to read for a given bundle (nil: the running app's).
    package static func catalog(for bundle: Bundle?) -> AssetCatalog? {
        if let bundle { return BundleCatalogs.catalog(of: bundle) }
        return running ?? front.withLock { $0 } ?? BundleCatalogs.catalog(of: .main)
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
