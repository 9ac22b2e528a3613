// SPDX-License-Identifier: Apache-2.0

import Foundation
import SwiftParser
import SwiftSyntax

/// What one of an app's Swift files imports, declares and names, read with the compiler's own parser (swift-syntax):
/// the ground the CarPlay cut (``CarPlayCut``) stands on and what a stand-in (``StandInWriter``) copies signatures
/// from. Declarations inside `#if` blocks count whatever the condition (the outline is of the text, not of one build).
struct SourceOutline {
    /// A type declared at the file's top level (or nested in one), with its members.
    struct TypeDecl {
        enum Kind: String { case `class`, `struct`, `enum`, `actor`, `protocol` }
        let name: String
        let kind: Kind
        let decl: DeclSyntax
        /// Each entry of its inheritance clause, as written (`ObservableObject`, `String`, `@unchecked Sendable`).
        var inherited: [String]
        let members: [DeclSyntax]
    }

    /// An extension at the file's top level.
    struct Extension {
        /// The extended type's own name, without module, outer type or generic arguments (`Logger`, `Name`).
        let extended: String
        /// The extended type as written (`Notification.Name`), what a stand-in extends.
        let written: String
        /// The conformances it adds (`extension RadioStation: Equatable`).
        let inherited: [String]
        let members: [DeclSyntax]
    }

    let url: URL
    let imports: [String]
    let types: [TypeDecl]
    let extensions: [Extension]
    /// Functions, variables and type aliases at the top level.
    let topLevel: [DeclSyntax]
    /// Every identifier its code uses (not in comments or string literals; `$name` counts as `name`).
    let names: Set<String>

    /// The names of the types it declares at the top level (nested ones are reached through them).
    var declared: Set<String> { Set(types.map(\.name)) }
    /// The type aliases it declares at the top level (`typealias Update = (key: Key, deleted: Bool)`).
    var typeAliases: [String] { topLevel.compactMap { $0.as(TypeAliasDeclSyntax.self)?.name.text } }
    var extended: Set<String> { Set(extensions.map(\.extended)) }
    /// What other files may name of it: its types, its top-level functions and variables, and the members of extensions
    /// of types it doesn't declare (`CPGridTemplate.favorites`, `Logger.services`).
    var provided: Set<String> {
        var out = declared
        for d in topLevel { out.formUnion(Self.names(of: d)) }
        for e in extensions where !declared.contains(e.extended) {
            for m in e.members { out.formUnion(Self.names(of: m)) }
        }
        return out
    }

    /// The initializers its extensions of other files' types add, as the extended type and the first argument label
    /// a call names (`UIColor(hex: "#fff")`: `UIColor`, `hex`); a call has no other name to reach them by.
    var extensionInitializers: [(type: String, label: String)] {
        extensions.filter { !declared.contains($0.extended) }.flatMap { e in
            e.members.compactMap { $0.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text }
                .filter { $0 != "_" }.map { (e.extended, $0) }
        }
    }

    /// What a SwiftUI screen's type adopts or inherits.
    static let screenBases: Set<String> = ["View", "App", "PreviewProvider", "Scene", "ViewModifier"]

    /// The file's types that are the phone's screens (a SwiftUI view, app, scene, preview or view modifier).
    var screenTypes: [TypeDecl] { types.filter { !Set($0.inherited.map(Self.baseName)).isDisjoint(with: Self.screenBases) } }

    /// SwiftUI's own types whose extensions serve only the phone's screens (view modifiers, environment values).
    static let swiftUIExtended: Set<String> = ["View", "EnvironmentValues"]

    /// Why this file is one of the phone's own screens (a SwiftUI view, app or preview), or nil.
    var phoneScreen: String? {
        if let t = screenTypes.first {
            let what = t.inherited.map(Self.baseName).first(where: Self.screenBases.contains) ?? "View"
            return "a phone screen: SwiftUI \(what == "View" ? "view" : what) \(t.name)"
        }
        // SwiftUI's own types extended (view modifiers on `View`, values in the environment) serve the phone's screens.
        if imports.contains("SwiftUI"), let swiftUI = Self.swiftUIExtended.sorted().first(where: extended.contains) {
            return "a phone screen: an extension of SwiftUI's \(swiftUI)"
        }
        if names.contains("Preview") && text.contains("#Preview") { return "a phone screen: a SwiftUI preview" }
        return nil
    }

    private let text: String

    init(url: URL, text: String) {
        self.url = url
        self.text = text
        let tree = Parser.parse(source: text)
        var imports: [String] = []
        var types: [TypeDecl] = []
        var extensions: [Extension] = []
        var topLevel: [DeclSyntax] = []
        for decl in Self.declarations(in: tree.statements) {
            if let i = decl.as(ImportDeclSyntax.self) {
                if let first = i.path.first { imports.append(first.name.text) }
            } else if let t = Self.typeDecl(decl) {
                types.append(t)
            } else if let e = decl.as(ExtensionDeclSyntax.self) {
                let extended = Self.baseName(e.extendedType.trimmedDescription)
                extensions.append(
                    Extension(
                        extended: extended, written: e.extendedType.trimmedDescription,
                        inherited: e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                        members: Self.declarations(in: e.memberBlock.members)))
            } else if decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) {
                topLevel.append(decl)
            }
        }
        var names = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let s):
                // `$isConnected` (a property wrapper's projection) names `isConnected`.
                names.insert(s.hasPrefix("`") ? String(s.dropFirst().dropLast()) : s.hasPrefix("$") ? String(s.dropFirst()) : s)
            case .dollarIdentifier(let s): names.insert(String(s.dropFirst()))
            default: break
            }
        }
        self.imports = imports
        self.types = types
        self.extensions = extensions
        self.topLevel = topLevel
        self.names = names
    }

    init(contentsOf url: URL) {
        self.init(url: url, text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    /// A declaration as a type, when it is one (its nested types are among its members).
    static func typeDecl(_ decl: DeclSyntax) -> TypeDecl? {
        func make(_ name: TokenSyntax, _ kind: TypeDecl.Kind, _ inheritance: InheritanceClauseSyntax?, _ block: MemberBlockSyntax) -> TypeDecl {
            TypeDecl(
                name: name.text, kind: kind, decl: decl, inherited: inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                members: declarations(in: block.members))
        }
        if let c = decl.as(ClassDeclSyntax.self) { return make(c.name, .class, c.inheritanceClause, c.memberBlock) }
        if let s = decl.as(StructDeclSyntax.self) { return make(s.name, .struct, s.inheritanceClause, s.memberBlock) }
        if let e = decl.as(EnumDeclSyntax.self) { return make(e.name, .enum, e.inheritanceClause, e.memberBlock) }
        if let a = decl.as(ActorDeclSyntax.self) { return make(a.name, .actor, a.inheritanceClause, a.memberBlock) }
        if let p = decl.as(ProtocolDeclSyntax.self) { return make(p.name, .protocol, p.inheritanceClause, p.memberBlock) }
        return nil
    }

    /// The declarations of a file's top level, those of `#if` blocks included.
    static func declarations(in items: CodeBlockItemListSyntax) -> [DeclSyntax] {
        var out: [DeclSyntax] = []
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let config = decl.as(IfConfigDeclSyntax.self) {
                if let clause = chosenClause(config), case .statements(let inner) = clause.elements { out += declarations(in: inner) }
            } else {
                out.append(decl)
            }
        }
        return out
    }

    /// The declarations of a type's or extension's body, those of `#if` blocks included.
    static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var out: [DeclSyntax] = []
        for member in members {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                if let clause = chosenClause(config), case .decls(let inner) = clause.elements { out += declarations(in: inner) }
            } else {
                out.append(member.decl)
            }
        }
        return out
    }

    /// The clause of an `#if` an iPhone build compiles, as far as the words tell: the first whose condition isn't plainly
    /// false there (a single test of another system, the simulator or Catalyst), else the `#else`. Other conditions
    /// (`DEBUG`, `canImport`) count as true. Meshtastic declares `shared` twice, for Catalyst and for the phone.
    static func chosenClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in clause.condition.map { mayHoldOnAPhone($0.trimmedDescription) } ?? true }
    }

    /// Whether an `#if` condition may hold when Xcode builds for an iPhone: all but a single test of another system,
    /// the simulator or Catalyst (alone or joined by `&&`).
    nonisolated static func mayHoldOnAPhone(_ condition: String) -> Bool {
        let falseOnAPhone = [
            "targetEnvironment(macCatalyst)", "targetEnvironment(simulator)", "os(macOS)", "os(OSX)", "os(watchOS)", "os(tvOS)",
            "os(visionOS)", "os(Linux)", "os(Windows)", "os(Android)"
        ]
        let words = condition.replacingOccurrences(of: " ", with: "")
        let plain = !words.contains("||") && !words.contains("!")
        return !(plain && falseOnAPhone.contains { words.contains($0) })
    }

    /// The names a member or top-level declaration declares (`var a, b`, `case x, y`, `func f`, a nested type's name).
    static func names(of decl: DeclSyntax) -> [String] {
        if let v = decl.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let f = decl.as(FunctionDeclSyntax.self) { return [f.name.text] }
        if let c = decl.as(EnumCaseDeclSyntax.self) { return c.elements.map(\.name.text) }
        if let a = decl.as(TypeAliasDeclSyntax.self) { return [a.name.text] }
        if let t = typeDecl(decl) { return [t.name] }
        if decl.is(InitializerDeclSyntax.self) { return ["init"] }
        return []
    }

    /// `Foo<Bar>` → `Foo`; `Module.Foo` → `Foo`; `@unchecked Sendable` → `Sendable`.
    static func baseName(_ type: String) -> String {
        let noAttribute = type.split(separator: " ").last.map(String.init) ?? type
        let noGenerics = noAttribute.split(separator: "<").first.map(String.init) ?? noAttribute
        return noGenerics.split(separator: ".").last.map(String.init) ?? noGenerics
    }
}
