// SPDX-License-Identifier: Apache-2.0

import SwiftSyntax
import SwiftSyntaxMacros

/// `@_PersistedProperty`, which `@Model` puts on each persisted property: its value lives in the model's backing data
/// (an init accessor puts the initial value there, the getter and setter read and write it through `getValue(forKey:)`
/// and `setValue(forKey:to:)`, telling observers), and a placeholder peer `_name` is what the init accessor
/// initializes. - Note: Ours.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let (name, root) = property(declaration, in: context) else { return [] }
        return [
            """
            @storageRestrictions(accesses: persistentBackingData, initializes: _\(raw: name))
            init(initialValue) {
                persistentBackingData.setInitialValue(initialValue, forKey: \\\(raw: root).\(raw: name))
                _\(raw: name) = OpenSwiftData._ModelNoValue()
            }
            """,
            """
            get {
                _$observationRegistrar.access(self, keyPath: \\\(raw: root).\(raw: name))
                return self.getValue(forKey: \\\(raw: root).\(raw: name))
            }
            """,
            """
            set {
                _$observationRegistrar.withMutation(of: self, keyPath: \\\(raw: root).\(raw: name)) {
                    self.setValue(forKey: \\\(raw: root).\(raw: name), to: newValue)
                }
            }
            """
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let (name, _) = property(declaration, in: context) else { return [] }
        return ["@OpenSwiftData.Transient private var _\(raw: name): OpenSwiftData._ModelNoValue"]
    }

    /// The property's name and the name of the class it is in.
    static func property(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) -> (String, String)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text,
            let root = context.lexicalContext.lazy.compactMap({ $0.as(ClassDeclSyntax.self) }).first?.name.trimmed.text
        else { return nil }
        return (name, root)
    }
}
