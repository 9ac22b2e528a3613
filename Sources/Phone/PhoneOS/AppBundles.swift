// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation
import OpenUIKit
import PhoneApps
import Synchronization

/// `Bundle.main` for the app whose code runs: on iOS each app's main bundle is its own (its Info.plist, resources,
/// asset catalogs, localized strings). Here the apps share a process, so the phone's runtime (`PhoneBundle.c` in
/// `CPhoneRuntime`) answers each lookup through the process's main bundle — `url(forResource:withExtension:)`,
/// `path(forResource:ofType:)`, `infoDictionary`, `object(forInfoDictionaryKey:)`, `bundleIdentifier`,
/// `bundleURL`, `resourceURL`, `localizedString(forKey:value:table:)` and `NSLocalizedString` — from the bundle folder
/// of the app the car is running (``AppLaunch/current``: the app the car called into, else the one in front).
///
/// The lookups that depend on the language answer in the language of that app's phone (``AppLaunch/phoneLanguage``,
/// the car's setting), for every bundle: `preferredLocalizations`, `localizedString(forKey:value:table:)`,
/// `NSLocalizedString` (and CarPlayShim's `String(localized:)`, which reads through them), a resource found in an
/// `.lproj` folder, and `object(forInfoDictionaryKey:)`/`localizedInfoDictionary` (`InfoPlist.strings`); a string no
/// `.lproj` table has comes from the bundle's string catalog (``StringCatalogs``). `Locale.current` follows through
/// `PhoneLocale.swift`.
///
/// On Linux only: elsewhere `Bundle.main` stays the process's (``isSupported`` is false) and apps should find their
/// files another way. - Note: Ours.
package enum AppBundles {
    /// Whether `Bundle.main` answers for the running app in this process (installed once, with the first car).
    package static let isSupported: Bool = {
        guard phone_bundle_supported() != 0 else { return false }
        phone_bundle_install { AppLaunch.current?.bundleHandle?.pointer }
        phone_bundle_install_language { AppLaunch.current.flatMap { $0.phoneLanguage.isEmpty ? nil : AppBundles.cString($0.phoneLanguage) } }
        phone_bundle_install_catalogs { bundle, table, key, language in
            let found = StringCatalogs.value(
                bundlePath: String(cString: bundle), table: String(cString: table), key: String(cString: key), language: String(cString: language))
            return found.flatMap { strdup($0) }
        }
        return true
    }()

    /// Each language tag as a C string for the phone's runtime, made once and kept for the process's life (a handful:
    /// the languages the cars were set to).
    private static let tags = Mutex<[String: UnsafeMutablePointer<CChar>]>([:])

    private static func cString(_ tag: String) -> UnsafePointer<CChar>? {
        tags.withLock { table in
            if let made = table[tag] { return UnsafePointer(made) }
            guard let made = strdup(tag) else { return nil }
            table[tag] = made
            return UnsafePointer(made)
        }
    }

    /// The runtime's bundles by folder path, made once per folder for the process's life (Core Foundation keeps one
    /// bundle per folder anyway).
    private static let made = Mutex<[String: AppLaunch.BundleHandle]>([:])

    /// The handle the runtime answers the lookups of an app with (nil: no folder, or the platform can't): its bundle
    /// `folder`, or, when its declaration has a ``AppDeclaration/builtInfoPlist`` (build settings filled in), the folder
    /// Xcode would have built (``builtFolder(for:infoPlist:)``).
    package static func handle(for folder: URL?, builtInfoPlist: Data? = nil) -> AppLaunch.BundleHandle? {
        guard var folder, isSupported else { return nil }
        if let builtInfoPlist {
            folder = builtFolder(for: folder, infoPlist: builtInfoPlist) ?? folder
        }
        let path = folder.standardizedFileURL.path
        if let hit = made.withLock({ $0[path] }) { return hit }
        guard let pointer = phone_bundle_create(path) else { return nil }
        let handle = AppLaunch.BundleHandle(pointer)
        return made.withLock { table in
            if let existing = table[path] {
                phone_bundle_release(pointer)
                return existing
            }
            table[path] = handle
            return handle
        }
    }

    /// The app's bundle as Xcode would build it: a folder in the temporary directory with the built Info.plist and a
    /// link to every other item of `folder`, so resources, `.lproj` folders and asset catalogs are the app's own files.
    /// Its name comes from the source folder's path and the plist's bytes, so processes (parallel tests) share it and
    /// make it the same way; an item added to the source folder later is linked the next time. Nil (the source folder
    /// serves, unexpanded) when the temporary directory can't be written.
    static func builtFolder(for folder: URL, infoPlist: Data) -> URL? {
        let source = folder.standardizedFileURL
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in Array(source.path.utf8) + [0] + Array(infoPlist) {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let files = FileManager.default
        let built = files.temporaryDirectory.appendingPathComponent("opencarplay-built-apps", isDirectory: true)
            .appendingPathComponent("\(source.deletingPathExtension().lastPathComponent)-\(String(hash, radix: 16)).app", isDirectory: true)
        do {
            try files.createDirectory(at: built, withIntermediateDirectories: true)
            let plist = built.appendingPathComponent("Info.plist")
            if (try? Data(contentsOf: plist)) != infoPlist { try infoPlist.write(to: plist, options: .atomic) }
            for item in try files.contentsOfDirectory(atPath: source.path) where item != "Info.plist" {
                let link = built.appendingPathComponent(item)
                guard (try? files.destinationOfSymbolicLink(atPath: link.path)) == nil else { continue }
                do {
                    try files.createSymbolicLink(at: link, withDestinationURL: source.appendingPathComponent(item))
                } catch {
                    // Another process may have linked it first.
                    if (try? files.destinationOfSymbolicLink(atPath: link.path)) == nil { throw error }
                }
            }
            return built
        } catch {
            return nil
        }
    }

    /// How many lookups through the main bundle were answered with an app's bundle so far. - Note: For tests.
    package static var redirectedLookups: UInt { UInt(phone_bundle_redirects()) }

    /// The localization (of `localizations`) a phone in `language` reads, or nil: the same tag, then the tag with its
    /// last subtags dropped, then one in the same language (the phone's runtime chooses so; Core Foundation on Linux
    /// answers the first localization whatever the preferences).
    package static func bestLocalization(_ localizations: [String], for language: String) -> String? {
        let names = localizations.map { strdup($0) }
        defer { for name in names { free(name) } }
        let pointers = names.map { $0.map { UnsafePointer($0) } }
        let index = Int(phone_bundle_match_language(pointers, Int32(pointers.count), language))
        return index >= 0 && index < localizations.count ? localizations[index] : nil
    }

    /// How many lookups were answered in the phone's language of the app whose code ran so far. - Note: For tests.
    package static var languageLookups: UInt { UInt(phone_bundle_language_lookups()) }
}
