// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The reader's small steps over the document's bytes: matching, moving on, names, entities.
extension PlistXMLReader {
    // MARK: Pieces

    func starts(with prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        guard pos + p.count <= bytes.count else { return false }
        for i in 0..<p.count where bytes[pos + i] != p[i] { return false }
        return true
    }

    mutating func advance() {
        if bytes[pos] == 0x0A { line += 1 }
        pos += 1
    }

    mutating func skipSpace() {
        while pos < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[pos]) { advance() }
    }

    mutating func skip(past end: String, what: String) throws {
        _ = try readUntil(end, what: what)
    }

    /// The text up to `end` (consumed), as is.
    mutating func readUntil(_ end: String, what: String) throws -> String {
        let start = pos
        let startLine = line
        while pos < bytes.count {
            if starts(with: end) {
                let text = String(decoding: bytes[start..<pos], as: UTF8.self)
                pos += end.utf8.count
                return text
            }
            advance()
        }
        throw error("the \(what) opened here is never closed", line: startLine)
    }

    /// An element name: ASCII letters, digits, '-', '_', '.', ':'.
    mutating func readName() throws -> String {
        let start = pos
        while pos < bytes.count {
            let b = bytes[pos]
            let ok = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F || b == 0x2E || b == 0x3A
            guard ok else { break }
            pos += 1
        }
        guard pos > start else {
            let shown = pos < bytes.count ? String(decoding: bytes[pos..<min(pos + 8, bytes.count)], as: UTF8.self) : "the end of the file"
            throw error("expected an element name after '<', found '\(shown)'")
        }
        return String(decoding: bytes[start..<pos], as: UTF8.self)
    }

    /// Reads `name="value"` pairs up to `>` or `/>`; true when the element closes itself.
    mutating func readAttributesAndClose(of name: String) throws -> Bool {
        while true {
            skipSpace()
            guard pos < bytes.count else { throw error("<\(name) is never closed with '>'") }
            if bytes[pos] == UInt8(ascii: ">") {
                pos += 1
                return false
            }
            if starts(with: "/>") {
                pos += 2
                return true
            }
            let attribute = try readName()
            skipSpace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: "=") else { throw error("attribute '\(attribute)' of <\(name)> has no value") }
            pos += 1
            skipSpace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") else {
                throw error("attribute '\(attribute)' of <\(name)> needs a quoted value")
            }
            let quote = bytes[pos]
            pos += 1
            while pos < bytes.count, bytes[pos] != quote {
                if bytes[pos] == UInt8(ascii: "<") { throw error("'<' inside attribute '\(attribute)' of <\(name)>") }
                advance()
            }
            guard pos < bytes.count else { throw error("attribute '\(attribute)' of <\(name)> is never closed") }
            pos += 1
        }
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`: accepted (never fetched); an internal subset (`[ … ]`, where entities are
    /// declared) is refused.
    mutating func doctype() throws {
        let start = line
        pos += 9
        while pos < bytes.count, bytes[pos] != UInt8(ascii: ">") {
            if bytes[pos] == UInt8(ascii: "[") {
                throw error("the DOCTYPE declares a DTD subset (entities, external references); property lists take none", line: start)
            }
            if bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") {
                let quote = bytes[pos]
                pos += 1
                while pos < bytes.count, bytes[pos] != quote { advance() }
                guard pos < bytes.count else { break }
            }
            advance()
        }
        guard pos < bytes.count else { throw error("the DOCTYPE opened here is never closed", line: start) }
        pos += 1
    }

    /// Character data up to the next '<', with entity and character references replaced.
    mutating func readText() throws -> String {
        var out: [UInt8] = []
        while pos < bytes.count, bytes[pos] != UInt8(ascii: "<") {
            if bytes[pos] == UInt8(ascii: "&") {
                out += try reference()
            } else {
                out.append(bytes[pos])
                advance()
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func reference() throws -> [UInt8] {
        let start = pos
        pos += 1
        while pos < bytes.count, pos - start < 12, bytes[pos] != UInt8(ascii: ";") {
            guard bytes[pos] != UInt8(ascii: "<"), bytes[pos] != UInt8(ascii: "&"), bytes[pos] > 0x20 else { break }
            pos += 1
        }
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: ";") else {
            pos = start + 1
            throw error("'&' starts no reference (write &amp; for an ampersand)")
        }
        let name = String(decoding: bytes[(start + 1)..<pos], as: UTF8.self)
        pos += 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            if name.hasPrefix("#") {
                let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
                let digits = name.dropFirst(hex ? 2 : 1)
                guard let code = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(code), code != 0 else {
                    throw error("&\(name); is not a character")
                }
                return Array(String(Character(scalar)).utf8)
            }
            throw error("unknown entity &\(name); (only &lt; &gt; &amp; &quot; &apos; and character references; DTD entities are not supported)")
        }
    }

    /// The offset of the first byte that isn't part of well-formed UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            if b < 0x80 {
                i += 1
                continue
            } else if b >= 0xC2 && b <= 0xDF {
                length = 2
            } else if b >= 0xE0 && b <= 0xEF {
                length = 3
            } else if b >= 0xF0 && b <= 0xF4 {
                length = 4
            } else {
                return i
            }
            guard i + length <= bytes.count else { return i }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            // Overlong forms, surrogates and code points past U+10FFFF.
            if b == 0xE0 && bytes[i + 1] < 0xA0 { return i }
            if b == 0xED && bytes[i + 1] >= 0xA0 { return i }
            if b == 0xF0 && bytes[i + 1] < 0x90 { return i }
            if b == 0xF4 && bytes[i + 1] >= 0x90 { return i }
            i += length
        }
        return nil
    }
}
