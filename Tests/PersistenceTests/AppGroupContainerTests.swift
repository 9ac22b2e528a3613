// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// The folder an app shares with its extensions (an app group's container), written the ordinary iOS way: the app
/// keeps its library there, and the next launch in the same car finds it.
@MainActor
struct AppGroupContainerTests {
    @Test func theGroupsFolderOutlivesTheAppsLaunchInTheSameCar() async throws {
        // The second launch reads what the first left in the group's folder.
        let (car, _) = try await CarPlayTestSession.launchedTwice("Shelf", [.audio], showing: "Nothing on the shelf", then: "Book 1") {
            ShelfSceneDelegate()
        }
        let shared = car.car.phoneDataFolder.appendingPathComponent("Shared/AppGroup/group.org.example.shelf/shelf.txt")
        #expect(FileManager.default.fileExists(atPath: shared.path), "on the car's phone, beside the apps' own containers")
    }

    @Test func anAppsProcessesForALiveCarKeepTheirDataOnTheLiveCarsPhone() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test makes HeadUnits without the harness
        defer { lease.release() }
        let app = try AppDeclaration.inMemory(
            name: "Shelf", categories: [.audio], sceneDelegate: SceneDelegateFactory(ShelfSceneDelegate.self) { ShelfSceneDelegate() })
        let liveCar = CarSetup().makeCar(clock: ContinuousClock(), apps: [app])
        let group = liveCar.phoneDataFolder.appendingPathComponent("Shared/AppGroup/group.org.example.shelf/shelf.txt")
        // The app's first process, a car of its own on the live car's phone; then, after it ended, its second.
        for (process, shows) in [(1, "Nothing on the shelf"), (2, "Book 1")] {
            let appProcess = CarSetup(phoneDataFolder: liveCar.phoneDataFolder).makeCar(clock: ContinuousClock(), apps: [app])
            let session = try appProcess.launch("Shelf")
            #expect(session.screenSnapshot().stack.last?.texts.contains(shows) == true, "process \(process)")
        }
        #expect(try String(contentsOf: group, encoding: .utf8) == "Book 1\nBook 2", "the app processes' cars went; the phone's folder stays")
    }

    @Test func eachGroupHasItsOwnFolderAndAnInvalidNameHasNone() throws {
        let files = FileManager.default
        let books = try #require(files.containerURL(forSecurityApplicationGroupIdentifier: "group.org.example.books"))
        let again = try #require(files.containerURL(forSecurityApplicationGroupIdentifier: "group.org.example.books"))
        let other = try #require(files.containerURL(forSecurityApplicationGroupIdentifier: "group.org.example.other"))
        #expect(books == again)
        #expect(books != other)
        var isFolder: ObjCBool = false
        #expect(files.fileExists(atPath: books.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(files.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
        #expect(files.containerURL(forSecurityApplicationGroupIdentifier: "../escape") == nil)
    }

    /// A download queue made by the app in the car (its session made after the car's phone is there, as on a phone).
    @Test func aBackgroundSessionListsItsRunningDownload() async throws {
        let server = try SilentServer()  // takes the connection and never answers, so the download stays running
        defer { server.close() }
        DownloadsSceneDelegate.port = server.port
        let app = try AppDeclaration.inMemory(
            name: "Downloads", categories: [.audio], sceneDelegate: SceneDelegateFactory(DownloadsSceneDelegate.self) { DownloadsSceneDelegate() })
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        await car.settle()
        #expect(car.texts.contains("books/1.m4b"), "\(car.texts)")
    }

    @Test func anObservedSettingIsHeardWhenATapChangesIt() async throws {
        let app = try AppDeclaration.inMemory(
            name: "Cellular", categories: [.audio], sceneDelegate: SceneDelegateFactory(CellularSceneDelegate.self) { CellularSceneDelegate() })
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.texts.contains("Downloads on Wi-Fi only"), "\(car.texts)")
        try await car.tap("Allow cellular")
        await car.settle()
        #expect(car.texts.contains("Downloads on cellular too"), "the observation heard the change: \(car.texts)")
    }
}

/// An audiobook shelf kept in the app group's container, so the app's share extension could add to it.
final class ShelfSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.org.example.shelf")!
        let file = folder.appendingPathComponent("shelf.txt")
        let books = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        let items = books.isEmpty ? [CPListItem(text: "Nothing on the shelf", detailText: nil)] : books.map { CPListItem(text: $0, detailText: nil) }
        try? (books + ["Book \(books.count + 1)"]).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        interfaceController.setRootTemplate(CPListTemplate(title: "Shelf", sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }
}

#if canImport(ObjectiveC)
    extension UserDefaults {
        /// A setting as apps declare one for observation (the AppleImports plugin drops `@objc dynamic` in app code).
        @objc dynamic var shelfAllowsCellular: Bool { bool(forKey: "shelfAllowsCellular") }
    }
#else
    extension UserDefaults {
        var shelfAllowsCellular: Bool { bool(forKey: "shelfAllowsCellular") }
    }
#endif

/// A settings row that changes a setting, and an observation of the setting (as a download queue keeps one) that
/// updates the screen.
final class CellularSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let defaults = UserDefaults(suiteName: "org.example.cellular.\(UUID().uuidString)")!
    var observation: NSKeyValueObservation?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let status = CPListItem(text: "Downloads on Wi-Fi only", detailText: nil)
        let toggle = CPListItem(text: "Allow cellular", detailText: nil)
        toggle.handler = { [defaults] _, completion in
            defaults.set(true, forKey: "shelfAllowsCellular")
            completion()
        }
        observation = defaults.observe(\.shelfAllowsCellular, options: [.new]) { _, change in
            guard let allowed = change.newValue else { return }
            status.setText(allowed ? "Downloads on cellular too" : "Downloads on Wi-Fi only")
        }
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Downloads", sections: [CPListSection(items: [status, toggle])]), animated: false, completion: nil)
    }
}

/// A CarPlay scene listing its background session's downloads, as an audiobook app shows what is still coming.
final class DownloadsSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    nonisolated(unsafe) static var port: UInt16 = 0
    var session: URLSession?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let configuration = URLSessionConfiguration.background(withIdentifier: "org.example.books.background")
        configuration.allowsCellularAccess = false
        let session = URLSession(configuration: configuration)
        self.session = session
        let task = session.downloadTask(with: URL(string: "http://127.0.0.1:\(Self.port)/books/1.m4b")!)
        task.taskDescription = "books/1.m4b"
        task.resume()
        let template = CPListTemplate(title: configuration.identifier ?? "", sections: [])
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
        Task { @MainActor in
            let running = await session.allTasks.compactMap(\.taskDescription)
            template.updateSections([CPListSection(items: running.map { CPListItem(text: $0, detailText: nil) })])
            session.invalidateAndCancel()
        }
    }
}

/// A TCP listener on the loopback address that accepts connections and never answers.
private final class SilentServer {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        #if os(Linux)
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        guard bound, listen(listener, 4) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        descriptor = listener
        port = UInt16(bigEndian: address.sin_port)
    }

    func close() {
        #if os(Linux)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }
}
