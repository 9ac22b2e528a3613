// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import CarPlayHost
import Foundation
import PhoneOS

extension Headunit {
    /// Writes a package around an existing CarPlay source folder (left where the Xcode project keeps it).
    struct Init: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Write a package beside an Xcode project or a CarPlay source folder: the app as a library, a first test, a check and a live car.",
            discussion: """
                With --project, the Xcode project says which Swift files (all the target compiles, in any folder), \
                Info.plist, entitlements and resources the app has, and which Swift packages it links (reported). \
                Without it, --sources names one folder. The package's folder (--output, the current folder by default) \
                should contain the code: the files stay where they are, unchanged; OpenCarPlay's AppleImports plugin builds them with their \
                imports of Apple's frameworks (CarPlay, UIKit, …) read as CarPlayShim. The Info.plist and entitlements \
                are read where they are, at run time; the app delegate (the class adopting UIApplicationDelegate) is \
                launched first, as iOS does, and the app's resources are linked into its bundle folder. Imports nothing \
                provides on Linux (CryptoKit, say) are listed. \
                Then: swift test; swift run NAME-check; swift run NAME-car (each with --scratch-path and OpenCarPlay's \
                .build folder, which init prints, to reuse what headunit compiled).
                """
        )

        @Option(
            help: """
                The app's Xcode project (MyApp.xcodeproj): every Swift file the target compiles, its Info.plist \
                (INFOPLIST_FILE), entitlements (CODE_SIGN_ENTITLEMENTS) and resources are read from it, the settings as Xcode \
                resolves them (.xcconfig files included); the project's framework targets the code imports are built too.
                """)
        var project: String?

        @Option(
            help:
                "The project's target to build (default: its only iOS application target, or the one with a CarPlay entitlement; watch apps and extensions are passed over)."
        )
        var target: String?

        @Option(help: "Without --project: the folder of the app's CarPlay Swift files (e.g. MyApp/CarPlay).")
        var sources: String?

        @Option(
            help: "The app's Info.plist (its scene manifest names the CarPlay scene delegates); with --project, instead of the target's.")
        var infoPlist: String?

        @Option(help: "The app's entitlements file (its CarPlay category); with --project, instead of the target's.")
        var entitlements: String?

        @Option(
            help: """
                A file or folder of the app's bundle resources (repeatable), linked into CarPlayPackage/Bundle beside the Info.plist: \
                what Bundle.main finds. Resource files in --sources (JSON, sounds, images, strings, asset catalogs) are found \
                without it.
                """)
        var resources: [String] = []

        @Option(help: "The app module's name (default: the app's name from Info.plist).")
        var name: String?

        @Option(help: "The folder to write Package.swift into; it must contain --sources.")
        var output: String = "."

        @Option(help: "Where OpenCarPlay is: a path or a git URL (default: the checkout this headunit was built from).")
        var openCarPlay: String?

        @Flag(help: "Replace an existing Package.swift and generated files.")
        var force = false

        @Flag(help: "Then build the package and its tests, printing each distinct compiler error once, grouped by cause (as headunit build).")
        var build = false

        @MainActor
        func run() async throws {
            // Its summary (standard output) and its warnings (standard error) reach a log file in the order they're said.
            StandardOutput.writeEachLine()
            let scaffold: PackageScaffold
            if let project {
                guard sources == nil else { throw ValidationError("--project reads the target's Swift files from the project: leave out --sources") }
                scaffold = try PackageScaffold(
                    project: project, target: target, infoPlist: infoPlist, entitlements: entitlements, name: name, output: output,
                    openCarPlay: openCarPlay ?? PackageScaffold.ownCheckout, resources: resources)
            } else {
                guard let sources, let infoPlist else {
                    throw ValidationError("give --project MyApp.xcodeproj, or --sources and --info-plist (and --entitlements)")
                }
                scaffold = try PackageScaffold(
                    sources: sources, infoPlist: infoPlist, entitlements: entitlements, name: name, output: output,
                    openCarPlay: openCarPlay ?? PackageScaffold.ownCheckout, resources: resources)
            }
            let written = try scaffold.write(replacing: force)
            for file in written { print(file.hasPrefix("kept ") ? file : "wrote \(file)") }
            if !scaffold.decisions.isEmpty { print("\nFrom the project:\n" + scaffold.decisions.map { "  " + $0 + "\n" }.joined(), terminator: "") }
            for warning in scaffold.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            for line in scaffold.cutSummary { print(line) }
            if build {
                // Names the app's code uses from packages that don't build here go into their stubs.
                let (output, status, diagnostics) = try PackageStub.build(at: scaffold.root, declaringIn: scaffold.stubs)
                if !diagnostics.errors.isEmpty {
                    print(diagnostics.report(relativeTo: scaffold.root.path))
                    throw ExitCode(1)
                }
                print(status == 0 ? "Build complete: no errors." : "The build failed without compiler errors; its last lines:\n" + Headunit.Build.tail(output))
                if status != 0 { throw ExitCode(1) }
            }
            if !scaffold.stubs.isEmpty {
                print("\nFill in the stand-ins for the packages that don't build here: \(scaffold.stubs.map(\.path).joined(separator: ", ")).")
            }
            // In OpenCarPlay's build folder, what `headunit` compiled of OpenCarPlay isn't compiled again.
            let shared = Headunit.Build.sharedBuildFolder(for: scaffold.root).map {
                " --scratch-path " + PackageScaffold.relativeAllowingParents($0, to: scaffold.root)
            }
            let scratch = shared ?? ""
            let steps = [
                ("swift test\(scratch)", "connects \(scaffold.appName) and records its root screen"),
                ("swift run\(scratch) \(scaffold.executablePrefix)-check", "the guideline review"),
                ("swift run\(scratch) \(scaffold.executablePrefix)-car", "the live car at http://127.0.0.1:8080/")
            ]
            let width = steps.map(\.0.count).max() ?? 0
            print("\nNext, in \(scaffold.root.path):")
            for (command, what) in steps {
                print("  " + command.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "# " + what)
            }
            if shared != nil {
                print("(--scratch-path builds in OpenCarPlay's own build folder, so what headunit compiled of OpenCarPlay isn't compiled again.)")
            }
        }
    }
}
