// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A stand-in for a Swift package an app's Xcode target links but that doesn't build here (an iOS-only player, an
/// analytics SDK): a target of the product's name in `CarPlayPackage/Stubs/`, so the app's `import` of it resolves,
/// whose file declares what the app uses from it, marked for the user to fill in. `init` writes it empty; `init --build`
/// and `headunit build` declare there each name the compiler couldn't find in the files that import it (a protocol where the app adopts
/// it, else a class), then builds again: what the app does with them (their members) is left to the user, as the
/// errors that remain say. - Note: Ours.
struct PackageStub: Equatable {
    /// The product's name: the module the app imports.
    let product: String
    /// Where the project gets it from ("https://…, upToNextMajorVersion 2.1.0").
    let source: String
    /// The app's files that import it (paths as the compiler names them).
    let importers: [String]

    /// The stub's folder and file in the package.
    var folder: String { "CarPlayPackage/Stubs/\(product)" }
    var path: String { "\(folder)/\(product).swift" }

    /// Where `init --build` adds the declarations it finds.
    static let marker = "// MARK: Declared by `headunit init --build` (names the app's code uses; fill in what it does with them)"

    /// The stub's first text: what it stands for, and the marker.
    var initialText: String {
        """
        // Written by `headunit init`: a stand-in for \(product) (\(source)), which the app's Xcode target links but this
        // package doesn't build. The app's files that import it (\(importers.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")))
        // compile against what is declared here: declare what they use, with bodies that do what the car needs (or
        // nothing), or replace this target with the package itself if it builds on Linux. Never overwritten by `init`.
        import Foundation

        \(Self.marker)

        """
    }

    /// A declaration for a name the app's code uses from the package: a protocol when a type of the app adopts it,
    /// else an open class (the app may subclass it; its members are the user's to add).
    static func declaration(of name: String, in sources: [String]) -> String {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let adopted = try! NSRegularExpression(
            pattern: #"\b(?:class|struct|enum|actor|extension)\s+[A-Za-z_][\w.]*(?:<[^>{]*>)?\s*:[^{]*\b"# + escaped + #"\b"#)
        let adopts = sources.contains { adopted.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        return adopts
            ? "public protocol \(name): AnyObject {}  // fill in: the requirements the app's types implement"
            : "open class \(name) {  // fill in: what the app uses of it\n    public init() {}\n}"
    }

    /// The names the build couldn't find in files that import a stub, by stub, each in one stub only
    /// (``StubNames/chooseStub(for:importing:)`` says which when the files import several). Never a name with an Apple
    /// framework's prefix (`INMediaUserContext`, `CPListItem`, `UIScrollView`…: Apple API OpenCarPlay lacks), one of
    /// Apple's unprefixed names (``StubNames/appleUnprefixed``), one in `excluded` (the shim's, the app's own: see
    /// ``StubNames/excluded(for:)``) or one a stub declares already. A nested type is named `Outer.Inner` (from
    /// "'Inner' is not a member type of class 'Module.Outer'"), in the stub declaring `Outer`; a type named like its
    /// package's module (from "module 'FRadioPlayer' has no member named 'shared'"), in that module's stub.
    static func missingNames(_ diagnostics: BuildDiagnostics, stubs: [PackageStub], root: URL? = nil, excluded: Set<String> = []) -> [String: [String]] {
        let memberType = try! NSRegularExpression(pattern: #"^'([^']+)' is not a member type of (?:class|struct|enum|protocol) '(?:[^.']+\.)?([^'.]+)'"#)
        let moduleMember = try! NSRegularExpression(pattern: #"^module '([^']+)' has no member named '[^']+'"#)
        var order: [String] = []
        var importing: [String: [[String]]] = [:]
        var nestedIn: [String: String] = [:]  // Outer.Inner → the stub declaring Outer
        for message in diagnostics.errors {
            var products = stubs.filter { $0.importers.contains(message.file) }.map(\.product)
            guard !products.isEmpty else { continue }
            var name: String
            if case .unknownName(let n) = BuildDiagnostics.cause(of: message) {
                name = n
            } else if let m = moduleMember.firstMatch(in: message.text, range: NSRange(message.text.startIndex..., in: message.text)),
                let module = Range(m.range(at: 1), in: message.text), products.contains(String(message.text[module]))
            {
                // `FRadioPlayer.shared` where the stub's module is FRadioPlayer: the package's type named like the module
                // (the compiler finds the module first while the stub doesn't declare it), in that stub.
                name = String(message.text[module])
                products = [name]
            } else if let m = memberType.firstMatch(in: message.text, range: NSRange(message.text.startIndex..., in: message.text)),
                let inner = Range(m.range(at: 1), in: message.text), let outer = Range(m.range(at: 2), in: message.text)
            {
                // Only inside a type a stub declares (a type of the app's own is the user's).
                let outerName = String(message.text[outer])
                let owner = products.first { p in
                    order.contains(outerName) && chosen(outerName, order, importing, nestedIn) == p
                        || stubs.first { $0.product == p }.map { declares(outerName, in: $0, root: root) } == true
                }
                guard let owner else { continue }
                name = outerName + "." + message.text[inner]
                nestedIn[name] = owner
            } else {
                continue
            }
            // Type names: capitalized, or Apple-style with a lowercase first letter (iTunesAPI).
            let letters = Array(name)
            guard letters.first?.isUppercase == true || (letters.count > 1 && letters[1].isUppercase), !Self.isAppleName(name),
                !StubNames.appleUnprefixed.contains(name), !excluded.contains(name)
            else { continue }
            // Declared in a stub already (the file where it is missing doesn't import that one): nowhere again.
            if !name.contains("."), stubs.contains(where: { declares(name, in: $0, root: root) }) { continue }
            if importing[name] == nil { order.append(name) }
            importing[name, default: []].append(products)
        }
        var out: [String: [String]] = [:]
        for name in order {
            if let stub = chosen(name, order, importing, nestedIn) { out[stub, default: []].append(name) }
        }
        return out
    }

    private static func chosen(_ name: String, _ order: [String], _ importing: [String: [[String]]], _ nestedIn: [String: String]) -> String? {
        nestedIn[name] ?? StubNames.chooseStub(for: name, importing: importing[name] ?? [])
    }

    /// The prefixes of Apple's frameworks' type names (Intents, CarPlay, UIKit, MapKit, Core Location, AVFoundation,
    /// MediaPlayer, UserNotifications, Foundation, Core Graphics and Core Foundation, CallKit, ExternalAccessory,
    /// Core Animation, Contacts, Core Spotlight, StoreKit, WidgetKit, Watch Connectivity) and the Security framework's.
    static let applePrefixes = ["IN", "CP", "UI", "MK", "CL", "AV", "MP", "UN", "NS", "CG", "CF", "CX", "EA", "CA", "CN", "CS", "SK", "WK", "WC"]

    /// Whether `name` reads as an Apple framework's: a prefix of theirs then a capitalized word (`INMediaUserContext`,
    /// not `INIT` or `CPU`), or the Security framework's `Sec…`/`kSec…`.
    static func isAppleName(_ name: String) -> Bool {
        let top = name.split(separator: ".").first.map(String.init) ?? name
        if top.hasPrefix("kSec") || (top.hasPrefix("Sec") && top.dropFirst(3).first?.isUppercase == true) { return true }
        return applePrefixes.contains { prefix in
            guard top.hasPrefix(prefix) else { return false }
            let rest = Array(top.dropFirst(prefix.count))
            return rest.count >= 2 && rest[0].isUppercase && rest[1].isLowercase
        }
    }

    /// Whether the stub's file (as written now) declares a type of that name.
    static func declares(_ name: String, in stub: PackageStub, root: URL? = nil) -> Bool {
        guard let root, let text = try? String(contentsOf: root.appendingPathComponent(stub.path), encoding: .utf8) else { return false }
        return declares(name, in: text)
    }

    static func declares(_ name: String, in text: String) -> Bool {
        let declared = try! NSRegularExpression(
            pattern: #"\b(?:class|struct|enum|protocol|actor|typealias)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#)
        return declared.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The stubs of a package `init` wrote (`CarPlayPackage/Stubs/<Product>/<Product>.swift`), each with the app's
    /// and its frameworks' files (those their `apple-imports.txt` lists) that import it: what `headunit build` finds.
    static func discover(in root: URL) -> [PackageStub] {
        let fm = FileManager.default
        let stubsFolder = root.appendingPathComponent("CarPlayPackage/Stubs")
        guard let products = try? fm.contentsOfDirectory(atPath: stubsFolder.path) else { return [] }
        let files = listedFiles(in: root, includingCommentedOut: false)
        let imported = files.map { ($0.path, Set(PackageScaffold.imports(in: (try? String(contentsOf: $0, encoding: .utf8)) ?? ""))) }
        return products.sorted().compactMap { product in
            // Only stubs `init` wrote (its marker is in them): a stand-in the user wrote is theirs to fill.
            guard let text = try? String(contentsOf: stubsFolder.appendingPathComponent("\(product)/\(product).swift"), encoding: .utf8),
                text.contains(marker)
            else { return nil }
            return PackageStub(product: product, source: "", importers: imported.filter { $0.1.contains(product) }.map(\.0))
        }
    }

    /// The Swift files the package's `apple-imports.txt` lists (the app's, `CarPlayPackage/Sources`, and its
    /// frameworks', `CarPlayPackage/Frameworks/*`), and with `includingCommentedOut` those listed commented out.
    static func listedFiles(in root: URL, includingCommentedOut: Bool) -> [URL] {
        let fm = FileManager.default
        let frameworks = root.appendingPathComponent("CarPlayPackage/Frameworks")
        let folders =
            [root.appendingPathComponent("CarPlayPackage/Sources")]
            + ((try? fm.contentsOfDirectory(atPath: frameworks.path)) ?? []).sorted().map { frameworks.appendingPathComponent($0) }
        var files: [URL] = []
        for folder in folders {
            let list = (try? String(contentsOf: folder.appendingPathComponent("apple-imports.txt"), encoding: .utf8)) ?? ""
            for line in list.split(separator: "\n") {
                var entry = line.trimmingCharacters(in: .whitespaces)
                if entry.hasPrefix("#") {
                    guard includingCommentedOut else { continue }
                    entry = entry.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                }
                guard !entry.isEmpty, !entry.contains("`") else { continue }
                let url = folder.appendingPathComponent(entry).standardizedFileURL
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if !isFolder.boolValue {
                    if url.pathExtension == "swift" { files.append(url) }
                    continue
                }
                let walk = fm.enumerator(at: url, includingPropertiesForKeys: nil)
                while let next = walk?.nextObject() as? URL {
                    if next.pathExtension == "swift" { files.append(next.standardizedFileURL) }
                }
            }
        }
        return files
    }

    /// Builds the package at `root` (`swift build --build-tests`), and while the errors name types the app's code uses
    /// from `stubs`, declares them there and builds again (a few rounds: a type's nested types show only once the type
    /// is there). Returns the last build's output, status and diagnostics.
    static func build(at root: URL, declaringIn stubs: [PackageStub]) throws -> (output: String, status: Int32, diagnostics: BuildDiagnostics) {
        var (output, status) = try Headunit.Build.build(at: root.path)
        var diagnostics = BuildDiagnostics(output: output)
        // Names the shim exports or the app's own code declares are never a stub's.
        let excluded = stubs.isEmpty ? [] : StubNames.excluded(for: root)
        for _ in 0..<(stubs.isEmpty ? 0 : 3) {
            let declared = try declare(in: root, stubs: stubs, from: diagnostics, excluding: excluded)
            for line in declared { print(line + "; building again") }
            if declared.isEmpty { break }
            (output, status) = try Headunit.Build.build(at: root.path)
            diagnostics = BuildDiagnostics(output: output)
        }
        for line in StubNames.leftOutHints(diagnostics, root: root) { print(line) }
        return (output, status, diagnostics)
    }

    /// Declares in each stub under `root` the names `diagnostics` says the compiler couldn't find in the files that
    /// import it; one line per stub changed (none: nothing to build again for).
    static func declare(in root: URL, stubs: [PackageStub], from diagnostics: BuildDiagnostics, excluding: Set<String> = []) throws -> [String] {
        var said: [String] = []
        for (product, names) in missingNames(diagnostics, stubs: stubs, root: root, excluded: excluding).sorted(by: { $0.key < $1.key }) {
            guard let stub = stubs.first(where: { $0.product == product }) else { continue }
            let url = root.appendingPathComponent(stub.path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let sources = stub.importers.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            guard let updated = adding(names, to: text, sources: sources) else { continue }
            try updated.write(to: url, atomically: true, encoding: .utf8)
            said.append("declared \(names.joined(separator: ", ")) in \(stub.path), from their uses")
        }
        return said
    }

    /// The stub's text with a declaration for each of `names` it doesn't declare yet, at its end (after the marker);
    /// `sources` are the importers' texts. Nil when there is nothing to add.
    static func adding(_ names: [String], to text: String, sources: [String]) -> String? {
        let new = names.filter { !declares(String($0.split(separator: ".").last!), in: text) }
        guard !new.isEmpty else { return nil }
        let block =
            new.map { name in
                let parts = name.split(separator: ".").map(String.init)
                guard parts.count == 2 else { return declaration(of: name, in: sources) }
                // A type nested in one the stub declares, in an extension of it.
                let inner = declaration(of: parts[1], in: sources).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
                return "extension \(parts[0]) {\n\(inner)\n}"
            }.joined(separator: "\n\n") + "\n"
        // At the end, after what is there (the marker's section, in the order found).
        let end = text.hasSuffix("\n") ? text : text + "\n"
        return end.hasSuffix(marker + "\n") ? end + block : end + "\n" + block
    }
}
