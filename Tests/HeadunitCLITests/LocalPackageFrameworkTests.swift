// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// A project that keeps its design system in a local Swift package importing SwiftUI and UIKit, and its model in one
/// that needs Foundation only (a layout modular apps often have).
extension HeadunitCLITests {
    static func harbourWithLocalPackages() throws -> URL {
        let root = try XcodeProjectTests.harbour()
        func manifest(_ name: String, platforms: Bool) -> String {
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "\(name)",\(platforms ? "\n    platforms: [.iOS(.v16)]," : "")
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                targets: [.target(name: "\(name)"), .testTarget(name: "\(name)Tests", dependencies: ["\(name)"])]
            )

            """
        }
        try writeFiles(
            [
                // A product whose target depends on another target of its package.
                "Packages/Lanterns/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "Lanterns",
                    platforms: [.iOS(.v16)],
                    products: [.library(name: "Lanterns", targets: ["Lanterns"])],
                    targets: [
                        .target(name: "Lanterns", dependencies: ["LanternsCore"]),
                        .target(name: "LanternsCore"),
                        .testTarget(name: "LanternsTests", dependencies: ["Lanterns"]),
                    ]
                )

                """,
                "Packages/Lanterns/Sources/Lanterns/Lantern.swift": """
                import SwiftUI
                import UIKit
                import LanternsCore

                public struct Lantern {
                    public init() {}
                    public var glow: UIColor { .systemOrange }
                    public var wick = Wick()
                }

                """,
                "Packages/Lanterns/Sources/LanternsCore/Wick.swift": "import UIKit\n\npublic struct Wick {\n    public init() {}\n}\n",
                // A package that needs Foundation only, but depends (on iOS) on one that needs the shim.
                "Packages/Harbors/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "Harbors",
                    products: [.library(name: "Harbors", targets: ["Harbors"])],
                    dependencies: [.package(path: "../Lanterns")],
                    targets: [
                        .target(name: "Harbors", dependencies: [.product(name: "Lanterns", package: "Lanterns", condition: .when(platforms: [.iOS]))])
                    ]
                )

                """,
                "Packages/Harbors/Sources/Harbors/Harbor.swift":
                    "import Foundation\nimport Lanterns\n\npublic struct Harbor {\n    public init() {}\n    public var light = Lantern()\n}\n",
                "Packages/Lanterns/Sources/Lanterns/LanternView.swift":
                    "import SwiftUI\n\npublic struct LanternView: View {\n    public var body: some View { Text(\"Lit\") }\n}\n",
                "Packages/Lanterns/Tests/LanternsTests/LanternTests.swift": "import XCTest\n",
                "Packages/Knots/Package.swift": manifest("Knots", platforms: false),
                "Packages/Knots/Sources/Knots/Knot.swift": "import Foundation\n\npublic struct Knot { public init() {} }\n",
                "Harbour/CarPlay/DockSceneDelegate.swift": """
                import CarPlay
                import TideKit
                import Lanterns
                import Knots
                import Harbors
                final class DockSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                    var tides: [Tide] = []
                    let lantern = Lantern()
                    let knot = Knot()
                    let harbor = Harbor()
                }

                """
            ], under: root)
        let pbxproj = root.appendingPathComponent("Harbour.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        text = text.replacingOccurrences(of: "packageProductDependencies = ( D1, D2, );", with: "packageProductDependencies = ( D1, D2, D3, D4, D5, );")
        text = text.replacingOccurrences(of: "packageReferences = ( P2, );", with: "packageReferences = ( P2, P3, P4, P5, );")
        text = text.replacingOccurrences(
            of: "D1 = { isa = XCSwiftPackageProductDependency;",
            with: """
                P3 = { isa = XCLocalSwiftPackageReference; relativePath = Packages/Lanterns; };
                        P4 = { isa = XCLocalSwiftPackageReference; relativePath = Packages/Knots; };
                        D3 = { isa = XCSwiftPackageProductDependency; package = P3; productName = Lanterns; };
                        D4 = { isa = XCSwiftPackageProductDependency; package = P4; productName = Knots; };
                        P5 = { isa = XCLocalSwiftPackageReference; relativePath = Packages/Harbors; };
                        D5 = { isa = XCSwiftPackageProductDependency; package = P5; productName = Harbors; };
                        D1 = { isa = XCSwiftPackageProductDependency;
                """)
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        return root
    }

    @Test func aLocalPackageThatNeedsUIKitIsBuiltLikeTheProjectsFrameworks() async throws {
        let root = try Self.harbourWithLocalPackages()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try await run(["init", "--project", root.path + "/Harbour.xcodeproj", "--output", root.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stdout.contains(
                "Lanterns: a local Swift package of the project (Packages/Lanterns) whose code imports SwiftUI, UIKit, which SwiftPM would build without "
                    + "the shim: read as frameworks of the project (Lanterns, LanternsCore)"), "\(r.stdout)")
        // Harbors needs Foundation alone, but built by path it would build Lanterns by path too.
        #expect(
            r.stdout.contains(
                "Harbors: a local Swift package of the project (Packages/Harbors) whose code imports Lanterns, which SwiftPM would build without the "
                    + "shim: read as a framework of the project"), "\(r.stdout)")
        #expect(r.stdout.contains("LanternsCore: the target LanternsCore of the local package Packages/Lanterns ("), "\(r.stdout)")
        #expect(r.stdout.contains("Knots: a local Swift package of the project (Packages/Knots)") && r.stdout.contains("the package depends on it by path"))
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"name: "Lanterns", dependencies: [.product(name: "CarPlayShim""#), "\(manifest)")
        #expect(manifest.contains(#"path: "CarPlayPackage/Frameworks/Lanterns""#) && !manifest.contains(#".package(path: "Packages/Lanterns")"#), "\(manifest)")
        #expect(manifest.contains(#".package(path: "Packages/Knots")"#), "a package that builds on Linux is depended on as it is: \(manifest)")
        #expect(manifest.contains(#"path: "CarPlayPackage/Frameworks/LanternsCore""#), "\(manifest)")
        #expect(manifest.contains(#"path: "CarPlayPackage/Frameworks/Harbors""#) && !manifest.contains(#".package(path: "Packages/Harbors")"#), "\(manifest)")
        // The cut reaches the file the scene delegate uses and leaves the SwiftUI view out; the package's tests aren't read.
        let list = try String(contentsOf: root.appendingPathComponent("CarPlayPackage/Frameworks/Lanterns/apple-imports.txt"), encoding: .utf8)
        #expect(list.contains("\n../../../Packages/Lanterns/Sources/Lanterns/Lantern.swift\n"), "\(list)")
        #expect(list.contains("# ../../../Packages/Lanterns/Sources/Lanterns/LanternView.swift"), "\(list)")
        #expect(!list.contains("LanternTests"), "\(list)")
    }
}
