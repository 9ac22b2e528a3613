import Foundation
import PhoneOS
import Testing

/// Compares the public symbols of `OpenCarPlay` with Apple's CarPlay surface (iOS 26.1 SDK,
/// `docs/carplay-surface.tsv`), using the toolchain's symbol graph extractor on the built module.
struct SurfaceCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Apple's paths we knowingly lack, with why. Everything else must exist.
    /// (Empty since the 27 `init(coder:)` of the secure-coding classes came; keep it for the next iOS.)
    static let knownGaps: [String: String] = [:]

    func modulesDirectory() throws -> URL {
        let build = Self.root.appendingPathComponent(".build")
        let candidates = [
            "debug/Modules", "x86_64-unknown-linux-gnu/debug/Modules", "aarch64-unknown-linux-gnu/debug/Modules",
            "release/Modules"
        ].map { build.appendingPathComponent($0) }
        return try #require(
            candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("OpenCarPlay.swiftmodule").path) },
            "build the package first: no OpenCarPlay.swiftmodule under .build")
    }

    func ourPaths() async throws -> Set<String> {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("opencarplay-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if arch(x86_64)
            let target = "x86_64-unknown-linux-gnu"
        #else
            let target = "aarch64-unknown-linux-gnu"
        #endif
        p.arguments = [
            "swift-symbolgraph-extract", "-module-name", "OpenCarPlay", "-I", try modulesDirectory().path,
            // The system libraries under ImageCodec (module maps that SwiftPM hands every client).
            "-I", Self.root.appendingPathComponent("Sources/Libraries/CPNG").path, "-I", Self.root.appendingPathComponent("Sources/Libraries/CJPEG").path,
            "-target", target, "-output-dir", out.path, "-minimum-access-level", "public"
        ]
        // Waited for on a thread of its own: the cooperative pool's threads (two on two cores) serve the other tests.
        try await offMain {
            try p.run()
            p.waitUntilExitInRealTime()
        }
        #expect(p.terminationStatus == 0)
        var paths: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: out.path) where file.hasSuffix(".symbols.json") {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent(file))) as! [String: Any]
            for symbol in json["symbols"] as! [[String: Any]] {
                paths.insert((symbol["pathComponents"] as! [String]).joined(separator: "."))
            }
        }
        return paths
    }

    @Test func everyPublicPathOfApplesCarPlayExists() async throws {
        let tsv = try String(contentsOf: Self.root.appendingPathComponent("docs/carplay-surface.tsv"), encoding: .utf8)
        let apple = tsv.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }.filter { $0.count == 2 }
        #expect(apple.count == 975)
        let ours = try await ourPaths()
        let missing = apple.map { $0[1] }.filter { !ours.contains($0) }
        let unexplained = missing.filter { Self.knownGaps[$0] == nil }
        #expect(unexplained.isEmpty, "missing from OpenCarPlay: \(unexplained.joined(separator: ", "))")
        let covered = apple.count - missing.count
        print("CarPlay surface: \(covered) of \(apple.count) paths (\(missing.count) known gaps)")
        #expect(covered >= 975)
    }
}
