// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import carplay_imports

@testable import headunit

/// A first build's compiler output condensed: each distinct error once, grouped by cause, excerpts numbered as in the
/// original file.
struct BuildDiagnosticsTests {
    /// Two app files as an iOS project might have them: one imports a package this car lacks, both use a helper that
    /// lives in a folder the build didn't include.
    func appFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diag-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "//  Deck.swift\nimport CarPlay\nimport TideKit\n\nlet deck = Foghorn()\n".write(
            to: folder.appendingPathComponent("Deck.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nimport TideKit\nfunc sound() { Foghorn().blow() }\n".write(
            to: folder.appendingPathComponent("Horn.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    /// What SwiftPM prints for those files: each message for every job that compiled them, with excerpts and progress.
    func log(_ folder: URL) -> String {
        let deck = folder.appendingPathComponent("Deck.swift").path
        let horn = folder.appendingPathComponent("Horn.swift").path
        var text = "[1/9] Compiling plugin AppleImports\n"
        for job in 0..<4 {
            text += "[\(job + 2)/9] Compiling App Deck.swift\n"
            text += "\(deck):3:8: error: no such module 'TideKit'\n 2 | import CarPlay\n 3 | import TideKit\n   |        `- error: no such module 'TideKit'\n"
            text += "\(horn):2:8: error: no such module 'TideKit'\n"
            text += "\(deck):5:12: error: cannot find 'Foghorn' in scope\n"
            text += "\(horn):3:16: error: cannot find 'Foghorn' in scope\n"
            text += "\(horn):3:16: note: did you mean 'Forlorn'?\n"
            text += "\(deck):1:1: warning: file header is old\n"
            text += "error: emit-module command failed with exit code 1 (use -v to see invocation)\n"
        }
        return text
    }

    @Test func eachErrorOnceGroupedByCause() throws {
        let folder = try appFolder()
        let d = BuildDiagnostics(output: log(folder))
        #expect(d.errors.count == 4 && d.warnings.count == 1 && d.rawCount == 24)
        let groups = d.groups
        #expect(groups.count == 2)
        #expect(groups[0].cause == .missingModule("TideKit") && groups[0].messages.count == 2)
        #expect(groups[1].cause == .unknownName("Foghorn") && groups[1].messages.map(\.line) == [5, 3])
        #expect(groups[1].messages[1].notes.count == 1, "a note is kept once, with its error")
        let report = d.report(relativeTo: folder.path)
        #expect(report.contains("error: 2 imports of TideKit, a module this package doesn't have"))
        #expect(report.contains("error: 2 uses of Foghorn, which nothing here declares"))
        #expect(report.contains("  Deck.swift:3:8: no such module 'TideKit'") && report.contains("  Horn.swift:2:8: no such module 'TideKit'"))
        #expect(report.hasSuffix("4 errors from 2 causes (the compiler printed 24 messages, repeats included)"))
        #expect(report.contains("1 warning in 1 file") && report.contains("A missing module stops the compiler"))
        #expect(!report.contains("Compiling") && !report.contains("emit-module"))
    }

    @Test func excerptsAreNumberedAsTheOriginalFile() throws {
        let folder = try appFolder()
        let d = BuildDiagnostics(output: log(folder))
        let excerpt = BuildDiagnostics.excerpt(of: d.errors[0], text: try String(contentsOf: folder.appendingPathComponent("Deck.swift"), encoding: .utf8))
        #expect(excerpt == ["2 | import CarPlay", "3 | import TideKit", "  |        ^ error: no such module 'TideKit'", "4 | "])
    }

    @Test func theRewrittenCopyKeepsLineNumbersWhenTheFileStartsWithAComment() {
        let source = "//  Deck.swift\nimport CarPlay\n\nlet x = 1\n"
        let copy = AppleImportRewriter.rewrite(source, originalPath: "/app/Deck.swift")
        let lines = copy.split(separator: "\n", omittingEmptySubsequences: false)
        // The directive replaces the comment: line N of the copy is line N of the original, so the compiler's own
        // excerpts are numbered right too.
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[0] == #"#sourceLocation(file: "/app/Deck.swift", line: 2)"# && lines[1] == "import CarPlayShim" && lines[3] == "let x = 1")
    }
}

extension HeadunitCLITests {
    @Test func buildCondensesASavedLog() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("build-\(UUID().uuidString).log")
        let text = (0..<5).map { _ in "/nowhere/App.swift:7:3: error: cannot find 'Lantern' in scope\n" }.joined()
        try text.write(to: log, atomically: true, encoding: .utf8)
        let r = try await run(["build", "--log", log.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("error: Lantern") == false && r.stdout.contains("error: 1 use of Lantern, which nothing here declares"))
        #expect(r.stdout.contains("1 error from 1 cause (the compiler printed 5 messages, repeats included)"))
        // A package SwiftPM couldn't fetch: nothing compiled, and the summary says so rather than "0 errors".
        let unfetched = try await run(
            ["build", "--log", "-"],
            stdin: "error: Failed to clone repository https://example.com/Glyphs:\n    fatal: unable to access\nerror: ExitCode(rawValue: 1)\n")
        #expect(unfetched.status == 1, "\(unfetched.stdout)")
        #expect(unfetched.stdout.contains("error: Failed to clone repository https://example.com/Glyphs:"), "\(unfetched.stdout)")
        #expect(
            unfetched.stdout.contains("SwiftPM stopped with the errors above; no compiler errors to group.") && !unfetched.stdout.contains("0 errors"),
            "\(unfetched.stdout)")
        let clean = try await run(["build", "--log", "-"], stdin: "[3/3] Linking app\nBuild complete!\n")
        #expect(clean.status == 0 && clean.stdout.contains("Build complete: no errors."))
    }
}

/// `headunit build` says where a long build is instead of printing nothing until its first error.
struct BuildProgressTests {
    @Test func aCILogGetsALineEveryThirtySecondsNamingTheStepAndTheModule() {
        var progress = BuildProgress(interactive: false)
        let t0 = Date(timeIntervalSince1970: 0)
        #expect(progress.read(Data("Fetching https://github.com/x/y\n".utf8), at: t0) == nil)
        #expect(progress.read(Data("Building for debugging...\n[12/800] Compiling Open".utf8), at: t0.addingTimeInterval(10)) == nil)
        let shown = progress.read(Data("UIKit UIView.swift\n".utf8), at: t0.addingTimeInterval(31))
        #expect(shown == "  [12/800] compiling OpenUIKit (31 s so far)\n")
        #expect(progress.read(Data("[13/800] Emitting module CarPlayHost\n".utf8), at: t0.addingTimeInterval(40)) == nil)
        let later = progress.read(Data("[500/800] Linking headunit\n".utf8), at: t0.addingTimeInterval(95))
        #expect(later == "  [500/800] linking headunit (1 min 35 s so far)\n")
        #expect(progress.finish(at: t0.addingTimeInterval(125)) == "build ended after 2 min 5 s\n")
    }

    @Test func aTerminalGetsOneLineKeptUpToDate() {
        var progress = BuildProgress(interactive: true)
        let t0 = Date(timeIntervalSince1970: 0)
        let first = progress.read(Data("[1/9] Compiling CarPlayHost A.swift\n".utf8), at: t0)
        #expect(first == "\r\u{1B}[2K  [1/9] compiling CarPlayHost (0 s so far)")
        #expect(progress.read(Data("[2/9] Compiling CarPlayHost B.swift\n".utf8), at: t0.addingTimeInterval(0.5)) == nil)
        #expect(
            progress.read(Data("[3/9] Emitting module ReferenceApps\n".utf8), at: t0.addingTimeInterval(2))?.hasSuffix(
                "[3/9] emitting ReferenceApps (2 s so far)") == true)
    }
}
