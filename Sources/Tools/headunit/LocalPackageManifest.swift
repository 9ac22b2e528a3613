// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneOS

/// What a local Swift package of an Xcode project says of itself, read as SwiftPM reads it: `swift package
/// dump-package` evaluates the manifest (no regular expression over Swift code) and prints it as JSON, without
/// resolving or fetching anything.
enum LocalPackageManifest {
    /// The products of other packages its targets depend on (`SwiftProtobuf` for a package of generated protobuf
    /// types): the app's files may import them, as Xcode lets them, since SwiftPM builds them for the local package.
    /// Empty when the manifest can't be read (with a warning naming the folder).
    static func dependencyProducts(folder: URL) -> Set<String> {
        do {
            return try products(inDump: dump(folder: folder))
        } catch {
            FileHandle.standardError.write(Data("warning: \(folder.path)/Package.swift: couldn't read what the package depends on (\(error))\n".utf8))
            return []
        }
    }

    /// The products named in a `dump-package` JSON's targets' dependencies.
    static func products(inDump json: Data) throws -> Set<String> {
        struct Manifest: Decodable {
            struct Target: Decodable {
                /// `{"product": ["SwiftProtobuf", "swift-protobuf", null, null]}`, `{"byName": ["X", null]}`, `{"target": …}`.
                let dependencies: [[String: [MaybeString]]]
            }
            let targets: [Target]
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: json)
        return Set(manifest.targets.flatMap(\.dependencies).compactMap { $0["product"]?.first?.value })
    }

    /// A string, or anything else `dump-package` puts in a dependency's list (a condition's object, module aliases) as nil.
    struct MaybeString: Decodable {
        let value: String?
        init(from decoder: any Decoder) throws { value = try? decoder.singleValueContainer().decode(String.self) }
    }

    /// Any JSON value, not read.
    struct Unread: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    static func dump(folder: URL) throws -> Data {
        guard let swift = ToolchainNames.compilerOnPath()?.deletingLastPathComponent().appendingPathComponent("swift") else {
            throw ToolchainNames.ProbeError(message: "no swift on the PATH")
        }
        let process = Process()
        process.executableURL = swift
        process.arguments = ["package", "dump-package", "--package-path", folder.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExitInRealTime()
        guard process.terminationStatus == 0 else {
            throw ToolchainNames.ProbeError(message: "swift package dump-package exited with status \(process.terminationStatus): \(message.prefix(300))")
        }
        return data
    }
}

extension LocalPackageManifest {
    /// A package's targets, products and dependencies, from `dump-package`'s JSON.
    struct Package: Decodable {
        struct Target: Decodable {
            let name: String
            /// Relative to the package; nil: `Sources/NAME`.
            let path: String?
            let type: String
            /// `{"byName": ["X", null]}`, `{"product": ["X", "package", …]}`, `{"target": ["X", null]}`.
            let dependencies: [[String: [MaybeString]]]
            let exclude: [String]?
            let resources: [Unread]?

            /// Each dependency's name, and the package a product dependency names (nil: `byName`, `target`).
            var named: [(name: String, package: String?, kind: String)] {
                dependencies.compactMap { d in
                    for kind in ["byName", "product", "target"] {
                        if let entry = d[kind], let name = entry.first?.value {
                            return (name, kind == "product" ? entry.dropFirst().first?.value : nil, kind)
                        }
                    }
                    return nil
                }
            }

            /// Its Swift files (the excluded left out), sorted.
            func swiftFiles(in package: URL) -> [URL] {
                let root = package.appendingPathComponent(path ?? "Sources/\(name)").standardizedFileURL
                let excluded = (exclude ?? []).map { root.appendingPathComponent($0).standardizedFileURL.path }
                guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
                    return []
                }
                var files: [URL] = []
                for case let url as URL in walker {
                    let p = url.standardizedFileURL.path
                    if excluded.contains(where: { p == $0 || p.hasPrefix($0 + "/") }) {
                        walker.skipDescendants()
                        continue
                    }
                    if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
                }
                return files.sorted { $0.path < $1.path }
            }
        }
        struct Product: Decodable {
            let name: String
            let targets: [String]
        }
        /// `{"sourceControl": [{"identity": …, "location": {"remote": [{"urlString": …}]}, "requirement": …}]}` or
        /// `{"fileSystem": [{"identity": …, "path": …}]}`.
        struct Dependency: Decodable {
            struct Remote: Decodable { let urlString: String }
            struct Location: Decodable { let remote: [Remote]? }
            struct SourceControl: Decodable {
                let identity: String
                let location: Location
            }
            struct FileSystem: Decodable {
                let identity: String
                let path: String
            }
            let sourceControl: [SourceControl]?
            let fileSystem: [FileSystem]?
        }
        let targets: [Target]
        let products: [Product]
        let dependencies: [Dependency]

        /// The regular target a product is made of, when it is one.
        func singleTarget(of product: String) -> Target? {
            guard let p = products.first(where: { $0.name == product }), p.targets.count == 1 else { return nil }
            return targets.first { $0.name == p.targets[0] && $0.type == "regular" }
        }

        /// The modules a target may import through its dependencies: the package's own targets and other packages' products,
        /// each as a module is named (`HAKit+PromiseKit` is imported as `HAKit_PromiseKit`; a product usually has one
        /// target of its name).
        func dependencyNames(of target: Target) -> Set<String> {
            var names: Set<String> = []
            for d in target.named {
                let module = d.name.map { (c: Character) -> Character in c.isLetter || c.isNumber || c == "_" ? c : "_" }
                names.insert(String(module))
            }
            return names
        }

        /// The target and the targets of this package it depends on, each once (what building it builds of the package).
        func targetsBuilt(for target: Target) -> [Target] {
            var found: [Target] = []
            var pending = [target]
            while let t = pending.popLast() {
                guard !found.contains(where: { $0.name == t.name }) else { continue }
                found.append(t)
                for d in t.named where d.kind != "product" {
                    if let own = targets.first(where: { $0.name == d.name && $0.type == "regular" }) { pending.append(own) }
                }
            }
            return found
        }

        /// Its dependencies on other packages' products, as an Xcode target links them: a product of a package in a
        /// folder (a local package), else of a remote package (`byName` doesn't say which: the one named like the product,
        /// else the only one). SwiftPM's identities are lowercased.
        func dependencyProducts(
            of target: Target, projectFolder: URL, manifest: (URL) -> Result<Package, any Error>
        ) -> [XcodeProject.PackageProduct] {
            let own = Set(targets.map(\.name))
            return target.named.compactMap { d -> XcodeProject.PackageProduct? in
                guard d.kind != "target", !(d.kind == "byName" && own.contains(d.name)) else { return nil }
                let package = d.package?.lowercased()
                for f in dependencies.compactMap(\.fileSystem).flatMap({ $0 }) where package == nil || package == f.identity.lowercased() {
                    let folder = URL(fileURLWithPath: f.path).standardizedFileURL
                    if case .success(let other) = manifest(folder), other.products.contains(where: { $0.name == d.name }) {
                        return XcodeProject.PackageProduct(
                            product: d.name, location: PackageScaffold.relativeAllowingParents(folder, to: projectFolder), requirement: nil, isLocal: true)
                    }
                }
                let remotes = dependencies.compactMap(\.sourceControl).flatMap { $0 }
                let remote =
                    package.map { p in remotes.first { $0.identity.lowercased() == p } }
                    ?? remotes.first { $0.identity.lowercased() == d.name.lowercased() } ?? (remotes.count == 1 ? remotes.first : nil)
                return XcodeProject.PackageProduct(product: d.name, location: remote?.location.remote?.first?.urlString, requirement: nil, isLocal: false)
            }
        }
    }

    static func package(inDump json: Data) throws -> Package {
        try JSONDecoder().decode(Package.self, from: json)
    }
}
