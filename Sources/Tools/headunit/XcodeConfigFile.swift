// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A build configuration file (`.xcconfig`) as Xcode reads it: one `KEY = value` a line, `KEY[sdk=iphoneos*] = value`
/// for a setting that holds only under conditions, `//` comments, and `#include "Other.xcconfig"` (a missing file is an
/// error) or `#include? "Other.xcconfig"` (a missing file is skipped), paths relative to the including file. Its
/// assignments are kept in order, the included files' where they are included. - Note: Ours.
struct XcodeConfigFile {
    /// One `KEY[conditions] = value` line.
    struct Assignment: Equatable {
        var key: String
        /// `sdk` → `iphoneos*`, `config` → `Debug`, `arch` → `arm64`: all must hold.
        var conditions: [String: String] = [:]
        var value: String
    }

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    let assignments: [Assignment]

    /// Reads `url` and the files it includes.
    init(contentsOf url: URL) throws {
        var out: [Assignment] = []
        try Self.read(url, into: &out, including: [])
        assignments = out
    }

    init(assignments: [Assignment]) { self.assignments = assignments }

    private static func read(_ url: URL, into out: inout [Assignment], including chain: [String]) throws {
        let path = url.standardizedFileURL.path
        guard !chain.contains(path) else {
            throw ReadError(description: "\(chain.last ?? path): includes \(url.lastPathComponent), which includes it again")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "\(path): no such file (a build configuration file the project names)")
        }
        for (index, raw) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = stripComment(String(raw)).trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let place = "\(path):\(index + 1)"
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                let rest = line.dropFirst(optional ? 9 : 8).trimmingCharacters(in: .whitespaces)
                guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else {
                    throw ReadError(description: "\(place): #include needs a quoted path (#include \"Other.xcconfig\")")
                }
                let named = String(rest.dropFirst().dropLast())
                // `<DEVELOPER_DIR>/…`: a file of Xcode's own, not the project's.
                if named.hasPrefix("<") { continue }
                let included = URL(fileURLWithPath: named, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
                if !FileManager.default.fileExists(atPath: included.path) {
                    if optional { continue }
                    throw ReadError(description: "\(place): #include \"\(named)\": no such file (\(included.path)); #include? skips a missing file")
                }
                try read(included, into: &out, including: chain + [path])
                continue
            }
            out.append(try assignment(line, at: place))
        }
    }

    /// The line without its `//` comment (a `//` inside a value such as `https://` is a comment too, as in Xcode).
    private static func stripComment(_ line: String) -> String {
        guard let range = line.range(of: "//") else { return line }
        return String(line[..<range.lowerBound])
    }

    /// One `KEY[conditions] = value` line (`place` names it in errors: `file:line`).
    static func assignment(_ line: String, at place: String) throws -> Assignment {
        // The first `=` outside the conditions' brackets (`KEY[sdk=iphoneos*] = value`).
        var depth = 0
        let found = line.indices.first { i in
            if line[i] == "[" { depth += 1 } else if line[i] == "]" { depth -= 1 }
            return line[i] == "=" && depth == 0
        }
        guard let equals = found else {
            throw ReadError(description: "\(place): '\(line)' is not a setting (KEY = value) or an #include")
        }
        var left = line[..<equals].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        var conditions: [String: String] = [:]
        while left.hasSuffix("]"), let open = left.lastIndex(of: "[") {
            let inside = left[left.index(after: open)..<left.index(before: left.endIndex)]
            // `[sdk=iphoneos*][arch=arm64]` or `[sdk=iphoneos*,arch=arm64]`.
            for part in inside.split(separator: ",") {
                let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2, !pair[0].isEmpty else {
                    throw ReadError(description: "\(place): condition '[\(inside)]' is not [name=value] (sdk, arch or config)")
                }
                conditions[pair[0]] = pair[1]
            }
            left = String(left[..<open]).trimmingCharacters(in: .whitespaces)
        }
        guard !left.isEmpty, left.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), left.first?.isNumber == false else {
            throw ReadError(description: "\(place): '\(left)' is not a build setting's name (letters, digits and _)")
        }
        return Assignment(key: left, conditions: conditions, value: value)
    }
}

/// A target's build settings as Xcode resolves them for one configuration, built for an iPhone: the levels from lowest
/// to highest precedence, each later one overriding the earlier (Apple's "Basing a Build Configuration on a
/// Configuration File": a configuration inherits its configuration file's settings and the project or target's own
/// values override them; target-level settings override project-level ones). So: the project's `.xcconfig`, the
/// project's build settings, the target's `.xcconfig`, the target's build settings. (Xcode's help page "Evaluate build
/// setting value inheritance" draws the configuration file above the level it belongs to; Xcode's Levels view and the
/// project's own values winning, as the recipe says, is what is read here.) `$(inherited)` is the value below;
/// `$(VAR)` and `${VAR}` are expanded (with the `:lower`, `:upper`, `:identifier`, `:c99extidentifier` and
/// `:rfc1034identifier` operators). - Note: Ours.
struct XcodeBuildSettings {
    /// The levels' assignments, lowest precedence first: the values Xcode supplies (SRCROOT, TARGET_NAME,
    /// CONFIGURATION, PLATFORM_NAME, PRODUCT_NAME…) first.
    let levels: [[XcodeConfigFile.Assignment]]
    let configuration: String

    init(levels: [[XcodeConfigFile.Assignment]], defaults: [String: String], configuration: String) {
        self.configuration = configuration
        let supplied = defaults.sorted { $0.key < $1.key }.map { XcodeConfigFile.Assignment(key: $0.key, value: $0.value) }
        // Within a level, a setting that holds under conditions overrides the same setting without any.
        self.levels = [supplied] + levels.map { level in level.filter { $0.conditions.isEmpty } + level.filter { !$0.conditions.isEmpty } }
    }

    private init(levels: [[XcodeConfigFile.Assignment]], configuration: String) {
        self.levels = levels
        self.configuration = configuration
    }

    /// These settings with each variable of `names` set to `value` below every level: an unset variable read as a
    /// wildcard, to see what a setting could name.
    func setting(_ names: Set<String>, to value: String) -> XcodeBuildSettings {
        let supplied = names.sorted().map { XcodeConfigFile.Assignment(key: $0, value: value) }
        return XcodeBuildSettings(levels: [supplied] + levels, configuration: configuration)
    }

    /// Whether an assignment's conditions hold for an iPhone build of `configuration` (`sdk=iphoneos*` does,
    /// `sdk=iphonesimulator*` and `sdk=watchos*` don't; any architecture).
    func holds(_ a: XcodeConfigFile.Assignment) -> Bool {
        a.conditions.allSatisfy { name, pattern in
            switch name {
            case "sdk": return Self.matches("iphoneos", pattern)
            case "config": return Self.matches(configuration, pattern)
            case "arch": return Self.matches("arm64", pattern)
            default: return false
            }
        }
    }

    static func matches(_ value: String, _ pattern: String) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return value == pattern }
        return value.hasPrefix(pattern[..<star])
    }

    /// Every key any level sets.
    var keys: Set<String> { Set(levels.joined().map(\.key)) }

    /// The raw value of `key` at position `below` (the last holding assignment before it), and where it is.
    private func raw(_ key: String, below: (level: Int, index: Int)?) -> (value: String, at: (level: Int, index: Int))? {
        let (startLevel, startIndex) = below ?? (levels.count - 1, levels.last.map(\.count) ?? 0)
        var level = startLevel
        var index = startIndex
        while level >= 0 {
            let assignments = levels[level]
            var i = min(index, assignments.count) - 1
            while i >= 0 {
                if assignments[i].key == key && holds(assignments[i]) { return (assignments[i].value, (level, i)) }
                i -= 1
            }
            level -= 1
            if level >= 0 { index = levels[level].count }
        }
        return nil
    }

    /// `key`'s value, fully expanded; `unresolved` collects the variables nothing sets (Xcode reads them as empty).
    func value(_ key: String, unresolved: inout Set<String>) -> String? {
        guard let found = raw(key, below: nil) else { return nil }
        return expand(found.value, key: key, at: found.at, unresolved: &unresolved, depth: 0)
    }

    func value(_ key: String) -> String? {
        var ignored = Set<String>()
        return value(key, unresolved: &ignored)
    }

    /// Every setting, expanded.
    func resolved() -> (values: [String: String], unresolved: [String: Set<String>]) {
        var values: [String: String] = [:]
        var missing: [String: Set<String>] = [:]
        for key in keys {
            var unresolved = Set<String>()
            if let v = value(key, unresolved: &unresolved) { values[key] = v }
            if !unresolved.isEmpty { missing[key] = unresolved }
        }
        return (values, missing)
    }

    /// `$(NAME)`, `${NAME}` (each with an optional `:operator`) or a bare `$NAME`.
    private static let reference = try! NSRegularExpression(
        pattern: #"\$(?:\(([A-Za-z_][A-Za-z0-9_]*)(?::([A-Za-z0-9,_]+))?\)|\{([A-Za-z_][A-Za-z0-9_]*)(?::([A-Za-z0-9,_]+))?\}|([A-Za-z_][A-Za-z0-9_]*))"#)

    private func expand(_ text: String, key: String, at: (level: Int, index: Int), unresolved: inout Set<String>, depth: Int) -> String {
        guard depth < 16 else { return text }  // a setting that names itself without $(inherited)
        var out = text
        // Innermost first: `$(BASE_$(CONFIGURATION))` names the setting its inner reference spells.
        for _ in 0..<512 {  // each turn replaces one reference
            guard let m = Self.reference.firstMatch(in: out, range: NSRange(out.startIndex..., in: out)),
                let whole = Range(m.range, in: out)
            else { break }
            let nameRange = Range(m.range(at: 1), in: out) ?? Range(m.range(at: 3), in: out) ?? Range(m.range(at: 5), in: out)!
            let name = String(out[nameRange])
            let operation = (Range(m.range(at: 2), in: out) ?? Range(m.range(at: 4), in: out)).map { String(out[$0]) }
            var replacement: String
            if name == "inherited" || name == key {
                // The value below this assignment: earlier in its level, or a lower level (a setting naming itself,
                // `FLAGS = $(FLAGS) -x`, means the same).
                replacement = raw(key, below: at).map { expand($0.value, key: key, at: $0.at, unresolved: &unresolved, depth: depth + 1) } ?? ""
            } else if let found = raw(name, below: nil) {
                replacement = expand(found.value, key: name, at: found.at, unresolved: &unresolved, depth: depth + 1)
            } else {
                unresolved.insert(name)
                replacement = ""
            }
            if let operation { replacement = Self.apply(operation, to: replacement) }
            out.replaceSubrange(whole, with: replacement)
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// Xcode's value operators (`$(PRODUCT_NAME:rfc1034identifier)`); an unknown one leaves the value as it is.
    static func apply(_ operations: String, to value: String) -> String {
        var v = value
        for op in operations.split(separator: ",") {
            switch op {
            case "lower": v = v.lowercased()
            case "upper": v = v.uppercased()
            case "rfc1034identifier":
                v = String(v.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "-" })
            case "c99extidentifier", "identifier":
                v = String(v.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
                if v.first?.isNumber == true { v = "_" + v }
            default: break
            }
        }
        return v
    }
}
