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
