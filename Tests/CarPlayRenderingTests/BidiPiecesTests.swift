import CarPlayRendering
import Testing

/// The order in which the PNG strategy places a text's pieces when it draws emoji itself: what shows from left to
/// right, for right-to-left paragraphs, left-to-right ones with right-to-left words, and numbers.
struct BidiPiecesTests {
    /// The pieces' texts, left to right.
    func shown(_ text: String) -> [String] { BidiPieces.visualOrder(text).map(\.text) }

    @Test func leftToRightTextKeepsItsOrder() {
        #expect(shown("Free ⚡️ now") == ["Free ", "⚡️", " now"])
        #expect(shown("100 km 🚗🚗") == ["100 km ", "🚗", "🚗"])
    }

    @Test func aRightToLeftParagraphShowsItsLastPieceFirst() {
        // "Charging station ⚡️" in Arabic: the emoji ends the sentence, so it shows at its left end.
        #expect(shown("محطة شحن ⚡️") == ["⚡️", " ", "شحن", " ", "محطة"])
        // Hebrew "parking 🚗 free": the car between the two words.
        #expect(shown("חניה 🚗 פנויה") == ["פנויה", " ", "🚗", " ", "חניה"])
        // Two emoji in a row read right to left too.
        #expect(shown("שלום 🚗⚡️") == ["⚡️", "🚗", " ", "שלום"])
    }

    @Test func numbersInARightToLeftParagraphReadLeftToRight() {
        let pieces = BidiPieces.visualOrder("חניה 24 ⚡️")
        #expect(pieces.map(\.text) == ["⚡️", " ", "24", " ", "חניה"])
        #expect(pieces.first { $0.text == "24" }?.level == 2)
        // A Latin word in an Arabic sentence stays in its own piece, read left to right.
        #expect(shown("شاحن Tesla ⚡️") == ["⚡️", " ", "Tesla", " ", "شاحن"])
    }

    @Test func aRightToLeftWordInALeftToRightParagraph() {
        // Neutrals between Hebrew words take their direction; the paragraph (English) keeps its order around them.
        #expect(shown("Park at חניה 🚗 פנויה now") == ["Park at ", "פנויה", " ", "🚗", " ", "חניה", " now"])
    }

    @Test func theParagraphTakesItsFirstLettersDirection() {
        #expect(BidiPieces.visualOrder("⚡️ שלום").map(\.text) == ["שלום", " ", "⚡️"])
        #expect(BidiPieces.visualOrder("⚡️ hello").map(\.text) == ["⚡️", " hello"])
        #expect(BidiPieces.visualOrder("").isEmpty)
    }
}
