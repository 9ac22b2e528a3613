// SPDX-License-Identifier: Apache-2.0

import AppleImportsFixture
import CarPlayHost
import CarPlayTesting
import Testing
import carplay_imports

/// The AppleImports plugin's rewriting of CarPlay files written for iOS: their Apple imports read `CarPlayShim`, and
/// nothing else changes, line for line.
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

    @Test func conditionsOnAppleFrameworksAskForTheShim() {
        let source = "#if canImport(CarPlay) && canImport(UIKit)\nlet x = 1\n#elseif canImport(AppKit)\n#endif"
        let out = AppleImportRewriter.rewrite(source, originalPath: "/a.swift")
        #expect(out.contains("#if canImport(CarPlayShim) && canImport(CarPlayShim)\n"))
        #expect(out.contains("#elseif canImport(AppKit)\n"), "frameworks the shim doesn't stand in for are left alone")
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
        let car = try await CarPlayTestSession(app: app)
        #expect(car.texts.contains("Kamppi garage"))
        #expect(car.texts.contains("Forum garage"))
    }
}
