// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The Info.plist as Xcode builds it into the app: every string value with its build settings filled in, and the name
/// and identifier a target that generates its Info.plist keys gets. The app's own code reads this one
/// (`Bundle.main.infoDictionary`, `object(forInfoDictionaryKey:)`), as on iOS, where the source file never reaches
/// the phone. - Note: Ours.
extension AppDeclaration {
    /// The built Info.plist (XML), or nil when it would be the source file unchanged (no build setting, no key Xcode
    /// adds), so the app's bundle folder serves as it is.
    static func builtInfoPlist(_ info: PropertyList, settings: BuildSettings, bundleIdentifier: String) -> Data? {
        var changed = false
        func built(_ value: PropertyList) -> PropertyList {
            switch value {
            case .dictionary(let entries, let line): return .dictionary(entries.map { ($0.key, built($0.value)) }, line: line)
            case .array(let items, let line): return .array(items.map(built), line: line)
            case .string(let text, let line):
                let expanded = settings.expand(text).value
                if expanded != text { changed = true }
                return .string(expanded, line: line)
            case .bool, .integer, .real, .date, .data: return value
            }
        }
        guard case .dictionary(var entries, let line) = built(info) else { return nil }
        // Keys Xcode writes into the built Info.plist when the file leaves them out (targets that generate them).
        let productName = settings.expand("$(PRODUCT_NAME)").value
        for (key, value) in [("CFBundleName", productName), ("CFBundleIdentifier", bundleIdentifier)]
        where !entries.contains(where: { $0.key == key }) && !value.isEmpty {
            entries.append((key, .string(value, line: 0)))
            changed = true
        }
        guard changed else { return nil }
        // Written by our own writer: Foundation's (PropertyListSerialization through Core Foundation) took a sixth of a
        // launch of an app with a small Info.plist, most of it searching protocol conformances in a fresh process.
        return PropertyList.dictionary(entries, line: line).xmlPropertyListData()
    }
}
