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
        var names: Set<String>
        let appTypes: Set<String>
        var cases: Set<String> = []
        /// What the whole app declares (members' types, enums' cases, protocols).
        var catalog = AppCatalog()
        /// Modules other than the shim's that a stand-in may import as its original does (the project's frameworks,
        /// its local packages and what they depend on).
        var modules: Set<String> = []
        /// What the shim and the toolchain declare (`OSStatus`, `NSObject`).
        var shimNames: Set<String> = []
        /// For one file: the Apple names it uses that nothing here declares (why it was cut).
        var unavailable: Set<String> = []
        /// For one file: the modules it imports that nothing here provides.
        var missingModules: [String] = []
        /// For one file: whether it imports one of `modules` (a name nothing else declares may come from there, as
        /// `ToRadio` comes from the project's protobuf package).
        var importsProjectModule = false

        /// Types a signature may name and still compile here: Swift's and Foundation's common ones, the app's own, and
        /// any the built code names itself (so it has them) — but not the Apple names the file was cut for, nor a name
        /// that begins as a missing module's does (`CocoaMQTTMessage` of CocoaMQTT).
        func isAvailable(_ type: String) -> Bool {
            if unavailable.contains(type) { return false }
            if appTypes.contains(type) || StandInWriter.commonTypes.contains(type) || shimNames.contains(type) || modules.contains(type) {
                return true  // `MeshtasticProtobufs.TAKPacket`: a module that is here, as a qualifier
            }
            if comesFromMissingModule(type) { return false }
            // An Apple name the shim doesn't declare (`CLPlacemark`): not here, when what the shim declares is known.
            if PackageStub.isAppleName(type) && !shimNames.isEmpty { return false }
            return importsProjectModule || names.contains(type) || PackageStub.isAppleName(type)
        }

        /// Whether `type`'s name begins as one of the file's missing modules' does: the whole module name, or at least
        /// four letters and half of it, ignoring case (`CocoaMQTTMessage` of CocoaMQTT, `DataDogLoggableAction` of
        /// DatadogLogs, `MQTTMessage` of MQTTKit).
        func comesFromMissingModule(_ type: String) -> Bool {
            let t = Array(type.lowercased())
            return missingModules.contains { module in
                let m = Array(module.lowercased())
                let common = zip(t, m).prefix { $0 == $1 }.count
                return common == m.count || (common >= 4 && common * 2 >= m.count)
            }
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
        "CancellationError", "AsyncStream", "AsyncThrowingStream", "CheckedContinuation", "Mutex",
        // Codable's own.
        "Encoder", "Decoder", "CodingKey", "KeyedDecodingContainer", "KeyedEncodingContainer", "SingleValueDecodingContainer",
        "SingleValueEncodingContainer", "UnkeyedDecodingContainer", "UnkeyedEncodingContainer", "DecodingError", "EncodingError"
    ]

    /// The capitalised names a signature uses that nothing here has (a type of a framework that isn't here).
    static func unavailableTypes(in text: String, context: Context) -> [String] {
        SourceOutline(url: URL(fileURLWithPath: "/"), text: "let _: (\(text))").names.filter { name in
            guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first) else { return false }
            return !context.isAvailable(name)
        }.sorted()
    }

    static func isPhoneScreen(_ reason: CarPlayCut.Reason) -> Bool {
        if case .phoneScreen = reason { true } else { false }
    }

    /// The whole stand-in file for `cut`.
    static func file(for cut: CarPlayCut.Cut, context given: Context, originalPath: String) -> String {
        var context = given
        switch cut.reason {
        case .lacks(let names): context.unavailable = Set(names)
        case .imports(let modules): context.missingModules = modules
        // SwiftUI's types a screen's file extends are SwiftUI's, not the app's module's, unless the shim declares them.
        case .phoneScreen: context.unavailable = SourceOutline.swiftUIExtended.subtracting(context.shimNames)
        default: break
        }
        context.importsProjectModule = cut.outline.imports.contains(where: context.modules.subtracting(PackageScaffold.importable).contains)
        let body = withoutAppleModuleQualifiers(declarations(of: cut.outline, context: context))
        // The original's imports that are here too (`import MeshtasticProtobufs`), each once.
        var imports = ["CarPlayShim", "Foundation"]
        for i in cut.outline.imports where context.modules.contains(i) && !imports.contains(i) { imports.append(i) }
        // Core Data's predicates win over Foundation's, as in the app's files the plugin builds (written out here: a
        // stand-in is compiled as it is).
        let coreData =
            cut.outline.imports.contains("CoreData")
            ? "\n#if !canImport(CoreData)\n" + ["NSPredicate", "NSCompoundPredicate", "NSSortDescriptor"].map { "import class OpenCoreData.\($0)\n" }.joined()
                + "#endif"
            : ""
        return """
            // Stand-in written by `headunit init` for \(originalPath),
            // which the car doesn't build: it \(Self.isPhoneScreen(cut.reason) ? "is " : "")\(cut.reason).
            // It declares what the CarPlay code uses from that file, with the original's signatures. Fill in what the app
            // needs in the car (a test can also set the properties); init writes this file once and never replaces it.
            // To build the original instead, remove the `#` before its line in apple-imports.txt and delete this file.
            \(imports.map { "import \($0)" }.joined(separator: "\n"))\(coreData)

            \(body)

            """
    }

    /// `os.Logger` → `Logger`, `UIKit.UIImage` → `UIImage`: a stand-in is compiled as written (not through the
    /// plugin), and here the shim, not a module named `os` or `UIKit`, declares them.
    static func withoutAppleModuleQualifiers(_ text: String) -> String {
        let modules = PackageScaffold.shimmed.sorted { $0.count > $1.count }.joined(separator: "|")
        guard let pattern = try? NSRegularExpression(pattern: "(?<![\\w.])(?:\(modules))\\.(?=[A-Z])") else { return text }
        return pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
    }

    /// The identifiers of the declarations a stand-in for `outline` would hold (the types its signatures name).
    static func signatureNames(of outline: SourceOutline, context: Context) -> Set<String> {
        SourceOutline(url: outline.url, text: declarations(of: outline, context: context)).names
    }

    /// The stand-in's declarations, with the file's own types its signatures name (a nested `enum Kind` a kept
    /// property is of, a top-level `typealias` a publisher sends) added until nothing more is named.
    static func declarations(of outline: SourceOutline, context given: Context) -> String {
        var context = given
        var text = declarationsOnce(of: outline, context: context)
        let own = Set(outline.types.flatMap(CarPlayCut.typeNames) + outline.typeAliases)
        for _ in 0..<4 {
            let wanted = SourceOutline(url: outline.url, text: text).names.intersection(own).subtracting(context.names)
            if wanted.isEmpty { break }
            context.names.formUnion(wanted)
            text = declarationsOnce(of: outline, context: context)
        }
        return text
    }

    static func declarationsOnce(of outline: SourceOutline, context given: Context) -> String {
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
            let missing = unavailableTypes(in: String(e.written.split(separator: ".").first ?? ""), context: context)
            guard missing.isEmpty else {
                parts.append("// left out: the extension of \(e.written), which isn't here")
                continue
            }
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
        "Float", "Character", "Codable", "Encodable", "Decodable", "CodingKey"
    ]
    static let codable: Set<String> = ["Codable", "Encodable", "Decodable"]
    /// UIKit's classes (open in OpenUIKit) a stand-in keeps as its superclass, with the designated initializer its own
    /// initializers call.
    static let uiKitBases: [String: String] = [
        "UIViewController": "super.init(nibName: nil, bundle: nil)", "UINavigationController": "super.init(nibName: nil, bundle: nil)",
        "UIView": "super.init(frame: .zero)"
    ]

    static func typeText(_ t: SourceOutline.TypeDecl, extraMembers: [DeclSyntax], context: Context, indent: String) -> String {
        let names = context.names
        if t.kind == .protocol { return protocolText(t, context: context, indent: indent) }
        // Classes lose Codable: their stand-in properties may be of types that aren't.
        let inherited = t.inherited.filter { entry in
            let base = SourceOutline.baseName(entry)
            if t.kind == .class && codable.contains(base) { return false }
            // A UIKit class it subclasses (`AppNavigationController: UINavigationController`): what the built code
            // calls may be inherited (`init(rootViewController:)`).
            if t.kind == .class && entry == t.inherited.first && uiKitBases[base] != nil { return true }
            return keptConformances.contains(base) || context.appTypes.contains(base)
        }
        let dropped = t.inherited.filter { !inherited.contains($0) }
        let attributes = typeAttributes(t.decl)
        var head = indent + (attributes.isEmpty ? "" : attributes + " ")
        // A framework's public type stays public: the app's code imports it from the framework's module.
        let access = typeAccess(t.decl)
        // A class another of the app's classes inherits from stays open to them (`open` across modules).
        let subclassed = t.kind == .class && context.catalog.subclassed.contains(t.name)
        head += subclassed && !access.isEmpty ? "open " : access
        if t.kind == .class && !attributes.contains("@Model") && !subclassed { head += "final " }
        head += "\(t.kind.rawValue) \(t.name)\(genericClause(t.decl))"
        if !inherited.isEmpty { head += ": " + inherited.joined(separator: ", ") }
        var lines = [head + " {"]
        if !dropped.isEmpty { lines.append(indent + "    // not adopted here: \(dropped.joined(separator: ", "))") }
        // How the stand-in's initializers call their superclass's: a UIKit view's or view controller's designated one, as
        // its plain `init()` is a convenience initializer; else `init()`.
        let superInit: String? = inherited.first.map(SourceOutline.baseName).flatMap { base in
            guard t.kind == .class else { return nil }
            if let call = uiKitBases[base] { return call }
            return ["NSObject", "UIResponder"].contains(base) || context.catalog.classes.contains(base) ? "super.init()" : nil
        }
        var hasPlainInit = false
        var emitted = Set<String>()
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
                lines.append(initializer(i, superInit: superInit, kind: t.kind, owner: t.name, indent: indent + "    "))
                continue
            }
            let isCase = m.is(EnumCaseDeclSyntax.self)
            guard isCase || SourceOutline.names(of: m).contains(where: names.contains) else { continue }
            if let text = member(m, of: t.name, kind: t.kind, inExtension: false, context: context, indent: indent + "    ") {
                lines.append(text)
                // A property whose type the original infers (`= subject.eraseToAnyPublisher()`) is left for a protocol
                // the type adopts to declare, when one requires it: its requirement says the type.
                let inferred = text.contains("(its type is inferred from code the car doesn't build)")
                if !(inferred && SourceOutline.names(of: m).allSatisfy { requiredByAdopted($0, inherited, context) }) {
                    emitted.formUnion(SourceOutline.names(of: m))
                }
            }
        }
        // What the app's protocols it adopts require and the built code didn't name: there to meet the protocol (not
        // what an extension of the type declares, built or stood in).
        let elsewhere = context.catalog.extensionMembers[t.name] ?? []
        for p in inherited.map(SourceOutline.baseName).compactMap({ context.catalog.protocols[$0] }) {
            for r in p.members
            where !SourceOutline.names(of: r).isEmpty && SourceOutline.names(of: r).allSatisfy({ !emitted.contains($0) && !elsewhere.contains($0) }) {
                guard let text = requirement(r, of: t.name, kind: t.kind, context: context, indent: indent + "    ", access: access) else { continue }
                lines.append(text)
                emitted.formUnion(SourceOutline.names(of: r))
            }
        }
        // What a kept protocol of Swift's requires that the built code didn't name (`description` for
        // CustomStringConvertible): the original's member, so the stand-in still meets it.
        for (conformance, name) in Self.swiftRequirements where inherited.map(SourceOutline.baseName).contains(conformance) && !emitted.contains(name) {
            guard let original = (t.members + extraMembers).first(where: { !isPrivate($0) && SourceOutline.names(of: $0) == [name] }),
                let text = member(original, of: t.name, kind: t.kind, inExtension: false, context: context, indent: indent + "    ")
            else { continue }
            lines.append(text)
            emitted.insert(name)
        }
        if let equality = equality(of: t, members: t.members + extraMembers, kept: inherited, emitted: lines, indent: indent + "    ") {
            lines.append(equality)
        }
        // A class or struct that declares other initializers still needs the plain one the built code (and a `shared`
        // instance) may call; every stored property has a value, so it has nothing to do.
        if [.class, .struct].contains(t.kind) && !hasPlainInit && lines.contains(where: { $0.contains(" init(") || $0.contains(" init?(") }) {
            let override = superInit == "super.init()" ? "override " : ""
            lines.append(indent + "    \(access)\(override)init() {\(superInit.map { " \($0) " } ?? "")}")
        }
        lines.append(indent + "}")
        return lines.joined(separator: "\n")
    }

    /// The member each kept protocol of Swift's requires (Identifiable's `id` is synthesized for a class).
    static let swiftRequirements: KeyValuePairs<String, String> = [
        "CustomStringConvertible": "description", "CustomDebugStringConvertible": "debugDescription", "Identifiable": "id"
    ]

    /// Where the original writes its own `==` (or `hash(into:)`) and the stand-in keeps `Equatable` (or `Hashable`), the
    /// compiler can't write them for the stand-in when a property's type isn't equatable (`var tagText: PlaceTagText!`):
    /// the stand-in's compare (and hash) the stored properties of Swift's and Foundation's value types, marked "fill in".
    static func equality(of t: SourceOutline.TypeDecl, members: [DeclSyntax], kept: [String], emitted: [String], indent: String) -> String? {
        let conforms = Set(kept.map(SourceOutline.baseName))
        func writes(_ name: String) -> Bool {
            members.contains { $0.as(FunctionDeclSyntax.self)?.name.text == name }
        }
        let equatable =
            !conforms.isDisjoint(with: ["Equatable", "Hashable", "Comparable"]) && writes("==") && !emitted.contains { $0.contains("func ==") }
        let hashable = conforms.contains("Hashable") && writes("hash") && !emitted.contains { $0.contains("func hash(") }
        guard t.kind != .enum, t.kind != .protocol, equatable || hashable else { return nil }
        let values: Set<String> = [
            "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "Bool", "Character", "Date", "URL", "UUID", "Data", "Decimal"
        ]
        let stored = try! NSRegularExpression(pattern: #"^\s*(?:public |package )?var (\w+): ([A-Za-z0-9]+\??) = "#)
        let compared = emitted.compactMap { line -> String? in
            guard let m = stored.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                let name = Range(m.range(at: 1), in: line), let type = Range(m.range(at: 2), in: line),
                values.contains(String(line[type]).replacingOccurrences(of: "?", with: ""))
            else { return nil }
            return String(line[name])
        }
        let access = typeAccess(t.decl)
        var out: [String] = []
        if equatable {
            // Nothing stored to compare: unequal, so what watches the value for changes still sees each one.
            let test = compared.isEmpty ? "false" : compared.map { "lhs.\($0) == rhs.\($0)" }.joined(separator: " && ")
            out.append(indent + "// fill in: the original compares as the app decides; here, what the stand-in stores")
            out.append(indent + "\(access)static func == (lhs: \(t.name), rhs: \(t.name)) -> Bool { \(test) }")
        }
        if hashable {
            let combine = compared.map { "hasher.combine(\($0)); " }.joined()
            out.append(indent + "\(access)func hash(into hasher: inout Hasher) { \(combine)}  // fill in")
        }
        return out.joined(separator: "\n")
    }

    /// Whether one of the app's protocols among `inherited` has a requirement named `name`.
    static func requiredByAdopted(_ name: String, _ inherited: [String], _ context: Context) -> Bool {
        inherited.map(SourceOutline.baseName).compactMap { context.catalog.protocols[$0] }.contains { p in
            p.members.contains { SourceOutline.names(of: $0).contains(name) }
        }
    }

    /// A protocol as the app declares it, less the requirements whose signatures name what isn't here.
    static func protocolText(_ t: SourceOutline.TypeDecl, context: Context, indent: String) -> String {
        guard let p = t.decl.as(ProtocolDeclSyntax.self) else { return "" }
        var lines = [indent + "// fill in: the protocol as the app declares it"]
        let attributes = typeAttributes(t.decl)
        let inherited = t.inherited.filter { unavailableTypes(in: $0, context: context).isEmpty }
        lines.append(
            indent + (attributes.isEmpty ? "" : attributes + " ") + typeAccess(t.decl)
                + "protocol \(t.name)\(p.primaryAssociatedTypeClause?.trimmedDescription ?? "")"
                + (inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")) + " {")
        for m in t.members {
            let missing = unavailableTypes(in: m.trimmedDescription, context: context)
            if missing.isEmpty {
                lines.append(reindent(stripped(m), indent + "    "))
            } else {
                lines.append(
                    indent + "    // left out: \(SourceOutline.names(of: m).joined(separator: ", ")), which names \(missing.joined(separator: ", ")), not here")
            }
        }
        lines.append(indent + "}")
        return lines.joined(separator: "\n")
    }

    /// `@MainActor`, `@Observable`, `@Model` and the like on a type; others (`@objc`, property wrappers) go.
    static func typeAttributes(_ decl: DeclSyntax) -> String {
        let keep: Set<String> = ["MainActor", "Observable", "Model", "ModelActor", "available"]
        return attributes(of: decl).filter { keep.contains(attributeName($0)) }.joined(separator: " ")
    }

    /// `public ` when the type is public or open (a framework's), else nothing.
    static func typeAccess(_ decl: DeclSyntax) -> String {
        let names = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.text) ?? []
        return names.contains("public") || names.contains("open") ? "public " : ""
    }

    static func genericClause(_ decl: DeclSyntax) -> String {
        if let c = decl.as(ClassDeclSyntax.self) { return c.genericParameterClause?.trimmedDescription ?? "" }
        if let s = decl.as(StructDeclSyntax.self) { return s.genericParameterClause?.trimmedDescription ?? "" }
        if let a = decl.as(ActorDeclSyntax.self) { return a.genericParameterClause?.trimmedDescription ?? "" }
        return ""
    }
}
