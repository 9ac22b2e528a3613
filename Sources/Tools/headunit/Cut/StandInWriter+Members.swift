// SPDX-License-Identifier: Apache-2.0

import Foundation
import SwiftSyntax

/// A stand-in's members: properties, functions, initializers and cases from the original's signatures.
extension StandInWriter {
    /// A member (or top-level declaration) as the stand-in declares it; nil for what it leaves out.
    static func member(
        _ decl: DeclSyntax, of type: String?, kind: SourceOutline.TypeDecl.Kind?, inExtension: Bool, context: Context, indent: String
    ) -> String? {
        if decl.is(EnumCaseDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) { return reindent(stripped(decl), indent) }
        let owner = type.map { "\($0)." } ?? ""
        if let v = decl.as(VariableDeclSyntax.self) {
            return property(v, owner: owner, kind: kind, inExtension: inExtension, context: context, indent: indent)
        }
        if let f = decl.as(FunctionDeclSyntax.self) {
            var signature = f.signature.trimmedDescription
            var dropped = ""
            let missing = unavailableTypes(in: signature, context: context)
            if !missing.isEmpty {
                // `func start(_ delegate: SessionDelegate? = nil)`: a parameter of a type not here that has a default
                // value is one the built code never passes (it would name the type); the function is kept without it.
                guard let (kept, names) = withoutDefaultedParameters(of: f, context: context) else {
                    return indent + "// left out: \(owner)\(f.name.text), whose signature names \(missing.joined(separator: ", ")), not here"
                }
                signature = kept
                dropped = indent + "// \(owner)\(f.name.text) without its parameters \(names), of types not here (each has a default)\n"
            }
            let head = [memberAttributes(decl), modifiers(decl, kind: kind), "func \(f.name.text)\(f.genericParameterClause?.trimmedDescription ?? "")"]
                .filter { !$0.isEmpty }.joined(separator: " ")
            let whereClause = f.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
            let result = f.signature.returnClause?.type.trimmedDescription
            return dropped + indent + "\(head)\(signature)\(whereClause) {\n" + indent + "    " + body(returning: result, named: "\(owner)\(f.name.text)")
                + "\n" + indent + "}"
        }
        return nil
    }

    /// A function's signature without its parameters whose types aren't here, when each of those has a default value
    /// and nothing else in the signature names a type not here; with the dropped parameters' names. Nil otherwise.
    static func withoutDefaultedParameters(of f: FunctionDeclSyntax, context: Context) -> (signature: String, names: String)? {
        let parameters = Array(f.signature.parameterClause.parameters)
        let unavailable = parameters.map { !unavailableTypes(in: $0.type.trimmedDescription, context: context).isEmpty }
        guard unavailable.contains(true),
            zip(parameters, unavailable).allSatisfy({ $1 == false || $0.defaultValue != nil }),
            unavailableTypes(
                in: (f.signature.effectSpecifiers?.trimmedDescription ?? "") + " " + (f.signature.returnClause?.type.trimmedDescription ?? "()"),
                context: context
            ).isEmpty
        else { return nil }
        let kept = zip(parameters, unavailable).filter { !$1 }.map { $0.0.with(\.trailingComma, nil).trimmedDescription }
        let names = zip(parameters, unavailable).filter(\.1).map { ($0.0.secondName ?? $0.0.firstName).text }
        var signature = "(" + kept.joined(separator: ", ") + ")"
        if let effects = f.signature.effectSpecifiers { signature += " " + effects.trimmedDescription }
        if let result = f.signature.returnClause { signature += " " + result.trimmedDescription }
        return (signature, names.joined(separator: ", "))
    }

    /// A property: a stored variable with a neutral value (in an extension, where nothing is stored, a computed one).
    static func property(
        _ v: VariableDeclSyntax, owner: String, kind: SourceOutline.TypeDecl.Kind?, inExtension: Bool, context: Context, indent: String
    ) -> String? {
        var lines: [String] = []
        let isStatic = v.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let wrappers = memberAttributes(DeclSyntax(v))
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var type = binding.typeAnnotation?.type.trimmedDescription
            let initial = binding.initializer?.value
            // `PersistenceController.shared.context`: typed through the app's declarations.
            let chain = initial.flatMap(context.catalog.type(of:))
            if type == nil, let initial { type = literalType(initial) ?? chain?.type }
            // `static let shared = Manager()`, literals and cases of the property's enum keep their value; a value read
            // through types the car builds is the app's own, kept (lazily); other values are code the car doesn't build.
            let enumCases = type.map { context.catalog.cases[SourceOutline.baseName($0.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))] ?? [] } ?? []
            var value: String? = initial.flatMap {
                keepsValue($0, owner: owner, cases: context.cases.union(enumCases), appTypes: context.appTypes) ? $0.trimmedDescription : nil
            }
            var lazy = false
            if value == nil, let initial, let chain, chain.owners.allSatisfy(context.catalog.builtTypes.contains) {
                value = initial.trimmedDescription
                lazy = !isStatic
            }
            // `static let shared = Manager(transports: …)`: the stand-in's own plain initializer makes the one instance.
            // (Not a `@ModelActor`'s: its one initializer takes the model container.)
            if let type, owner == type + ".", value == nil, !context.catalog.modelActors.contains(type) { value = "\(type)()" }
            guard let type else {
                lines.append(indent + "// fill in: \(owner)\(name) (its type is inferred from code the car doesn't build)")
                continue
            }
            // `var body: some View`: an opaque type is the original's code's to choose; a stand-in can't store one.
            if type.hasPrefix("some ") {
                lines.append(indent + "// left out: \(owner)\(name), of the opaque type \(type)")
                continue
            }
            let missing = unavailableTypes(in: type, context: context)
            guard missing.isEmpty else {
                lines.append(indent + "// left out: \(owner)\(name), of type \(type), which names \(missing.joined(separator: ", ")), not here")
                continue
            }
            let access = modifiers(DeclSyntax(v), kind: kind).replacingOccurrences(of: "class ", with: "static ")
            let prefix = [wrappers, access].filter { !$0.isEmpty }.joined(separator: " ")
            let lead = indent + (prefix.isEmpty ? "" : prefix + " ")
            // Extensions and enums store nothing: a computed property there.
            if (inExtension || kind == .enum || kind == .protocol) && !isStatic {
                // On one line, so without the body's own comment (it would swallow the closing brace).
                let code = body(returning: type, named: owner + name).components(separatedBy: "  //")[0]
                lines.append(lead + "var \(name): \(type) { \(code) }  // fill in")
                continue
            }
            if value == nil { value = neutralValue(of: type) }
            // An actor's constant stays one (its `let` meets a protocol's synchronous requirement); a
            // stored variable marked `nonisolated` must say it is unsafe.
            let constant = kind == .actor && v.bindingSpecifier.text == "let" && value != nil && !lazy
            let storedLead = constant ? lead : lead.replacingOccurrences(of: "nonisolated ", with: "nonisolated(unsafe) ")
            if let value {
                lines.append(storedLead + "\(lazy ? "lazy " : "")\(constant ? "let" : "var") \(name): \(type) = \(value)  // fill in")
            } else {
                // No neutral value: nil until a test sets it, and a crash naming nothing when read before, as an unset
                // implicitly unwrapped optional does on iOS.
                let optional = type.hasSuffix("?") || type.hasSuffix("!") ? type : "\(type)!"
                lines.append(storedLead + "var \(name): \(optional)  // fill in: set it before the CarPlay code reads it")
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// A requirement of one of the app's protocols the stand-in adopts: a function as ``member`` writes it, a property
    /// as a computed one (an implicitly unwrapped optional wouldn't meet it).
    static func requirement(
        _ decl: DeclSyntax, of type: String, kind: SourceOutline.TypeDecl.Kind, context: Context, indent: String, access: String = ""
    ) -> String? {
        guard let v = decl.as(VariableDeclSyntax.self) else {
            guard decl.is(FunctionDeclSyntax.self), let text = member(decl, of: type, kind: kind, inExtension: false, context: context, indent: indent)
            else { return nil }
            // A public type meets a public protocol's requirement with a public member.
            let rest = text.dropFirst(indent.count)
            return access.isEmpty || rest.hasPrefix(access) || rest.hasPrefix("//") ? text : indent + access + rest
        }
        let isStatic = v.modifiers.contains { $0.name.text == "static" }
        return v.bindings.compactMap { binding -> String? in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let t = binding.typeAnnotation?.type.trimmedDescription, unavailableTypes(in: t, context: context).isEmpty
            else { return nil }
            let code = body(returning: t, named: "\(type).\(name)").components(separatedBy: "  //")[0]
            return indent + "\(access)\(isStatic ? "static " : "")var \(name): \(t) { \(code) }  // fill in"
        }.joined(separator: "\n")
    }

    /// An initializer with the original's signature. An enum's must give `self` a case: a failable one fails, another
    /// stops naming itself.
    /// `superInit`: how it calls its superclass's initializer (`super.init()`, which a plain `init()` overrides; a UIKit
    /// class's designated one, whose plain `init()` is a convenience initializer), nil without a superclass.
    static func initializer(
        _ i: InitializerDeclSyntax, superInit: String?, kind: SourceOutline.TypeDecl.Kind = .class, owner: String = "", indent: String
    ) -> String {
        let optional = i.optionalMark?.text ?? ""
        let head = [memberAttributes(DeclSyntax(i)), modifiers(DeclSyntax(i), kind: .class).replacingOccurrences(of: "convenience ", with: "")]
            .filter { !$0.isEmpty }.joined(separator: " ")
        let plain = i.signature.parameterClause.parameters.isEmpty
        let override = superInit == "super.init()" && plain ? "override " : ""
        var call = superInit.map { " \($0) " } ?? ""
        if kind == .enum {
            call = optional.isEmpty ? " fatalError(\"fill in \(owner).init in the stand-in (CarPlayPackage/Sources/StandIns)\") " : " return nil "
        }
        return indent + "\(head.isEmpty ? "" : head + " ")\(override)init\(optional)\(i.signature.trimmedDescription) {\(call)}  // fill in"
    }

    /// The body of a function returning `type`: nothing, a neutral value, or a stop naming what to fill in.
    static func body(returning type: String?, named name: String) -> String {
        guard let type, !["Void", "()"].contains(type) else { return "// fill in" }
        if let value = neutralValue(of: type) { return "\(value)  // fill in" }
        return "fatalError(\"fill in \(name) in the stand-in (CarPlayPackage/Sources/StandIns)\")"
    }

    /// A value of `type` that claims nothing: nil, false, zero, empty.
    static func neutralValue(of type: String) -> String? {
        let t = type.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<") { return "nil" }
        if t.hasPrefix("[") && t.hasSuffix("]") { return t.contains(":") ? "[:]" : "[]" }
        if t.hasPrefix("Set<") || t.hasPrefix("Array<") { return "[]" }
        if t.hasPrefix("Dictionary<") { return "[:]" }
        switch t {
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "TimeInterval":
            return "0"
        case "String", "Substring": return "\"\""
        case "Data": return "Data()"
        case "Date": return "Date()"
        case "UUID": return "UUID()"
        default: break
        }
        // A publisher that never publishes (a subject nothing sends on: an app type may be named `Empty`).
        if t.hasPrefix("AnyPublisher<"), t.hasSuffix(">") {
            return "PassthroughSubject<\(t.dropFirst("AnyPublisher<".count).dropLast())>().eraseToAnyPublisher()"
        }
        return nil
    }

    /// The type of a literal initial value (`= false`, `= 0`, `= ""`), when one says.
    static func literalType(_ value: ExprSyntax) -> String? {
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        // `Mode.a`: a case (or static member) of a type is most often of that type.
        if let m = value.as(MemberAccessExprSyntax.self), let base = m.base, let type = typeName(called: base) { return type }
        if let call = value.as(FunctionCallExprSyntax.self), let type = typeName(called: call.calledExpression) {
            return type  // `Manager()`, `Manager(central: …)`, `Notification.Name("x")`
        }
        return nil
    }

    /// `Manager` or `Notification.Name` when a call's callee names a type (capitalised), else nil; also a collection
    /// or generic type made empty (`[Action]()`, `[String: Int]()`, `PassthroughSubject<String, Never>()`), whose
    /// callee is the type written out.
    static func typeName(called callee: ExprSyntax) -> String? {
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first,
            element.trailingComma == nil, let type = typeName(called: element.expression)
        {
            return "[\(type)]"
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content, elements.count == 1, let element = elements.first,
            element.trailingComma == nil, let key = typeName(called: element.key), let value = typeName(called: element.value)
        {
            return "[\(key): \(value)]"
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self), typeName(called: generic.expression) != nil {
            return generic.trimmedDescription
        }
        let text = callee.trimmedDescription
        guard callee.is(DeclReferenceExprSyntax.self) || callee.is(MemberAccessExprSyntax.self),
            let last = text.split(separator: ".").last?.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(last),
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return text
    }

    /// Whether an initial value is kept as written: a literal, a case of the file's enums, or a type made from literals.
    static func keepsValue(_ value: ExprSyntax, owner: String, cases: Set<String>, appTypes: Set<String> = []) -> Bool {
        if value.is(BooleanLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(NilLiteralExprSyntax.self)
        {
            return true
        }
        if let s = value.as(StringLiteralExprSyntax.self) { return !s.description.contains("\\(") }
        // `.idle`: a case of an enum the stand-in copies whole.
        if let m = value.as(MemberAccessExprSyntax.self), m.base == nil || m.base.flatMap({ typeName(called: $0) }) != nil,
            cases.contains(m.declName.baseName.text)
        {
            return true
        }
        // `DateFormatter()`, `Notification.Name("meshMessagesDidChange")`: a type made from nothing or from literals (a
        // type not here is caught by the property's type).
        if let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, let type = typeName(called: call.calledExpression) {
            // One of the app's types made with arguments: its stand-in may not have that initializer.
            if !call.arguments.isEmpty && appTypes.contains(SourceOutline.baseName(type)) { return false }
            return call.arguments.allSatisfy { keepsValue($0.expression, owner: "", cases: []) && !$0.expression.is(FunctionCallExprSyntax.self) }
        }
        return false
    }

    // MARK: Attributes and modifiers

    static func attributes(of decl: DeclSyntax) -> [String] {
        guard let list = decl.asProtocol(WithAttributesSyntax.self)?.attributes else { return [] }
        return list.compactMap { $0.as(AttributeSyntax.self)?.trimmedDescription }
    }

    static func attributeName(_ attribute: String) -> String {
        String(attribute.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// A member's attributes the stand-in keeps: `@Published` (the built code subscribes to `$name`), `@MainActor`,
    /// SwiftData's (`@Attribute`, `@Relationship`, `@Transient`), `@ObservationIgnored`, `@discardableResult`.
    static func memberAttributes(_ decl: DeclSyntax) -> String {
        let keep: Set<String> = ["Published", "MainActor", "Attribute", "Relationship", "Transient", "ObservationIgnored", "discardableResult", "available"]
        return attributes(of: decl).filter { keep.contains(attributeName($0)) }.joined(separator: " ")
    }

    /// The modifiers the stand-in keeps: access, `static`/`class`, `nonisolated`, `mutating`, `weak` (not `override`,
    /// `lazy`, `dynamic`, `final`, `required`: their reasons are in code it doesn't build).
    static func modifiers(_ decl: DeclSyntax, kind: SourceOutline.TypeDecl.Kind?) -> String {
        guard let list = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return "" }
        let keep: Set<String> = ["public", "package", "internal", "open", "static", "class", "nonisolated", "mutating", "nonmutating", "weak", "convenience"]
        return list.map(\.name.text).filter { keep.contains($0) }
            .map { $0 == "open" ? "public" : $0 }
            .map { $0 == "class" && kind != .class ? "static" : $0 }
            .joined(separator: " ")
    }

    static func isPrivate(_ decl: DeclSyntax) -> Bool {
        guard let list = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return list.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    /// A declaration's text without `@objc` and the like (what Linux can't compile), as written otherwise.
    static func stripped(_ decl: DeclSyntax) -> String {
        var text = decl.trimmedDescription
        for attribute in ["@objc ", "@objcMembers ", "@IBOutlet ", "@IBAction ", "@NSManaged "] {
            text = text.replacingOccurrences(of: attribute, with: "")
        }
        return text
    }

    static func reindent(_ text: String, _ indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(separator: "\n")
    }
}
