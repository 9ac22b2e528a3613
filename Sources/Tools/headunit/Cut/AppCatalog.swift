// SPDX-License-Identifier: Apache-2.0

import Foundation
import SwiftSyntax

/// What a stand-in may know of the whole app, read from every file of the target (built or not): the declared type of
/// each member, the cases of each enum, each protocol's requirements, and which types the car builds. With it a
/// stand-in can type `lazy var context = PersistenceController.shared.context` (`ModelContext`), keep `= .ble` for
/// an enum declared in another file, and meet the requirements of the app's protocols it adopts.
/// - Note: Ours: a reading of declarations, not a type check; what it can't tell it leaves to "fill in".
struct AppCatalog {
    /// Type → member → its declared type (`PersistenceController` → `context` → `ModelContext`); `static let shared
    /// = Manager()` counts as `Manager`.
    var memberTypes: [String: [String: String]] = [:]
    /// Enum → its cases.
    var cases: [String: Set<String>] = [:]
    /// The app's protocols, by name.
    var protocols: [String: SourceOutline.TypeDecl] = [:]
    /// Types declared in files the car builds (their code runs, so a stand-in may call it).
    var builtTypes: Set<String> = []
    /// Actors marked `@ModelActor` (made only with a model container).
    var modelActors: Set<String> = []
    /// Type → the names its extensions in other files declare, built or stood in (a stand-in for the type leaves
    /// those to them).
    var extensionMembers: [String: Set<String>] = [:]

    /// The app's classes, and those of them another of the app's classes inherits from (a stand-in for one isn't final).
    var classes: Set<String> = []
    var subclassed: Set<String> = []

    init() {}

    init(outlines: [SourceOutline], built: Set<URL>) {
        var superclasses = Set<String>()
        defer { subclassed = superclasses.intersection(classes) }
        for o in outlines {
            var types: [SourceOutline.TypeDecl] = o.types
            while let t = types.popLast() {
                types += t.members.compactMap(SourceOutline.typeDecl)
                if built.contains(o.url) { builtTypes.insert(t.name) }
                if t.kind == .actor && StandInWriter.attributes(of: t.decl).contains(where: { StandInWriter.attributeName($0) == "ModelActor" }) {
                    modelActors.insert(t.name)
                }
                if t.kind == .class {
                    classes.insert(t.name)
                    if let base = t.inherited.first { superclasses.insert(SourceOutline.baseName(base)) }
                }
                switch t.kind {
                case .protocol: protocols[t.name] = t
                case .enum:
                    cases[t.name, default: []].formUnion(
                        t.members.filter { $0.is(EnumCaseDeclSyntax.self) }.flatMap(SourceOutline.names(of:)))
                default: break
                }
                record(t.members, of: t.name)
            }
            for e in o.extensions {
                record(e.members, of: e.extended)
                // Another file's extension: one in the type's own file is merged into the type's stand-in.
                if !o.declared.contains(e.extended) {
                    extensionMembers[e.extended, default: []].formUnion(e.members.flatMap(SourceOutline.names(of:)))
                }
            }
        }
    }

    private mutating func record(_ members: [DeclSyntax], of type: String) {
        for m in members {
            guard let v = m.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let declared = binding.typeAnnotation?.type.trimmedDescription {
                    memberTypes[type, default: [:]][name] = declared
                } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    StandInWriter.typeName(called: call.calledExpression) == type
                {
                    memberTypes[type, default: [:]][name] = type
                }
            }
        }
    }

    /// The type of `A.b.c` read through the declared types of the app's members: `PersistenceController.shared.context`
    /// is `ModelContext` when `shared` is a `PersistenceController` and `context` is declared a `ModelContext`. The chain
    /// must start at one of the app's types; optionals along it are looked through (the result keeps the last one's).
    /// `owners`: the types whose members the chain reads.
    func type(of value: ExprSyntax) -> (type: String, owners: [String])? {
        var parts: [String] = []
        var expr: ExprSyntax? = value
        while let e = expr {
            if let m = e.as(MemberAccessExprSyntax.self) {
                parts.insert(m.declName.baseName.text, at: 0)
                expr = m.base
            } else if let r = e.as(DeclReferenceExprSyntax.self) {
                parts.insert(r.baseName.text, at: 0)
                expr = nil
            } else {
                return nil
            }
        }
        guard parts.count >= 2, memberTypes[parts[0]] != nil else { return nil }
        var current = parts[0]
        var last = current
        var owners: [String] = []
        for part in parts.dropFirst() {
            guard let next = memberTypes[current]?[part] else { return nil }
            owners.append(current)
            last = next
            current = SourceOutline.baseName(next.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
        }
        return (last, owners)
    }
}
