// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

extension AppDeclaration {
    /// The app's name as a phone in `language` shows it (on the car's home screen): `CFBundleDisplayName`, else
    /// `CFBundleName`, from the `InfoPlist.strings` of the app's localization for that language (matched as the
    /// phone's runtime matches them, see `AppBundles`), else ``name``. - Note: Ours.
    public func displayName(language: String) -> String {
        guard let folder = bundleFolder else { return name }
        let key = "\(folder.standardizedFileURL.path)\u{0}\(language)"
        if let hit = Self.displayNames.withLock({ $0[key] }) { return hit ?? name }
        let found = Self.localizedName(in: folder, language: language)
        Self.displayNames.withLock { $0[key] = .some(found) }
        return found ?? name
    }

    /// Names read so far, by bundle folder and language (the home screen asks at every render).
    private static let displayNames = Mutex<[String: String?]>([:])

    private static func localizedName(in folder: URL, language: String) -> String? {
        let lprojs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        let localizations = lprojs.map { String($0.dropLast(".lproj".count)) }
        guard let chosen = AppBundles.bestLocalization(localizations, for: language) else { return nil }
        let file = folder.appendingPathComponent("\(chosen).lproj/InfoPlist.strings")
        guard let data = FileManager.default.contents(atPath: file.path),
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return table["CFBundleDisplayName"] as? String ?? table["CFBundleName"] as? String
    }
}
