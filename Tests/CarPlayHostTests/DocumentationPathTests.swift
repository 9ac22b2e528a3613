import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The docs name files a contributor will look for: every path they name must exist.
@Suite struct DocumentationPathTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files a newcomer reads.
    static var documents: [URL] {
        let docs = root.appendingPathComponent("docs")
        let inDocs = (try? FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)) ?? []
        return [root.appendingPathComponent("README.md"), root.appendingPathComponent("ARCHITECTURE.md")]
            + inDocs.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    /// Paths under the repository's top folders, as the docs write them (`Sources/Open*/` globs allowed).
    static func paths(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_./-])(Sources|Tests|scripts|docs|Examples|Benchmarks|\.ci)/[A-Za-z0-9_./+*-]*"#)
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            var p = ns.substring(with: m.range)
            while p.hasSuffix(".") || p.hasSuffix("/") { p.removeLast() }
            return p
        }
    }

    /// Whether `path` (which may hold `*` in its last component) names at least one existing file.
    static func exists(_ path: String) -> Bool {
        guard path.contains("*") else { return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }
        var matches = [""]
        for component in path.split(separator: "/").map(String.init) {
            matches = matches.flatMap { base -> [String] in
                let dir = root.appendingPathComponent(base).path
                guard component.contains("*") else {
                    let next = base.isEmpty ? component : base + "/" + component
                    return FileManager.default.fileExists(atPath: root.appendingPathComponent(next).path) ? [next] : []
                }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
                return names.filter { fnmatch(component, $0, 0) == 0 }.map { base.isEmpty ? $0 : base + "/" + $0 }
            }
        }
        return !matches.isEmpty
    }

    /// The README's example of a user's own package: its paths are the user's, not ours (the new-user test builds them).
    static let usersPackage = ["Sources/MyCarPlayApp", "Tests/MyCarPlayAppTests"]

    @Test func everyPathTheDocsNameExists() throws {
        var checked = 0
        for doc in Self.documents {
            let text = try String(contentsOf: doc, encoding: .utf8)
            for path in Self.paths(in: text) where !Self.usersPackage.contains(where: { path.hasPrefix($0) }) {
                checked += 1
                #expect(Self.exists(path), "\(doc.lastPathComponent) names \(path), which does not exist")
            }
        }
        #expect(checked > 20, "the docs name the files a contributor looks for")
    }

    @Test func theCheckCatchesAMissingPath() {
        #expect(Self.paths(in: "see `Sources/Car/CarPlayHost/Nope.swift`.") == ["Sources/Car/CarPlayHost/Nope.swift"])
        #expect(!Self.exists("Sources/Car/CarPlayHost/Nope.swift"))
        #expect(Self.exists("Sources/AppleAPI/Open*"))
        #expect(!Self.exists("Sources/Nope*"))
        #expect(Self.exists("Tests/CarPlayReviewerTests/Corpus*.swift"))
    }
}
