// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// The files `headunit init` writes: the manifest, the app's declaration, a first test, the check and the live car.
extension PackageScaffold {
    func packageManifest() -> String {
        let product = { (name: String) in ".product(name: \"\(name)\", package: \"\(identity)\")" }
        return """
            // swift-tools-version: 6.0
            // Written by `headunit init`: \(appName)'s CarPlay code (\(sourcesPath), left where the Xcode project keeps it)
            // built against OpenCarPlay, with a first test, a guideline check and a live car. Edit freely.
            import PackageDescription

            let package = Package(
                name: "\(module)CarPlay",
                platforms: [.macOS(.v15)],
                products: [
                    .executable(name: "\(executablePrefix)-check", targets: ["\(module)Check"]),
                    .executable(name: "\(executablePrefix)-car", targets: ["\(module)Car"]),
                ],
                dependencies: [
                    \(dependency),\(localPackageFolders.map { "\n        .package(path: \"\($0)\")," }.joined())
                ],
                targets: [
                    // The app's CarPlay code, where the Xcode project keeps it (\(sourcesPath), listed in
                    // CarPlayPackage/Sources/apple-imports.txt), built by OpenCarPlay's AppleImports plugin: its files are
                    // compiled as they are, with `import CarPlay`, `import UIKit`, … read as `import CarPlayShim`
                    // (Apple's frameworks on iOS, OpenCarPlay here); compiler messages name the original files.
                    // Regex literals written `/…/` compile, as Xcode compiles an app's Swift 5 code.
                    .target(
                        name: "\(module)",
                        dependencies: [
                            \(product("CarPlayShim")),\((frameworks.map(\.module) + stubs.map(\.product)).map { "\n                \"\($0)\"," }.joined())\(
                                localPackages.map { "\n                .product(name: \"\($0.product)\", package: \"\($0.identity)\")," }.joined())
                        ],
                        path: "CarPlayPackage/Sources",
                        exclude: ["apple-imports.txt"],
                        swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("BareSlashRegexLiterals"), .unsafeFlags(["-enable-testing"])],
                        plugins: [.plugin(name: "AppleImports", package: "\(identity)")]
                    ),\(stubTargets())\(frameworkTargets())
                    // How the car finds the app: its Info.plist, entitlements and scene delegates.
                    .target(name: "\(module)CarPlayApp", dependencies: ["\(module)", \(product("CarPlayHost"))], path: "CarPlayPackage/App"),
                    // Every module a target's files import is named (the app's module and CarPlayShim too, for tests that
                    // import them): SwiftPM rebuilds a target only when a module it names changes.
                    .testTarget(
                        name: "\(module)CarPlayTests",
                        dependencies: [
                            "\(module)CarPlayApp", "\(module)", \(product("CarPlayShim")), \(product("CarPlayTesting")),
                            \(product("CarPlaySnapshotTesting")),
                        ],
                        path: "CarPlayPackage/Tests",
                        // Recorded/: tests recorded in the live car (its Record button) or with `headunit drive --record`.
                        exclude: ["__Snapshots__", "Recorded/README.md", "Recorded/__Snapshots__"]
                    ),
                    .executableTarget(
                        name: "\(module)Check", dependencies: ["\(module)CarPlayApp", \(product("CarPlayCheckCommand"))], path: "CarPlayPackage/Check"),
                    .executableTarget(
                        name: "\(module)Car", dependencies: ["\(module)CarPlayApp", \(product("CarPlayHost")), \(product("CarPlayServer"))],
                        path: "CarPlayPackage/Car"),
                ]
            )

            """
    }

    /// The manifest's targets for the stubs (empty without any).
    func stubTargets() -> String {
        stubs.map { stub in
            "\n        // A stand-in for \(stub.product) (\(stub.source)), which doesn't build here: \(stub.path).\n"
                + "        .target(name: \"\(stub.product)\", path: \"\(stub.folder)\", swiftSettings: [.swiftLanguageMode(.v5)]),"
        }.joined()
    }

    /// The folders (or files) of the app's code, for the AppleImports plugin (relative to CarPlayPackage/Sources).
    func appleImportsList() -> String {
        """
        # Written by `headunit init`: the folders (or files) of \(appName)'s CarPlay code the AppleImports plugin builds into
        # the \(module) target, relative to this folder, one per line\(projectTarget.map { " (the Swift files of the Xcode target \($0) its CarPlay code reaches)" } ?? ""). Add
        # more lines for code in other folders. The Swift files are compiled as they are (never changed).
        \(sourceEntries.map { "../../" + $0 }.joined(separator: "\n"))
        \(leftOutEntries.isEmpty ? "" : leftOutSection)
        """
    }

    /// The left-out files, commented out, grouped by why.
    var leftOutSection: String {
        let groups = Dictionary(grouping: leftOutEntries, by: \.reason).sorted { $0.key < $1.key }
        return """
            # Not built: files the CarPlay code doesn't reach (the phone's own screens and services), and files it reaches
            # that can't be built here (their stand-ins are in StandIns/). Remove a `#` to build one after all.
            \(groups.map { reason, files in "\n# \(reason):\n" + files.map { "# ../../" + $0.entry }.joined(separator: "\n") }.joined(separator: "\n"))

            """
    }

    var appleImportsPlaceholder: String {
        """
        // Written by `headunit init`. This target's code is the folder apple-imports.txt lists, built by the AppleImports
        // plugin; SwiftPM wants a target to have a source file of its own, so this one stands here.

        """
    }

    func appFile() -> String {
        // The target's settings for the Info.plist's `$(PRODUCT_NAME)` and the like (Xcode fills them in as it builds).
        let settingsArgument =
            buildSettings.isEmpty
            ? ""
            : ", buildSettings: [\n"
                + buildSettings.sorted { $0.key < $1.key }.map { "            \($0.key.debugDescription): \($0.value.debugDescription)," }
                .joined(separator: "\n") + "\n        ]"
        let factories = delegateClasses.map { "            SceneDelegateFactory(\($0).self) { \($0)() }," }.joined(separator: "\n")
        let appDelegate = applicationDelegateClass.map { "applicationDelegate: ApplicationDelegateFactory(\($0).self) { \($0)() }, " } ?? ""
        let plist = resources.isEmpty ? infoPlistPath : "\(Self.bundlePath)/Info.plist"
        return """
            // Written by `headunit init`. How the car finds \(appName): its Info.plist and entitlements where the Xcode
            // project keeps them, its app delegate (launched first, as iOS does) and the scene delegates its scene manifest
            // names (made as UIKit makes them: with init()). The Info.plist's folder is the app's bundle: `Bundle.main` for
            // its code\(resources.isEmpty ? "" : " (\(Self.bundlePath), links to the Info.plist and the app's resources)").
            import CarPlayHost
            import Foundation
            @testable import \(module)

            public enum CarPlayApp {
                /// The package's folder (this file is CarPlayPackage/App/CarPlayApp.swift in it).
                static let packageFolder = URL(fileURLWithPath: #filePath)
                    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                public static var infoPlist: URL { packageFolder.appendingPathComponent("\(plist)") }
                public static var entitlements: URL? { \(entitlementsPath.map { "packageFolder.appendingPathComponent(\"\($0)\")" } ?? "nil") }

                /// The app as a car installs it. Each call makes a fresh app (each test's car, each of the reviewer's runs):
                /// give the delegates fresh stores here if the app keeps state in singletons (`static let shared`), which
                /// live as long as the process, not as long as one install.
                @MainActor public static func declaration() throws -> AppDeclaration {
                    try AppDeclaration(infoPlist: infoPlist, entitlements: entitlements, \(appDelegate)delegates: [
            \(factories)
                    ]\(settingsArgument))
                }
            }

            """
    }

    func testFile() -> String {
        """
        // Written by `headunit init`: a first test. More: tap by text (`try await car.tap("…")`), `await car.drive()`,
        // `await car.advance(by: .seconds(60))`, `await car.expectNoFindings()` — see OpenCarPlay's README.
        import CarPlaySnapshotTesting
        import CarPlayTesting
        import Foundation
        import \(module)CarPlayApp
        import Testing

        @MainActor
        struct \(module)CarPlayTests {
            @Test func connectsAndShowsItsRootScreen() async throws {
                let car = try await CarPlayTestSession(app: try CarPlayApp.declaration())
                #expect(car.visibleTemplate != nil, "\(appName) showed no template when CarPlay connected")
                // A text that is a key of the app's string tables and none of their words ("recent_title"): its bundle
                // (CarPlayPackage/Bundle) lacks the table that has it.
                #expect(car.unlocalizedTexts.isEmpty, "\(appName)'s root screen shows string keys, not words: \\(car.unlocalizedTexts)")
                // The root screen as SVG, beside this file in __Snapshots__: the first run records it, later runs compare.
                let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                let recorded = FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("root.connected.svg").path)
                let difference = verifySnapshot(of: car.screen, as: .svg, named: "connected", snapshotDirectory: snapshots.path, testName: "root")
                if recorded, let difference { Issue.record(Comment(rawValue: difference)) }
            }
        }

        """
    }

    var snapshotsReadme: String {
        """
        Reference screens (SVG) of the tests beside this folder. A test records its reference when it is missing;
        delete one to record it again. SwiftPM ignores this folder (the test target excludes it).

        """
    }

    func recordedReadme() -> String {
        """
        Tests recorded from the car. In the live car (`swift run \(executablePrefix)-car`), press Record, use \(appName),
        mark the screens to check, and Export: put the test (`Recorded…Tests.swift`) in this folder and its reference
        screens in `__Snapshots__/` here, as the export names them. `swift test` runs them with the package's other tests.
        The car script exported with it replays the same steps in the live car (Replay) and with `headunit drive --script`.

        """
    }

    func checkFile() -> String {
        """
        // Written by `headunit init`: `swift run \(executablePrefix)-check [--format html --output review]` explores \(appName)
        // in a headless car and reports every CarPlay guideline it breaks (exit 1 when it breaks any).
        import CarPlayCheckCommand
        import \(module)CarPlayApp

        await CarPlayCheck.main { _ in try CarPlayApp.declaration() }

        """
    }

    func carFile() -> String {
        """
        // Written by `headunit init`: `swift run \(executablePrefix)-car [--port N] [--no-app-processes]` serves a car with \(appName)
        // to a browser. The app runs in a process of its own, as on a phone: a crash, an `exit` or a frozen main thread ends
        // that process only, and the next open starts the app afresh. With --no-app-processes it runs in the car's process,
        // where an exception quits the app only: the car shows the home screen with a banner and runs on.
        import CarPlayHost
        import CarPlayServer
        import Foundation
        import \(module)CarPlayApp

        @MainActor func main() async throws {
            let arguments = CommandLine.arguments
            // App processes are forked from a copy of this process made now, before anything starts threads.
            let processes = arguments.contains("--no-app-processes") ? nil : await LiveAppProcesses.start { _, _ in try CarPlayApp.declaration() }
            let port = arguments.firstIndex(of: "--port").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 8080
            let car = HeadUnit(vehicle: .standard)
            let app = try CarPlayApp.declaration()
            car.install(app)
            car.startCarServices()
            let live = LiveCar(car: car, wait: { try? await Task.sleep(for: $0) })
            // Tests recorded in this car (its Record button) connect the app as CarPlayPackage/Tests does; a recording
            // starts the app anew.
            live.testSetup = .package(module: "\(module)CarPlayApp")
            live.freshInstall = { _ in try CarPlayApp.declaration() }
            if let processes {
                live.useAppProcesses(processes)
                try await live.run(.input(.launch(app.name)))
            } else {
                try car.launch(app.name)
            }
            live.takeCommandsFromStandardInput()
            try await CarServer.run(live, options: .init(port: port)) { print("\(executablePrefix)-car: the car is at \\($0)") }
            processes?.endAll()
        }

        try await main()

        """
    }
}
