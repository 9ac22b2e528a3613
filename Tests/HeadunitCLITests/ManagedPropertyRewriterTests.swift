// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import carplay_imports

/// The AppleImports plugin's rewriting of Core Data's `@NSManaged` declarations into properties and accessors over the
/// managed object's own storage, line for line.
struct ManagedPropertyRewriterTests {
    @Test func aManagedPropertyReadsAndWritesTheObjectsStorage() {
        let source = """
            extension MeshNode {
                @NSManaged public var longName: String?
                @NSManaged var num: Int64 // the node number
                // @NSManaged var commented: Int
                let label = "@NSManaged var x: Int"
            }
            """
        let lines = ManagedPropertyRewriter.rewrite(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 6)
        #expect(
            lines[1]
                == #"    public var longName: String? { get { _managedValue(forKey: "longName") } set { _setManagedValue(newValue, forKey: "longName") } }"#)
        #expect(
            lines[2] == #"    var num: Int64 { get { _managedValue(forKey: "num") } set { _setManagedValue(newValue, forKey: "num") } } // the node number"#)
        #expect(lines[3] == "    // @NSManaged var commented: Int")
    }

    @Test func generatedToManyAccessorsGetBodies() {
        let cases = [
            ("@NSManaged public func addToMessages(_ value: Message)", #"_addManagedObjects(value, forKey: "messages")"#),
            ("@NSManaged public func removeFromMessages(_ values: NSSet)", #"_removeManagedObjects(values, forKey: "messages")"#),
            ("@NSManaged public func insertIntoHops(_ value: Hop, at idx: Int)", #"_insertManagedObject(value, at: idx, forKey: "hops")"#),
            ("@NSManaged public func removeFromHops(at idx: Int)", #"_removeManagedObject(at: idx, forKey: "hops")"#),
            ("@NSManaged public func removeFromHops(at indexes: NSIndexSet)", #"_removeManagedObjects(at: indexes, forKey: "hops")"#),
            ("@NSManaged public func replaceHops(at idx: Int, with value: Hop)", #"_replaceManagedObject(at: idx, with: value, forKey: "hops")"#),
            ("@NSManaged public func insertIntoHops(_ values: [Hop], at indexes: NSIndexSet)", #"_insertManagedObjects(values, at: indexes, forKey: "hops")"#)
        ]
        for (line, body) in cases {
            let out = ManagedPropertyRewriter.rewrite("    " + line)
            #expect(out == "    " + line.replacingOccurrences(of: "@NSManaged ", with: "") + " { " + body + " }", "\(line)")
        }
    }

    @Test func anotherManagedFunctionStopsTheBuildNamingIt() {
        let out = ManagedPropertyRewriter.rewrite("    @NSManaged public func resetCounters()")
        #expect(out.hasPrefix("    #error(") && out.contains("resetCounters"), "\(out)")
    }

    @Test func theImportRewriterRewritesManagedPropertiesAndImportsTheShim() {
        let source = "import CoreData\n\npublic class Node: NSManagedObject {\n    @objc(addTagsObject:)\n    @NSManaged public var name: String?\n}\n"
        let out = AppleImportRewriter.rewrite(source, originalPath: "/n.swift", objectiveC: true)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1].hasPrefix("import CarPlayShim"), "with Core Data's predicates by name where Core Data is ours: \(lines[1])")
        #expect(lines[4].trimmingCharacters(in: .whitespaces).isEmpty, "@objc is blanked: \(lines[4])")
        #expect(lines[5].contains(#"_managedValue(forKey: "name")"#))
        #expect(AppleImportRewriter.rewrite("import SwiftData\n", originalPath: "/m.swift").contains("import CarPlayShim"))
    }
}

/// The classes Xcode generates from a Core Data model, written by the AppleImports plugin for each `.xcdatamodeld`.
struct DataModelGeneratorTests {
    static let originals = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    @Test func classDefinitionEntitiesGetTheirClassPropertiesAndAccessors() throws {
        let model = Self.originals.appendingPathComponent("AppleImportsOriginals/Logbook.xcdatamodeld")
        let swift = try DataModelGenerator.generate(model, path: model.path)
        #expect(swift.contains("public class Drive: NSManagedObject {}") && swift.contains("public class Stop: NSManagedObject {}"))
        #expect(swift.contains("@NSManaged public var distance: Double\n"), "a scalar attribute")
        #expect(swift.contains("@NSManaged public var title: String?\n") && swift.contains("@NSManaged public var minutes: Int32\n"))
        #expect(swift.contains("@NSManaged public var stops: NSOrderedSet?") && swift.contains("@NSManaged public var drive: Drive?"))
        #expect(swift.contains("@NSManaged public func insertIntoStops(_ value: Stop, at idx: Int)"))
        #expect(swift.contains("return NSFetchRequest<Stop>(entityName: \"Stop\")"))
    }

    @Test func manualEntitiesGetNothing() throws {
        let model = Self.originals.appendingPathComponent("PersistenceTests/Fixtures/Mesh.xcdatamodeld")
        let swift = try DataModelGenerator.generate(model, path: model.path)
        #expect(!swift.contains("MeshNode") && !swift.contains("MeshMessage"), "\(swift)")
    }
}
