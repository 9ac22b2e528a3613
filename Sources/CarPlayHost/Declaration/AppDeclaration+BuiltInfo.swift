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
        func built(_ value: PropertyList) -> Any {
            switch value {
            case .dictionary(let entries, _):
                var out: [String: Any] = [:]
                for (key, entry) in entries { out[key] = built(entry) }
                return out
            case .array(let items, _): return items.map(built)
            case .string(let text, _):
                let expanded = settings.expand(text).value
                if expanded != text { changed = true }
                return expanded
            case .bool(let flag, _): return flag
            case .integer(let number, _): return number
            case .real(let number, _): return number
            case .date(let text, _): return ISO8601DateFormatter().date(from: text) ?? text
            case .data(let bytes, _): return bytes
            }
        }
        guard var dictionary = built(info) as? [String: Any] else { return nil }
        // Keys Xcode writes into the built Info.plist when the file leaves them out (targets that generate them).
        let productName = settings.expand("$(PRODUCT_NAME)").value
        for (key, value) in [("CFBundleName", productName), ("CFBundleIdentifier", bundleIdentifier)] where dictionary[key] == nil && !value.isEmpty {
            dictionary[key] = value
            changed = true
        }
        guard changed else { return nil }
        return try? PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)
    }
}
