// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import Foundation
import PhoneOS

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Headunit {
    /// Builds a package (or reads a saved build log) and prints each distinct compiler error once, grouped by cause.
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build",
            abstract: "Build a package's code and tests, printing each distinct compiler error once, grouped by cause.",
            discussion: """
                Runs swift build --build-tests in --package-path and condenses what the compiler says: SwiftPM repeats \
                a file's errors for every job that compiles it, and one missing module errs in every file that imports \
                it. Each group names its cause, its places, and one excerpt read from the original file. With --log, \
                reads a saved build log instead (- for standard input): swift build 2>&1 | headunit build --log -
                """
        )

        @Option(help: "The package to build.")
        var packagePath: String = "."

        @Option(help: "Read this saved build output instead of building (- for standard input).")
        var log: String?

        @Option(help: "At most this many places listed per cause.")
        var places: Int = 8

        func run() async throws {
            // Its summary (standard output) and its warnings (standard error) reach a log file in the order they're said.
            StandardOutput.writeEachLine()
            let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
            // A package `init` wrote with stand-ins for packages that don't build here: the names the app's code uses
            // from them are declared there as it builds.
            let (output, status, diagnostics): (String, Int32, BuildDiagnostics)
            if let log {
                let text = try Self.read(log)
                (output, status, diagnostics) = (text, 0, BuildDiagnostics(output: text))
            } else {
                let folder = URL(fileURLWithPath: root)
                Self.replanIfTheListChanged(in: folder)
                (output, status, diagnostics) = try PackageStub.build(at: folder, declaringIn: PackageStub.discover(in: folder))
            }
            if diagnostics.errors.isEmpty && diagnostics.general.allSatisfy({ !$0.hasPrefix("error: ") }) {
                print(status == 0 ? "Build complete: no errors." : "The build failed without compiler errors; its last lines:\n" + Self.tail(output))
            } else {
                print(diagnostics.report(relativeTo: root, maxPlaces: max(places, 1)))
            }
            if status != 0 || !diagnostics.errors.isEmpty || diagnostics.general.contains(where: { $0.hasPrefix("error: ") }) { throw ExitCode(1) }
        }

        /// SwiftPM asks the AppleImports plugin which files to build only when it plans a build (the manifest or the
        /// target's own files changed): a line added to `init`'s apple-imports.txt since the manifest last changed would
        /// go unseen, so the manifest is touched. (Removing or adding a `#` takes effect without it.)
        static func replanIfTheListChanged(in root: URL) {
            let list = root.appendingPathComponent("CarPlayPackage/Sources/apple-imports.txt").path
            let manifest = root.appendingPathComponent("Package.swift").path
            let fm = FileManager.default
            guard let listed = (try? fm.attributesOfItem(atPath: list))?[.modificationDate] as? Date,
                let planned = (try? fm.attributesOfItem(atPath: manifest))?[.modificationDate] as? Date, listed > planned
            else { return }
            // The kernel's time, not `Date()`: in a process whose clock is a car's (a test's), `Date()` is the phone's.
            _ = utimes(manifest, nil)
            FileHandle.standardError.write(Data("apple-imports.txt changed since Package.swift: touched Package.swift so SwiftPM reads the list again\n".utf8))
        }

        /// OpenCarPlay's own build folder, for a package that depends on an OpenCarPlay checkout by path (as `init`
        /// writes it) once that checkout has built: building the package there reuses what `headunit` already compiled
        /// of OpenCarPlay — most of a first build — since SwiftPM compiles a path dependency's modules with the same
        /// commands as the dependency's own build. Nil otherwise (the package then builds in its own `.build`).
        static func sharedBuildFolder(for root: URL) -> URL? {
            for dependency in StubNames.pathDependencies(of: root) {
                let checkout = dependency.standardizedFileURL
                let build = checkout.appendingPathComponent(".build")
                let isOpenCarPlay = FileManager.default.fileExists(
                    atPath: checkout.appendingPathComponent("Sources/AppleAPI/CarPlayShim/CarPlayShim.swift").path)
                if isOpenCarPlay && FileManager.default.fileExists(atPath: build.appendingPathComponent("debug").path) { return build }
            }
            return nil
        }

        static func read(_ path: String) throws -> String {
            let data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
            return String(decoding: data, as: UTF8.self)
        }

        static func tail(_ output: String) -> String {
            output.split(separator: "\n").suffix(15).joined(separator: "\n")
        }

        /// Runs `swift build --build-tests` in `root` and returns its combined output and exit status. While it works it
        /// says where it is (``BuildProgress``): on a terminal one line kept up to date, elsewhere a line every 30 s. The
        /// compiler runs at the priority `headunit` was started with (`nice` carries over to the processes it starts).
        static func build(at root: String) throws -> (String, Int32) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["swift", "build", "--build-tests", "--package-path", root]
            let shared = sharedBuildFolder(for: URL(fileURLWithPath: root))
            if let shared { p.arguments! += ["--scratch-path", shared.path] }
            let pipe = Pipe()
            p.standardOutput = pipe
            p.standardError = pipe
            FileHandle.standardError.write(
                Data("swift build --build-tests in \(root)\(shared.map { " (in OpenCarPlay's build folder, \($0.path))" } ?? "") …\n".utf8))
            try p.run()
            var progress = BuildProgress(interactive: isatty(STDERR_FILENO) == 1)
            var data = Data()
            while true {
                let chunk = pipe.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
                if let line = progress.read(chunk, at: Date()) { FileHandle.standardError.write(Data(line.utf8)) }
            }
            p.waitUntilExitInRealTime()
            FileHandle.standardError.write(Data(progress.finish(at: Date()).utf8))
            return (String(decoding: data, as: UTF8.self), p.terminationStatus)
        }
    }
}
