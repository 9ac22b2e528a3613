// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// An audiobook player's app delegate as such apps write it: seeking through its remote commands, VoiceOver's magic tap
/// for play and pause, and an announcement when there is nothing to play.
final class AudiobookAppDelegate: UIResponder, UIApplicationDelegate {
    var seeks: [String] = []
    var announced = false

    func registerSeekCommands() {
        let center = MPRemoteCommandCenter.shared()
        center.seekForwardCommand.addTarget { [weak self] event in
            guard let seek = event as? MPSeekCommandEvent, seek.type == .endSeeking else { return .success }
            self?.seeks.append("forward ended")
            return .success
        }
        center.seekBackwardCommand.addTarget { [weak self] event in
            guard let seek = event as? MPSeekCommandEvent else { return .commandFailed }
            self?.seeks.append(seek.type == .beginSeeking ? "backward began" : "backward ended")
            return .success
        }
    }

    override func accessibilityPerformMagicTap() -> Bool {
        guard !UIAccessibility.isVoiceOverRunning else { return true }
        UIAccessibility.post(notification: .announcement, argument: "Nothing to play")
        announced = true
        return false
    }
}

@MainActor @Suite struct AudiobookAppGapTests {
    @Test func seekEventsReachTheAppsHandlersWithTheirType() {
        asAppCode("Audiobook") { seekEvents() }
    }

    func seekEvents() {
        let app = AudiobookAppDelegate()
        app.registerSeekCommands()
        let center = MPRemoteCommandCenter.shared()
        #expect(center.seekForwardCommand.send(MPSeekCommandEvent(command: center.seekForwardCommand, type: .beginSeeking)) == .success)
        #expect(center.seekForwardCommand.send(MPSeekCommandEvent(command: center.seekForwardCommand, type: .endSeeking)) == .success)
        #expect(center.seekBackwardCommand.send(MPSeekCommandEvent(command: center.seekBackwardCommand, type: .beginSeeking)) == .success)
        // A plain event is not a seek: the app's handler says so.
        #expect(center.seekBackwardCommand.send(MPRemoteCommandEvent(command: center.seekBackwardCommand)) == .commandFailed)
        #expect(app.seeks == ["forward ended", "backward began"])
        #expect(MPSeekCommandEventType.endSeeking.rawValue == 1)
    }

    @Test func voiceOverIsOffOnTheSimulatedPhone() {
        let app = AudiobookAppDelegate()
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(app.accessibilityPerformMagicTap() == false && app.announced)
        #expect(UIResponder().accessibilityPerformMagicTap() == false, "a responder that doesn't handle the tap says so")
        #expect(UIAccessibility.Notification.announcement != .screenChanged)
    }

    /// A library screen skips files still in iCloud Drive; the car's phone has no iCloud, so every file is local.
    @Test func filesOnThePhoneAreNotInICloudDrive() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("book-\(UUID().uuidString).m4b")
        try Data("audio".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let values = try file.resourceValues(forKeys: [.ubiquitousItemDownloadingStatusKey])
        let isNotDownloaded = values.ubiquitousItemDownloadingStatus?.rawValue == URLUbiquitousItemDownloadingStatus.notDownloaded.rawValue
        #expect(!isNotDownloaded)
        #expect(values.ubiquitousItemDownloadingStatus == nil)
        #expect(URLUbiquitousItemDownloadingStatus.current != .downloaded)
    }

    /// A settings flow presented as a half-height sheet, as an app's coordinator presents one from its CarPlay-reached
    /// code: the navigation controller's sheet keeps its detents; a full-screen controller has no sheet.
    @Test func aNavigationControllerIsPresentedAsAMediumSheet() {
        let nav = UINavigationController(rootViewController: UIViewController())
        guard let sheet = nav.sheetPresentationController else {
            Issue.record("a page sheet has a sheet presentation controller")
            return
        }
        #expect(sheet.detents.map(\.identifier) == [.large])
        sheet.detents = [.medium()]
        sheet.prefersGrabberVisible = true
        #expect(nav.sheetPresentationController === sheet)
        #expect(nav.sheetPresentationController?.detents == [.medium()])
        #expect(sheet.presentedViewController === nav)
        let player = UIViewController()
        player.modalPresentationStyle = .fullScreen
        #expect(player.sheetPresentationController == nil)
    }

    /// What the app registers is what its intents' dependencies read.
    @Test func anAppsRegisteredServiceIsWhatItsIntentsRead() async throws {
        final class Library: Sendable { let title = "Recent" }
        let manager = AppDependencyManager()
        let library = Library()
        manager.add(dependency: library)
        manager.add(key: "downloads", dependency: Library())
        @AppDependency(manager: manager) var registered: Library
        #expect(registered === library)
        #expect(try await manager.dependency(Library.self) === library)
        #expect(try await manager.dependency(Library.self, key: "downloads") !== library)
        #expect(try await manager.dependency(String.self) == nil)
    }

    /// Loading a book keeps the app running in the background until playback starts, and the app asks for a rating from
    /// its foreground scene, if it has one.
    @Test func aBackgroundTaskLastsUntilTheAppEndsIt() {
        let app = UIApplication.shared
        var task: UIBackgroundTaskIdentifier = .invalid
        task = app.beginBackgroundTask(withName: "streaming-playback") {
            Issue.record("the simulated phone never runs out of background time")
        }
        #expect(task != .invalid)
        #expect(app.backgroundTasks[task] == "streaming-playback")
        #expect(app.beginBackgroundTask(expirationHandler: nil) != task)
        app.endBackgroundTask(task)
        #expect(app.backgroundTasks[task] == nil)
        app.endBackgroundTask(.invalid)
        if let scene = app.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene {
            AppStore.requestReview(in: scene)
        }
    }

    /// A player's state hands its phone screens bindings of its flags; what a binding sets is the model's.
    @Test func aModelsBindingsReadAndWriteItsProperties() {
        final class PlayerFlags {
            var showPlayer = false
            var speed = Speed(rate: 1)
            var bookmark: String?
            var showPlayerBinding: Binding<Bool> { .init(get: { self.showPlayer }, set: { self.showPlayer = $0 }) }
            var speedBinding: Binding<Speed> { .init(get: { self.speed }, set: { self.speed = $0 }) }
        }
        struct Speed { var rate: Double }
        let flags = PlayerFlags()
        flags.showPlayerBinding.wrappedValue = true
        #expect(flags.showPlayer)
        let rate: Binding<Double> = flags.speedBinding.rate
        rate.wrappedValue = 1.5
        #expect(flags.speed.rate == 1.5)
        let bookmark = Binding(get: { flags.bookmark }, set: { flags.bookmark = $0 })
        #expect(Binding(bookmark) == nil, "no bookmark yet")
        flags.bookmark = "Chapter 2"
        Binding(bookmark)?.wrappedValue = "Chapter 3"
        #expect(flags.bookmark == "Chapter 3")
        #expect(Binding.constant(7).wrappedValue == 7)
    }

    /// A one-time migration reads a setting and clears it, as an app moves a flag into its database.
    @Test func clearingASettingWithNilRemovesIt() {
        let defaults = UserDefaults(suiteName: "audiobook-\(UUID().uuidString)")!
        defaults.set(true, forKey: "donationMade")
        #expect(defaults.bool(forKey: "donationMade"))
        defaults.set(nil, forKey: "donationMade")
        #expect(defaults.object(forKey: "donationMade") == nil)
    }
}
