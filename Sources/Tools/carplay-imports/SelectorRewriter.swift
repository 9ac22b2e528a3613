// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Makes iOS code's Objective-C attributes and selectors build where Swift has no Objective-C runtime (Linux), in the
/// copy `AppleImportRewriter` writes. - Note: Ours.
///
/// On Linux the compiler rejects `@objc` ("Objective-C interoperability is disabled") and has no `#selector`, yet iOS
/// code names its display link's, control's and timer's methods that way:
/// `CADisplayLink(target: self, selector: #selector(step(_:)))` calling `@objc func step(_ link: CADisplayLink)`. The
/// design: a selector here carries the method itself. So
///
/// - `@objc`, `@objc(name)` and `@objcMembers` become spaces (every column stays where it was); `dynamic` stays (Swift
///   has it without Objective-C).
/// - `#selector(step(_:))` becomes `Selector(Self.step(_:), named: "step:")`: an unapplied reference to the method of
///   the type the code is in (`Self`, as `#selector` looks an unqualified name up there), which OpenUIKit's `Selector`
///   keeps with the name Objective-C would give it. `#selector(Type.step(_:))` keeps its type, and `self.step` becomes
///   `Self.step`. The target–action APIs (`CADisplayLink(target:selector:)`, `UIScreen.displayLink(withTarget:selector:)`,
///   `UIControl.addTarget(_:action:for:)`, `Timer`'s target forms) call that method on the target they are given, with
///   the arguments it takes. This is sound because the method is checked by the compiler where `#selector` was
///   written, and called only on a target of its type (any other target is refused with a message).
/// - The forms with no method to refer to — `#selector(getter: …)`, `#selector(setter: …)`, a method of an instance
///   (`#selector(model.refresh)`), `super.`, or one picked by a type (`#selector(f as (Int) -> Void)`) — become
///   `Selector(unsupported: "…")`, which is unavailable: the build stops at that line of the original file with a
///   message saying what to write instead.
///
/// Key-value observation by name, which Linux's `NSObject` lacks, builds on OpenAVFAudio's observable classes:
///
/// - `#keyPath(AVPlayerItem.status)` becomes the string `"status"` (the path without its leading type, as Objective-C
///   names it).
/// - `override func observeValue(forKeyPath:of:change:context:)` loses its `override` (blanked), and the type it is in
///   gets `extension Type: KeyValueObserver {}` after the file's last line, so `addObserver(_:forKeyPath:options:context:)`
///   delivers to it.
///
/// Strings and comments are left alone. A `#selector(…)` spanning lines keeps the lines after it where they were (the
/// line breaks follow the replacement).
package enum SelectorRewriter {
    /// `source` with its `@objc` attributes blanked and its `#selector`s made `Selector`s.
    package static func rewrite(_ source: String) -> String {
        let text = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func starts(_ s: String, at k: Int) -> Bool {
            let scalars = Array(s.unicodeScalars)
            guard k + scalars.count <= text.count else { return false }
            return Array(text[k..<k + scalars.count]) == scalars
        }
        func isIdentifier(_ c: Unicode.Scalar) -> Bool { c == "_" || CharacterSet.alphanumerics.contains(c) }
        /// The expressions rewritten whole, each by what its parenthesized part becomes.
        let expressions: [(directive: String, rewrite: (String) -> String)] = [("#selector", selector(for:)), ("#keyPath", keyPath(for:))]
        /// Copies a string literal that starts at `i` (its `#`s and quotes), through its end.
        func copyString() {
            var hashes = 0
            while text[i] == "#" {
                hashes += 1
                out.append(text[i])
                i += 1
            }
            let multiline = starts("\"\"\"", at: i)
            let quote = multiline ? 3 : 1
            for _ in 0..<quote {
                out.append(text[i])
                i += 1
            }
            while i < text.count {
                if text[i] == "\\" && (0..<hashes).allSatisfy({ i + 1 + $0 < text.count && text[i + 1 + $0] == "#" }) {
                    // An escape (raw strings need their #s after the backslash); an interpolation is copied whole.
                    out.append(text[i])
                    i += 1
                    for _ in 0..<hashes {
                        out.append(text[i])
                        i += 1
                    }
                    if i < text.count, text[i] == "(" {
                        var depth = 0
                        repeat {
                            if text[i] == "(" { depth += 1 }
                            if text[i] == ")" { depth -= 1 }
                            out.append(text[i])
                            i += 1
                        } while i < text.count && depth > 0
                    } else if i < text.count {
                        out.append(text[i])
                        i += 1
                    }
                    continue
                }
                if multiline ? starts("\"\"\"", at: i) : text[i] == "\"" {
                    let closing = quote + hashes
                    if (0..<hashes).allSatisfy({ i + quote + $0 < text.count && text[i + quote + $0] == "#" }) {
                        for _ in 0..<closing {
                            out.append(text[i])
                            i += 1
                        }
                        return
                    }
                }
                if !multiline && text[i] == "\n" { return }  // unterminated: the compiler says so
                out.append(text[i])
                i += 1
            }
        }
        // The types the scanner is in (a `{` opens a type's body or something else: nil), the type a declaration just
        // named, and the types whose `observeValue(forKeyPath:…)` overrides become KeyValueObserver conformances.
        var bodies: [String?] = []
        var declaredType: String?
        var expectsTypeName = false
        var observers: [String] = []
        while i < text.count {
            let c = text[i]
            if starts("//", at: i) {
                while i < text.count && text[i] != "\n" {
                    out.append(text[i])
                    i += 1
                }
            } else if starts("/*", at: i) {
                var depth = 0
                repeat {
                    if starts("/*", at: i) {
                        depth += 1
                        out.append(contentsOf: "/*".unicodeScalars)
                        i += 2
                    } else if starts("*/", at: i) {
                        depth -= 1
                        out.append(contentsOf: "*/".unicodeScalars)
                        i += 2
                    } else {
                        out.append(text[i])
                        i += 1
                    }
                } while i < text.count && depth > 0
            } else if c == "\"" || (c == "#" && rawStringStarts(text, at: i)) {
                copyString()
            } else if c == "@", starts("@objc", at: i), i == 0 || !isIdentifier(text[i - 1]) {
                var end = i + 5
                if starts("Members", at: end) { end += 7 }
                if end < text.count, isIdentifier(text[end]) {  // a longer name (`@objcish`): not ours to touch
                    out.append(c)
                    i += 1
                    continue
                }
                if end < text.count, text[end] == "(", let close = matchingParenthesis(text, from: end), !text[end...close].contains("\n") {
                    end = close + 1
                }
                out.append(contentsOf: String(repeating: " ", count: end - i).unicodeScalars)
                i = end
            } else if c == "#", let expression = expressions.first(where: { starts($0.directive, at: i) }),
                i + expression.directive.count < text.count, !isIdentifier(text[i + expression.directive.count])
            {
                var open = i + expression.directive.count
                while open < text.count, text[open] == " " || text[open] == "\t" { open += 1 }
                guard open < text.count, text[open] == "(", let close = matchingParenthesis(text, from: open) else {
                    out.append(c)
                    i += 1
                    continue
                }
                let inside = String(String.UnicodeScalarView(text[(open + 1)..<close]))
                out.append(contentsOf: expression.rewrite(inside).unicodeScalars)
                out.append(contentsOf: String(repeating: "\n", count: inside.filter { $0 == "\n" }.count).unicodeScalars)
                i = close + 1
            } else if isIdentifier(c) {
                // A whole identifier, so `foo@objc` or `x#selector` pieces are never mistaken.
                let start = i
                while i < text.count, isIdentifier(text[i]) { i += 1 }
                let word = String(String.UnicodeScalarView(text[start..<i]))
                let afterDot = start > 0 && text[start - 1] == "."
                if word == "override", overridesObserveValue(text, after: i) {
                    out.append(contentsOf: String(repeating: " ", count: word.unicodeScalars.count).unicodeScalars)
                    let name = bodies.compactMap { $0 }.joined(separator: ".")
                    if !name.isEmpty, !observers.contains(name) { observers.append(name) }
                    continue
                }
                out.append(contentsOf: word.unicodeScalars)
                if expectsTypeName {
                    expectsTypeName = false
                    if !Self.memberKeywords.contains(word) {
                        // The type's name, dotted for an extension of a nested type.
                        var name = word
                        while i + 1 < text.count, text[i] == ".", isIdentifier(text[i + 1]) {
                            out.append(text[i])
                            i += 1
                            let part = i
                            while i < text.count, isIdentifier(text[i]) {
                                out.append(text[i])
                                i += 1
                            }
                            name += "." + String(String.UnicodeScalarView(text[part..<i]))
                        }
                        declaredType = name
                    }
                } else if !afterDot, ["class", "struct", "enum", "actor", "extension"].contains(word) {
                    expectsTypeName = true
                }
            } else {
                if c == "{" {
                    bodies.append(declaredType)
                    declaredType = nil
                } else if c == "}" {
                    _ = bodies.popLast()
                }
                out.append(c)
                i += 1
            }
        }
        for name in observers { out.append(contentsOf: "\nextension \(name): KeyValueObserver {}".unicodeScalars) }
        if !observers.isEmpty { out.append("\n") }
        return String(out)
    }

    /// Words after `class` that make it a modifier of a member (`class func`, `class var`), not a type's declaration.
    static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "static", "final", "override", "open", "public", "package",
        "internal", "fileprivate", "private", "nonisolated", "dynamic", "convenience", "required", "lazy"
    ]

    /// Whether the `override` that ends before `k` starts `func observeValue(forKeyPath:…)` (after modifiers).
    static func overridesObserveValue(_ text: [Unicode.Scalar], after k: Int) -> Bool {
        let rest = String(String.UnicodeScalarView(text[k..<min(k + 300, text.count)]))
        let pattern = #"^\s+(?:(?:public|open|package|internal|final|nonisolated|dynamic)\s+)*func\s+observeValue\s*\(\s*forKeyPath\b"#
        return rest.range(of: pattern, options: .regularExpression) != nil
    }

    /// What `#keyPath(inside)` becomes: the path as a string literal, without a leading type name.
    package static func keyPath(for inside: String) -> String {
        var parts = inside.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
        if parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
        return "\"" + parts.joined(separator: ".") + "\""
    }

    /// What `#selector(inside)` becomes.
    package static func selector(for inside: String) -> String {
        let expression = inside.trimmingCharacters(in: .whitespacesAndNewlines)
        let pattern = #"^(?:([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\.)?([A-Za-z_][A-Za-z0-9_]*)(\((?:(?:[A-Za-z_][A-Za-z0-9_]*|_):)*\))?$"#
        let whole = NSRange(expression.startIndex..., in: expression)
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: expression, range: whole),
            let base = Range(match.range(at: 2), in: expression).map({ String(expression[$0]) })
        else { return unsupported(expression) }
        let qualifier = Range(match.range(at: 1), in: expression).map { String(expression[$0]) }
        let labels = Range(match.range(at: 3), in: expression).map { String(expression[$0]) } ?? ""
        let owner: String
        switch qualifier {
        case nil, "self", "Self": owner = "Self"
        case let q? where q.first?.isUppercase == true: owner = q
        default: return unsupported(expression)  // a method of an instance, or super
        }
        return "Selector(\(owner).\(base)\(labels), named: \"\(objectiveCName(base: base, labels: labels))\")"
    }

    /// The name Objective-C gives the method `base(labels)`: `step(_:)` → `step:`, `step(displaylink:)` →
    /// `stepWithDisplaylink:`, `tapped(_:event:)` → `tapped:event:`. Without labels, the base name.
    static func objectiveCName(base: String, labels: String) -> String {
        let parts = labels.dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard let first = parts.first else { return base }
        var name = base
        if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        name += ":"
        for label in parts.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    static func unsupported(_ expression: String) -> String {
        let escaped = expression.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: " ")
        return "Selector(unsupported: \"#selector(\(escaped))\")"
    }

    /// `#"…"#`, `##"…"##`: a raw string starts at `k`.
    static func rawStringStarts(_ text: [Unicode.Scalar], at k: Int) -> Bool {
        var j = k
        while j < text.count, text[j] == "#" { j += 1 }
        return j > k && j < text.count && text[j] == "\""
    }

    /// The index of the `)` closing the `(` at `open` (strings inside are skipped roughly: a `)` in a string literal
    /// inside a selector is not Swift anyway).
    static func matchingParenthesis(_ text: [Unicode.Scalar], from open: Int) -> Int? {
        var depth = 0
        var k = open
        while k < text.count {
            if text[k] == "(" { depth += 1 }
            if text[k] == ")" {
                depth -= 1
                if depth == 0 { return k }
            }
            k += 1
        }
        return nil
    }
}
