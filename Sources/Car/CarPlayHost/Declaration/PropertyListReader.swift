// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// Reads XML property lists (as Xcode writes Info.plist and .entitlements files), keeping line numbers.
///
/// Our own reader, not Foundation's `XMLParser`: plists come from users' repositories, and FoundationXML traps on some
/// malformed input (invalid UTF-8 in a name) and recurses without bound. This one never traps: it reads UTF-8 with an
/// explicit stack (at most `maximumDepth` deep), CDATA sections, comments, processing instructions, the five
/// predefined entities and character references; the `<!DOCTYPE>` line Xcode writes is accepted (its DTD is never
/// fetched), while entity declarations and internal DTD subsets are refused. Every failure is a `DeclarationError`,
/// `FILE:LINE: error: …`.
/// - Note: Ours.
public enum PropertyListReader {
    /// How deep arrays and dictionaries may nest.
    public static let maximumDepth = 256
    /// The largest file read, in bytes.
    public static let maximumSize = 16 << 20

    public static func read(contentsOf url: URL) throws -> PropertyList {
        var notices: [DeclarationError] = []
        return try read(contentsOf: url, notices: &notices)
    }

    /// Reads the file, adding to `notices` what it accepts as Xcode and iOS do but the author may not mean (a key a
    /// dictionary holds twice: the last value wins), each naming its file and line.
    public static func read(contentsOf url: URL, notices: inout [DeclarationError]) throws -> PropertyList {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw DeclarationError(file: url.path, line: nil, message: "cannot read the file: \(error.localizedDescription)")
        }
        if let known = readFiles.withLock({ $0[url.path] }), known.bytes == data {
            notices += known.notices
            return known.value
        }
        var found: [DeclarationError] = []
        let value = try read(data, file: url.path, notices: &found)
        readFiles.withLock { files in
            if files.count >= 256 { files.removeAll() }
            files[url.path] = (data, value, found)
        }
        notices += found
        return value
    }

    /// Files read so far, with their bytes: a file read again with the same bytes (an app's Info.plist at each launch;
    /// a review's app processes start with those read before they were made) isn't parsed again. A pure function of the
    /// bytes, so sharing it between cars shares nothing they could tell apart.
    private static let readFiles = Mutex<[String: (bytes: Data, value: PropertyList, notices: [DeclarationError])]>([:])

    public static func read(_ data: Data, file: String) throws -> PropertyList {
        var notices: [DeclarationError] = []
        return try read(data, file: file, notices: &notices)
    }

    /// Reads the data (`file` names it in errors and notices), adding to `notices` what it accepts with a warning.
    public static func read(_ data: Data, file: String, notices: inout [DeclarationError]) throws -> PropertyList {
        if data.starts(with: Array("bplist".utf8)) {
            throw DeclarationError(file: file, line: nil, message: "binary property lists are not supported; save it as XML (plutil -convert xml1)")
        }
        guard data.count <= maximumSize else {
            throw DeclarationError(file: file, line: nil, message: "the file is \(data.count) bytes; a property list is read up to \(maximumSize)")
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw DeclarationError(file: file, line: 1, message: "the file is UTF-16; save it as UTF-8")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var reader = PlistXMLReader(bytes: bytes, file: file)
        let value = try reader.document()
        notices += reader.notices
        return value
    }
}

/// The reader's state: bytes, position, line, and the open elements.
struct PlistXMLReader {
    let bytes: [UInt8]
    let file: String
    var pos = 0
    var line = 1
    /// What the file does that Xcode and iOS accept but its author may not mean (a duplicate key).
    var notices: [DeclarationError] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private final class Frame {
        let tag: String
        let line: Int
        var text = ""
        var children: [PropertyList] = []
        var keys: [(String, Int)] = []
        init(tag: String, line: Int) {
            self.tag = tag
            self.line = line
        }
    }

    private static let containers: Set<String> = ["dict", "array"]
    private static let leaves: Set<String> = ["key", "string", "true", "false", "integer", "real", "date", "data"]

    func error(_ message: String, line: Int? = nil) -> DeclarationError {
        DeclarationError(file: file, line: line ?? self.line, message: message)
    }

    // MARK: The document

    mutating func document() throws -> PropertyList {
        if let bad = Self.firstInvalidUTF8(bytes) {
            let line = 1 + bytes[..<bad].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw error("the file is not valid UTF-8 (byte \(bad))", line: line)
        }
        var stack: [Frame] = []
        var root: PropertyList?
        var plistOpen = false
        var plistClosed = false
        var plistLine = 1
        while pos < bytes.count {
            if bytes[pos] != UInt8(ascii: "<") {
                let start = line
                let text = try readText()
                if let top = stack.last, Self.leaves.contains(top.tag) {
                    top.text += text
                } else if !text.allSatisfy(\.isWhitespace) {
                    let shown = text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(40)
                    throw error("text '\(shown)' outside a value" + (stack.last.map { " (inside <\($0.tag)>)" } ?? ""), line: start)
                }
                continue
            }
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                let start = line
                pos += 9
                let text = try readUntil("]]>", what: "CDATA section")
                guard let top = stack.last, Self.leaves.contains(top.tag) else {
                    if text.allSatisfy(\.isWhitespace) { continue }
                    throw error("CDATA outside a value", line: start)
                }
                top.text += text
            } else if starts(with: "<!DOCTYPE") {
                try doctype()
            } else if starts(with: "<!") {
                throw error("'<!' starts nothing a property list may hold (DTD declarations are not supported)")
            } else if starts(with: "</") {
                pos += 2
                let name = try readName()
                skipSpace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: ">") else { throw error("</\(name) is not closed with '>'") }
                pos += 1
                if name == "plist" {
                    guard plistOpen, stack.isEmpty else {
                        throw error(stack.last.map { "</plist> while <\($0.tag)> (line \($0.line)) is open" } ?? "</plist> without <plist>")
                    }
                    plistOpen = false
                    plistClosed = true
                    continue
                }
                guard let frame = stack.popLast() else { throw error("</\(name)> closes nothing") }
                guard frame.tag == name else { throw error("</\(name)> closes <\(frame.tag)> (opened at line \(frame.line))") }
                if name == "key" {
                    stack.last?.keys.append((frame.text, frame.line))
                } else if let value = try finish(frame) {
                    try place(value, in: stack.last, root: &root, line: frame.line)
                }
            } else {
                let start = line
                pos += 1
                let name = try readName()
                let selfClosing = try readAttributesAndClose(of: name)
                if name == "plist" {
                    guard !plistOpen, !plistClosed else { throw error(plistClosed ? "a second <plist>" : "nested <plist>") }
                    plistOpen = true
                    plistLine = start
                    if selfClosing {
                        plistOpen = false
                        plistClosed = true
                    }
                    continue
                }
                guard plistOpen else { throw error(plistClosed ? "<\(name)> after </plist>" : "expected <plist>, found <\(name)>", line: start) }
                guard Self.containers.contains(name) || Self.leaves.contains(name) else { throw error("unknown element <\(name)>", line: start) }
                if let top = stack.last, !Self.containers.contains(top.tag) { throw error("<\(name)> inside <\(top.tag)>", line: start) }
                if let top = stack.last, top.tag == "dict" {
                    if name == "key", top.keys.count != top.children.count { throw error("<key> '\(top.keys.last!.0)' has no value", line: start) }
                    if name != "key", top.keys.count != top.children.count + 1 {
                        throw error("<\(name)> in a <dict> without a <key> before it", line: start)
                    }
                }
                if name == "key", stack.last?.tag != "dict" { throw error("<key> outside a <dict>", line: start) }
                if Self.containers.contains(name), stack.count >= PropertyListReader.maximumDepth {
                    throw error("arrays and dictionaries nest more than \(PropertyListReader.maximumDepth) deep", line: start)
                }
                let frame = Frame(tag: name, line: start)
                if selfClosing {
                    if name == "key" {
                        stack.last?.keys.append(("", start))
                    } else if let value = try finish(frame) {
                        try place(value, in: stack.last, root: &root, line: start)
                    }
                } else {
                    stack.append(frame)
                }
            }
        }
        if let open = stack.last { throw error("<\(open.tag)> opened at line \(open.line) is never closed") }
        if plistOpen { throw error("<plist> opened at line \(plistLine) is never closed") }
        guard let root else { throw DeclarationError(file: file, line: nil, message: "no property list found (expected <plist> with one value)") }
        return root
    }

    /// Puts a finished value in its container, or makes it the root (there is one).
    private func place(_ value: PropertyList, in parent: Frame?, root: inout PropertyList?, line: Int) throws {
        if let parent {
            parent.children.append(value)
        } else if root == nil {
            root = value
        } else {
            throw error("more than one top-level value in <plist>", line: line)
        }
    }

    /// The value a closed element makes (nil for a key, which goes to its dictionary).
    private mutating func finish(_ frame: Frame) throws -> PropertyList? {
        let line = frame.line
        let text = frame.text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch frame.tag {
        case "key":
            return nil
        case "dict":
            if frame.keys.count != frame.children.count { throw error("<key> '\(frame.keys.last!.0)' has no value") }
            // A key given twice: Xcode builds the plist and iOS reads it with the last value (CFPropertyList sets each
            // key in turn), so the car keeps the last, where it stands, and says so.
            var last: [String: Int] = [:]
            for (index, (k, _)) in frame.keys.enumerated() { last[k] = index }
            var entries: [(key: String, value: PropertyList)] = []
            for (index, ((k, l), value)) in zip(frame.keys, frame.children).enumerated() {
                guard let kept = last[k], kept != index else {
                    entries.append((key: k, value: value))
                    continue
                }
                let keptLine = frame.keys[kept].1
                notices.append(
                    error("duplicate key '\(k)' at lines \(l) and \(keptLine): the last one (line \(keptLine)) is used, as Xcode and iOS do", line: l))
            }
            return .dictionary(entries, line: line)
        case "array": return .array(frame.children, line: line)
        case "string": return .string(frame.text, line: line)
        case "true", "false":
            guard text.isEmpty else { throw error("<\(frame.tag)/> holds no text, found '\(text.prefix(40))'", line: line) }
            return .bool(frame.tag == "true", line: line)
        case "integer":
            guard let i = Self.integer(text) else { throw error(Self.integerProblem(text), line: line) }
            return .integer(i, line: line)
        case "real":
            guard let r = Double(text) else { throw error("'\(text.prefix(40))' is not a real number", line: line) }
            guard r.isFinite else { throw error("'\(text.prefix(40))' is not a finite real number", line: line) }
            return .real(r, line: line)
        case "date": return .date(text, line: line)
        default:
            guard let d = Data(base64Encoded: text.filter { !$0.isWhitespace }) else { throw error("<data> is not base64", line: line) }
            return .data(d, line: line)
        }
    }

    /// A plist integer: decimal, or hexadecimal with 0x, with an optional sign; nil when it is not one or out of range.
    static func integer(_ text: String) -> Int? {
        var body = Substring(text)
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        let hex = body.lowercased().hasPrefix("0x")
        let digits = hex ? body.dropFirst(2) : body
        guard !digits.isEmpty, let magnitude = UInt64(digits, radix: hex ? 16 : 10) else { return nil }
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    static func integerProblem(_ text: String) -> String {
        let body = text.drop { $0 == "-" || $0 == "+" }
        let hex = body.lowercased().hasPrefix("0x")
        let digits = hex ? body.dropFirst(2) : body
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && (hex ? $0.isHexDigit : $0.isNumber) }) {
            return "integer '\(text.prefix(40))' is out of range (64-bit)"
        }
        return "'\(text.prefix(40))' is not an integer"
    }
}
