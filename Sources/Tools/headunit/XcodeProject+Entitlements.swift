// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How `headunit init --project` finds the entitlements when `CODE_SIGN_ENTITLEMENTS` names a variable nothing sets:
/// projects that keep a CarPlay and a non-CarPlay entitlements file side by side let an `.xcconfig` the developer
/// writes from a template choose between them (`$(APP_ENTITLEMENTS).entitlements`), and that file isn't in a fresh
/// clone. - Note: Ours.
extension XcodeProject {
    /// The entitlements files a setting's value could name (`pattern`, each unset variable a U+0001), and those of them
    /// that grant a CarPlay category. Nil when no unset variable is in the file's name.
    static func entitlementsCandidates(pattern: String, projectRoot: URL) -> (granting: [URL], considered: [URL])? {
        let marker = "\u{1}"
        let url = URL(fileURLWithPath: pattern, relativeTo: projectRoot).standardizedFileURL
        let folder = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        // Only the file's name may vary: a folder chosen by a variable could be anywhere.
        guard name.contains(marker), !folder.path.contains(marker) else { return nil }
        let pieces = name.components(separatedBy: marker)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let considered = files.filter { Self.matches($0, pieces: pieces) }.sorted().map { folder.appendingPathComponent($0) }
        return (considered.filter(Self.grantsCarPlay), considered)
    }

    /// Whether `name` is `pieces` joined by any text (a variable's value).
    private static func matches(_ name: String, pieces: [String]) -> Bool {
        guard let first = pieces.first, let last = pieces.last, name.hasPrefix(first), name.hasSuffix(last),
            name.count >= first.count + last.count
        else { return false }
        var rest = Substring(name.dropFirst(first.count).dropLast(last.count))
        for middle in pieces.dropFirst().dropLast() where !middle.isEmpty {
            guard let r = rest.range(of: middle) else { return false }
            rest = rest[r.upperBound...]
        }
        return true
    }

    /// Whether an entitlements file grants one of CarPlay's app categories.
    static func grantsCarPlay(_ url: URL) -> Bool {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
        return text.contains("com.apple.developer.carplay-") || text.contains("com.apple.developer.playable-content")
    }
}

extension XcodeProject {
    /// The entitlements file of a target whose `CODE_SIGN_ENTITLEMENTS` names variables nothing sets: the one file
    /// it could name that grants a CarPlay category (said in a warning), else none.
    static func entitlementsFile(
        settings: XcodeBuildSettings, unset: Set<String>, projectRoot: URL, target: String
    ) -> (file: URL?, warning: String?) {
        guard let pattern = settings.setting(unset, to: "\u{1}").value("CODE_SIGN_ENTITLEMENTS"),
            let found = entitlementsCandidates(pattern: pattern, projectRoot: projectRoot), found.granting.count == 1
        else { return (nil, nil) }
        let names = unset.sorted().map { "$(\($0))" }.joined(separator: ", ")
        let others = found.considered.filter { $0 != found.granting[0] }.map(\.lastPathComponent)
        return (
            found.granting[0],
            "target \(target)'s CODE_SIGN_ENTITLEMENTS names \(names), which no build setting or configuration file of the project sets: "
                + "took \(found.granting[0].lastPathComponent), the one file it could name that grants a CarPlay category"
                + (others.isEmpty ? "" : " (not \(others.joined(separator: ", ")))") + "; --entitlements chooses another"
        )
    }
}

/// Entitlements a target's Run Script build phase adds while the app is built: some projects keep CarPlay's out of the
/// entitlements file and let a script add it to the signed entitlements (`PlistBuddy -c "add
/// com.apple.developer.carplay-driving-task bool true" "$TARGET_TEMP_DIR/….xcent"`) for their own team only. - Note: Ours.
extension XcodeProject {
    /// A CarPlay entitlement a build phase's script adds, and where the script is.
    struct AddedEntitlement: Equatable {
        /// `com.apple.developer.carplay-driving-task`, ….
        var key: String
        /// The build phase's name, and the script file it runs when the key is in that file.
        var phase: String
        var file: URL?
    }

    /// The CarPlay entitlements the script of a `PBXShellScriptBuildPhase` adds: its own text and the script files it
    /// names (`exec Scripts/entitlements.sh`, `"${SRCROOT}/Scripts/x.sh"`) that are in the project's folder. The script's
    /// conditions (a team, a configuration) aren't evaluated: a key it adds to the entitlements Xcode signs with counts.
    static func addedEntitlements(phase: OldStylePlist, projectRoot: URL) -> [AddedEntitlement] {
        guard let script = phase["shellScript"]?.string else { return [] }
        let name = phase["name"]?.string ?? "Run Script"
        var found = carPlayKeysAdded(in: script).map { AddedEntitlement(key: $0, phase: name, file: nil) }
        for file in scriptFiles(named: script, projectRoot: projectRoot) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            found += carPlayKeysAdded(in: text).map { AddedEntitlement(key: $0, phase: name, file: file) }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.key).inserted }
    }

    /// The CarPlay keys a script writes into an entitlements property list: PlistBuddy's `Add` (or `Set` to true), plutil's
    /// `-insert` (or `-replace` with true), on a line that isn't a comment (a command continued with `\` is one line).
    /// A key held in a shell variable isn't seen.
    static func carPlayKeysAdded(in script: String) -> [String] {
        guard script.contains("PlistBuddy") || script.contains("plutil") else { return [] }
        let pattern = #"com\.apple\.developer\.(carplay-[a-z-]+|playable-content)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var keys: [String] = []
        for line in script.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.hasPrefix("#"), text.contains("PlistBuddy") || text.contains("plutil") else { continue }
            let lower = text.lowercased()
            let setsTrue = lower.contains("true") || lower.contains(" yes")
            let adds =
                lower.contains("add ") || lower.contains("-insert") || ((lower.contains("set ") || lower.contains("-replace")) && setsTrue)
            guard adds, !lower.contains("delete"), !lower.contains("-remove") else { continue }
            for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let r = Range(m.range, in: text), !keys.contains(String(text[r])) { keys.append(String(text[r])) }
            }
        }
        return keys
    }

    /// The files in the project's folder a script names by path (`$SRCROOT`, `${SRCROOT}`, `$(SRCROOT)`,
    /// `PROJECT_DIR` read as the project's folder), shell scripts and the like, not the project itself. Words are
    /// read as the shell splits them: quoted paths may hold spaces.
    static func scriptFiles(named script: String, projectRoot: URL) -> [URL] {
        var files: [URL] = []
        for var word in shellWords(script) where word.contains("/") || word.hasSuffix(".sh") {
            for v in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
                for form in ["${\(v)}", "$(\(v))", "$\(v)"] { word = word.replacingOccurrences(of: form, with: projectRoot.path) }
            }
            guard !word.contains("$") else { continue }
            let url = URL(fileURLWithPath: word, relativeTo: projectRoot).standardizedFileURL
            var isFolder: ObjCBool = false
            guard url.path.hasPrefix(projectRoot.standardizedFileURL.path + "/"),
                FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue, !files.contains(url)
            else { continue }
            files.append(url)
        }
        return files
    }

    /// A script's words as a POSIX shell splits them (blanks and `;&|()` between words; `'…'`, `"…"` and `\`
    /// quoting), without expanding anything.
    static func shellWords(_ script: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for c in script {
            if escaped {
                if c != "\n" { word.append(c) }
                escaped = false
                inWord = true
            } else if let q = quote {
                if c == q { quote = nil } else if c == "\\" && q == "\"" { escaped = true } else { word.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == "\\" {
                escaped = true
            } else if c.isWhitespace || ";&|()".contains(c) {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(c)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
