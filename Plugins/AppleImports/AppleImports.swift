// SPDX-License-Identifier: Apache-2.0

import Foundation
import PackagePlugin

/// Builds CarPlay code with its Apple imports untouched. A target that uses this plugin names, in an `apple-imports.txt`
/// file in its own folder, the folders (or files) holding the code as the Xcode project keeps it, one path per line,
/// relative to that folder (`#` starts a comment). Every `.swift` file under them is compiled into the target as a copy
/// whose `import CarPlay`, `import UIKit`, … read `import CarPlayShim` — which is Apple's frameworks on iOS and
/// OpenCarPlay's elsewhere — while the compiler's messages point at the original files. Each `.intentdefinition` file
/// there (or listed) becomes the Swift Xcode generates from it: the app's custom intents' classes; and each Core Data model
/// (`.xcdatamodeld`) the classes Xcode generates for its entities. The originals are never changed. - Note: Ours.
@main
struct AppleImports: BuildToolPlugin {
    static let configurationName = "apple-imports.txt"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL
        let configuration = folder.appending(path: Self.configurationName)
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else {
            throw PluginError(
                "\(configuration.path): missing. List the folders of CarPlay code to build in it, one per line, relative to \(folder.path)")
        }
        let tool = try context.tool(named: "carplay-imports").url
        var copies: [Copy] = []
        var outputs: Set<String> = []
        var listed = 0
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(in: .whitespaces) ?? ""
            var commentedOut = false
            if line.isEmpty {
                // A line commented out that names a file or folder that is there (`# ../../Phone/LogView.swift`): built
                // too, as an empty file while it stays commented out. The tool reads this list again each time it
                // runs, so removing or adding the `#` takes effect at the next build (the list is each command's input),
                // where a new line needs SwiftPM to plan the build again.
                let rest = raw.trimmingCharacters(in: .whitespaces)
                guard rest.hasPrefix("#") else { continue }
                let named = rest.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                guard !named.isEmpty, !named.contains("`"),
                    FileManager.default.fileExists(atPath: URL(fileURLWithPath: named, relativeTo: folder).standardizedFileURL.path)
                else { continue }
                line = named
                commentedOut = true
            }
            let root = URL(fileURLWithPath: line, relativeTo: folder).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
                throw PluginError("\(configuration.path):\(number + 1): '\(line)' is not there (\(root.path))")
            }
            let files = isFolder.boolValue ? swiftFiles(under: root) : [root]
            if files.allSatisfy({ $0.pathExtension != "swift" }) && isFolder.boolValue && !commentedOut {
                throw PluginError("\(configuration.path):\(number + 1): no .swift files under '\(line)'")
            }
            for file in files {
                // One output per original, named after its path below the listed folder (unique in the target) and
                // never the original's own name: the copy's `#sourceLocation` names the original, and two paths giving
                // one `#fileID` is a warning.
                let relative = isFolder.boolValue ? String(file.path.dropFirst(root.path.count + 1)) : file.lastPathComponent
                var name = "AppleImports_" + relative.replacingOccurrences(of: "/", with: "_")
                if file.pathExtension == "intentdefinition" || file.pathExtension == "xcdatamodeld" { name += ".swift" }
                while !outputs.insert(name).inserted { name = "_" + name }
                copies.append(Copy(original: file, relative: relative, output: context.pluginWorkDirectoryURL.appending(path: name)))
                if !commentedOut { listed += 1 }
            }
        }
        if listed == 0 { throw PluginError("\(configuration.path): lists no folder of CarPlay code") }
        // A command per group of files, not per file: each command starts the tool once, and SwiftPM runs every command
        // again whenever the tool is linked again (as it is when the build is planned anew, at the first `swift run` of
        // another product), which for Meshtastic's 465 files, a process each, took about 20 s of CPU. A file changed runs
        // its group's command; the tool rewrites only the copies that change, so the compiler rebuilds that file alone.
        return stride(from: 0, to: copies.count, by: Self.groupSize).map { start in
            let group = copies[start..<min(start + Self.groupSize, copies.count)]
            let more = group.count > 1 ? " and \(group.count - 1) more" : ""
            return .buildCommand(
                displayName: "Apple imports: \(group.first!.relative)\(more)", executable: tool,
                arguments: ["--listed-in", configuration.path] + group.flatMap { [$0.original.path, $0.output.path] },
                inputFiles: [configuration] + group.flatMap { [$0.original] + modelFiles(in: $0.original) },
                outputFiles: group.map(\.output))
        }
    }

    /// How many files one command copies.
    static let groupSize = 24

    /// One file of the app's and the copy the target compiles.
    struct Copy {
        let original: URL
        /// Its path below the listed folder (its name, for a file listed itself).
        let relative: String
        let output: URL
    }

    /// The `.swift` and `.intentdefinition` files below `folder`, in a stable order (hidden folders and build folders
    /// skipped).
    func swiftFiles(under folder: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" || url.pathExtension == "xcodeproj" { walker.skipDescendants() }
            if url.pathExtension == "swift" || url.pathExtension == "intentdefinition" { found.append(url.standardizedFileURL) }
            if url.pathExtension == "xcdatamodeld" {
                found.append(url.standardizedFileURL)
                walker.skipDescendants()
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The files of a Core Data model folder (each version's `contents`, the current version's name), so a change to
    /// any of them runs the command again; none for another file.
    func modelFiles(in file: URL) -> [URL] {
        guard file.pathExtension == "xcdatamodeld",
            let walker = FileManager.default.enumerator(at: file, includingPropertiesForKeys: [.isRegularFileKey], options: [])
        else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "contents" || $0.lastPathComponent == ".xccurrentversion" }
            .sorted { $0.path < $1.path }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
