// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneOS

/// Which Apple-looking names the toolchain on this machine declares itself: Foundation's `NSObject`, `NSNumber`,
/// `NSNotification` and `NSClassFromString` are there on Linux (swift-corelibs-foundation), `NSUbiquitousKeyValueStore`
/// is not. The CarPlay cut asks before it calls a file unbuildable for a name the shim doesn't declare.
///
/// The answer comes from the compiler, not a list: a file that imports Foundation and Dispatch names each candidate
/// (`_ = NSObject`), and `swiftc -typecheck` says "cannot find 'X' in scope" for exactly the names that aren't there.
/// One run for all candidates (about half a second here).
struct ToolchainNames {
    /// The compiler to ask; `nil` when none is on the `PATH`.
    let swiftc: URL?

    init(swiftc: URL? = ToolchainNames.compilerOnPath()) { self.swiftc = swiftc }

    /// The first `swiftc` on the `PATH`.
    static func compilerOnPath(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Of `names`, those Foundation, Dispatch or the standard library declare here. Names that aren't identifiers are
    /// never asked about (and so never declared). Throws when there is no compiler or it can't be run.
    func declared(among names: Set<String>) throws -> Set<String> {
        let asked = names.filter(Self.isIdentifier).sorted()
        guard !asked.isEmpty else { return [] }
        guard let swiftc else { throw ProbeError(message: "no swiftc on the PATH") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("names.swift")
        let body = asked.map { "    _ = \($0)" }.joined(separator: "\n")
        try "import Foundation\nimport Dispatch\n\nfunc probe() {\n\(body)\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-diagnostic-style", "llvm", file.path]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExitInRealTime()
        let missing = Self.notFound(in: text)
        // A failure that names none of them (no standard library, a broken toolchain) is no answer.
        if process.terminationStatus != 0 && missing.isEmpty && !text.contains("error:") {
            throw ProbeError(message: "swiftc -typecheck exited with status \(process.terminationStatus): \(text.prefix(300))")
        }
        return Set(asked).subtracting(missing)
    }

    /// The names the compiler's messages say it can't find.
    static func notFound(in diagnostics: String) -> Set<String> {
        var names: Set<String> = []
        for line in diagnostics.split(separator: "\n") {
            guard let start = line.range(of: "error: cannot find '"), let end = line[start.upperBound...].firstIndex(of: "'") else { continue }
            names.insert(String(line[start.upperBound..<end]))
        }
        return names
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    struct ProbeError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
