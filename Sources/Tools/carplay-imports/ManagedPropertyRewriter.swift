// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Rewrites Core Data's `@NSManaged` declarations, which need Objective-C's dynamic accessors, into Swift that keeps
/// the values in the object's own storage (OpenCoreData's `NSManagedObject`), in the copy `AppleImportRewriter` writes.
/// - Note: Ours.
///
/// - `@NSManaged public var name: String?` becomes `public var name: String? { get { _managedValue(forKey: "name") }
///   set { _setManagedValue(newValue, forKey: "name") } }`, on the same line.
/// - The to-many accessors Xcode generates (`@NSManaged public func addToMessages(_ value: Message)`, and the
///   `removeFrom…`, `insertInto…(_:at:)`, `removeFrom…(at:)`, `replace…(at:with:)` forms, with an object, a set or
///   index sets) get a body that changes the relationship named after the prefix (`messages`).
/// - Any other `@NSManaged` function becomes an `#error` naming it, so the build stops at that line of the original.
///
/// A declaration must be on the line of its `@NSManaged` (as Xcode writes them); lines don't move.
package enum ManagedPropertyRewriter {
    /// `source` with its `@NSManaged` declarations rewritten.
    package static func rewrite(_ source: String) -> String {
        guard source.contains("@NSManaged") else { return source }
        return source.split(separator: "\n", omittingEmptySubsequences: false).map { rewriteLine(String($0)) }.joined(separator: "\n")
    }

    static func rewriteLine(_ line: String) -> String {
        guard let marker = line.range(of: "@NSManaged"), !line[..<marker.lowerBound].contains("//") else { return line }
        let before = String(line[..<marker.lowerBound])
        var rest = String(line[marker.upperBound...]).trimmingCharacters(in: .whitespaces)
        var comment = ""
        if let slash = rest.range(of: "//") {
            comment = " " + rest[slash.lowerBound...]
            rest = rest[..<slash.lowerBound].trimmingCharacters(in: .whitespaces)
        }
        if let declaration = property(rest) {
            return before + declaration.head
                + " { get { _managedValue(forKey: \"\(declaration.name)\") } set { _setManagedValue(newValue, forKey: \"\(declaration.name)\") } }"
                + comment
        }
        if rest.contains("func ") {
            guard let body = accessorBody(rest) else {
                let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
                let name = rest.components(separatedBy: "func ").last?.prefix { $0 != "(" } ?? ""
                return indentation
                    + "#error(\"@NSManaged func \(name) is not one of the to-many accessors OpenCoreData supports (addTo…, removeFrom…, insertInto…, replace…): write its body\")"
            }
            return before + rest + " { " + body + " }" + comment
        }
        return line
    }

    /// `[modifiers] var name: Type`: the declaration without `@NSManaged`, and the property's name.
    static func property(_ text: String) -> (head: String, name: String)? {
        guard let range = text.range(of: #"(^|\s)var\s+([A-Za-z_][A-Za-z0-9_]*)\s*:"#, options: .regularExpression) else { return nil }
        let declaration = text[range]
        let name = declaration.replacingOccurrences(of: #"^\s*var\s+"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\s*:$"#, with: "", options: .regularExpression)
        return (text, name)
    }

    /// The body of a generated to-many accessor, or nil for a function that is none.
    static func accessorBody(_ text: String) -> String? {
        guard let funcRange = text.range(of: "func "), let open = text[funcRange.upperBound...].firstIndex(of: "("),
            let close = text.lastIndex(of: ")"), open < close
        else { return nil }
        let name = String(text[funcRange.upperBound..<open]).trimmingCharacters(in: .whitespaces)
        let parameters = text[text.index(after: open)..<close].split(separator: ",").map { parameter -> (label: String, name: String, type: String) in
            let parts = parameter.split(separator: ":", maxSplits: 1)
            let names = (parts.first ?? "").split(separator: " ").map(String.init)
            let type = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            return (names.first ?? "_", names.last ?? "_", type)
        }
        func key(after prefix: String) -> String? {
            guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
            let rest = name.dropFirst(prefix.count)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        let indexes = parameters.contains { $0.type.contains("IndexSet") }
        if let key = key(after: "addTo"), parameters.count == 1 {
            return "_addManagedObjects(\(parameters[0].name), forKey: \"\(key)\")"
        }
        if let key = key(after: "removeFrom"), parameters.count == 1 {
            if parameters[0].label == "at" {
                return indexes
                    ? "_removeManagedObjects(at: \(parameters[0].name), forKey: \"\(key)\")"
                    : "_removeManagedObject(at: \(parameters[0].name), forKey: \"\(key)\")"
            }
            return "_removeManagedObjects(\(parameters[0].name), forKey: \"\(key)\")"
        }
        if let key = key(after: "insertInto"), parameters.count == 2, parameters[1].label == "at" {
            return indexes
                ? "_insertManagedObjects(\(parameters[0].name), at: \(parameters[1].name), forKey: \"\(key)\")"
                : "_insertManagedObject(\(parameters[0].name), at: \(parameters[1].name), forKey: \"\(key)\")"
        }
        if let key = key(after: "replace"), parameters.count == 2, parameters[0].label == "at", parameters[1].label == "with" {
            return indexes
                ? "_replaceManagedObjects(at: \(parameters[0].name), with: \(parameters[1].name), forKey: \"\(key)\")"
                : "_replaceManagedObject(at: \(parameters[0].name), with: \(parameters[1].name), forKey: \"\(key)\")"
        }
        return nil
    }
}
