// SPDX-License-Identifier: Apache-2.0

#if canImport(CFriBidi)
    // The C module stays out of this module's interface (as ImageCodec keeps libpng's).
    internal import CFriBidi
#endif

/// A text cut into pieces of one direction each (emoji one piece per cluster), in the order they show from left to
/// right: what the PNG strategy needs to place emoji bitmaps itself in text that reads right to left. The converter
/// still orders the letters inside each piece. The levels are Unicode's bidirectional algorithm (UAX #9) for one
/// paragraph on one line: on Linux FriBidi's (Debian's libfribidi), checked against Unicode's BidiCharacterTest.txt;
/// on Apple platforms, where no FriBidi ships, a subset of it (`BidiPieces+Subset.swift`). The pieces and their
/// reversal (L2) are ours.
package struct BidiPieces {
    /// A paragraph's direction: stated, or (`auto`) its first strong letter's, left to right when it has none (P2, P3).
    package enum Direction: Int, Sendable { case leftToRight = 0, rightToLeft = 1, auto = 2 }

    package struct Piece: Equatable {
        package var text: String
        package var isEmoji: Bool
        package var level: Int
        /// Where the piece's code points are in the text's `unicodeScalars` (a piece is one logical run).
        package var scalars: Range<Int>
    }

    /// The pieces of `text` in visual order, left to right.
    package static func visualOrder(_ text: String, direction: Direction = .auto) -> [Piece] {
        guard !text.isEmpty else { return [] }
        let resolved = Self.levels(text, direction)
        // A code point the algorithm removes (X9: embedding controls, joiners) takes its neighbour's level, so it
        // doesn't cut a piece; it draws nothing.
        var levels = [Int](repeating: 0, count: resolved.count)
        var previous = resolved.first { $0 != nil }.flatMap { $0 } ?? (direction == .rightToLeft ? 1 : 0)
        for (i, level) in resolved.enumerated() {
            previous = level ?? previous
            levels[i] = previous
        }
        // Pieces: runs of one level and one kind of drawing; each emoji its own, a right-to-left piece without the
        // spaces at its ends (the converter, reading each piece left to right, would put them at the other end).
        var pieces: [Piece] = []
        var offset = 0
        for cluster in text {
            let isEmoji = FontMetrics.isEmoji(cluster)
            let count = cluster.unicodeScalars.count
            if isEmoji {
                pieces.append(Piece(text: String(cluster), isEmoji: true, level: levels[offset], scalars: offset..<offset + count))
                offset += count
                continue
            }
            for scalar in cluster.unicodeScalars {
                let level = levels[offset]
                let isSpace = scalar.properties.isWhitespace
                if let last = pieces.last, !last.isEmoji, last.level == level,
                    level % 2 == 0 || (last.text.unicodeScalars.last?.properties.isWhitespace ?? false) == isSpace
                {
                    pieces[pieces.count - 1].text.unicodeScalars.append(scalar)
                    pieces[pieces.count - 1].scalars = last.scalars.lowerBound..<offset + 1
                } else {
                    pieces.append(Piece(text: String(scalar), isEmoji: false, level: level, scalars: offset..<offset + 1))
                }
                offset += 1
            }
        }
        // L2: from the highest level down to the lowest odd one, reverse each run of pieces at that level or above.
        let highest = levels.max()!
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest + 1
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < pieces.count {
                guard pieces[start].level >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < pieces.count, pieces[end].level >= level { end += 1 }
                pieces[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return pieces
    }

    #if canImport(CFriBidi)
        /// The resolved level of each of the text's code points (after L1), nil for one rule X9 removes: FriBidi's.
        static func levels(_ text: String, _ direction: Direction) -> [Int?] {
            let scalars = text.unicodeScalars.map(\.value)
            var levels = [UInt8](repeating: 0, count: scalars.count)
            let paragraph = ocp_bidi_levels(scalars, Int32(scalars.count), Int32(direction.rawValue), &levels)
            // FriBidi fails only when it can't allocate: the paragraph's level for every code point.
            guard paragraph >= 0 else { return Array(repeating: direction == .rightToLeft ? 1 : 0, count: scalars.count) }
            return levels.map { $0 == 255 ? nil : Int($0) }
        }
    #endif
}
