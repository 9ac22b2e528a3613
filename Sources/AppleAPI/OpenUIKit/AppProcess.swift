// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneApps
import Synchronization

/// One launch of an app on the phone: what iOS keeps for the life of the app's process — its `UIApplication`, its
/// app delegate, its bundle. The car makes one when it launches the app (the first connection, a relaunch after a
/// crash) and drops it when the app's process would end.
///
/// Many apps share this process, so the car says whose code is running (``AppAssets`` asks the same): `AppLaunch.running`, a
/// task-local value the car sets while it calls into an app (launching it, connecting its scenes, a tap's handler, and
/// the `Task`s they start), else the app the phone runs in front (``bringToFront(_:)``). As an `AppLaunch` it keeps the
/// launch's own instances of the stand-ins' shared objects (now playing, remote commands, notifications, audio
/// session), so a new launch starts with fresh ones and two apps never share them. - Note: Ours (not in UIKit).
package final class AppProcess: Sendable {
    /// The app's name on the car.
    package let name: String
    /// The launch as the stand-ins see it: whose code runs (`AppLaunch.running`, the app in front) and the launch's own
    /// instances of their shared objects.
    package let launch: AppLaunch
    /// The folder that is the app's bundle (its Info.plist is there), if it has one.
    package let bundleFolder: URL?
    /// An opaque handle the phone's runtime keeps for the bundle (see `CarPlayHost`'s `AppBundles`), if any.
    package let bundleHandle: Handle?
    /// The app's asset catalog (its `.xcassets` folders), which `UIImage(named:)` and `UIColor(named:)` read while its
    /// code runs (``AppAssets``), if it has one.
    package let assetCatalog: AssetCatalog?
    /// The app's `UIApplication.shared`.
    @MainActor package let application: UIApplication
    /// The app delegate the car made for this launch. UIKit keeps it for the process's life (the application holds it
    /// only weakly), so this launch does.
    @MainActor package var delegate: (any UIApplicationDelegate)? {
        didSet { application.delegate = delegate }
    }

    /// A pointer the phone's runtime hands out, kept as a bit pattern so the process is `Sendable`.
    package struct Handle: Sendable, Equatable {
        package let bits: UInt
        package init(_ pointer: UnsafeRawPointer) { bits = UInt(bitPattern: pointer) }
        package var pointer: UnsafeRawPointer { UnsafeRawPointer(bitPattern: bits)! }
    }

    /// The language of the phone the app runs on (a BCP 47 tag), kept per launch because each car has its own phone:
    /// its code's bundle lookups (`Bundle.main.preferredLocalizations`, `NSLocalizedString`, `String(localized:)`)
    /// answer in it (see `CarPlayHost`'s `AppBundles`).
    private let language: Mutex<String>

    @MainActor
    package init(
        name: String, bundleFolder: URL?, bundleHandle: Handle?, assetCatalog: AssetCatalog? = nil, phoneLanguage: String = "en",
        dataContainer: URL? = nil
    ) {
        self.bundleFolder = bundleFolder
        self.bundleHandle = bundleHandle
        self.assetCatalog = assetCatalog
        language = Mutex(phoneLanguage)
        application = UIApplication(launchOf: name)
        self.name = name
        launch = AppLaunch(name: name, dataContainer: dataContainer)
        launch.owner = self
    }

    /// The phone's language as the app's code sees it.
    package var phoneLanguage: String { language.withLock { $0 } }

    /// The phone's language changed (the car's setting).
    package func setPhoneLanguage(_ tag: String) { language.withLock { $0 = tag } }

    /// The app the car called into (`AppLaunch.running`, a task-local value), if any.
    package static var running: AppProcess? { AppLaunch.running?.owner as? AppProcess }

    /// The app whose code is running: the one the car called into (`AppLaunch.running`), else the one whose job this
    /// thread runs (as the car looks it up), else the one in front.
    package static var current: AppProcess? { AppLaunch.current?.owner as? AppProcess }

    /// The phone now runs `process` in front (nil: no app, as on a new phone).
    package static func bringToFront(_ process: AppProcess?) { AppLaunch.bringToFront(process?.launch) }
}
