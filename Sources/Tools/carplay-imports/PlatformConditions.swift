// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The conditions of `#if` and `#elseif` lines read as Xcode reads them when it builds the app for an iPhone: `os(iOS)`
/// holds and every other operating system doesn't (`os(Linux)` included: the app's code is an iPhone's), neither does
/// `targetEnvironment(macCatalyst)` nor `targetEnvironment(simulator)` (the car stands for a phone, not the simulator),
/// and `canImport(…)` of a framework the shim stands in for holds. A CarPlay file wrapped in `#if os(iOS)` then
/// compiles here as on the phone instead of silently compiling to nothing. Other conditions (`arch`, `swift`,
/// `compiler`, `DEBUG`, `canImport` of what nothing here provides) stay as they are. Only the condition's words
/// change; the line stays where it is. - Note: Ours.
enum PlatformConditions {
    /// `os(…)` names and what they are on an iPhone.
    static let systems: [String: Bool] = [
        "iOS": true, "macOS": false, "OSX": false, "watchOS": false, "tvOS": false, "visionOS": false, "xrOS": false,
        "Linux": false, "Windows": false, "Android": false, "FreeBSD": false, "OpenBSD": false, "WASI": false, "Cygwin": false,
        "PS4": false, "Haiku": false
    ]
    static let environments: [String: Bool] = ["simulator": false, "macCatalyst": false, "macabi": false]

    /// Whether `line` is a compilation condition (`#if …` or `#elseif …`).
    static func isCondition(_ line: String) -> Bool {
        let code = line.drop { $0 == " " || $0 == "\t" }
        return code.hasPrefix("#if ") || code.hasPrefix("#if(") || code.hasPrefix("#elseif ") || code.hasPrefix("#elseif(")
    }

    /// The condition line with its platform tests as on an iPhone.
    static func rewrite(_ line: String) -> String {
        var out = AppleImportRewriter.rewriteCanImport(line)
        out = replaceCalls(named: "os", in: out, values: systems)
        out = replaceCalls(named: "targetEnvironment", in: out, values: environments)
        return out
    }

    /// Each `name(arg)` (spaces allowed inside the parentheses) whose argument `values` knows becomes `true` or `false`.
    static func replaceCalls(named name: String, in line: String, values: [String: Bool]) -> String {
        var out = ""
        var rest = Substring(line)
        while let r = rest.range(of: name + "(") {
            // `name(` must start a word: `macos(` or `myos(` are other names.
            let before = rest[..<r.lowerBound].last
            let startsWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            guard startsWord, let close = rest[r.upperBound...].firstIndex(of: ")") else {
                out += rest[..<r.upperBound]
                rest = rest[r.upperBound...]
                continue
            }
            let argument = rest[r.upperBound..<close].trimmingCharacters(in: .whitespaces)
            out += rest[..<r.lowerBound]
            if let value = values[argument] {
                out += value ? "true" : "false"
            } else {
                out += rest[r.lowerBound...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
