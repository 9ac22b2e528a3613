// SPDX-License-Identifier: Apache-2.0

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A value of an XML property list, with the line it starts on (for error messages).
public indirect enum PropertyList: Sendable, Equatable {
    case dictionary([(key: String, value: PropertyList)], line: Int)
    case array([PropertyList], line: Int)
    case string(String, line: Int)
    case bool(Bool, line: Int)
    case integer(Int, line: Int)
    case real(Double, line: Int)
    case date(String, line: Int)
    case data(Data, line: Int)

    public var line: Int {
        switch self {
        case .dictionary(_, let l), .array(_, let l), .string(_, let l), .bool(_, let l), .integer(_, let l),
            .real(_, let l), .date(_, let l), .data(_, let l):
            l
        }
    }

    /// The kind of value, as plist tags name it.
    public var typeName: String {
        switch self {
        case .dictionary: "dict"
        case .array: "array"
        case .string: "string"
        case .bool: "boolean"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        }
    }

    public subscript(key: String) -> PropertyList? {
        guard case .dictionary(let entries, _) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    public var stringValue: String? { if case .string(let s, _) = self { s } else { nil } }
    public var boolValue: Bool? { if case .bool(let b, _) = self { b } else { nil } }
    public var arrayValue: [PropertyList]? { if case .array(let a, _) = self { a } else { nil } }
    public var dictionaryEntries: [(key: String, value: PropertyList)]? { if case .dictionary(let d, _) = self { d } else { nil } }

    public static func == (a: PropertyList, b: PropertyList) -> Bool {
        switch (a, b) {
        case (.dictionary(let x, _), .dictionary(let y, _)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let x, _), .array(let y, _)): x == y
        case (.string(let x, _), .string(let y, _)): x == y
        case (.bool(let x, _), .bool(let y, _)): x == y
        case (.integer(let x, _), .integer(let y, _)): x == y
        case (.real(let x, _), .real(let y, _)): x == y
        case (.date(let x, _), .date(let y, _)): x == y
        case (.data(let x, _), .data(let y, _)): x == y
        default: false
        }
    }
}

/// A problem in a declaration file: the file, the line, and what is wrong.
public struct DeclarationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { "\(file):\(line): error: \(message)" } else { "\(file): error: \(message)" }
    }
}

/// Reads XML property lists (as Xcode writes Info.plist and .entitlements files), keeping line numbers.
public enum PropertyListReader {
    public static func read(contentsOf url: URL) throws -> PropertyList {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw DeclarationError(file: url.path, line: nil, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try read(data, file: url.path)
    }

    public static func read(_ data: Data, file: String) throws -> PropertyList {
        if data.starts(with: Array("bplist".utf8)) {
            throw DeclarationError(file: file, line: nil, message: "binary property lists are not supported; save it as XML (plutil -convert xml1)")
        }
        let builder = Builder(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = builder
        let ok = parser.parse()
        if let failure = builder.failure { throw failure }
        if !ok || parser.parserError != nil {
            let reason = parser.parserError.map { ($0 as NSError).code }.map { "malformed XML (parser error \($0))" } ?? "malformed XML"
            throw DeclarationError(file: file, line: parser.lineNumber, message: reason)
        }
        guard let root = builder.root else {
            throw DeclarationError(file: file, line: nil, message: "no property list found (expected <plist> with one value)")
        }
        return root
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

    private final class Builder: NSObject, XMLParserDelegate {
        let file: String
        var stack: [Frame] = []
        var root: PropertyList?
        var failure: DeclarationError?
        var sawPlist = false

        init(file: String) { self.file = file }

        func fail(_ parser: XMLParser, _ message: String) {
            if failure == nil { failure = DeclarationError(file: file, line: parser.lineNumber, message: message) }
            parser.abortParsing()
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if elementName == "plist" {
                if sawPlist { fail(parser, "nested <plist>") }
                sawPlist = true
                return
            }
            guard sawPlist else { return fail(parser, "expected <plist>, found <\(elementName)>") }
            let known = ["dict", "array", "key", "string", "true", "false", "integer", "real", "date", "data"]
            guard known.contains(elementName) else { return fail(parser, "unknown element <\(elementName)>") }
            if let top = stack.last, top.tag != "dict", top.tag != "array" {
                return fail(parser, "<\(elementName)> inside <\(top.tag)>")
            }
            if elementName != "key", let top = stack.last, top.tag == "dict", top.keys.count != top.children.count + 1 {
                return fail(parser, "<\(elementName)> in a <dict> without a <key> before it")
            }
            if elementName == "key", let top = stack.last, top.tag == "dict", top.keys.count != top.children.count {
                return fail(parser, "<key> '\(top.keys.last!.0)' has no value")
            }
            if elementName == "key", stack.last?.tag != "dict" { return fail(parser, "<key> outside a <dict>") }
            stack.append(Frame(tag: elementName, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if failure == nil {
                failure = DeclarationError(
                    file: file, line: parser.lineNumber,
                    message: "malformed XML (parser error \((parseError as NSError).code))")
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if elementName == "plist" { return }
            guard let frame = stack.popLast() else { return }
            let line = frame.line
            let text = frame.text.trimmingCharacters(in: .whitespacesAndNewlines)
            let value: PropertyList
            switch frame.tag {
            case "key":
                stack.last?.keys.append((frame.text, line))
                return
            case "dict":
                if frame.keys.count != frame.children.count {
                    return fail(parser, "<key> '\(frame.keys.last!.0)' has no value")
                }
                var seen: Set<String> = []
                for (k, l) in frame.keys where !seen.insert(k).inserted {
                    failure = DeclarationError(file: file, line: l, message: "duplicate key '\(k)'")
                    parser.abortParsing()
                    return
                }
                value = .dictionary(zip(frame.keys, frame.children).map { (key: $0.0.0, value: $0.1) }, line: line)
            case "array": value = .array(frame.children, line: line)
            case "string": value = .string(frame.text, line: line)
            case "true": value = .bool(true, line: line)
            case "false": value = .bool(false, line: line)
            case "integer":
                guard let i = Int(text) else { return fail(parser, "'\(text)' is not an integer") }
                value = .integer(i, line: line)
            case "real":
                guard let r = Double(text) else { return fail(parser, "'\(text)' is not a real number") }
                value = .real(r, line: line)
            case "date": value = .date(text, line: line)
            default:
                guard let d = Data(base64Encoded: text.filter { !$0.isWhitespace }) else { return fail(parser, "<data> is not base64") }
                value = .data(d, line: line)
            }
            if let parent = stack.last {
                parent.children.append(value)
            } else if root == nil {
                root = value
            } else {
                fail(parser, "more than one top-level value in <plist>")
            }
        }
    }
}
