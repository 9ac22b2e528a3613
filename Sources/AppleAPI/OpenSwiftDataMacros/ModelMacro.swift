// SPDX-License-Identifier: Apache-2.0

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: makes a class a persistent model, as SwiftData's macro does. Each persisted property (see
/// `PersistedMember`) gets `@_PersistedProperty`, which keeps its value in the model's backing data; the class gets its
/// backing data, an observation registrar, `init(backingData:)` (how a context makes the objects it reads from the store),
/// `schemaMetadata` (each persisted property's name, key path, default and options) and the conformances to
/// `PersistentModel` and `Observable`. - Note: Ours; the generated members are OpenSwiftData's own, not SwiftData's.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: ModelDiagnostic.notAClass))
            return []
        }
        let root = model.name.trimmed.text
        let members = PersistedMember.members(of: model, in: context)
        let modifiers = model.modifiers.map(\.name.text)
        let access = modifiers.contains("public") || modifiers.contains("open") ? "public " : ""
        let peers = members.map { "self._\($0.name) = OpenSwiftData._ModelNoValue()" }
        let entries = members.map { "        " + $0.metadataEntry(root: root) }
        return [
            "\(raw: access)var persistentBackingData = OpenSwiftData._ModelBacking()",
            "@OpenSwiftData.Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            \(raw: access)required init(backingData: OpenSwiftData._ModelBacking) {
                self.persistentBackingData = backingData
                \(raw: peers.joined(separator: "\n    "))
            }
            """,
            """
            \(raw: access)static var schemaMetadata: [OpenSwiftData.Schema.PropertyMetadata] {
                [
            \(raw: entries.joined(separator: ",\n"))
                ]
            }
            """
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            variable.bindings.first?.typeAnnotation != nil, PersistedMember.isPersisted(variable),
            PersistedMember.attribute(named: "_PersistedProperty", in: variable.attributes) == nil
        else { return [] }
        return ["@OpenSwiftData._PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
    }
}
