// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The colour bitmaps of an emoji font in Google's CBDT/CBLC format (Debian's Noto Color Emoji), read so the PNG
/// strategy can draw emoji in colour: librsvg on Debian 12 (cairo 1.16) draws such glyphs as black silhouettes.
///
/// Read from the OpenType tables (Microsoft's OpenType specification): `cmap` (format 12, or 4) maps a code point to a
/// glyph; `GSUB` ligature lookups (type 4, also behind extension lookups, type 7) join a sequence's glyphs (ZWJ
/// families, flags, keycaps, skin tones) into one; `CBLC` finds a glyph's bitmap in `CBDT` (index formats 1, 3, 4 and
/// 5; image formats 17, 18 and 19, each a PNG). - Note: Ours.
package struct ColorEmojiFont: Sendable {
    /// A glyph's bitmap: a PNG and its pixel size.
    package struct Bitmap: Sendable, Equatable {
        package let png: Data
        package let width: Int
        package let height: Int
    }

    private let font: Data
    private var cmap: [UInt32: UInt16] = [:]
    /// Ligatures by first glyph: the rest of the components and the glyph they make, longest first.
    private var ligatures: [UInt16: [(rest: [UInt16], glyph: UInt16)]] = [:]
    /// The chosen strike's index subtables: glyph range, index format, image format, image data offset, where the
    /// subtable's offsets start.
    private var subtables: [(first: UInt16, last: UInt16, indexFormat: UInt16, imageFormat: UInt16, imageData: Int, at: Int)] = []
    private var cbdt = 0

    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The machine's emoji font (fontconfig's `Noto Color Emoji`), read once per process: the machine's fonts, not any
    /// car's state. Nil when it isn't installed or isn't a CBDT font.
    package static let installed: ColorEmojiFont? = {
        guard let path = PNGRenderer.run("fc-match", ["-f", "%{file}", "Noto Color Emoji"]), path.lowercased().contains("emoji"),
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return try? ColorEmojiFont(data)
    }()

    package init(_ data: Data) throws {
        font = data
        var tables: [String: Int] = [:]
        let count = Int(try u16(4))
        for i in 0..<count {
            let record = 12 + 16 * i
            let tag = String(decoding: font[font.startIndex + record..<font.startIndex + record + 4], as: UTF8.self)
            tables[tag] = Int(try u32(record + 8))
        }
        guard let cmapTable = tables["cmap"], let cblc = tables["CBLC"], let cbdt = tables["CBDT"] else {
            throw Failure(description: "not a CBDT colour font (it needs cmap, CBLC and CBDT tables)")
        }
        self.cbdt = cbdt
        try readCmap(cmapTable)
        if let gsub = tables["GSUB"] { try readLigatures(gsub) }
        try readStrike(cblc)
    }

    // MARK: Reading

    private func u8(_ at: Int) throws -> UInt8 {
        guard at >= 0, at < font.count else { throw Failure(description: "a table points past the font's end (byte \(at))") }
        return font[font.startIndex + at]
    }

    private func u16(_ at: Int) throws -> UInt16 { UInt16(try u8(at)) << 8 | UInt16(try u8(at + 1)) }
    private func u32(_ at: Int) throws -> UInt32 { UInt32(try u16(at)) << 16 | UInt32(try u16(at + 2)) }

    private mutating func readCmap(_ table: Int) throws {
        var best: (score: Int, offset: Int)?
        for i in 0..<Int(try u16(table + 2)) {
            let record = table + 4 + 8 * i
            let platform = try u16(record)
            let encoding = try u16(record + 2)
            let offset = table + Int(try u32(record + 4))
            let format = try u16(offset)
            let score = format == 12 ? 2 : (format == 4 && (platform == 3 || platform == 0) && encoding != 0 ? 1 : 0)
            if score > 0, score > (best?.score ?? 0) { best = (score, offset) }
        }
        guard let (_, offset) = best else { throw Failure(description: "no Unicode cmap subtable of format 12 or 4") }
        if try u16(offset) == 12 {
            for g in 0..<Int(try u32(offset + 12)) {
                let group = offset + 16 + 12 * g
                let start = try u32(group)
                let end = try u32(group + 4)
                let glyph = try u32(group + 8)
                guard end >= start, end - start < 0x20000 else { continue }
                for c in start...end { cmap[c] = UInt16(truncatingIfNeeded: glyph + (c - start)) }
            }
        } else {
            let segments = Int(try u16(offset + 6)) / 2
            let ends = offset + 14
            let starts = ends + 2 * segments + 2
            let deltas = starts + 2 * segments
            let ranges = deltas + 2 * segments
            for s in 0..<segments {
                let start = try u16(starts + 2 * s)
                let end = try u16(ends + 2 * s)
                let delta = try u16(deltas + 2 * s)
                let range = Int(try u16(ranges + 2 * s))
                guard start <= end, start != 0xFFFF else { continue }
                for c in start...end {
                    let glyph: UInt16
                    if range == 0 {
                        glyph = c &+ delta
                    } else {
                        let raw = try u16(ranges + 2 * s + range + 2 * Int(c - start))
                        glyph = raw == 0 ? 0 : raw &+ delta
                    }
                    if glyph != 0 { cmap[UInt32(c)] = glyph }
                }
            }
        }
    }

    private func coverage(_ at: Int) throws -> [UInt16] {
        switch try u16(at) {
        case 1: return try (0..<Int(try u16(at + 2))).map { try u16(at + 4 + 2 * $0) }
        case 2:
            var glyphs: [UInt16] = []
            for r in 0..<Int(try u16(at + 2)) {
                let start = try u16(at + 4 + 6 * r)
                let end = try u16(at + 6 + 6 * r)
                if start <= end { glyphs += Array(start...end) }
            }
            return glyphs
        default: throw Failure(description: "unknown coverage format at byte \(at)")
        }
    }

    private mutating func readLigatures(_ gsub: Int) throws {
        let list = gsub + Int(try u16(gsub + 8))
        for l in 0..<Int(try u16(list)) {
            let lookup = list + Int(try u16(list + 2 + 2 * l))
            let type = try u16(lookup)
            for s in 0..<Int(try u16(lookup + 4)) {
                var sub = lookup + Int(try u16(lookup + 6 + 2 * s))
                var subType = type
                if type == 7 {
                    subType = try u16(sub + 2)
                    sub += Int(try u32(sub + 4))
                }
                guard subType == 4, try u16(sub) == 1 else { continue }
                let firsts = try coverage(sub + Int(try u16(sub + 2)))
                for (i, first) in firsts.enumerated() where i < Int(try u16(sub + 4)) {
                    let set = sub + Int(try u16(sub + 6 + 2 * i))
                    for k in 0..<Int(try u16(set)) {
                        let ligature = set + Int(try u16(set + 2 + 2 * k))
                        let glyph = try u16(ligature)
                        let components = Int(try u16(ligature + 2))
                        let rest = try (1..<max(components, 1)).map { try u16(ligature + 4 + 2 * ($0 - 1)) }
                        ligatures[first, default: []].append((rest, glyph))
                    }
                }
            }
        }
        for key in ligatures.keys { ligatures[key]!.sort { $0.rest.count > $1.rest.count } }
    }

    /// Chooses the largest strike.
    private mutating func readStrike(_ cblc: Int) throws {
        var chosen: (ppem: UInt8, record: Int)?
        for i in 0..<Int(try u32(cblc + 4)) {
            let record = cblc + 8 + 48 * i
            let ppem = try u8(record + 44)
            if ppem > chosen?.ppem ?? 0 { chosen = (ppem, record) }
        }
        guard let (_, record) = chosen else { throw Failure(description: "CBLC has no bitmap strike") }
        let array = cblc + Int(try u32(record))
        for i in 0..<Int(try u32(record + 8)) {
            let entry = array + 8 * i
            let header = array + Int(try u32(entry + 4))
            subtables.append(
                (
                    try u16(entry), try u16(entry + 2), try u16(header), try u16(header + 2), cbdt + Int(try u32(header + 4)),
                    header + 8
                ))
        }
    }

    // MARK: Looking up

    /// The glyphs of a grapheme cluster after the font's ligatures (variation selector 16 dropped, as the font's own
    /// sequences leave it out); nil when the font lacks one of its characters.
    package func glyphs(_ cluster: Character) -> [UInt16]? {
        var input: [UInt16] = []
        for scalar in cluster.unicodeScalars where scalar.value != 0xFE0F {
            guard let glyph = cmap[scalar.value] else { return nil }
            input.append(glyph)
        }
        var output: [UInt16] = []
        var i = 0
        while i < input.count {
            let match = ligatures[input[i]]?.first { candidate in
                i + candidate.rest.count < input.count && Array(input[(i + 1)...(i + candidate.rest.count)]) == candidate.rest
            }
            if let match {
                output.append(match.glyph)
                i += 1 + match.rest.count
            } else {
                output.append(input[i])
                i += 1
            }
        }
        return output
    }

    /// The colour bitmap of a grapheme cluster: its glyph after ligatures, or nil when the cluster doesn't join into
    /// one glyph the font has a bitmap for.
    package func bitmap(_ cluster: Character) -> Bitmap? {
        guard let glyphs = glyphs(cluster), glyphs.count == 1 else { return nil }
        return try? bitmap(glyph: glyphs[0])
    }

    private func bitmap(glyph: UInt16) throws -> Bitmap? {
        guard let table = subtables.first(where: { $0.first <= glyph && glyph <= $0.last }) else { return nil }
        let index = Int(glyph - table.first)
        var offset: Int
        var length: Int? = nil
        switch table.indexFormat {
        case 1:
            offset = Int(try u32(table.at + 4 * index))
            length = Int(try u32(table.at + 4 * index + 4)) - offset
        case 3:
            offset = Int(try u16(table.at + 2 * index))
            length = Int(try u16(table.at + 2 * index + 2)) - offset
        case 4:
            let count = Int(try u32(table.at))
            guard
                let k = try (0..<count).first(where: { try u16(table.at + 4 + 4 * $0) == glyph })
            else { return nil }
            offset = Int(try u16(table.at + 4 + 4 * k + 2))
            length = Int(try u16(table.at + 4 + 4 * (k + 1) + 2)) - offset
        case 5:
            let size = Int(try u32(table.at))
            let count = Int(try u32(table.at + 12))
            guard let k = try (0..<count).first(where: { try u16(table.at + 16 + 2 * $0) == glyph }) else { return nil }
            offset = k * size
            length = size
        default:
            return nil
        }
        guard let length, length > 0 else { return nil }
        let at = table.imageData + offset
        let start: Int
        let width: Int
        let height: Int
        switch table.imageFormat {
        case 17:
            height = Int(try u8(at))
            width = Int(try u8(at + 1))
            start = at + 9
        case 18:
            height = Int(try u8(at))
            width = Int(try u8(at + 1))
            start = at + 12
        case 19:
            start = at + 4
            (width, height) = (0, 0)
        default:
            return nil
        }
        let size = Int(try u32(start - 4))
        guard size > 8, start + size <= font.count else { return nil }
        let png = font.subdata(in: font.startIndex + start..<font.startIndex + start + size)
        guard width > 0 && height > 0 || table.imageFormat == 19 else { return nil }
        if table.imageFormat == 19 {
            // The PNG's own header says its size (IHDR: width and height at bytes 16 and 20).
            guard png.count > 24 else { return nil }
            let w = png.subdata(in: png.startIndex + 16..<png.startIndex + 20).reduce(0) { $0 << 8 | Int($1) }
            let h = png.subdata(in: png.startIndex + 20..<png.startIndex + 24).reduce(0) { $0 << 8 | Int($1) }
            return Bitmap(png: png, width: w, height: h)
        }
        return Bitmap(png: png, width: width, height: height)
    }
}
