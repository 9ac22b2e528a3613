// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A stand-in for a Swift package an app's Xcode target links but that doesn't build here (an iOS-only player, an
/// analytics SDK): a target of the product's name in `CarPlayPackage/Stubs/`, so the app's `import` of it resolves,
/// whose file declares what the app uses from it, marked for the user to fill in. `init` writes it empty; `init --build`
/// declares there each name the compiler couldn't find in the files that import it (a protocol where the app adopts
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

    /// The names the build couldn't find in files that import a stub, by stub (a file importing several stubs gives
    /// its names to the first it imports, by name).
    static func missingNames(_ diagnostics: BuildDiagnostics, stubs: [PackageStub]) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for message in diagnostics.errors {
            guard case .unknownName(let name) = BuildDiagnostics.cause(of: message),
                let stub = stubs.sorted(by: { $0.product < $1.product }).first(where: { $0.importers.contains(message.file) }),
                name.first?.isUppercase == true, !(out[stub.product] ?? []).contains(name)
            else { continue }
            out[stub.product, default: []].append(name)
        }
        return out
    }

    /// The stub's text with a declaration for each of `names` it doesn't declare yet, after the marker (or at the end);
    /// `sources` are the importers' texts. Nil when there is nothing to add.
    static func adding(_ names: [String], to text: String, sources: [String]) -> String? {
        let new = names.filter { name in
            let declared = try! NSRegularExpression(
                pattern: #"\b(?:class|struct|enum|protocol|actor|typealias)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#)
            return declared.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
        }
        guard !new.isEmpty else { return nil }
        let block = new.map { declaration(of: $0, in: sources) }.joined(separator: "\n\n") + "\n"
        guard let range = text.range(of: marker) else { return text + "\n" + block }
        let lineEnd = text[range.upperBound...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
        return String(text[..<lineEnd]) + block + (text[lineEnd...].isEmpty ? "" : "\n" + text[lineEnd...])
    }
}
