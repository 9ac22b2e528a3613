// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import headunit

/// Which of an Xcode target's files `init --project` builds: those the CarPlay code reaches by name, the phone's own
/// screens left out (as a new user did by hand in each of Apple's three samples).
struct CarPlayReachTests {
    /// A navigation app's target in miniature: its CarPlay scene, a manager with helpers, the phone's log screen.
    let files: [String: String] = [
        "CarPlaySceneDelegate.swift": """
        import CarPlay
        class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
            let manager = TemplateManager()  // not the LogViewController: a comment names nothing
            let title = "LogViewController"
        }
        """,
        "TemplateManager.swift": """
        import CarPlay
        final class TemplateManager: LoggerDelegate {
            func connect() { let grid = CPGridTemplate.favoritesGrid(); Logger.shared.delegate = self; log(distance(1)) }
            func loggerDidAppendEvent() {}
        }
        """,
        "TemplateManager+Map.swift": "extension TemplateManager {\n    func showMap() {}\n}\n",
        "Templates.swift": """
        extension CPGridTemplate {
            static func favoritesGrid() -> CPGridTemplate {
                typealias Button = CPGridButton
                return CPGridTemplate(title: nil, gridButtons: [])
            }
        }
        """,
        "Logger.swift":
            "protocol LoggerDelegate: AnyObject { func loggerDidAppendEvent() }\nfinal class Logger { static let shared = Logger(); weak var delegate: LoggerDelegate? }\n",
        "Formatting.swift": "func distance(_ metres: Double) -> String { \"\\(metres) m\" }\n",
        "Constants.swift": "import Foundation\n",
        "LogViewController.swift": """
        import UIKit
        class LogViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .accent }
        }
        extension LogViewController: LoggerDelegate {
            func loggerDidAppendEvent() { tableView.reloadData() }
        }
        """,
        "LogSceneDelegate.swift": "import UIKit\nclass LogSceneDelegate: UIResponder, UIWindowSceneDelegate {\n    let root = LogViewController()\n}\n",
        "Theme.swift": "import SwiftUI\nextension Color {\n    static let accent = Color.blue\n}\n"
    ]

    func reach() -> CarPlayReach {
        let parsed = files.keys.sorted().map { CarPlayReach.parse(URL(fileURLWithPath: "/app/\($0)"), text: files[$0]!) }
        return CarPlayReach(parsed: parsed, roots: ["CarPlaySceneDelegate"])
    }

    @Test func theCarPlayCodeAndWhatItNamesAreKeptThePhonesScreensLeftOut() {
        let r = reach()
        #expect(
            r.kept.map(\.lastPathComponent).sorted() == [
                "CarPlaySceneDelegate.swift", "Constants.swift", "Formatting.swift", "Logger.swift", "TemplateManager+Map.swift",
                "TemplateManager.swift", "Templates.swift"
            ])
        // A phone screen that adopts a protocol the CarPlay code calls through is still the phone's: its members come
        // with its type. A SwiftUI extension only the phone's screens use goes with them.
        #expect(r.leftOut.map(\.lastPathComponent).sorted() == ["LogSceneDelegate.swift", "LogViewController.swift", "Theme.swift"])
    }

    @Test func onlyTopLevelDeclarationsCountAndCommentsAndStringsAreSkipped() {
        let f = CarPlayReach.parse(URL(fileURLWithPath: "/app/T.swift"), text: files["Templates.swift"]!)
        #expect(f.declared.isEmpty, "a typealias inside a function declares nothing others name")
        #expect(f.extended == ["CPGridTemplate"] && f.provided == ["favoritesGrid"])
        let s = CarPlayReach.parse(URL(fileURLWithPath: "/app/S.swift"), text: files["CarPlaySceneDelegate.swift"]!)
        #expect(!s.names.contains("LogViewController"), "named only in a comment and a string")
        #expect(CarPlayReach.tokens("let s = \"\"\"\n{ not a brace }\n\"\"\" /* { */ // }\nstruct A { }") == ["let", "s", "struct", "A", "{", "}"])
    }
}
