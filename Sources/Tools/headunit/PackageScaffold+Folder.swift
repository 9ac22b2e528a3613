// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// What `headunit init` reads of the app's folder: paths, delegates, resources, imports.
extension PackageScaffold {
    /// `url`'s path inside `base`, or nil when it is not inside.
    static func relative(_ url: URL, to base: URL) -> String? {
        let path = url.standardizedFileURL.path
        let basePath = base.standardizedFileURL.path
        if path == basePath { return "" }
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `url` relative to `base`, with `..` where needed.
    nonisolated static func relativeAllowingParents(_ url: URL, to base: URL) -> String {
        let target = url.standardizedFileURL.pathComponents
        let from = base.standardizedFileURL.pathComponents
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let path = (ups + target[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }

    /// The app delegate class among `files`: a class adopting `UIApplicationDelegate`, the one marked `@main` (or
    /// `@UIApplicationMain`) if several do.
    /// The scene session roles of CarPlay's scenes (the car screen, Dashboard, the instrument cluster).
    static let carPlayRoles = [AppDeclaration.carPlayRole, AppDeclaration.dashboardRole, AppDeclaration.instrumentClusterRole].map(\.rawValue)

    /// The delegate classes the scene manifest names for CarPlay's scenes, without their module, in order.
    static func carPlayDelegateClasses(_ info: PropertyList) -> [String] {
        var classes: [String] = []
        for (role, configurations) in info["UIApplicationSceneManifest"]?["UISceneConfigurations"]?.dictionaryEntries ?? [] where carPlayRoles.contains(role) {
            for configuration in configurations.arrayValue ?? [] {
                if let cls = configuration["UISceneDelegateClassName"]?.stringValue {
                    let bare = String(cls.split(separator: ".").last ?? Substring(cls))
                    if !classes.contains(bare) { classes.append(bare) }
                }
            }
        }
        return classes
    }

    static func applicationDelegate(in files: [URL]) -> String? {
        var candidates: [(name: String, isMain: Bool)] = []
        // Adopting either protocol makes a class the app delegate (CPApplicationDelegate refines UIApplicationDelegate).
        let adopts: Set<String> = ["UIApplicationDelegate", "CPApplicationDelegate"]
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            var previous = ""
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let words = line.split(whereSeparator: { $0.isWhitespace || $0 == ":" || $0 == "," || $0 == "{" }).map(String.init)
                defer { previous = line.trimmingCharacters(in: .whitespaces) }
                if let at = words.firstIndex(of: "class"), at + 1 < words.count, !words[..<at].contains(where: { $0.hasPrefix("//") }) {
                    let marked = (words[..<at] + previous.split(separator: " ").map(String.init)).contains { $0 == "@main" || $0 == "@UIApplicationMain" }
                    // A class that adopts the protocol, or the one marked as the app's entry point (which may adopt it
                    // in an extension).
                    if marked || !adopts.isDisjoint(with: words[(at + 2)...]) { candidates.append((words[at + 1], marked)) }
                } else if let at = words.firstIndex(of: "extension"), at + 1 < words.count, !adopts.isDisjoint(with: words[(at + 2)...]),
                    !words[..<at].contains(where: { $0.hasPrefix("//") })
                {
                    candidates.append((words[at + 1], false))
                }
            }
        }
        return (candidates.first { $0.isMain } ?? candidates.first)?.name
    }

    /// Extensions of files Xcode copies into an app's bundle as resources.
    static let resourceExtensions: Set<String> = [
        "json", "geojson", "plist", "strings", "stringsdict", "xcstrings", "mp3", "m4a", "wav", "caf", "aiff", "png", "jpg", "jpeg", "pdf", "gpx",
        "txt", "csv", "xml", "ttf", "otf"
    ]

    /// The resource files and folders (asset catalogs, `.lproj` localizations) under `folder`, not inside another.
    static func resourceFiles(in folder: URL) -> [URL] {
        let fm = FileManager.default
        guard let walker = fm.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            let ext = url.pathExtension.lowercased()
            if ext == "xcassets" || ext == "lproj" {
                found.append(url)
                walker.skipDescendants()
            } else if resourceExtensions.contains(ext), url.lastPathComponent != "Info.plist", !url.lastPathComponent.hasPrefix(".") {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func swiftFiles(in folder: URL) -> [URL] {
        let all = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return all.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The modules a Swift file imports (`import X`, `@testable import X`, `import struct X.Y`), as an iPhone build
    /// reads it: an import in an `#if` clause for another system (`#if os(watchOS)`) isn't one.
    nonisolated static func imports(in text: String) -> [String] {
        var modules: [String] = []
        // Each open `#if`: whether its clause now is compiled, and whether an earlier clause was.
        var blocks: [(active: Bool, taken: Bool)] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            let outer = blocks.dropLast().allSatisfy(\.active)
            switch words.first {
            case "#if":
                let holds = SourceOutline.mayHoldOnAPhone(words.dropFirst().joined(separator: " "))
                blocks.append((blocks.allSatisfy(\.active) && holds, holds))
                continue
            case "#elseif":
                guard let last = blocks.popLast() else { continue }
                let holds = !last.taken && SourceOutline.mayHoldOnAPhone(words.dropFirst().joined(separator: " "))
                blocks.append((outer && holds, last.taken || holds))
                continue
            case "#else":
                guard let last = blocks.popLast() else { continue }
                blocks.append((outer && !last.taken, true))
                continue
            case "#endif":
                _ = blocks.popLast()
                continue
            default:
                guard blocks.allSatisfy(\.active) else { continue }
            }
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            if let module = path.split(separator: ".").first { modules.append(String(module)) }
        }
        return modules
    }
}
