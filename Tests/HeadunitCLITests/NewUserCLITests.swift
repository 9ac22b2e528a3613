// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneOS
import Testing

/// What a new user met on the command line, run as a process.
struct NewUserCLITests {
    let cli = HeadunitCLITests()

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aScriptEndingWithAScreenshotPrintsTheScreenOnce() async throws {
        let url = try cli.script("launch Kerb\nscreenshot\n")
        let r = try await cli.run(["drive", "--script", url.path])
        #expect(r.status == 0)
        #expect(r.stdout.components(separatedBy: "┌ Kerb").count == 2, "\(r.stdout)")
    }

    @Test func renderSkipsALeadingLaunchOfItsAppAndNamesTheFolderOnce() async throws {
        let out = try folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let url = try cli.script("launch Kerb\ntap \"Kerb Kamppi\"\n")
        let r = try await cli.run(["render", "--app", "Kerb", "--format", "svg", "--script", url.path, "--output", out.path + "/"])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["kerb-standard-light-00.svg", "kerb-standard-light-01.svg"])
        let first = try String(contentsOf: out.appendingPathComponent(files[0]), encoding: .utf8)
        let second = try String(contentsOf: out.appendingPathComponent(files[1]), encoding: .utf8)
        #expect(first != second, "step 01 is the tap, not a second launch")
        #expect(r.stdout == "wrote 2 files to \(out.path)/\n")
    }

    @Test func checkWithAnOutputFolderPrintsTextNotHTML() async throws {
        let out = try folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try await cli.run(["check", "--app", "Kerb", "--format", "html", "--output", out.path, "--time-limit", "20"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasPrefix("CarPlay review of Kerb"), "\(r.stdout.prefix(200))")
        #expect(!r.stdout.contains("<html"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("report.html").path))
    }

    @Test func appsNamesThePlayableContentAppsKind() async throws {
        let r = try await cli.run(["apps"])
        let airwaves = r.stdout.split(separator: "\n").first { $0.hasPrefix("Airwaves\t") }
        #expect(airwaves?.contains("\taudio (playable content)\t") == true, "\(r.stdout)")
    }

    @Test func helpKeepsOneCommandPerLine() async throws {
        let r = try await cli.run(["help", "drive"])
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains("knob nudge up|down|left|right  nudge the knob") }, "\(r.stdout)")
        #expect(lines.contains { $0.contains("move LAT,LON") && $0.contains("put the car at a position") })
        // The command list is ours (ArgumentParser's usage line is its own): no line of it is wrapped.
        let list = lines.drop { !$0.contains("Car commands") }.prefix { !$0.hasPrefix("USAGE") && !$0.hasPrefix("OPTIONS") }
        #expect(list.count > 20 && list.allSatisfy { $0.count <= 80 }, "\(list.filter { $0.count > 80 })")
    }

    /// The address line reaches a program reading a pipe while the car runs (not only when it exits).
    @Test func theAddressLineIsNotBufferedInAPipe() throws {
        let p = Process()
        p.executableURL = HeadunitCLITests.binary
        p.arguments = ["--port", "0"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = Pipe()
        try p.run()
        defer { p.terminate() }
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("\n"), Date() < deadline {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        #expect(text.hasPrefix("headunit: the car is at http://127.0.0.1:"), "\(text)")
    }

    // MARK: headunit init

    /// An Xcode project's CarPlay folder: two Swift files with Apple's imports, an asset catalog, and the Info.plist
    /// and entitlements beside the folder.
    func xcodeProject() throws -> URL {
        let root = try folder()
        let carPlay = root.appendingPathComponent("Lots/CarPlay")
        try FileManager.default.createDirectory(at: carPlay.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try "{}\n".write(to: carPlay.appendingPathComponent("Assets.xcassets/Contents.json"), atomically: true, encoding: .utf8)
        try "import CarPlay\nimport SwiftUI\nimport CryptoKit\nfinal class LotsSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {}\n".write(
            to: carPlay.appendingPathComponent("LotsSceneDelegate.swift"), atomically: true, encoding: .utf8)
        try "import Foundation\nstruct Lot {}\n".write(to: carPlay.appendingPathComponent("Lot.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n".write(
            to: carPlay.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        try "[{\"name\": \"Kamppi\"}]\n".write(to: carPlay.appendingPathComponent("lots.json"), atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleDisplayName</key><string>Lots</string>
        <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>CPTemplateApplicationSceneSessionRoleApplication</key><array><dict>
        <key>UISceneClassName</key><string>CPTemplateApplicationScene</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).LotsSceneDelegate</string>
        </dict></array></dict></dict>
        </dict></plist>
        """.write(to: root.appendingPathComponent("Lots/Info.plist"), atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>com.apple.developer.carplay-parking</key><true/></dict></plist>
        """.write(to: root.appendingPathComponent("Lots/Lots.entitlements"), atomically: true, encoding: .utf8)
        return root
    }

    /// A project with its own `.gitignore` keeps it, with the package's build folders added once at its end.
    @Test func initAddsTheBuildFoldersToTheProjectsOwnGitignore() async throws {
        let root = try xcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let ignore = root.appendingPathComponent(".gitignore")
        try "xcuserdata/\n/.build\nDerivedData".write(to: ignore, atomically: true, encoding: .utf8)
        let r = try await cli.run([
            "init", "--sources", root.path + "/Lots/CarPlay", "--info-plist", root.path + "/Lots/Info.plist", "--entitlements",
            root.path + "/Lots/Lots.entitlements", "--output", root.path
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOf: ignore, encoding: .utf8)
        #expect(text.hasPrefix("xcuserdata/\n/.build\nDerivedData\n"), "the project's lines stay first: \(text)")
        #expect(text.hasSuffix("\n.swiftpm/\nPackage.resolved\n"), "\(text)")
        #expect(!text.contains(".build/"), "/.build already ignores the build folder: \(text)")
        // Again (--force): nothing more is added.
        let again = try await cli.run([
            "init", "--sources", root.path + "/Lots/CarPlay", "--info-plist", root.path + "/Lots/Info.plist", "--entitlements",
            root.path + "/Lots/Lots.entitlements", "--output", root.path, "--force"
        ])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try String(contentsOf: ignore, encoding: .utf8) == text)
    }

    /// `headunit init` on the Lots project in `root`: its CarPlay folder, Info.plist and entitlements, written beside it.
    func initLots(_ root: URL) async throws -> HeadunitCLITests.Run {
        try await cli.run([
            "init", "--sources", root.path + "/Lots/CarPlay", "--info-plist", root.path + "/Lots/Info.plist", "--entitlements",
            root.path + "/Lots/Lots.entitlements", "--output", root.path
        ])
    }

    /// SwiftPM rebuilds a target only when a module it names changes (swiftlang/swift-package-manager#10483): a module
    /// the generated files import but their target doesn't name would keep old layouts after OpenCarPlay or the app
    /// changes. Each target of the written package names every module of the package or OpenCarPlay its files import.
    @Test func eachWrittenTargetNamesTheModulesItsFilesImport() async throws {
        let root = try xcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try await initLots(root)
        #expect(r.status == 0, "\(r.stderr)")
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let system: Set<String> = ["Foundation", "Testing", "XCTest"]
        for (target, folder) in [("LotsCarPlayApp", "App"), ("LotsCarPlayTests", "Tests"), ("LotsCheck", "Check"), ("LotsCar", "Car")] {
            // The target's declaration: from its name to its path.
            let start = try #require(manifest.range(of: "name: \"\(target)\""), "\(target) in \(manifest)")
            let end = try #require(manifest.range(of: "path:", range: start.upperBound..<manifest.endIndex))
            let declaration = manifest[start.upperBound..<end.lowerBound]
            let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("CarPlayPackage/\(folder)").path)
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/\(folder)/\(file)"), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    let module = String(line.split(separator: " ").last ?? "")
                    guard !system.contains(module) else { continue }
                    #expect(
                        declaration.contains("\"\(module)\""), "\(target) imports \(module) (\(folder)/\(file)) but names only \(declaration)")
                }
            }
        }
        #expect(manifest.contains("\"LotsCarPlayApp\", \"Lots\", .product(name: \"CarPlayShim\""), "the tests may import the app and the shim")
    }

    @Test func initWritesAPackageAroundTheFolder() async throws {
        let root = try xcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try await initLots(root)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("LotsSceneDelegate.swift imports CryptoKit: OpenCarPlay doesn't provide it on Linux"), "\(r.stderr)")
        #expect(!r.stderr.contains("imports SwiftUI"), "SwiftUI reads as the shim (OpenSwiftUI): \(r.stderr)")
        #expect(!r.stderr.contains("imports CarPlay"), "Apple's imports are built as they are: \(r.stderr)")
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("plugins: [.plugin(name: \"AppleImports\", package: "))
        #expect(manifest.contains("path: \"CarPlayPackage/Sources\""))
        let list = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/Sources/apple-imports.txt"), encoding: .utf8)
        #expect(list.contains("\n../../Lots/CarPlay\n"), "\(list)")
        #expect(manifest.contains(".product(name: \"CarPlayShim\""))
        #expect(manifest.contains(".executable(name: \"lots-check\""))
        let app = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/App/CarPlayApp.swift"), encoding: .utf8)
        #expect(app.contains("SceneDelegateFactory(LotsSceneDelegate.self) { LotsSceneDelegate() }"))
        // The app's resources (the asset catalog, lots.json) are linked flat beside a link to the Info.plist: its bundle.
        #expect(app.contains("appendingPathComponent(\"CarPlayPackage/Bundle/Info.plist\")"), "\(app)")
        #expect(app.contains("applicationDelegate: ApplicationDelegateFactory(AppDelegate.self) { AppDelegate() }"), "\(app)")
        let bundle = root.appendingPathComponent("CarPlayPackage/Bundle")
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: bundle.path)) == ["Info.plist", "Assets.xcassets", "lots.json"])
        #expect(try String(contentsOf: bundle.appendingPathComponent("lots.json"), encoding: .utf8).contains("Kamppi"))
        #expect(try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8).contains(".build/"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("CarPlayPackage/Tests/LotsCarPlayTests.swift").path))
        // CI: one script (executable, valid shell) that the workflow runs; it clones OpenCarPlay where the manifest
        // looks for it when a fresh clone of the app lacks it.
        let ci = root.appendingPathComponent("CarPlayPackage/ci.sh")
        let script = try String(contentsOf: ci, encoding: .utf8)
        #expect(FileManager.default.isExecutableFile(atPath: ci.path))
        #expect(script.contains("swift test ${SWIFT_FLAGS:-}\nswift run ${SWIFT_FLAGS:-} lots-check --output CarPlayPackage/review.sarif"), "\(script)")
        #expect(script.contains("apt-get install -y -qq --no-install-recommends git zlib1g-dev libpng-dev libjpeg62-turbo-dev libfribidi-dev libharfbuzz-dev"))
        #expect(script.contains("git clone --depth 1 \"$OPENCARPLAY_URL\""))
        let syntax = Process()
        syntax.executableURL = URL(fileURLWithPath: "/bin/sh")
        syntax.arguments = ["-n", ci.path]
        try syntax.run()
        syntax.waitUntilExitInRealTime()
        #expect(syntax.terminationStatus == 0, "ci.sh is valid shell")
        let workflow = try String(contentsOf: root.appendingPathComponent(".github/workflows/carplay.yml"), encoding: .utf8)
        #expect(workflow.contains("run: CarPlayPackage/ci.sh") && workflow.contains("container: swift:6.3-bookworm"))
        #expect(workflow.contains("path: CarPlayPackage/review.sarif"))

        let again = try await cli.run([
            "init", "--sources", root.path + "/Lots/CarPlay", "--info-plist", root.path + "/Lots/Info.plist", "--entitlements",
            root.path + "/Lots/Lots.entitlements", "--output", root.path
        ])
        #expect(again.status != 0)
        #expect(again.stderr.contains("already exist"), "\(again.stderr)")
    }

    /// A project that ships its own `.github/workflows/carplay.yml` (Swift Radio does) keeps it: init goes on, without
    /// --force, and writes its script beside it.
    @Test func initKeepsTheProjectsOwnWorkflow() async throws {
        let root = try xcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let workflow = root.appendingPathComponent(".github/workflows/carplay.yml")
        try FileManager.default.createDirectory(at: workflow.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "name: Xcode build\n".write(to: workflow, atomically: true, encoding: .utf8)
        let r = try await cli.run([
            "init", "--sources", root.path + "/Lots/CarPlay", "--info-plist", root.path + "/Lots/Info.plist", "--entitlements",
            root.path + "/Lots/Lots.entitlements", "--output", root.path
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("kept .github/workflows/carplay.yml, the project's own"), "\(r.stdout)")
        #expect(try String(contentsOf: workflow, encoding: .utf8) == "name: Xcode build\n")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("CarPlayPackage/ci.sh").path))
    }

    /// A key the Info.plist gives twice (Meshtastic's NSSiriUsageDescription): init goes on as Xcode does, with a
    /// warning naming the key and both lines.
    @Test func initWarnsOfADuplicateKeyAndGoesOn() async throws {
        let root = try xcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let info = root.appendingPathComponent("Lots/Info.plist")
        let text = try String(contentsOf: info, encoding: .utf8).replacingOccurrences(
            of: "<key>CFBundleDisplayName</key><string>Lots</string>\n",
            with: "<key>NSSiriUsageDescription</key><string>A</string>\n<key>CFBundleDisplayName</key><string>Lots</string>\n"
                + "<key>NSSiriUsageDescription</key><string>B</string>\n")
        try text.write(to: info, atomically: true, encoding: .utf8)
        let r = try await cli.run([
            "init", "--sources", root.path + "/Lots/CarPlay", "--info-plist", info.path, "--entitlements", root.path + "/Lots/Lots.entitlements",
            "--output", root.path
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stderr.contains("warning: \(info.path):3: duplicate key 'NSSiriUsageDescription' at lines 3 and 5: the last one (line 5) is used"),
            "\(r.stderr)")
    }

    @Test func initRefusesWhatCannotWork() async throws {
        let root = try xcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = try await cli.run([
            "init", "--sources", root.path + "/Lots/CarPlay", "--info-plist", root.path + "/Lots/Info.plist", "--output", root.path + "/Elsewhere"
        ])
        #expect(outside.stderr.contains("must be inside the package's folder"), "\(outside.stderr)")
        let noEntitlement = try await cli.run([
            "init", "--sources", root.path + "/Lots/CarPlay", "--info-plist", root.path + "/Lots/Info.plist", "--output", root.path
        ])
        #expect(noEntitlement.status != 0)
        #expect(noEntitlement.stderr.contains("not a CarPlay app"), "\(noEntitlement.stderr)")
        try "<plist><dict><key>x</dict></plist>".write(to: root.appendingPathComponent("Lots/Bad.plist"), atomically: true, encoding: .utf8)
        let malformed = try await cli.run([
            "init", "--sources", root.path + "/Lots/CarPlay", "--info-plist", root.path + "/Lots/Bad.plist", "--output", root.path
        ])
        #expect(malformed.status != 0)
        #expect(malformed.stderr.contains("Bad.plist:1"), "\(malformed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path), "nothing written")
    }
}
