// SPDX-License-Identifier: Apache-2.0

import Foundation

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
                let dependencies: [[String: [String?]]]
            }
            let targets: [Target]
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: json)
        return Set(manifest.targets.flatMap(\.dependencies).compactMap { $0["product"]?.first ?? nil })
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
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolchainNames.ProbeError(message: "swift package dump-package exited with status \(process.terminationStatus): \(message.prefix(300))")
        }
        return data
    }
}
