// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenSwiftDataMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// What `@Model` makes of a class, and what it refuses with a message at the declaration.
struct ModelMacroTests {
    static var macros: [String: any Macro.Type] {
        [
            "Model": ModelMacro.self, "_PersistedProperty": PersistedPropertyMacro.self, "Attribute": MarkerMacro.self,
            "Relationship": MarkerMacro.self, "Transient": MarkerMacro.self, "ModelActor": ModelActorMacro.self
        ]
    }

    /// The expanded source and the diagnostics' messages.
    func expand(_ source: String) -> (source: String, messages: [String]) {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(sourceFiles: [file: .init(moduleName: "App", fullFilePath: "Models.swift")])
        let expanded = file.expand(
            macros: Self.macros, contextGenerator: { BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts()) })
        return (expanded.description, context.diagnostics.map(\.message))
    }

    @Test func persistedPropertiesLiveInTheBackingDataAndAreListedInTheSchema() {
        let (source, messages) = expand(
            """
            @Model
            public final class Trip {
                @Attribute(.unique) var name: String
                var stops: [Stop] = []
                var note: String?
                @Transient var cache = 0
                static let kind = "trip"
                var label: String { name }
                init(name: String) { self.name = name }
            }
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(source.contains("public var persistentBackingData = OpenSwiftData._ModelBacking()"))
        #expect(source.contains("public required init(backingData: OpenSwiftData._ModelBacking)"))
        #expect(source.contains(#"_persisted("name", \Trip.name, attribute: OpenSwiftData.Schema.Attribute(.unique))"#))
        #expect(source.contains(#"_persisted("stops", \Trip.stops, defaultValue: {"#))
        #expect(source.contains(#"_persisted("note", \Trip.note, defaultValue: {"#))
        #expect(!source.contains(#""cache""#) && !source.contains(#""kind""#) && !source.contains(#""label""#), "not persisted")
        #expect(source.components(separatedBy: "@OpenSwiftData._PersistedProperty").count == 4, "on name, stops and note only")
    }

    @Test func aPersistedPropertyReadsAndWritesTheBackingData() {
        let (source, messages) = expand(
            """
            final class Trip {
                @_PersistedProperty var name: String = "x"
            }
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(source.contains("@storageRestrictions(accesses: persistentBackingData, initializes: _name)"))
        #expect(source.contains("persistentBackingData.setInitialValue(initialValue, forKey: \\Trip.name)"))
        #expect(source.contains("return self.getValue(forKey: \\Trip.name)"))
        #expect(source.contains("self.setValue(forKey: \\Trip.name, to: newValue)"))
        #expect(source.contains("private var _name: OpenSwiftData._ModelNoValue"))
    }

    @Test func whatCantBeSavedIsRefusedWithAMessage() {
        let (_, messages) = expand(
            """
            @Model
            final class Bad {
                let id: Int
                var count = 0
                var a, b: Int
                var total: Int = 0 { didSet { print(total) } }
                init() { id = 1; a = 0; b = 0 }
            }
            """)
        #expect(messages.contains { $0.hasPrefix("@Model saves 'var' properties only") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("@Model needs the property's type written out") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("@Model needs one property per declaration") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("@Model can't save a property with willSet or didSet") }, "\(messages)")
        #expect(expand("@Model struct Point { var x: Int }").messages == ["@Model can only be attached to a class"])
    }

    @Test func aModelActorGetsItsContainerExecutorAndInitializer() {
        let (source, messages) = expand(
            """
            @ModelActor
            actor Packets {
                func count() -> Int { 0 }
            }
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(source.contains("nonisolated let modelExecutor: any OpenSwiftData.ModelExecutor"), "\(source)")
        #expect(source.contains("nonisolated let modelContainer: OpenSwiftData.ModelContainer"), "\(source)")
        #expect(source.contains("init(modelContainer: OpenSwiftData.ModelContainer)"), "\(source)")
        #expect(source.contains("OpenSwiftData.DefaultSerialModelExecutor(modelContext: modelContext)"), "\(source)")
        #expect(expand("@ModelActor class Store {}").messages == ["@ModelActor can only be attached to an actor"])
    }
}
