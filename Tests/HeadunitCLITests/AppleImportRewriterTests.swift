// SPDX-License-Identifier: Apache-2.0

import AppleImportsFixture
import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import PhoneOS
import Testing
import carplay_imports

@testable import headunit

/// The AppleImports plugin's rewriting of CarPlay files written for iOS: their Apple imports read `CarPlayShim`, their
/// `@objc` and `#selector` build without the Objective-C runtime, and every line stays where it was.
struct AppleImportRewriterTests {
    @Test func appleImportsOfEveryFormBecomeTheShim() {
        let source = """
            import Foundation
            import CarPlay
            @preconcurrency import MapKit
            import struct CoreLocation.CLLocationCoordinate2D
            public import UIKit
              import Combine // for the list's debounce
            import os
            import os.log
            import OSLog
            import SwiftUI
            import CryptoKit
            // import UIKit (a comment stays a comment)
            let text = "import UIKit"
            """
        let out = AppleImportRewriter.rewrite(source, originalPath: "/p/App/CarPlay/Scene.swift")
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == #"#sourceLocation(file: "/p/App/CarPlay/Scene.swift", line: 1)"#)
        #expect(
            Array(lines.dropFirst()) == [
                "import Foundation",
                "import CarPlayShim",
                "@preconcurrency import CarPlayShim",
                "import CarPlayShim",
                "public import CarPlayShim",
                "  import CarPlayShim // for the list's debounce",
                "import CarPlayShim",
                "import CarPlayShim",
                "import CarPlayShim",
                "import CarPlayShim",
                "import CryptoKit",
                "// import UIKit (a comment stays a comment)",
                #"let text = "import UIKit""#
            ])
    }

    /// A Core Data file naming `NSPredicate` as a type: where Core Data is OpenCoreData, its classes are imported by name
    /// on the same line, so the name means Core Data's and not Foundation's (both modules declare one on Linux).
    @Test func coreDataFilesGetItsPredicatesByName() {
        let out = AppleImportRewriter.rewrite(
            "import CoreData\nimport Foundation\nfunc byTitle(_ t: String) -> NSPredicate? { nil }\n", originalPath: "/p/Book.swift")
        let line = out.split(separator: "\n").dropFirst().first.map(String.init)
        if AppleImportRewriter.coreDataIsOurs {
            #expect(
                line
                    == "import CarPlayShim; import class OpenCoreData.NSPredicate; import class OpenCoreData.NSCompoundPredicate; "
                    + "import class OpenCoreData.NSSortDescriptor")
        } else {
            #expect(line == "import CarPlayShim")
        }
        #expect(out.split(separator: "\n").count == 4, "no line moves")
    }

    @Test func conditionsOnAppleFrameworksAskForTheShim() {
        let source = "#if canImport(CarPlay) && canImport(UIKit)\nlet x = 1\n#elseif canImport(AppKit)\n#endif"
        let out = AppleImportRewriter.rewrite(source, originalPath: "/a.swift")
        #expect(out.contains("#if canImport(CarPlayShim) && canImport(CarPlayShim)\n"))
        #expect(out.contains("#elseif canImport(AppKit)\n"), "frameworks the shim doesn't stand in for are left alone")
    }

    @Test func platformConditionsReadAsAnIPhoneBuildsTheApp() {
        let source = """
            #if os(iOS)
            #elseif os(watchOS) || os( macOS ) || os(Linux)
            #elseif targetEnvironment(simulator) || targetEnvironment(macCatalyst)
            #elseif os(iOS) && canImport(UIKit) && arch(arm64) && DEBUG && swift(>=5.9)
            #elseif myos(iOS) || os(Fuchsia)
            let label = "os(iOS)"
            #endif
            """
        let out = AppleImportRewriter.rewrite(source, originalPath: "/a.swift").split(separator: "\n").dropFirst().map(String.init)
        #expect(
            out == [
                "#if true",
                "#elseif false || false || false",
                "#elseif false || false",
                "#elseif true && canImport(CarPlayShim) && arch(arm64) && DEBUG && swift(>=5.9)",
                "#elseif myos(iOS) || os(Fuchsia)",
                #"let label = "os(iOS)""#,
                "#endif"
            ])
    }

    /// A CarPlay file wrapped whole in `#if os(iOS)` (Tests/AppleImportsOriginals/PhoneOnlyBanner.swift) is compiled, as
    /// Xcode compiles it for an iPhone, and its inner conditions read as on a device.
    @Test @MainActor func aFileWrappedInOSiOSIsCompiled() {
        #expect(PhoneOnlyBanner.text == "Garages near you")
        #expect(PhoneOnlyBanner.template().title == "Garages near you")
    }

    @Test func keychainCodeImportingFoundationAloneGetsTheShimOnTheSameLine() {
        let keychain = "// Token store\nimport Foundation\n\nlet status = SecItemAdd(query as CFDictionary, nil)\n"
        let lines = AppleImportRewriter.rewrite(keychain, originalPath: "/t.swift").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "import Foundation; import CarPlayShim" && lines[3].hasPrefix("let status"), "\(lines)")
        let plain = AppleImportRewriter.rewrite("import Foundation\nlet secItems = 2 // SecItem in a comment\n", originalPath: "/p.swift")
        #expect(!plain.contains("import Foundation;"), "only code that names the keychain's API: \(plain)")
        let withUIKit = AppleImportRewriter.rewrite("import Foundation\nimport UIKit\nlet k = kSecClass\n", originalPath: "/u.swift")
        #expect(!withUIKit.contains("import Foundation;"), "the shim is imported already: \(withUIKit)")
    }

    /// Apple's Foundation has formatters swift-corelibs-foundation lacks; the shim fills them in, so a file that
    /// imports Foundation alone and uses one gets the shim too.
    @Test func foundationOnlyCodeUsingWhatTheShimFillsInGetsTheShim() {
        for code in [
            "let f = RelativeDateTimeFormatter()", "let d = DateComponentsFormatter()", "let m = MeasurementFormatter()", #"let t = String(localized: "Now")"#,
            "var r = URLRequest(url: u)", "final class M: ObservableObject { @Published var on = false }",
            "let p = XMLParser(data: d)", "final class C: NSObject, XMLParserDelegate {}", "let ok = url.startAccessingSecurityScopedResource()",
            "try (u as NSURL).setResourceValue(URLFileProtection.none, forKey: .fileProtectionKey)",
            #"let g = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.b")"#,
            #"let r = setxattr(path, "rank", bytes, 8, 0, 0)"#, #"let n = getxattr(path, "rank", nil, 0, 0, 0)"#
        ] {
            let out = AppleImportRewriter.rewrite("import Foundation\n" + code + "\n", originalPath: "/f.swift")
            #expect(out.contains("import Foundation; import CarPlayShim"), "\(code)")
        }
    }

    @Test func anIntentDefinitionBecomesTheClassesXcodeGenerates() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AppleImportsOriginals/Parking.intentdefinition")
        let swift = try IntentDefinitionGenerator.generate(try Data(contentsOf: url), path: url.path)
        for line in [
            "open class ReserveSpotIntent: INIntent, @unchecked Sendable {", "    open var garage: String?", "    open var hours: NSNumber?",
            "    open var kind: SpotKind = .unknown", "    open var plates: [String]?", "    case garageFull = 100", "    case failureRequiringAppLaunch = 6",
            "open class ReserveSpotIntentResponse: INIntentResponse, @unchecked Sendable {", "    open var spotNumber: NSNumber?",
            "public protocol ReserveSpotIntentHandling: AnyObject {", "public enum SpotKind: Int, Sendable {", "    case charging = 2",
            "open class SpotKindResolutionResult: INIntentResolutionResult, @unchecked Sendable {"
        ] {
            #expect(swift.contains(line + "\n"), "\(line)")
        }
        #expect(swift.contains("func resolveKind(for intent: ReserveSpotIntent, with completion: @escaping (SpotKindResolutionResult) -> Void)"))
        #expect(!swift.contains("resolvePlates"), "a parameter without resolution gets no resolve method")
        #expect(!swift.contains("PlayMediaIntent"), "Apple's own intents, customized in the file, are Intents' classes")
        #expect(throws: IntentDefinitionGenerator.Failure.self) {
            try IntentDefinitionGenerator.generate(Data("<plist><dict>".utf8), path: "/x/Bad.intentdefinition")
        }
        do { _ = try IntentDefinitionGenerator.generate(Data("not a plist".utf8), path: "/x/Bad.intentdefinition") } catch {
            #expect("\(error)".hasPrefix("/x/Bad.intentdefinition: error: "), "\(error)")
        }
    }

    @Test func theGeneratedIntentIsHandledAsOnAPhone() {
        let handler = ReserveSpotHandler()
        let intent = ReserveSpotIntent()
        intent.garage = "Kamppi garage"
        intent.hours = 30
        var answers: [ReserveSpotIntentResponse] = []
        handler.handle(intent: intent) { answers.append($0) }
        #expect(answers.first?.code == .success && answers.first?.spotNumber == 13)
        var hours: INIntegerResolutionResult?
        handler.resolveHours(for: intent) { hours = $0 }
        #expect(hours?.outcome == .unsupported, "the app's own resolution")
        var garage: INStringResolutionResult?
        handler.resolveGarage(for: intent) { garage = $0 }
        #expect(garage?.outcome == .success && garage?.resolvedString == "Kamppi garage", "the default: as Siri heard it")
        var kind: SpotKindResolutionResult?
        handler.resolveKind(for: intent) { kind = $0 }
        #expect(kind?.outcome == .notRequired)
        intent.kind = .charging
        handler.resolveKind(for: intent) { kind = $0 }
        #expect(kind?.resolvedValue == .charging)
        var confirmed: ReserveSpotIntentResponse?
        handler.confirm(intent: intent) { confirmed = $0 }
        #expect(confirmed?.code == .ready)
        handler.free["Kamppi garage"] = 0
        handler.handle(intent: intent) { answers.append($0) }
        #expect(answers.last?.code == .garageFull && ReserveSpotIntentResponseCode.garageFull.rawValue == 100)
    }

    @Test func theAppsEntryPointAttributeGoesAndTheLineStays() {
        let source = """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            @UIApplicationMain final class OldDelegate: UIResponder, UIApplicationDelegate {}
              @main struct PhoneApp {}
            @MainActor final class Model {}
            @mainly func f() {}
            """
        let out = AppleImportRewriter.rewrite(source, originalPath: "/a.swift")
        #expect(
            Array(out.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()) == [
                "import CarPlayShim", "", "class AppDelegate: UIResponder, UIApplicationDelegate {}",
                "final class OldDelegate: UIResponder, UIApplicationDelegate {}",
                "  struct PhoneApp {}", "@MainActor final class Model {}", "@mainly func f() {}"
            ])
    }

    @Test func everyLineKeepsItsNumberAndPathsAreEscaped() {
        let source = "import UIKit\n\nfunc f() {}\n"
        let out = AppleImportRewriter.rewrite(source, originalPath: #"/odd "dir"/a.swift"#)
        #expect(out.hasPrefix(#"#sourceLocation(file: "/odd \"dir\"/a.swift", line: 1)"# + "\n"))
        // The copy has the directive and then the original's lines, one for one: line N of the copy's text after the
        // directive is line N of the original.
        #expect(out.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
    }

    /// A file with `import CarPlay`, `import UIKit`, `import Combine` and `@preconcurrency import MapKit`, left as the
    /// iOS project has it and built by the AppleImports plugin (Tests/AppleImportsFixture), runs in the car.
    @MainActor @Test func aFileWithAppleImportsBuildsUnchangedAndRunsInTheCar() async throws {
        #expect(builtWithUIKit, "its #if canImport(UIKit) held")
        let app = try AppDeclaration.inMemory(
            name: "Garages", categories: [.parking],
            sceneDelegate: SceneDelegateFactory(ParkingSceneDelegate.self) { ParkingSceneDelegate() })
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.texts.contains("Kamppi garage"))
        #expect(car.texts.contains("Forum garage"))
        // Keychain code that imports Foundation alone built too, and reaches the phone's keychain.
        #expect(GaragePass.save("4711") == errSecSuccess)
        #expect(GaragePass.load() == "4711")
    }

    /// An `@Observable` model in a file importing Foundation alone builds, and tells an observer of a change.
    @Test func anObservableModelImportingFoundationAloneBuildsAndIsObserved() {
        let progress = ListeningProgress(title: "The Hobbit")
        final class Heard: @unchecked Sendable { var change = false }
        let heard = Heard()
        withObservationTracking {
            _ = progress.minutesListened
        } onChange: {
            heard.change = true
        }
        progress.listen(minutes: 12)
        #expect(progress.minutesListened == 12)
        #expect(heard.change)
    }

    @Test func objcAttributesBecomeSpacesAndKeepEveryColumn() {
        let source = """
            @objc func step(_ link: CADisplayLink) {}
                @objc(refreshWithSender:) private func refresh(_ sender: Any) {}
            @objcMembers final class Model: NSObject {}
            @objc dynamic var speed = 0.0
            @IBAction @objc func tapped(_ sender: UIButton) {}
            // @objc in a comment, and "@objc" in a string, stay
            @objcish func other() {}
            """
        let out = SelectorRewriter.rewrite(source)
        #expect(
            out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                "      func step(_ link: CADisplayLink) {}",
                String(repeating: " ", count: 4 + "@objc(refreshWithSender:)".count) + " private func refresh(_ sender: Any) {}",
                "             final class Model: NSObject {}",
                "      dynamic var speed = 0.0",
                "@IBAction       func tapped(_ sender: UIButton) {}",
                "// @objc in a comment, and \"@objc\" in a string, stay",
                "@objcish func other() {}"
            ])
    }

    @Test func selectorsCarryTheirMethod() {
        #expect(SelectorRewriter.selector(for: "step(displaylink:)") == #"Selector(Self.step(displaylink:), named: "stepWithDisplaylink:")"#)
        #expect(SelectorRewriter.selector(for: "displayLinkFired(_:)") == #"Selector(Self.displayLinkFired(_:), named: "displayLinkFired:")"#)
        #expect(SelectorRewriter.selector(for: " refresh ") == #"Selector(Self.refresh, named: "refresh")"#)
        #expect(SelectorRewriter.selector(for: "self.tapped(_:event:)") == #"Selector(Self.tapped(_:event:), named: "tapped:event:")"#)
        #expect(
            SelectorRewriter.selector(for: "MapViewController.pan(direction:_:)")
                == #"Selector(MapViewController.pan(direction:_:), named: "panWithDirection::")"#)
        #expect(SelectorRewriter.selector(for: "App.Map.zoom()") == #"Selector(App.Map.zoom(), named: "zoom")"#)
        // No method to refer to: a build error at the line, with what to write instead.
        for form in ["getter: Model.speed", "setter: Model.speed", "model.refresh", "super.viewDidLoad", "f as (Int) -> Void"] {
            #expect(SelectorRewriter.selector(for: form).hasPrefix("Selector(unsupported: \"#selector("), "\(form)")
        }
    }

    @Test func selectorsInCodeNotInStringsOrComments() {
        let source = """
            let link = CADisplayLink(target: self, selector: #selector(step(_:)))
            let text = "#selector(step(_:)) \\(#selector(ignored))"
            let raw = #"#selector(raw) "# + \"\"\"
              #selector(multi)
              \"\"\"
            /* #selector(commented) /* nested */ #selector(still) */
            button.addTarget(self, action: #selector(
                tapped(_:)), for: .touchUpInside)
            after()
            """
        let out = AppleImportRewriter.rewrite(source, originalPath: "/a.swift", objectiveC: true)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1, "line for line")
        #expect(lines[1] == #"let link = CADisplayLink(target: self, selector: Selector(Self.step(_:), named: "step:"))"#)
        #expect(Array(lines[2...6]) == Array(source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[1...5]))
        #expect(lines[7] == #"button.addTarget(self, action: Selector(Self.tapped(_:), named: "tapped:")"#)
        #expect(lines[8] == ", for: .touchUpInside)" && lines[9] == "after()", "the selector's line break follows it")
        #expect(AppleImportRewriter.rewrite(source, originalPath: "/a.swift", objectiveC: false).contains("#selector(step(_:))"))
    }

    /// A navigation app's file with anchors, `@objc` methods and `#selector`s for its display link and timer, left as
    /// the iOS project has it: the plugin builds it, and the display link calls its method on the car's clock.
    @MainActor @Test func aDisplayLinkWithASelectorRunsOnTheCarsClock() async throws {
        let app = try AppDeclaration.inMemory(
            name: "Guidance", categories: [.navigation],
            sceneDelegate: SceneDelegateFactory(GuidanceSceneDelegate.self) { GuidanceSceneDelegate() })
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        let delegate = try #require(car.session.sceneDelegate as? GuidanceSceneDelegate)
        await car.advance(by: .seconds(1))
        #expect(delegate.mapController.frames == 60)
        await car.advance(by: .seconds(3))
        #expect(delegate.mapController.frames == 120, "the timer's selector stopped it at 2 s")
        // A notification observed by selector, and a delayed perform that a second change cancels and makes again.
        NotificationCenter.default.post(name: .guidanceRouteChanged, object: nil, userInfo: ["road": "Ring I"])
        await car.advance(by: .milliseconds(500))
        NotificationCenter.default.post(name: .guidanceRouteChanged, object: nil, userInfo: ["road": "Ring III"])
        await car.advance(by: .seconds(2))
        #expect(delegate.mapController.reroutes == ["Ring I", "Ring III"])
        #expect(delegate.mapController.announced == ["Ring III"], "the first announcement was cancelled")
        _ = car.screen
        let window = try #require(delegate.mapController.view.window)
        let insets = window.safeAreaInsets
        #expect(
            delegate.mapController.map.frame
                == CGRect(
                    x: 0, y: insets.top, width: window.bounds.width - insets.right, height: window.bounds.height - insets.top - insets.bottom))
    }
}

/// What the AppleImports plugin builds follows apple-imports.txt at every build: a file commented out there (as `init`
/// lists the phone's own screens) is built as an empty file, and removing its `#` brings it in at the next build, with
/// no need for SwiftPM to plan the build again.
@Suite struct AppleImportsListTests {
    @Test func aLineNamesItsFileOrTheFilesOfItsFolder() {
        let folder = URL(fileURLWithPath: "/pkg/CarPlayPackage/Sources")
        let list = """
            # Written by headunit init
            ../../App/CarPlay
            ../../App/Shared/Model.swift  # the stations
            # ../../App/Phone/LogView.swift
            """
        func listed(_ path: String) -> Bool { AppleImportsList.lists(URL(fileURLWithPath: path), in: list, folder: folder) }
        #expect(listed("/pkg/App/CarPlay/SceneDelegate.swift") && listed("/pkg/App/CarPlay/Views/Row.swift"))
        #expect(listed("/pkg/App/Shared/Model.swift"))
        #expect(!listed("/pkg/App/Phone/LogView.swift"), "commented out")
        #expect(!listed("/pkg/App/CarPlayExtras/Other.swift"), "a folder whose name only starts the same")
    }

    @Test func theToolReadsTheListEachTimeItRuns() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("apple-imports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("CarPlayPackage/Sources")
        let phone = root.appendingPathComponent("App/Phone")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: phone, withIntermediateDirectories: true)
        let original = phone.appendingPathComponent("LogView.swift")
        try "import UIKit\nfinal class LogView: UIView {}\n".write(to: original, atomically: true, encoding: .utf8)
        let list = sources.appendingPathComponent("apple-imports.txt")
        let output = root.appendingPathComponent("out/AppleImports_LogView.swift")
        func build() throws -> String {
            let p = Process()
            p.executableURL = HeadunitCLITests.binary.deletingLastPathComponent().appendingPathComponent("carplay-imports")
            p.arguments = [original.path, output.path, "--listed-in", list.path]
            try p.run()
            p.waitUntilExitInRealTime()
            #expect(p.terminationStatus == 0)
            return try String(contentsOf: output, encoding: .utf8)
        }
        try "# ../../App/Phone/LogView.swift\n".write(to: list, atomically: true, encoding: .utf8)
        #expect(try build().hasPrefix("// \(original.standardizedFileURL.path): commented out in"), "left out: an empty file")
        try "../../App/Phone/LogView.swift\n".write(to: list, atomically: true, encoding: .utf8)
        let built = try build()
        #expect(built.contains("import CarPlayShim") && built.contains("final class LogView"), "the # removed: built")
    }

    /// The plugin hands the tool a group of files at once: each is copied, a copy that wouldn't change is left as it is
    /// (so the compiler rebuilds only what changed), and every file that fails is named, not only the first.
    @Test func theToolCopiesAGroupAndNamesEveryFailure() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("apple-imports-group-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let scene = root.appendingPathComponent("SceneDelegate.swift")
        let row = root.appendingPathComponent("Row.swift")
        try "import CarPlay\nfinal class SceneDelegate {}\n".write(to: scene, atomically: true, encoding: .utf8)
        try "import UIKit\nstruct Row {}\n".write(to: row, atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("out")
        func run(_ pairs: [URL]) async throws -> (status: Int32, errors: String) {
            let run = try await LaunchedTool(HeadunitCLITests.binary.deletingLastPathComponent().appendingPathComponent("carplay-imports"), pairs.map(\.path))
                .finish()
            return (run.status, run.stderr)
        }
        let sceneCopy = out.appendingPathComponent("AppleImports_SceneDelegate.swift")
        let rowCopy = out.appendingPathComponent("AppleImports_Row.swift")
        #expect(try await run([scene, sceneCopy, row, rowCopy]).status == 0)
        #expect(try String(contentsOf: sceneCopy, encoding: .utf8).contains("final class SceneDelegate"))
        #expect(try String(contentsOf: rowCopy, encoding: .utf8).contains("import CarPlayShim"))

        let written = try FileManager.default.attributesOfItem(atPath: sceneCopy.path)[.modificationDate] as? Date
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: sceneCopy.path)
        try "import UIKit\nstruct Row { let title: String }\n".write(to: row, atomically: true, encoding: .utf8)
        #expect(try await run([scene, sceneCopy, row, rowCopy]).status == 0)
        let kept = try FileManager.default.attributesOfItem(atPath: sceneCopy.path)[.modificationDate] as? Date
        #expect(written != nil && kept == Date(timeIntervalSince1970: 1_000), "an unchanged copy is left as it was")
        #expect(try String(contentsOf: rowCopy, encoding: .utf8).contains("let title: String"), "a changed one is copied again")

        let missing = [root.appendingPathComponent("Gone.swift"), root.appendingPathComponent("Lost.swift")]
        let failed = try await run([missing[0], out.appendingPathComponent("a.swift"), scene, sceneCopy, missing[1], out.appendingPathComponent("b.swift")])
        #expect(failed.status == 1)
        #expect(failed.errors.contains("Gone.swift: error") && failed.errors.contains("Lost.swift: error"), "\(failed.errors)")
        #expect(try await run([scene]).status == 2, "an input without its output is a usage error")
    }
}

/// init's list of the frameworks the shim stands in for is the plugin's: a framework added to one and not the other
/// would make init cut (or report) files the plugin builds.
@MainActor @Test func initAndThePluginAgreeOnTheShimsFrameworks() {
    #expect(PackageScaffold.shimmed.union(PackageScaffold.importOnly) == AppleImportRewriter.frameworks)
}

/// An app delegate imports App Intents and Watch Connectivity for code elsewhere and schedules its background refresh:
/// its imports read as the shim, so it builds; init still stands in any other file importing the first two.
@MainActor @Test func anAppDelegatesFrameworkImportsReadAsTheShim() {
    let out = AppleImportRewriter.rewrite(
        "import AppIntents\nimport BackgroundTasks\nimport WatchConnectivity\nlet r = BGAppRefreshTaskRequest(identifier: \"r\")\n", originalPath: "/A.swift")
    #expect(out.components(separatedBy: "import CarPlayShim").count == 4, "\(out)")
    #expect(PackageScaffold.shimmed.contains("BackgroundTasks") && !PackageScaffold.shimmed.contains("AppIntents"))
}
