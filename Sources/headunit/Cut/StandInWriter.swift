// SPDX-License-Identifier: Apache-2.0

import Foundation
import SwiftSyntax

/// The stand-in for a file the CarPlay cut doesn't build (``CarPlayCut``): its types, top-level functions and extension
/// members that the built code uses, declared with the original's signatures and bodies that do nothing yet, each
/// marked "fill in". Properties become stored variables with a neutral value (`nil`, `false`, `0`, `""`, empty
/// collections; otherwise an implicitly unwrapped optional a test sets), so a test can give the app the state it needs;
/// functions return the same neutral values, or stop with a "fill in" message naming themselves when their type has
/// none. Enum cases and protocols are copied whole. Conformances to anything but the app's own types and Swift's,
/// Foundation's and Combine's common protocols are dropped (their requirements would be the stand-in's to meet).
/// - Note: Ours.
enum StandInWriter {
    /// What a stand-in is written from: the names the built code uses, the app's own types (declared anywhere in the
    /// target), and the cases of the original file's enums.
    struct Context {
        let names: Set<String>
        let appTypes: Set<String>
        var cases: Set<String> = []

        /// Types a signature may name and still compile here: Swift's and Foundation's common ones, the app's own, and
        /// any the built code names itself (so it has them).
        func isAvailable(_ type: String) -> Bool {
            names.contains(type) || appTypes.contains(type) || StandInWriter.commonTypes.contains(type) || PackageStub.isAppleName(type)
        }
    }

    static let commonTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "Bool", "Data", "Date", "URL", "UUID", "TimeInterval", "Array", "Set", "Dictionary", "Optional", "Result", "Error", "Void",
        "Never", "Any", "AnyObject", "Self", "Task", "Sendable", "Hashable", "Equatable", "Identifiable", "Codable", "AnyPublisher",
        "PassthroughSubject", "CurrentValueSubject", "Published", "AnyCancellable", "MainActor", "DispatchQueue", "Locale", "Calendar",
        "DateComponents", "Measurement", "NSObject", "Notification", "CGFloat", "Decimal", "ObservableObject", "some", "any", "async", "throws",
        "rethrows", "inout", "escaping", "isolated", "sending", "consuming", "borrowing", "Type", "Protocol",
        // Foundation's classes and values without a prefix.
        "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "ByteCountFormatter", "PersonNameComponentsFormatter",
        "ListFormatter", "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "URLSession", "URLRequest",
        "URLComponents", "URLQueryItem", "HTTPURLResponse", "URLResponse", "Timer", "NotificationCenter", "UserDefaults",
        "FileManager", "Bundle", "ProcessInfo", "OperationQueue", "Operation", "DispatchSemaphore", "DispatchGroup",
        "DispatchWorkItem", "DispatchTime", "AttributedString", "CharacterSet", "IndexSet", "IndexPath", "TimeZone", "Duration",
        "ContinuousClock", "Range", "ClosedRange", "PersonNameComponents", "Logger", "OSLog", "Predicate", "SortDescriptor",
        "CancellationError", "AsyncStream", "AsyncThrowingStream", "CheckedContinuation", "Mutex"
    ]

    /// The capitalised names a signature uses that nothing here has (a type of a framework that isn't here).
    static func unavailableTypes(in text: String, context: Context) -> [String] {
        SourceOutline(url: URL(fileURLWithPath: "/"), text: "let _: (\(text))").names.filter { name in
            guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first) else { return false }
            return !context.isAvailable(name)
        }.sorted()
    }

    /// The whole stand-in file for `cut`.
    static func file(for cut: CarPlayCut.Cut, context: Context, originalPath: String) -> String {
        let body = declarations(of: cut.outline, context: context)
        return """
            // Stand-in written by `headunit init` for \(originalPath),
            // which the car doesn't build: it \(cut.reason).
            // It declares what the CarPlay code uses from that file, with the original's signatures. Fill in what the app
            // needs in the car (a test can also set the properties); init writes this file once and never replaces it.
            // To build the original instead, remove the `#` before its line in apple-imports.txt and delete this file.
            import CarPlayShim
            import Foundation

            \(body)

            """
    }

    /// The identifiers of the declarations a stand-in for `outline` would hold (the types its signatures name).
    static func signatureNames(of outline: SourceOutline, context: Context) -> Set<String> {
        SourceOutline(url: outline.url, text: declarations(of: outline, context: context)).names
    }

    static func declarations(of outline: SourceOutline, context given: Context) -> String {
        var context = given
        context.cases = Set(
            outline.types.filter { $0.kind == .enum }.flatMap { $0.members.filter { $0.is(EnumCaseDeclSyntax.self) }.flatMap(SourceOutline.names(of:)) })
        let names = context.names
        var parts: [String] = []
        for t in outline.types where names.contains(t.name) {
            let extensions = outline.extensions.filter { $0.extended == t.name }
            // What the file's extensions add to the type (members, conformances) is the stand-in's too.
            var merged = t
            merged.inherited += extensions.flatMap(\.inherited).filter { !t.inherited.contains($0) }
            parts.append(typeText(merged, extraMembers: extensions.flatMap(\.members), context: context, indent: ""))
        }
        for e in outline.extensions where !outline.declared.contains(e.extended) {
            let members = e.members.filter { m in !isPrivate(m) && SourceOutline.names(of: m).contains(where: names.contains) }
            guard !members.isEmpty else { continue }
            let lines = members.compactMap { member($0, of: e.written, kind: nil, inExtension: true, context: context, indent: "    ") }
            parts.append("extension \(e.written) {\n\(lines.joined(separator: "\n"))\n}")
        }
        for d in outline.topLevel where !isPrivate(d) && SourceOutline.names(of: d).contains(where: names.contains) {
            if let text = member(d, of: nil, kind: nil, inExtension: false, context: context, indent: "") { parts.append(text) }
        }
        return parts.joined(separator: "\n\n")
    }

    // MARK: Types

    /// Protocols, superclasses and raw types a stand-in keeps: Swift's, Foundation's and Combine's own.
    static let keptConformances: Set<String> = [
        "NSObject", "UIResponder", "ObservableObject", "Identifiable", "Hashable", "Equatable", "Comparable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "Error", "LocalizedError", "RawRepresentable",
        "OptionSet", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "Character", "Codable", "Encodable", "Decodable"
    ]
    static let codable: Set<String> = ["Codable", "Encodable", "Decodable"]

    static func typeText(_ t: SourceOutline.TypeDecl, extraMembers: [DeclSyntax], context: Context, indent: String) -> String {
        let names = context.names
        if t.kind == .protocol {
            return indent + "// fill in: the protocol as the app declares it\n" + reindent(stripped(t.decl), indent)
        }
        // Classes lose Codable: their stand-in properties may be of types that aren't.
        let inherited = t.inherited.filter { entry in
            let base = SourceOutline.baseName(entry)
            if t.kind == .class && codable.contains(base) { return false }
            return keptConformances.contains(base) || context.appTypes.contains(base)
        }
        let dropped = t.inherited.filter { !inherited.contains($0) }
        let attributes = typeAttributes(t.decl)
        var head = indent + (attributes.isEmpty ? "" : attributes + " ")
        if t.kind == .class && !attributes.contains("@Model") { head += "final " }
        head += "\(t.kind.rawValue) \(t.name)\(genericClause(t.decl))"
        if !inherited.isEmpty { head += ": " + inherited.joined(separator: ", ") }
        var lines = [head + " {"]
        if !dropped.isEmpty { lines.append(indent + "    // not adopted here: \(dropped.joined(separator: ", "))") }
        let superclass = t.kind == .class && inherited.first.map { ["NSObject", "UIResponder"].contains(SourceOutline.baseName($0)) } == true
        var hasPlainInit = false
        for m in t.members + extraMembers where !isPrivate(m) || m.is(EnumCaseDeclSyntax.self) {
            if let nested = SourceOutline.typeDecl(m) {
                if names.contains(nested.name) { lines.append(typeText(nested, extraMembers: [], context: context, indent: indent + "    ")) }
                continue
            }
            if let i = m.as(InitializerDeclSyntax.self) {
                let missing = unavailableTypes(in: i.signature.trimmedDescription, context: context)
                guard missing.isEmpty else {
                    lines.append(
                        indent
                            + "    // left out: init\(i.signature.parameterClause.trimmedDescription), which names \(missing.joined(separator: ", ")), not here"
                    )
                    continue
                }
                if i.signature.parameterClause.parameters.isEmpty { hasPlainInit = true }
                lines.append(initializer(i, superclass: superclass, indent: indent + "    "))
                continue
            }
            let isCase = m.is(EnumCaseDeclSyntax.self)
            guard isCase || SourceOutline.names(of: m).contains(where: names.contains) else { continue }
            if let text = member(m, of: t.name, kind: t.kind, inExtension: false, context: context, indent: indent + "    ") { lines.append(text) }
        }
        // A class or struct that declares other initializers still needs the plain one the built code (and a `shared`
        // instance) may call; every stored property has a value, so it has nothing to do.
        if [.class, .struct].contains(t.kind) && !hasPlainInit && lines.contains(where: { $0.contains(" init(") || $0.contains(" init?(") }) {
            lines.append(indent + "    \(superclass ? "override " : "")init() {\(superclass ? " super.init() " : "")}")
        }
        lines.append(indent + "}")
        return lines.joined(separator: "\n")
    }

    /// `@MainActor`, `@Observable`, `@Model` and the like on a type; others (`@objc`, property wrappers) go.
    static func typeAttributes(_ decl: DeclSyntax) -> String {
        let keep: Set<String> = ["MainActor", "Observable", "Model", "available"]
        return attributes(of: decl).filter { keep.contains(attributeName($0)) }.joined(separator: " ")
    }

    static func genericClause(_ decl: DeclSyntax) -> String {
        if let c = decl.as(ClassDeclSyntax.self) { return c.genericParameterClause?.trimmedDescription ?? "" }
        if let s = decl.as(StructDeclSyntax.self) { return s.genericParameterClause?.trimmedDescription ?? "" }
        if let a = decl.as(ActorDeclSyntax.self) { return a.genericParameterClause?.trimmedDescription ?? "" }
        return ""
    }
}
