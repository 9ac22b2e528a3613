// SPDX-License-Identifier: Apache-2.0

/// A text cut into pieces of one direction each (emoji one piece per cluster), in the order they show from left to
/// right: what the PNG strategy needs to place emoji bitmaps itself in text that reads right to left. The converter
/// still orders the letters inside each piece. A subset of the Unicode bidirectional algorithm (UAX #9) for one
/// paragraph without explicit embeddings: the paragraph's direction from its first strong letter (P2, P3), numbers
/// after a left-to-right letter taken as left to right (W7), neutrals (spaces, punctuation, emoji) between two runs of
/// one direction taking it and the paragraph's otherwise (N1, N2), levels (I1, I2) and the reversal of each run at an
/// odd level (L2). Arabic-Indic digits are numbers as European ones are. Ours.
package struct BidiPieces {
    package enum Kind: Equatable { case leftToRight, rightToLeft, number, neutral }

    package struct Piece: Equatable {
        package var text: String
        package var isEmoji: Bool
        package var level: Int
    }

    /// The pieces of `text` in visual order, left to right.
    package static func visualOrder(_ text: String) -> [Piece] {
        let clusters = Array(text)
        guard !clusters.isEmpty else { return [] }
        let emoji = clusters.map(FontMetrics.isEmoji)
        var kinds = zip(clusters, emoji).map { $1 ? Kind.neutral : kind($0) }
        let paragraphRTL = kinds.first { $0 == .leftToRight || $0 == .rightToLeft } == .rightToLeft
        let paragraph: Kind = paragraphRTL ? .rightToLeft : .leftToRight
        // W7: a number whose last strong letter before it (or the paragraph, when none) reads left to right does too.
        var lastStrong = paragraph
        for i in kinds.indices {
            switch kinds[i] {
            case .leftToRight, .rightToLeft: lastStrong = kinds[i]
            case .number where lastStrong == .leftToRight: kinds[i] = .leftToRight
            default: break
            }
        }
        // N1, N2: a run of neutrals between two strong sides of one direction takes it (a number counts as right to
        // left), else the paragraph's.
        var i = 0
        while i < kinds.count {
            guard kinds[i] == .neutral else {
                i += 1
                continue
            }
            var j = i
            while j < kinds.count, kinds[j] == .neutral { j += 1 }
            let before = i > 0 ? direction(kinds[i - 1]) : paragraph
            let after = j < kinds.count ? direction(kinds[j]) : paragraph
            let resolved = before == after ? before : paragraph
            for k in i..<j { kinds[k] = resolved }
            i = j
        }
        // I1, I2.
        let levels = kinds.map { k -> Int in
            switch (paragraphRTL, k) {
            case (false, .leftToRight): 0
            case (false, .rightToLeft): 1
            case (false, _): 2
            case (true, .rightToLeft): 1
            case (true, _): 2
            }
        }
        // Pieces: runs of one level and one kind of drawing; each emoji its own, a right-to-left piece without the
        // spaces at its ends (the converter, reading each piece left to right, would put them at the other end).
        var pieces: [Piece] = []
        for (index, ch) in clusters.enumerated() {
            let isEmoji = emoji[index]
            let level = levels[index]
            let isSpace = ch.isWhitespace
            if let last = pieces.last, !isEmoji, !last.isEmoji, last.level == level,
                level % 2 == 0 || (last.text.last?.isWhitespace ?? false) == isSpace
            {
                pieces[pieces.count - 1].text.append(ch)
            } else {
                pieces.append(Piece(text: String(ch), isEmoji: isEmoji, level: level))
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

    static func direction(_ k: Kind) -> Kind { k == .leftToRight ? .leftToRight : .rightToLeft }

    /// A cluster's class, by its first code point: Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms
    /// read right to left (but Arabic-Indic digits, numbers); other letters (and their marks) left to right.
    package static func kind(_ ch: Character) -> Kind {
        guard let s = ch.unicodeScalars.first else { return .neutral }
        let v = s.value
        if (0x30...0x39).contains(v) || (0x660...0x669).contains(v) || (0x6F0...0x6F9).contains(v) { return .number }
        if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v) {
            return s.properties.isAlphabetic || s.properties.generalCategory == .otherLetter ? .rightToLeft : .neutral
        }
        return s.properties.isAlphabetic ? .leftToRight : .neutral
    }
}
