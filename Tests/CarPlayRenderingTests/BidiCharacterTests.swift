import CarPlayRendering
import Foundation
import Testing

/// Unicode's own conformance test for the bidirectional algorithm, `BidiCharacterTest.txt` (Debian's unicode-data):
/// about 91,700 paragraphs, each with its direction (left to right, right to left or from its first strong letter),
/// the level each code point resolves to and the order they show in. Every line is checked, in all three directions:
/// ``BidiPieces`` takes the direction as the file states it. Linux only: there the levels are FriBidi's; on Apple
/// platforms the renderer keeps a subset of the algorithm (no embeddings, isolates or brackets) that this file would
/// fail by design. The test runs when the file is present (CI installs unicode-data).
struct BidiCharacterTests {
    static let file = "/usr/share/unicode/BidiCharacterTest.txt"

    #if os(Linux)
        @Test(.enabled(if: FileManager.default.fileExists(atPath: file), "install unicode-data (CI does)"))
        func everyLineShowsInUnicodesOrder() throws {
            let lines = try String(contentsOfFile: Self.file, encoding: .utf8).split(separator: "\n")
            var checked = 0
            var failed = 0
            var examples: [String] = []
            for line in lines where !line.hasPrefix("#") && !line.isEmpty {
                let fields = line.split(separator: ";", omittingEmptySubsequences: false)
                try #require(fields.count == 5, "a line of five fields: \(line)")
                let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
                let direction = try #require(Int(fields[1]).flatMap(BidiPieces.Direction.init(rawValue:)))
                // nil: removed by rule X9 (shown nowhere).
                let levels = fields[3].split(separator: " ").map { Int($0) }
                let order = fields[4].split(separator: " ").compactMap { Int($0) }
                try #require(levels.count == scalars.count, "a level for each code point: \(line)")
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars)
                var shown: [Int] = []
                var wrongLevel = false
                for piece in BidiPieces.visualOrder(text, direction: direction) {
                    let kept = piece.scalars.filter { levels[$0] != nil }
                    wrongLevel = wrongLevel || kept.contains { levels[$0] != piece.level }
                    shown += piece.level % 2 == 1 ? kept.reversed() : kept
                }
                checked += 1
                guard shown != order || wrongLevel else { continue }
                failed += 1
                if examples.count < 10 {
                    examples.append("\(line) → shown \(shown.map(String.init).joined(separator: " "))\(wrongLevel ? ", a level wrong" : "")")
                }
            }
            #expect(checked > 90_000, "Unicode's file has about 91,700 test lines; read \(checked)")
            #expect(failed == 0, "\(failed) of \(checked) lines differ:\n\(examples.joined(separator: "\n"))")
        }
    #endif
}
