// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

#if canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif
#if !canImport(CoreData)
    import class OpenCoreData.NSSortDescriptor  // as the AppleImports plugin imports it in code importing Core Data
#endif

/// What an audiobook player's model layer asks of Foundation and its companions besides CarPlay, written the ordinary
/// iOS way: the kinds of the files in an imported folder, a book's length, extended attributes, background work.
@Suite struct AudiobookFoundationTests {
    @Test func filesAreToldApartByTheirExtension() throws {
        let book = try #require(UTType(filenameExtension: "m4b", conformingTo: .audio))
        #expect(book.conforms(to: .audio))
        #expect(book.isSubtype(of: .audiovisualContent))
        #expect(book.preferredFilenameExtension == "m4b")
        #expect(!book.isDynamic)
        #expect(UTType(filenameExtension: "M4A")?.isSubtype(of: .audio) == true)
        #expect(UTType(filenameExtension: "mp3") == .mp3)
        let cover = try #require(UTType(filenameExtension: "jpg"))
        #expect(cover == .jpeg)
        #expect(cover.isSubtype(of: .image))
        #expect(!cover.isSubtype(of: .audiovisualContent))
        #expect(UTType.image.isSupertype(of: .png))
        #expect(!UTType.png.isSubtype(of: .png), "a type is no subtype of itself")
        #expect(UTType(filenameExtension: "txt")?.isSubtype(of: .audiovisualContent) == false)
        // An extension the system doesn't know gets a dynamic type conforming to what was asked for.
        let unknown = try #require(UTType(filenameExtension: "bookmarkx", conformingTo: .data))
        #expect(unknown.isDynamic && !unknown.isDeclared)
        #expect(unknown.conforms(to: .data))
        #expect(!unknown.conforms(to: .audio))
        #expect(UTType(filenameExtension: "") == nil)
    }

    @Test func aBooksAssetHasALength() {
        let book = AVAsset(url: URL(fileURLWithPath: "/books/Moby Dick.m4b"))
        #expect(book.duration == AVURLAsset.simulatedFileDuration)
        #expect(AVAsset(url: URL(string: "https://example.org/live")!).duration == .indefinite)
    }

    @Test func aFileKeepsAnExtendedAttribute() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xattr-\(UUID().uuidString).m4b")
        try Data("audio".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let rank = 42
        let set = file.withUnsafeFileSystemRepresentation { path in
            withUnsafeBytes(of: rank) { setxattr(path, "org.example.rank", $0.baseAddress, $0.count, 0, 0) }
        }
        #expect(set == 0, "errno \(errno)")
        let read = file.withUnsafeFileSystemRepresentation { path -> Int? in
            let length = getxattr(path, "org.example.rank", nil, 0, 0, 0)
            guard length == MemoryLayout<Int>.size else { return nil }
            var value = 0
            _ = withUnsafeMutableBytes(of: &value) { getxattr(path, "org.example.rank", $0.baseAddress, $0.count, 0, 0) }
            return value
        }
        #expect(read == 42)
        let removed = file.withUnsafeFileSystemRepresentation { removexattr($0, "org.example.rank", 0) }
        #expect(removed == 0)
        #expect(file.withUnsafeFileSystemRepresentation { getxattr($0, "org.example.rank", nil, 0, 0, 0) } == -1)
    }

    @Test func aFilesProtectionCanBeSetAsAResourceValue() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("protection-\(UUID().uuidString).m4b")
        try Data("audio".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try (file as NSURL).setResourceValue(URLFileProtection.none, forKey: .fileProtectionKey)
        #expect(URLFileProtection.completeUnlessOpen.rawValue == "NSURLFileProtectionCompleteUnlessOpen")
    }

    @Test func aBooksMetadataAndChaptersLoadAsynchronously() async throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/books/Walden.m4b"))
        #expect(try await asset.load(.duration) == AVURLAsset.simulatedFileDuration)
        #expect(try await asset.load(.metadata).isEmpty, "nothing is read from media files here")
        #expect(try await asset.load(.availableChapterLocales).isEmpty)
        let chapters = try await asset.loadChapterMetadataGroups(withTitleLocale: Locale(identifier: "en"), containingItemsWithCommonKeys: [.commonKeyArtwork])
        #expect(chapters.isEmpty)
        // Items an app makes itself are read as iOS reads them.
        let title = AVMutableMetadataItem()
        title.keySpace = .iTunes
        title.key = "\u{a9}nam" as NSString
        title.value = "Walden" as NSString
        #expect(title.commonKey == .commonKeyTitle)
        #expect(try await title.load(.stringValue) == "Walden")
        let found = AVMetadataItem.metadataItems(from: [title], withKey: AVMetadataKey.commonKeyTitle, keySpace: .common)
        #expect(found.count == 1)
    }

    @Test func aLibrarySortsTitlesAsFinderDoes() {
        #if canImport(ObjectiveC)
            let compare = #selector(NSString.localizedStandardCompare(_:))
        #else
            let compare = Selector("localizedStandardCompare:")  // the AppleImports plugin writes app code's #selector so
        #endif
        let byName = NSSortDescriptor(key: "name", ascending: true, selector: compare)
        let names = ["Chapter 10", "chapter 2", "Chapter 1"].map { ["name": $0] as NSDictionary }
        let sorted = names.sorted { byName.compare($0, to: $1) == .orderedAscending }.map { $0["name"] as? String }
        #expect(sorted == ["Chapter 1", "chapter 2", "Chapter 10"])
    }

    @Test func anHTTPStatusBecomesAnError() {
        let error = URLError(URLError.Code(rawValue: NSURLErrorTimedOut))
        #expect(error.code == .timedOut)
    }

    @Test func backgroundWorkNeedsAnIdentifierTheInfoPlistPermits() {
        let scheduler = BGTaskScheduler.shared
        let registered = scheduler.register(forTaskWithIdentifier: "org.example.books.refresh", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        #expect(!registered, "the test's Info.plist lists no BGTaskSchedulerPermittedIdentifiers")
        let request = BGAppRefreshTaskRequest(identifier: "org.example.books.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        #expect(throws: BGTaskScheduler.Error.self) { try scheduler.submit(request) }
        var pending: [BGTaskRequest] = []
        scheduler.getPendingTaskRequests { pending = $0 }
        #expect(pending.isEmpty)
    }

    @Test func aViewContextHasNoUndoManagerOnIOS() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        #expect(context.undoManager == nil)
        context.undoManager = nil
        #expect(context.undoManager == nil)
    }

    @Test func anUndoManagerUndoesAndRedoesWhatWasRegistered() {
        final class Shelf {
            var books: [String] = []
        }
        let shelf = Shelf()
        let undo = UndoManager()
        func add(_ book: String) {
            shelf.books.append(book)
            undo.registerUndo(withTarget: shelf) { shelf in
                shelf.books.removeLast()
                undo.registerUndo(withTarget: shelf) { $0.books.append(book) }
            }
        }
        add("Moby Dick")
        add("Walden")
        #expect(undo.canUndo && !undo.canRedo)
        undo.undo()
        #expect(shelf.books == ["Moby Dick"])
        #expect(undo.canRedo)
        undo.redo()
        #expect(shelf.books == ["Moby Dick", "Walden"])
        undo.removeAllActions()
        #expect(!undo.canUndo && !undo.canRedo)
    }
}
