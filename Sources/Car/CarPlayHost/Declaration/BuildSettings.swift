// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Xcode's build settings as they appear in an Info.plist's values: `$(PRODUCT_NAME)`, `${PRODUCT_BUNDLE_IDENTIFIER}`,
/// `$(PRODUCT_NAME:rfc1034identifier)`. Xcode replaces them when it builds the app (Info.plist preprocessing, on by
/// default), so iOS never sees them; the car reads the source Info.plist, so it replaces them itself: from the settings
/// an app's declaration gives (`headunit init --project` copies the target's), else from what Xcode derives them from
/// (the product name is the target's name, which is the app's Swift module's, read from its delegate types).
///
/// Modifiers: `rfc1034identifier` (characters other than letters, digits, `-` and `.` become `-`), `c99extidentifier`
/// and `identifier` (other than letters, digits and `_` become `_`; a leading digit gets a `_` before it), `lower`,
/// `upper`, `default=VALUE` (when the setting is empty). That is our reading of Xcode's build-settings reference; a
/// modifier we don't know leaves the value as it is. - Note: Ours.
struct BuildSettings {
    /// A setting whose value the car chose because the declaration didn't give it.
    struct Derived: Equatable {
        let name: String
        let value: String
        let from: String
    }

    private var values: [String: String]
    private var derived: [String: Derived] = [:]

    /// `given`: the target's settings; `moduleName`: the Swift module of the app's delegate types, if known.
    init(given: [String: String], moduleName: String?) {
        values = given
        func derive(_ name: String, _ value: String?, from: String) {
            guard values[name] == nil, let value, !value.isEmpty else { return }
            values[name] = value
            derived[name] = Derived(name: name, value: value, from: from)
        }
        derive("TARGET_NAME", moduleName, from: "the module of the app's delegate types")
        derive("PRODUCT_NAME", values["TARGET_NAME"].map { _ in "$(TARGET_NAME)" }, from: "TARGET_NAME")
        derive("EXECUTABLE_NAME", values["PRODUCT_NAME"].map { _ in "$(PRODUCT_NAME)" }, from: "PRODUCT_NAME")
        derive("PRODUCT_MODULE_NAME", values["PRODUCT_NAME"].map { _ in "$(PRODUCT_NAME:c99extidentifier)" }, from: "PRODUCT_NAME")
        derive(
            "PRODUCT_BUNDLE_IDENTIFIER", values["PRODUCT_NAME"].map { _ in "com.example.$(PRODUCT_NAME:rfc1034identifier)" },
            from: "PRODUCT_NAME")
        derive("DEVELOPMENT_LANGUAGE", "en", from: "Xcode's default")
    }

    /// `value` with every setting it names replaced, the settings it used that the car derived, and the names it
    /// doesn't know (replaced by nothing, as Xcode replaces a setting that isn't set).
    func expand(_ value: String) -> (value: String, derived: [Derived], unknown: [String]) {
        var derivedUsed: [Derived] = []
        var unknown: [String] = []
        let out = expand(value, depth: 0, derived: &derivedUsed, unknown: &unknown)
        return (out, derivedUsed, unknown)
    }

    private func expand(_ value: String, depth: Int, derived used: inout [Derived], unknown: inout [String]) -> String {
        guard depth < 8, value.contains("$") else { return value }
        var out = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                out.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else {
                out += rest[dollar...]
                rest = rest[rest.endIndex...]
                break
            }
            let reference = rest[rest.index(after: after)..<end]
            rest = rest[rest.index(after: end)...]
            let parts = reference.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            var resolved: String
            if let v = values[name] {
                if let d = derived[name], !used.contains(d) { used.append(d) }
                resolved = expand(v, depth: depth + 1, derived: &used, unknown: &unknown)
            } else {
                if !unknown.contains(name) { unknown.append(name) }
                resolved = ""
            }
            if parts.count > 1 {
                for modifier in parts[1].split(separator: ",") { resolved = Self.apply(String(modifier), to: resolved) }
            }
            out += resolved
        }
        out += rest
        return out
    }

    private static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "c99extidentifier", "identifier":
            var s = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
            if s.first?.isNumber == true { s = "_" + s }
            return s
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default:
            if modifier.hasPrefix("default=") { return value.isEmpty ? String(modifier.dropFirst("default=".count)) : value }
            return value
        }
    }
}
