// SPDX-License-Identifier: Apache-2.0

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A property of a `@Model` class that the store keeps: a `var` with a stored value (no `get`/`set`, not `static`,
/// `lazy` or `@Transient`), as `@Model` reads it from the class's syntax. - Note: Ours.
struct PersistedMember {
    let name: String
    let type: TypeSyntax
    let initializer: ExprSyntax?
    /// The arguments of its `@Attribute(…)` and `@Relationship(…)`, if written (empty text for one without arguments).
    let attributeArguments: String?
    let relationshipArguments: String?

    /// Whether nil is its value when it has no initial value (an optional type).
    var isOptional: Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// The persisted members of `declaration`, reporting the declarations `@Model` can't keep in `context`.
    static func members(of declaration: ClassDeclSyntax, in context: some MacroExpansionContext) -> [PersistedMember] {
        declaration.memberBlock.members.compactMap { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { return nil }
            if hasObservers(variable), attribute(named: "Transient", in: variable.attributes) == nil {
                context.diagnose(Diagnostic(node: Syntax(variable), message: ModelDiagnostic.observers))
                return nil
            }
            guard isPersisted(variable) else { return nil }
            return member(variable, in: context)
        }
    }

    /// Whether `variable` is a property the store keeps, or one `@Model` must refuse (a `let`), rather than one it
    /// leaves alone (static, lazy, computed, transient).
    static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
        let modifiers = variable.modifiers.map(\.name.text)
        if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return false }
        if attribute(named: "Transient", in: variable.attributes) != nil { return false }
        return variable.bindings.allSatisfy { $0.accessorBlock == nil }
    }

    /// Whether `variable` has `willSet` or `didSet` (a stored property `@Model` would otherwise leave unsaved).
    static func hasObservers(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindings.contains { binding in
            guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
            return accessors.contains { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// The member `variable` declares, or nil (after a diagnostic) when `@Model` can't keep it.
    static func member(_ variable: VariableDeclSyntax, in context: some MacroExpansionContext) -> PersistedMember? {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
            context.diagnose(Diagnostic(node: Syntax(variable.bindingSpecifier), message: ModelDiagnostic.constant))
            return nil
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text
        else {
            context.diagnose(Diagnostic(node: Syntax(variable), message: ModelDiagnostic.severalBindings))
            return nil
        }
        guard let type = binding.typeAnnotation?.type.trimmed else {
            context.diagnose(Diagnostic(node: Syntax(binding.pattern), message: ModelDiagnostic.noType))
            return nil
        }
        return PersistedMember(
            name: name, type: type, initializer: binding.initializer?.value.trimmed,
            attributeArguments: arguments(of: attribute(named: "Attribute", in: variable.attributes)),
            relationshipArguments: arguments(of: attribute(named: "Relationship", in: variable.attributes)))
    }

    /// The attribute `@name` (or `@SwiftData.name`) in `attributes`, if written.
    static func attribute(named name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let written = attribute.attributeName.trimmedDescription
            if written == name || written.hasSuffix("." + name) { return attribute }
        }
        return nil
    }

    static func arguments(of attribute: AttributeSyntax?) -> String? {
        guard let attribute else { return nil }
        guard case .argumentList(let list) = attribute.arguments else { return "" }
        return list.trimmedDescription
    }

    /// The entry of the class's `schemaMetadata` for this property (`root`: the class's name).
    func metadataEntry(root: String) -> String {
        var arguments = ["\"\(name)\"", "\\\(root).\(name)"]
        if let initializer {
            arguments.append("defaultValue: { \(initializer) }")
        } else if isOptional {
            arguments.append("defaultValue: { nil }")
        }
        if let attributeArguments { arguments.append("attribute: OpenSwiftData.Schema.Attribute(\(attributeArguments))") }
        if let relationshipArguments { arguments.append("relationship: OpenSwiftData.Schema.Relationship(\(relationshipArguments))") }
        return "OpenSwiftData.Schema.PropertyMetadata._persisted(\(arguments.joined(separator: ", ")))"
    }
}
