// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A build's compiler messages, each distinct one once, grouped by cause. - Note: Ours.
///
/// SwiftPM repeats a file's errors for every job that compiles it (the module interface, each batch, each product that
/// links it), and one missing module gives an error in every file that imports it: a first build of an app's CarPlay
/// code can print thousands of lines for two causes. This reads the raw output (`path:line:col: error: message`, the
/// excerpts and notes under it, progress lines), keeps each message once per place, groups them by what they are about
/// (a module nothing provides, a name nothing declares, a member a type lacks, else the message itself) and prints each
/// group with its places and one excerpt read from the original file, its lines numbered as in the file.
struct BuildDiagnostics {
    struct Message: Hashable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var text: String
        var notes: [String] = []
    }

    /// What several messages have in common.
    struct Cause: Hashable {
        /// The cause in plain words ("12 uses of FRadioPlayer, a module this car doesn't have").
        var kind: Kind
        enum Kind: Hashable {
            case missingModule(String)
            case unknownName(String)
            case missingMember(type: String, member: String)
            case message(String)
        }
    }

    /// The distinct located messages, in first-seen order.
    private(set) var messages: [Message] = []
    /// Messages without a place (`error: …` from the build system), once each.
    private(set) var general: [String] = []
    /// How many compiler messages the raw output had (repeats included).
    private(set) var rawCount = 0
    private var seen: Set<String> = []

    init(output: String) {
        let header = try! NSRegularExpression(pattern: #"^(.+?):(\d+):(\d+): (error|warning|note): (.*)$"#)
        var last: Int?
        for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let range = NSRange(line.startIndex..., in: line)
            if let m = header.firstMatch(in: line, range: range), m.numberOfRanges == 6 {
                func group(_ i: Int) -> String { Range(m.range(at: i), in: line).map { String(line[$0]) } ?? "" }
                let message = Message(
                    file: group(1), line: Int(group(2)) ?? 0, column: Int(group(3)) ?? 0, severity: group(4), text: group(5))
                if message.severity == "note" {
                    // A note belongs to the message before it (shown once, with it).
                    if let last, !messages[last].notes.contains(line) { messages[last].notes.append(line) }
                    continue
                }
                rawCount += 1
                let key = "\(message.file):\(message.line):\(message.column):\(message.severity):\(message.text)"
                if seen.insert(key).inserted {
                    messages.append(message)
                    last = messages.count - 1
                } else {
                    last = messages.firstIndex { $0.file == message.file && $0.line == message.line && $0.column == message.column && $0.text == message.text }
                }
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("error: ") || trimmed.hasPrefix("warning: ") {
                rawCount += 1
                // "command failed" lines repeat what the compiler said; keep other build-system messages once.
                if trimmed.contains("command failed with exit code") || trimmed.hasPrefix("error: fatalError") { continue }
                if seen.insert(trimmed).inserted { general.append(trimmed) }
            }
            // Everything else (excerpts, progress, "Compiling …") is repeated context: dropped.
        }
    }

    var errors: [Message] { messages.filter { $0.severity == "error" } }
    var warnings: [Message] { messages.filter { $0.severity == "warning" } }

    /// What a message is about.
    static func cause(of message: Message) -> Cause.Kind {
        func quoted(_ pattern: String) -> [String]? {
            guard let re = try? NSRegularExpression(pattern: pattern),
                let m = re.firstMatch(in: message.text, range: NSRange(message.text.startIndex..., in: message.text))
            else { return nil }
            return (1..<m.numberOfRanges).map { i in Range(m.range(at: i), in: message.text).map { String(message.text[$0]) } ?? "" }
        }
        if let m = quoted(#"^no such module '([^']+)'"#) { return .missingModule(m[0]) }
        if let m = quoted(#"^cannot find (?:type )?'([^']+)' in scope"#) { return .unknownName(m[0]) }
        if let m = quoted(#"^(?:value of type|type) '([^']+)' has no (?:member|type named) '([^']+)'"#) {
            return .missingMember(type: m[0], member: m[1])
        }
        return .message(message.text)
    }

    /// The errors grouped by cause, the biggest group first (ties in first-seen order).
    var groups: [(cause: Cause.Kind, messages: [Message])] {
        var order: [Cause.Kind] = []
        var byCause: [Cause.Kind: [Message]] = [:]
        for m in errors {
            let c = Self.cause(of: m)
            if byCause[c] == nil { order.append(c) }
            byCause[c, default: []].append(m)
        }
        return order.enumerated().sorted { a, b in
            let (ca, cb) = (byCause[a.element]!.count, byCause[b.element]!.count)
            return ca != cb ? ca > cb : a.offset < b.offset
        }.map { ($0.element, byCause[$0.element]!) }
    }

    /// One line saying what a group is.
    static func title(_ cause: Cause.Kind, count: Int) -> String {
        let uses = count == 1 ? "1 use" : "\(count) uses"
        switch cause {
        case .missingModule(let name):
            return "\(count == 1 ? "1 file imports" : "\(count) imports of") \(name), a module this package doesn't have: add the package that "
                + "provides it, or guard the code that uses it with #if canImport(\(name))"
        case .unknownName(let name):
            return "\(uses) of \(name), which nothing here declares (an Apple API OpenCarPlay lacks, or a file or package not in the build)"
        case .missingMember(let type, let member):
            return "\(uses) of \(type).\(member), which \(type) doesn't have here"
        case .message(let text):
            return count == 1 ? text : "\(text) (\(count) places)"
        }
    }

    /// The report: each group with its places and one excerpt; warnings by count; then a summary line.
    /// `root` shortens paths under it; `maxPlaces` caps the places listed per group.
    func report(relativeTo root: String? = nil, maxPlaces: Int = 8, readFile: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) })
        -> String
    {
        func short(_ path: String) -> String {
            guard let root, path.hasPrefix(root + "/") else { return path }
            return String(path.dropFirst(root.count + 1))
        }
        var out: [String] = []
        for (cause, list) in groups {
            out.append("error: " + Self.title(cause, count: list.count))
            for m in list.prefix(maxPlaces) { out.append("  \(short(m.file)):\(m.line):\(m.column)\(list.count > 1 ? ": \(m.text)" : "")") }
            if list.count > maxPlaces { out.append("  … and \(list.count - maxPlaces) more") }
            let first = list[0]
            out.append(contentsOf: Self.excerpt(of: first, text: readFile(first.file)).map { "    " + $0 })
            for note in first.notes.prefix(2) { out.append("    " + note) }
            out.append("")
        }
        for g in general where g.hasPrefix("error: ") { out.append(g) }
        let warnings = self.warnings
        if !warnings.isEmpty {
            let files = Set(warnings.map(\.file)).count
            out.append("\(warnings.count) warning\(warnings.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") (run swift build to read them)")
        }
        let causes = groups.count
        if groups.contains(where: { if case .missingModule = $0.cause { true } else { false } }) {
            // The compiler stops at a missing module: the rest of that module's errors show only once it's there.
            out.append("A missing module stops the compiler before the rest of its module: build again after fixing it.")
        }
        let stopped = general.filter { $0.hasPrefix("error: ") }.count
        if errors.isEmpty && stopped > 0 {
            // SwiftPM's own errors (a package it couldn't fetch or resolve, a manifest it couldn't read, a compiler that
            // crashed): no compiler error to group.
            out.append("SwiftPM stopped with the error\(stopped == 1 ? "" : "s") above; no compiler errors to group.")
            return out.joined(separator: "\n")
        }
        out.append(
            "\(errors.count) error\(errors.count == 1 ? "" : "s") from \(causes) cause\(causes == 1 ? "" : "s") "
                + "(the compiler printed \(rawCount) message\(rawCount == 1 ? "" : "s"), repeats included)")
        return out.joined(separator: "\n")
    }

    /// The message's line with the one before and after, numbered as in the file, and a caret under its column.
    static func excerpt(of m: Message, text: String?) -> [String] {
        guard let text, m.line > 0 else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard m.line <= lines.count else { return [] }
        let range = max(1, m.line - 1)...min(lines.count, m.line + 1)
        let width = String(range.upperBound).count
        var out: [String] = []
        for n in range {
            let number = String(n)
            out.append(String(repeating: " ", count: width - number.count) + number + " | " + lines[n - 1])
            if n == m.line {
                let prefix = lines[n - 1].prefix(max(m.column - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
                out.append(String(repeating: " ", count: width) + " | " + prefix + "^ " + m.severity + ": " + m.text)
            }
        }
        return out
    }
}
