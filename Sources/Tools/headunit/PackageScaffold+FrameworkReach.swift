// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the CarPlay cut keeps of a framework target of the project the app's code imports: the framework's files join
/// the reach, so it stops at the framework's boundaries as at the app's (a "Kit" framework holding the app's models and
/// services is mostly what the car doesn't need: its network clients, purchases, migrations).
struct FrameworkReach {
    /// The framework's files the reach builds.
    var kept: [URL]
    /// Its files not built, each with why (relative to the package, as apple-imports.txt lists them).
    var leftOut: [PackageScaffold.LeftOutFile]
    /// How many Swift files the framework has.
    var total: Int
}

extension PackageScaffold {
    /// The project's framework targets the app's files import, then those their files import, each once (of two
    /// frameworks of one module, the iOS one); imports read as an iPhone build reads them.
    static func importedFrameworks(of app: XcodeProject.Target, in xcode: XcodeProject) -> [XcodeProject.Target] {
        var byModule: [String: XcodeProject.Target] = [:]
        for t in xcode.targets.filter({ $0.platforms.contains("iphoneos") }) + xcode.targets where t.isFramework && byModule[t.moduleName] == nil {
            byModule[t.moduleName] = t
        }
        func imports(of files: [URL]) -> Set<String> {
            Set(files.flatMap { PackageScaffold.imports(in: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") })
        }
        var found: [XcodeProject.Target] = []
        var pending = imports(of: app.swiftFiles).compactMap { byModule[$0] }.sorted { $0.name < $1.name }
        while let t = pending.first {
            pending.removeFirst()
            guard !found.contains(where: { $0.name == t.name }) else { continue }
            found.append(t)
            pending += imports(of: t.swiftFiles).compactMap { byModule[$0] }.filter { $0.name != t.name }.sorted { $0.name < $1.name }
        }
        return found
    }

    /// The cut's decisions about each framework's files, by module.
    static func frameworkReach(
        _ cut: CarPlayCut, frameworks: [XcodeProject.Target], entry: (URL) -> String
    ) -> [String: FrameworkReach] {
        var result: [String: FrameworkReach] = [:]
        for t in frameworks {
            let files = Set(t.swiftFiles)
            let leftOut =
                cut.cut.filter { files.contains($0.outline.url) }.map {
                    LeftOutFile(entry: entry($0.outline.url), reason: "\($0.reason): stood in by StandIns/\(standInName($0.outline.url))")
                } + cut.leftOut.filter { files.contains($0.url) }.map { LeftOutFile(entry: entry($0.url), reason: $0.reason.description) }
            result[t.moduleName] = FrameworkReach(kept: cut.kept.filter(files.contains), leftOut: leftOut, total: t.swiftFiles.count)
        }
        return result
    }

    /// The stand-ins for the files the cut reached but can't build: the app's in `CarPlayPackage/Sources/StandIns`, a
    /// framework's in its own folder's `StandIns` (its types keep their `public`: the app imports them).
    static func standIns(_ cut: CarPlayCut, frameworks: [XcodeProject.Target], entry: (URL) -> String) -> [(path: String, text: String)] {
        var folderOf: [URL: String] = [:]
        for t in frameworks { for f in t.swiftFiles { folderOf[f] = "CarPlayPackage/Frameworks/\(t.moduleName)/StandIns" } }
        var seen = Set<String>()
        return cut.cut.map { c in
            let folder = folderOf[c.outline.url] ?? standInsFolder
            var name = standInName(c.outline.url)
            while !seen.insert("\(folder)/\(name)").inserted { name = "_" + name }
            let text = StandInWriter.file(for: c, context: cut.standInContext, originalPath: entry(c.outline.url))
            return ("\(folder)/\(name)", text)
        }
    }
}

extension PackageScaffold {
    /// A framework's files not built, commented out and grouped by why, for its apple-imports.txt.
    func frameworkLeftOutSection(_ leftOut: [LeftOutFile]) -> String {
        guard !leftOut.isEmpty else { return "" }
        let groups = Dictionary(grouping: leftOut, by: \.reason).sorted { $0.key < $1.key }
        return "\n# Not built: the framework's files the CarPlay code doesn't reach, and files it reaches that can't be built here\n"
            + "# (their stand-ins are in StandIns/). Remove a `#` to build one after all.\n"
            + groups.map { reason, files in "\n# \(reason):\n" + files.map { "# ../../../" + $0.entry + "\n" }.joined() }.joined()
    }
}
