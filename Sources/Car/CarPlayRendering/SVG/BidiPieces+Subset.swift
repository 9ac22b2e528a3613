// SPDX-License-Identifier: Apache-2.0

#if !canImport(CFriBidi)
    /// Apple platforms, where no FriBidi ships: a subset of Unicode's bidirectional algorithm for one paragraph without
    /// explicit embeddings, isolates or brackets: the paragraph's direction (P2, P3), numbers after a left-to-right
    /// letter taken as left to right (W7), neutrals (spaces, punctuation, emoji) between two runs of one direction
    /// taking it and the paragraph's otherwise (N1, N2), levels (I1, I2). Arabic-Indic digits are numbers as European
    /// ones are. Enough for the car's own texts (BidiPiecesTests); Unicode's test file is checked on Linux, on FriBidi.
    extension BidiPieces {
        enum Kind: Equatable { case leftToRight, rightToLeft, number, neutral }

        /// The level of each of the text's code points (a cluster's, by its first code point); none is removed.
        static func levels(_ text: String, _ direction: Direction) -> [Int?] {
            let clusters = Array(text)
            var kinds = clusters.map { FontMetrics.isEmoji($0) ? Kind.neutral : kind($0) }
            let paragraphRTL =
                direction == .auto
                ? kinds.first { $0 == .leftToRight || $0 == .rightToLeft } == .rightToLeft : direction == .rightToLeft
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
                let before = i > 0 ? strong(kinds[i - 1]) : paragraph
                let after = j < kinds.count ? strong(kinds[j]) : paragraph
                let resolved = before == after ? before : paragraph
                for k in i..<j { kinds[k] = resolved }
                i = j
            }
            // I1, I2, each cluster's level for each of its code points.
            var levels: [Int?] = []
            for (cluster, k) in zip(clusters, kinds) {
                let level =
                    switch (paragraphRTL, k) {
                    case (false, .leftToRight): 0
                    case (false, .rightToLeft): 1
                    case (false, _): 2
                    case (true, .rightToLeft): 1
                    case (true, _): 2
                    }
                levels += Array(repeating: level, count: cluster.unicodeScalars.count)
            }
            return levels
        }

        static func strong(_ k: Kind) -> Kind { k == .leftToRight ? .leftToRight : .rightToLeft }

        /// A cluster's class, by its first code point: Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms
        /// read right to left (but Arabic-Indic digits, numbers); other letters (and their marks) left to right.
        static func kind(_ ch: Character) -> Kind {
            guard let s = ch.unicodeScalars.first else { return .neutral }
            let v = s.value
            if (0x30...0x39).contains(v) || (0x660...0x669).contains(v) || (0x6F0...0x6F9).contains(v) { return .number }
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v) {
                return s.properties.isAlphabetic || s.properties.generalCategory == .otherLetter ? .rightToLeft : .neutral
            }
            return s.properties.isAlphabetic ? .leftToRight : .neutral
        }
    }
#endif
