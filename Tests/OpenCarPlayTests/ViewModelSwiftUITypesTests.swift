// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

@testable import OpenSwiftUI

/// A library screen's view model as audiobook apps write it: its edit mode for the phone's list, and section titles as
/// SwiftUI keys to the app's localized strings. The CarPlay scene shares the model, so it must build in the car.
final class LibraryListModel: ObservableObject {
    @Published var editMode: EditMode = .inactive
    let sectionTitle: LocalizedStringKey = "Recent"
    var countTitle: LocalizedStringKey { "\(books.count) books, \(hours) hours by \(author)" }
    @Published var books: [String] = ["Dune", "Emma"]
    var hours = 12.5
    var author = "Various"

    func toggleEditing() { editMode = editMode.isEditing ? .inactive : .active }
}

@Suite struct ViewModelSwiftUITypesTests {
    @Test func aViewModelsEditModeStartsInactiveAndToggles() {
        let model = LibraryListModel()
        #expect(model.editMode == .inactive && !model.editMode.isEditing)
        model.toggleEditing()
        #expect(model.editMode == .active && model.editMode.isEditing)
        #expect(EditMode.transient.isEditing, "a swipe's passing edit is editing too")
        model.toggleEditing()
        #expect(model.editMode == .inactive)
    }

    @Test func anInterpolatedKeyHasTheCatalogsSpecifiersAndItsValues() {
        let model = LibraryListModel()
        #expect(model.sectionTitle == LocalizedStringKey("Recent"))
        #expect(model.countTitle.key == "%lld books, %lf hours by %@")
        // No strings table here has the key: the text is the key, formatted with the values.
        #expect(model.countTitle.resolved() == "2 books, 12.500000 hours by Various")
        #expect(LocalizedStringKey("Recent").resolved() == "Recent")
    }

    @MainActor @Test func aTextOfAKeyReadsTheBundlesStrings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let english = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try "\"Recent\" = \"Recently played\";\n\"%lld books\" = \"%lld audiobooks\";\n"
            .write(to: english.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(url: folder))
        let count = 3
        #expect(LocalizedStringKey("Recent").resolved(bundle: bundle) == "Recently played")
        #expect(("\(count) books" as LocalizedStringKey).resolved(bundle: bundle) == "3 audiobooks")
        _ = Text("Recent" as LocalizedStringKey, bundle: bundle)
    }
}
