// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// Stand-ins for app classes that inherit from one another, shaped as a parking app's storage is: a base class opens
/// a database through a package nothing here has, and two kinds of database inherit from it. The base's stand-in can't
/// be final, and each subclass's initializer overrides the base's.
struct StandInSubclassTests {
    let files: [String: String] = [
        "CarPlaySceneDelegate.swift": """
        import CarPlay
        class CarPlaySceneDelegate: UIResponder {
            func connect() {
                let lots = LotDatabase()
                if lots.open() { print(lots.allLots().count) }
                let visits = VisitDatabase()
                print(visits.open(), visits.lastVisit() ?? "none")
            }
        }
        """,
        "Storage.swift": """
        import Foundation
        import SQLiteKit
        class Storage {
            var connection: SQLConnection?
            init() {}
            func open() -> Bool { connection != nil }
        }
        """,
        "LotDatabase.swift": """
        import Foundation
        import SQLiteKit
        final class LotDatabase: Storage {
            override init() { super.init() }
            func allLots() -> [String] { [] }
        }
        """,
        "VisitDatabase.swift": """
        import SQLiteKit
        final class VisitDatabase: Storage {
            func lastVisit() -> String? { nil }
        }
        """
    ]

    @Test func aBaseClassStaysOpenAndItsSubclassesOverrideItsInitializer() async throws {
        let cut = CarPlayCutTests.cut(files)
        #expect(Set(cut.cut.map(\.outline.url.lastPathComponent)) == ["Storage.swift", "LotDatabase.swift", "VisitDatabase.swift"])
        func standIn(_ name: String) throws -> String {
            let c = try #require(cut.cut.first { $0.outline.url.lastPathComponent == name })
            return StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/\(name)")
        }
        let storage = try standIn("Storage.swift")
        let lots = try standIn("LotDatabase.swift")
        let visits = try standIn("VisitDatabase.swift")
        #expect(storage.contains("\nclass Storage {") && !storage.contains("final class Storage"), "\(storage)")
        #expect(lots.contains("final class LotDatabase: Storage {") && lots.contains("override init() { super.init() }"), "\(lots)")
        #expect(visits.contains("final class VisitDatabase: Storage {"), "\(visits)")
        // The three stand-ins and the code that uses them are one module that compiles.
        let user = "class CarPlaySceneDelegate {\n" + files["CarPlaySceneDelegate.swift"]!.split(separator: "\n").dropFirst(2).joined(separator: "\n")
        let (status, output) = try await typecheck(
            [("Storage.swift", storage), ("LotDatabase.swift", lots), ("VisitDatabase.swift", visits), ("Car.swift", user)]
                .map { ($0.0, $0.1.replacingOccurrences(of: "import CarPlayShim\n", with: "")) }, swiftVersion: "6")
        #expect(status == 0, "\(output)")
    }

    /// A geocoder whose callback's type is the class's own type alias, and whose initializer takes an Apple type the
    /// shim doesn't declare: the alias comes along, the initializer is left out with a note.
    @Test func aTypeAliasComesAlongAndAnAppleTypeNotHereIsLeftOut() throws {
        let sources: [String: String] = [
            "CarPlaySceneDelegate.swift": """
            import CarPlay
            class CarPlaySceneDelegate: UIResponder {
                let geocoder = LotGeocoder()
                func connect() {
                    geocoder.onAddress = { address in print(address.street) }
                    geocoder.lookUp(CLLocation(latitude: 52.2, longitude: 21.0))
                }
            }
            """,
            "LotGeocoder.swift": """
            import Foundation
            import CoreLocation
            import SQLiteKit
            struct LotAddress {
                var street = ""
                init(key: String, placemark: CLPlacemark) { street = placemark.name ?? key }
            }
            final class LotGeocoder {
                typealias AddressUpdate = (LotAddress) -> Void
                var onAddress: AddressUpdate?
                func lookUp(_ location: CLLocation) {}
            }
            """
        ]
        let outlines = sources.keys.sorted().map { SourceOutline(url: URL(fileURLWithPath: "/app/\($0)"), text: sources[$0]!) }
        let cut = CarPlayCut(
            outlines: outlines, roots: ["CarPlaySceneDelegate"], available: PackageScaffold.importable.union(PackageScaffold.shimmed),
            shimDeclarations: ["CLLocation", "CLLocationCoordinate2D", "CPTemplate"])
        let c = try #require(cut.cut.first)
        let text = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/LotGeocoder.swift")
        #expect(text.contains("typealias AddressUpdate = (LotAddress) -> Void"), "\(text)")
        #expect(text.contains("var onAddress: AddressUpdate?"), "\(text)")
        #expect(text.contains("// left out: init(key: String, placemark: CLPlacemark), which names CLPlacemark, not here"), "\(text)")
    }

    /// A theme colour made by an initializer the app adds to UIColor in a file of its own (`UIColor(hex:)`): the call
    /// names the type and the label, and the file is built; an initializer of that file nobody calls reaches nothing.
    @Test func anInitializerAnExtensionAddsReachesItsFile() {
        let cut = CarPlayCutTests.cut([
            "CarPlaySceneDelegate.swift": """
            import CarPlay
            class CarPlaySceneDelegate: UIResponder {
                var tint: UIColor { UIColor(hex: "#1a73e8") }
            }
            """,
            "UIColor+Hex.swift": """
            import UIKit
            extension UIColor {
                convenience init(hex: String) { self.init(red: 0, green: 0, blue: 0, alpha: 1) }
            }
            """,
            "UIImage+Tint.swift": """
            import UIKit
            extension UIImage {
                convenience init?(tinted: String) { self.init(named: tinted) }
            }
            """
        ])
        #expect(cut.kept.map(\.lastPathComponent).sorted() == ["CarPlaySceneDelegate.swift", "UIColor+Hex.swift"])
        #expect(cut.leftOut.map(\.url.lastPathComponent) == ["UIImage+Tint.swift"])
    }

    /// A stand-in for a Core Data file imports OpenCoreData's predicates by name where Core Data is ours, as the plugin
    /// does for the app's own files, so `NSPredicate` in its signatures is Core Data's.
    @Test func aCoreDataStandInMeansCoreDatasPredicates() throws {
        let cut = CarPlayCutTests.cut([
            "CarPlaySceneDelegate.swift": "import CarPlay\nclass CarPlaySceneDelegate: UIResponder {\n    let p = Shelf.recent()\n}\n",
            "Shelf.swift": """
            import CoreData
            import Foundation
            import SyncKit
            final class Shelf {
                static func recent() -> NSPredicate? { nil }
            }
            """
        ])
        let c = try #require(cut.cut.first)
        let text = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/Shelf.swift")
        #expect(text.contains("import Foundation\n#if !canImport(CoreData)\nimport class OpenCoreData.NSPredicate\n"), "\(text)")
        #expect(text.contains("static func recent() -> NSPredicate? {"), "\(text)")
    }
    /// A library service whose publishers' types the original infers (`= subject.eraseToAnyPublisher()`), while the
    /// protocol it adopts declares them: the stand-in takes the protocol's types, so it still meets the protocol.
    @Test func aPropertyWhoseTypeIsInferredTakesItFromTheProtocolItMeets() throws {
        let sources: [String: String] = [
            "CarPlaySceneDelegate.swift": """
            import CarPlay
            class CarPlaySceneDelegate: UIResponder {
                let library: any ShelfServicing = ShelfService()
                func connect() {
                    _ = library.updates.sink { print($0) }
                    print(library.count(in: "Books"))
                }
            }
            """,
            "ShelfServicing.swift": """
            import Combine
            protocol ShelfServicing: AnyObject {
                var updates: AnyPublisher<[String: Any], Never> { get }
                func count(in folder: String) -> Int
            }
            """,
            "ShelfService.swift": """
            import Combine
            import ShelfKit
            final class ShelfService: ShelfServicing {
                private let subject = PassthroughSubject<[String: Any], Never>()
                var updates = PassthroughSubject<[String: Any], Never>().eraseToAnyPublisher()
                init() { updates = subject.eraseToAnyPublisher() }
                func count(in folder: String) -> Int { ShelfKit.count(folder) }
            }
            """
        ]
        let cut = CarPlayCutTests.cut(sources)
        let c = try #require(cut.cut.first { $0.outline.url.lastPathComponent == "ShelfService.swift" })
        let service = StandInWriter.file(for: c, context: cut.standInContext, originalPath: "App/ShelfService.swift")
        #expect(
            service.contains("var updates: AnyPublisher<[String: Any], Never> { PassthroughSubject<[String: Any], Never>().eraseToAnyPublisher() }"),
            "\(service)")
    }
}
