// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation
import OpenUIKit
import Synchronization

/// `Bundle.main` for the app whose code runs: on iOS each app's main bundle is its own (its Info.plist, resources,
/// asset catalogs, localized strings). Here the apps share a process, so the phone's runtime (`PhoneBundle.c` in
/// `CPhoneRuntime`) answers each lookup through the process's main bundle — `url(forResource:withExtension:)`,
/// `path(forResource:ofType:)`, `infoDictionary`, `object(forInfoDictionaryKey:)`, `bundleIdentifier`,
/// `bundleURL`, `resourceURL`, `localizedString(forKey:value:table:)` and `NSLocalizedString` — from the bundle folder
/// of the app the car is running (``AppProcess/current``: the app the car called into, else the one in front).
///
/// On Linux only: elsewhere `Bundle.main` stays the process's (``isSupported`` is false) and apps should find their
/// files another way. - Note: Ours.
enum AppBundles {
    /// Whether `Bundle.main` answers for the running app in this process (installed once, with the first car).
    static let isSupported: Bool = {
        guard phone_bundle_supported() != 0 else { return false }
        phone_bundle_install { AppProcess.current?.bundleHandle?.pointer }
        return true
    }()

    /// The runtime's bundles by folder path, made once per folder for the process's life (Core Foundation keeps one
    /// bundle per folder anyway).
    private static let made = Mutex<[String: AppProcess.Handle]>([:])

    /// The handle the runtime answers `folder`'s lookups with (nil: no folder, or the platform can't).
    static func handle(for folder: URL?) -> AppProcess.Handle? {
        guard let folder, isSupported else { return nil }
        let path = folder.standardizedFileURL.path
        if let hit = made.withLock({ $0[path] }) { return hit }
        guard let pointer = phone_bundle_create(path) else { return nil }
        let handle = AppProcess.Handle(pointer)
        return made.withLock { table in
            if let existing = table[path] {
                phone_bundle_release(pointer)
                return existing
            }
            table[path] = handle
            return handle
        }
    }

    /// How many lookups through the main bundle were answered with an app's bundle so far. - Note: For tests.
    package static var redirectedLookups: UInt { UInt(phone_bundle_redirects()) }
}
