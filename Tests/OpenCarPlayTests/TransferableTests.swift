// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// A chapter file of an audiobook library, shared from the app's library screen as the file itself or as its title,
/// as a library app makes its items draggable.
struct SharedChapter: Transferable, Sendable {
    let title: String
    let fileURL: URL

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(exportedContentType: .mpeg4Audio) { chapter in
            SentTransferredFile(chapter.fileURL)
        }
        DataRepresentation(exportedContentType: .plainText) { chapter in
            Data(chapter.title.utf8)
        }
    }
}

/// A bookmark only ever exported as its file's address.
struct SharedBookmark: Transferable {
    let fileURL: URL

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(exportedContentType: .url) { bookmark in SentTransferredFile(bookmark.fileURL) }
    }
}

@Suite struct TransferableTests {
    @Test func anItemExportsEachOfItsRepresentations() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-\(UUID().uuidString).m4a")
        try Data("chapter one".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let chapter = SharedChapter(title: "Chapter 1", fileURL: file)
        #expect(try await chapter.exported(as: .plainText) == Data("Chapter 1".utf8))
        #expect(try await chapter.exported(as: .audio) == Data("chapter one".utf8), "the file's type conforms to audio")
        #expect(try await chapter.exported(as: nil) == Data("chapter one".utf8), "the first representation")
        await #expect(throws: (any Error).self) { try await chapter.exported(as: .png) }
        #expect(try await SharedBookmark(fileURL: file).exported(as: .url) == Data("chapter one".utf8))
    }
}
