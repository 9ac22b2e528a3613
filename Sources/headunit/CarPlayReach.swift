// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which of an Xcode target's Swift files the car's code reaches: the files declaring the scene delegates the Info.plist
/// names for CarPlay and the app delegate, then every file declaring a type those files name, or extending one of
/// theirs, and so on. A target's other files are the phone's own screens (a SwiftUI `App` and its views, a window
/// scene's view controllers, a widget's views), which use UIKit and SwiftUI API a car never shows and which don't build
/// here; `init --project` lists them commented out in apple-imports.txt, for the user to bring back if they are
/// needed after all. A file that declares no type of its own (global functions, extensions of Apple's types) can't be
/// told apart by name and is always kept. - Note: Ours: a reading by names, not by the compiler.
struct CarPlayReach {
    struct File {
        let url: URL
        /// The types it declares at its top level, and the types it extends there.
        let declared: Set<String>
        let extended: Set<String>
        /// What others may name of it: its types, its top-level functions and variables, and the members of its
        /// extensions (`CPGridTemplate.favoritesGridTemplate`, `Color.accent`).
        let provided: Set<String>
        /// Every identifier in its code (not in comments or string literals).
        let names: Set<String>
    }

    let kept: [URL]
    let leftOut: [URL]

    init(files: [URL], roots: Set<String>) {
        let parsed = files.map { Self.parse($0, text: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
        self.init(parsed: parsed, roots: roots)
    }

    init(parsed: [File], roots: Set<String>) {
        // Reached at the start: the roots' files, and files that give nothing to name (nothing tells whose they are).
        var reached = parsed.map { !$0.declared.isDisjoint(with: roots) || ($0.provided.isEmpty && $0.extended.isEmpty) }
        var names = Set<String>()
        var types = Set<String>()
        for (i, f) in parsed.enumerated() where reached[i] {
            names.formUnion(f.names)
            types.formUnion(f.declared)
        }
        var changed = true
        while changed {
            changed = false
            for (i, f) in parsed.enumerated() where !reached[i] {
                guard !f.provided.isDisjoint(with: names) || !f.extended.isDisjoint(with: types) else { continue }
                reached[i] = true
                names.formUnion(f.names)
                types.formUnion(f.declared)
                changed = true
            }
        }
        kept = parsed.indices.filter { reached[$0] }.map { parsed[$0].url }
        leftOut = parsed.indices.filter { !reached[$0] }.map { parsed[$0].url }
    }

    /// Reads a file's declarations by its tokens (identifiers and braces; comments and string literals skipped).
    static func parse(_ url: URL, text: String) -> File {
        var declared = Set<String>()
        var extended = Set<String>()
        var provided = Set<String>()
        var names = Set<String>()
        /// The blocks open around the current token: a type's, an extension's, anything else's.
        enum Block: Equatable { case type, `extension`(String), other }
        var stack: [Block] = []
        var pending: Block?
        var previous = ""
        /// Members of top-level extensions, with the type extended: those of the file's own types come with the type.
        var members: [(type: String, name: String)] = []
        for token in tokens(text) {
            switch token {
            case "{":
                stack.append(pending ?? .other)
                pending = nil
            case "}":
                _ = stack.popLast()
            default:
                names.insert(token)
                let top = stack.isEmpty
                switch previous {
                case "class", "struct", "enum", "protocol", "actor":
                    guard !["func", "var", "let", "subscript", "init"].contains(token) else { break }
                    if top {
                        declared.insert(token)
                        provided.insert(token)
                    }
                    pending = .type
                case "extension":
                    if top { extended.insert(token) }
                    pending = .extension(token)
                case "typealias":
                    if top {
                        declared.insert(token)
                        provided.insert(token)
                    }
                case "func", "var", "let":
                    if top {
                        provided.insert(token)
                    } else if stack.count == 1, case .extension(let type) = stack[0] {
                        members.append((type, token))
                    }
                default: break
                }
            }
            previous = token
        }
        for m in members where !declared.contains(m.type) { provided.insert(m.name) }
        return File(url: url, declared: declared, extended: extended, provided: provided, names: names)
    }

    /// The identifiers and braces of Swift source, in order, without comments and string literals.
    static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        let s = Array(text.unicodeScalars)
        var i = 0
        var word = String.UnicodeScalarView()
        func flush() {
            if !word.isEmpty { out.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        while i < s.count {
            let c = s[i]
            if c == "/" && i + 1 < s.count && s[i + 1] == "/" {
                flush()
                while i < s.count && s[i] != "\n" { i += 1 }
            } else if c == "/" && i + 1 < s.count && s[i + 1] == "*" {
                flush()
                i += 2
                while i + 1 < s.count && !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
                i += 2
            } else if c == "\"" {
                flush()
                let triple = i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\""
                i += triple ? 3 : 1
                while i < s.count {
                    if s[i] == "\\" && i + 1 < s.count && s[i + 1] == "(" {
                        // An interpolation: its code names things too.
                        var depth = 1
                        var j = i + 2
                        while j < s.count && depth > 0 {
                            if s[j] == "(" { depth += 1 } else if s[j] == ")" { depth -= 1 }
                            j += 1
                        }
                        var inner = String.UnicodeScalarView()
                        inner.append(contentsOf: s[(i + 2)..<max(i + 2, j - 1)])
                        out.append(contentsOf: tokens(String(inner)).filter { $0 != "{" && $0 != "}" })
                        i = j
                        continue
                    }
                    if s[i] == "\\" {
                        i += 2
                        continue
                    }
                    if triple ? (s[i] == "\"" && i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\"") : (s[i] == "\"" || s[i] == "\n") { break }
                    i += 1
                }
                i += triple ? 3 : 1
            } else if CharacterSet.alphanumerics.contains(c) || c == "_" {
                word.append(c)
                i += 1
            } else {
                flush()
                if c == "{" || c == "}" { out.append(String(c)) }
                i += 1
            }
        }
        flush()
        return out
    }
}
