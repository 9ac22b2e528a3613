import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import PhoneApps
import Testing

// Two apps in one car (and in two cars at once), written the ordinary iOS way: each sets up its audio session, remote
// commands, now playing and notifications through the frameworks' shared objects. On an iPhone each app is a process of
// its own, so each has its own `MPNowPlayingInfoCenter.default()`, `MPRemoteCommandCenter.shared()`,
// `UNUserNotificationCenter.current()` and `AVAudioSession.sharedInstance()`; here they share a process, and must still
// never see each other's.

/// What an app's own code reads back of the frameworks' shared objects, as rows of a list it shows.
@MainActor
func sharedObjectsReadBack(delegate: AnyObject?) async -> [String] {
    let info = MPNowPlayingInfoCenter.default().nowPlayingInfo
    let commands = MPRemoteCommandCenter.shared()
    let center = UNUserNotificationCenter.current()
    let settings = await withCheckedContinuation { c in center.getNotificationSettings { c.resume(returning: $0) } }
    let session = AVAudioSession.sharedInstance()
    let whose: String =
        center.delegate == nil ? "none" : center.delegate === delegate ? "mine" : "another's"
    return [
        "now playing: \(info?[MPMediaItemPropertyTitle] as? String ?? "none")",
        "play: \(commands.playCommand.hasTargets ? "handled" : "unhandled"), next: \(commands.nextTrackCommand.isEnabled ? "on" : "off")",
        "notifications: \(settings.authorizationStatus), CarPlay \(settings.carPlaySetting)",
        "categories: \(center.registeredCategories.map(\.identifier).sorted().joined(separator: ","))",
        "notification delegate: \(whose)",
        "audio: \(session.category.rawValue.replacingOccurrences(of: "AVAudioSessionCategory", with: ""))/\(session.mode.rawValue.replacingOccurrences(of: "AVAudioSessionMode", with: ""))"
    ]
}

/// Waves, an audio app: its audio session and transport at launch; on "Play" its now playing (the title it was
/// installed with), the next button off (a live stream), notifications without CarPlay, itself as their delegate.
final class WavesAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    let title: String
    init(title: String) { self.title = title }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio)
        let commands = MPRemoteCommandCenter.shared()
        for command in [commands.playCommand, commands.pauseCommand, commands.nextTrackCommand, commands.previousTrackCommand] {
            command.addTarget { _ in .success }
        }
        return true
    }

    func play() {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: title, MPNowPlayingInfoPropertyPlaybackRate: 1.0]
        MPRemoteCommandCenter.shared().nextTrackCommand.isEnabled = false
        try? AVAudioSession.sharedInstance().setActive(true)
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
    }
}

/// A row "Check" that pushes a list of what the app's shared objects read back (``sharedObjectsReadBack(delegate:)``),
/// titled `title`.
@MainActor
func checkRow(pushingTo interfaceController: CPInterfaceController, titled title: String) -> CPListItem {
    let check = CPListItem(text: "Check", detailText: nil)
    check.handler = { _, done in
        Task { @MainActor in
            let rows = await sharedObjectsReadBack(delegate: UIApplication.shared.delegate)
            let list = CPListTemplate(title: title, sections: [CPListSection(items: rows.map { CPListItem(text: $0, detailText: nil) })])
            interfaceController.pushTemplate(list, animated: false, completion: nil)
            done()
        }
    }
    return check
}

final class WavesSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let play = CPListItem(text: "Play", detailText: nil)
        play.handler = { _, done in
            (UIApplication.shared.delegate as? WavesAppDelegate)?.play()
            interfaceController.pushTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
            done()
        }
        let check = checkRow(pushingTo: interfaceController, titled: "Waves reads")
        interfaceController.setRootTemplate(CPListTemplate(title: "Waves", sections: [CPListSection(items: [play, check])]), animated: false, completion: nil)
    }
}

/// Chat, a messaging app: a voice-chat audio session, a play command for voice messages, its own now playing (the
/// message it plays), notifications in CarPlay, itself as their delegate. Ten seconds after it connects a message
/// arrives (a task of its own that sleeps on the clock it was given, the car's in a test, while another app may be in
/// front).
final class ChatAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    let sender: String
    let clock: any Clock<Duration>
    init(sender: String, clock: any Clock<Duration>) {
        self.sender = sender
        self.clock = clock
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        try? AVAudioSession.sharedInstance().setCategory(.playAndRecord, mode: .voiceChat)
        MPRemoteCommandCenter.shared().playCommand.addTarget { _ in .success }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Voice message from \(sender)"]
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .carPlay]) { _, _ in }
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "message", actions: [], intentIdentifiers: [], options: [.allowInCarPlay])
        ])
        return true
    }

    func messageArrived() {
        let content = UNMutableNotificationContent()
        content.title = sender
        content.subtitle = "Base Camp"
        content.body = "See you at the old mill"
        content.categoryIdentifier = "message"
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "m1", content: content, trigger: nil))
    }

    /// A message that arrives while Chat is in front shows as a banner too.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .list])
    }
}

final class ChatSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let app = UIApplication.shared.delegate as? ChatAppDelegate
        Task {
            guard let app else { return }
            try? await app.clock.sleep(for: .seconds(10))
            app.messageArrived()
        }
        let check = checkRow(pushingTo: interfaceController, titled: "Chat reads")
        interfaceController.setRootTemplate(CPListTemplate(title: "Chat", sections: [CPListSection(items: [check])]), animated: false, completion: nil)
    }
}

/// The shared objects work on a queue saw.
/// The timers a test's app made, kept until the test cancels them.
final class KeptTimers: @unchecked Sendable {
    var source: (any DispatchSourceTimer)?
    var timer: Timer?
}

final class SeenCenters: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(UNUserNotificationCenter, MPNowPlayingInfoCenter)] = []
    func note(_ center: UNUserNotificationCenter, _ nowPlaying: MPNowPlayingInfoCenter) {
        lock.lock()
        seen.append((center, nowPlaying))
        lock.unlock()
    }
    var all: [(UNUserNotificationCenter, MPNowPlayingInfoCenter)] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}

@MainActor
struct PerAppSingletonsTests {
    static func waves(title: String = "Morning Waves") throws -> AppDeclaration {
        let folder = try makeBundleFolder(name: "Waves", identifier: "com.example.waves", delegate: "WavesSceneDelegate")
        return try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Waves.entitlements"),
            applicationDelegate: ApplicationDelegateFactory(WavesAppDelegate.self) { WavesAppDelegate(title: title) },
            delegates: [SceneDelegateFactory(WavesSceneDelegate.self) { WavesSceneDelegate() }])
    }

    static func chat(sender: String = "Ann", clock: any Clock<Duration> = ContinuousClock()) throws -> AppDeclaration {
        let folder = try makeBundleFolder(
            name: "Chat", identifier: "com.example.chat", category: "com.apple.developer.carplay-communication", delegate: "ChatSceneDelegate")
        return try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("Chat.entitlements"),
            applicationDelegate: ApplicationDelegateFactory(ChatAppDelegate.self) { ChatAppDelegate(sender: sender, clock: clock) },
            delegates: [SceneDelegateFactory(ChatSceneDelegate.self) { ChatSceneDelegate() }])
    }

    /// Taps a row of the app on the car's screen and returns the rows it then shows.
    static func tap(_ text: String, in car: HeadUnit) async throws -> [String] {
        try CarDriver(car: car).perform(.tap(text: text))
        await PhoneTime.settle()
        let top = try #require(car.activeSession).screenSnapshot().stack.last
        return top?.elements.filter { $0.role == .listItem }.compactMap(\.text) ?? []
    }

    /// What Waves reads after "Play", by its own code.
    static func wavesReads(_ title: String) -> [String] {
        [
            "now playing: \(title)", "play: handled, next: off", "notifications: authorized, CarPlay disabled", "categories: ",
            "notification delegate: mine", "audio: Playback/SpokenAudio"
        ]
    }

    /// What Chat reads, by its own code.
    static let chatReads = [
        "now playing: Voice message from Ann", "play: handled, next: on", "notifications: authorized, CarPlay enabled", "categories: message",
        "notification delegate: mine", "audio: PlayAndRecord/VoiceChat"
    ]

    @Test func twoAppsInOneCarEachSeeOnlyTheirOwn() async throws {
        let clock = TestClock<Duration>()
        let car = try await CarPlayTestSession(app: try Self.waves(), clock: clock, hosting: .testProcess)
        car.car.install(try Self.waves())  // the home screen's icon for the app the test connected
        car.car.install(try Self.chat(clock: clock))
        // Waves plays; the car's Now Playing shows Waves' item and Waves' transport.
        try await car.tap("Play")
        await car.settle()
        #expect(car.top?.kind == .nowPlaying)
        #expect(car.top?.nowPlaying?.title == "Morning Waves")
        let transport = car.elements.filter { $0.role == .transportButton }
        #expect(transport.first { $0.text == "next" }?.isEnabled == false, "Waves turned its next command off")
        #expect(transport.first { $0.text == "previous" }?.isEnabled == true)
        #expect(car.audio.source == "Waves")
        // Chat launches: its own now playing, commands, notifications and audio session, set at launch.
        try car.car.launch("Chat")
        await car.settle()
        #expect(try await Self.tap("Check", in: car.car) == Self.chatReads)
        #expect(car.audio.source == "Waves", "Chat's voice-chat session isn't active: Waves keeps the car's audio")
        // Back to Waves: none of Chat's launch reached it.
        try car.car.launch("Waves")
        try await car.back()
        #expect(try await Self.tap("Check", in: car.car) == Self.wavesReads("Morning Waves"))
        // Waves in front, Chat's message arrives from a task of Chat's: Chat's banner, allowed by Chat's settings.
        await car.advance(by: .seconds(10))
        #expect(car.banners == [CarBanner(app: "Chat", title: "Ann", subtitle: "Base Camp")])
        #expect(!car.events.contains { if case .note(let n) = $0 { n.hasPrefix("notification not shown") } else { false } })
        // The Now Playing button shows Waves' again.
        await car.showNowPlaying()
        #expect(car.top?.nowPlaying?.title == "Morning Waves")
    }

    /// An app asks for its shared objects at every step of a long drive: the 300,000th lookup finds the same object as
    /// the first, as quickly. (Swift 6.3 rewrapped a closure read out of a `Mutex`, so each lookup through the car's
    /// queue-work finder made the next one deeper, until the stack overflowed.)
    @Test func theSharedObjectsAreFoundAsOftenAsAnAppAsks() async throws {
        let car = try await CarPlayTestSession(app: try Self.waves(), hosting: .testProcess)
        try await car.tap("Play")
        let first = MPNowPlayingInfoCenter.default()
        var same = 0
        for _ in 0..<300_000 where MPNowPlayingInfoCenter.default() === first { same += 1 }
        #expect(same == 300_000)
        #expect(first.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Morning Waves", "Waves is in front: its own center")
    }

    @Test func aRelaunchStartsWithEmptySharedObjects() async throws {
        let car = try await CarPlayTestSession(app: try Self.waves(), hosting: .testProcess)
        car.car.install(try Self.waves())
        try await car.tap("Play")
        try await car.back()
        #expect(try await Self.tap("Check", in: car.car) == Self.wavesReads("Morning Waves"))
        // The app's process ends (as after a crash) and the car launches it again.
        car.car.restartApps { _ in nil }
        try car.car.launch("Waves")
        await car.settle()
        #expect(
            try await Self.tap("Check", in: car.car) == [
                "now playing: none", "play: handled, next: on", "notifications: notDetermined, CarPlay disabled", "categories: ",
                "notification delegate: none", "audio: Playback/SpokenAudio"
            ], "only what the new launch set up: nothing of the last launch's play")
    }

    /// Two cars in one process, each with both apps (installed with their own titles and senders): each car shows and
    /// reads its own apps', whichever car's app ran last.
    @Test func twoCarsInOneProcessKeepTheirAppsApart() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        HeadUnit.resetProcessState()
        var cars: [HeadUnit] = []
        for (title, sender) in [("Morning Waves", "Ann"), ("Evening Waves", "Ben")] {
            let car = CarSetup().makeCar(clock: TestClock<Duration>())
            car.install(try Self.waves(title: title))
            car.install(try Self.chat(sender: sender))
            cars.append(car)
        }
        for car in cars { try car.launch("Waves") }
        for car in cars { _ = try await Self.tap("Play", in: car) }
        for car in cars { try car.launch("Chat") }
        for (car, sender) in zip(cars, ["Ann", "Ben"]) {
            let reads = try await Self.tap("Check", in: car)
            #expect(reads.first == "now playing: Voice message from \(sender)")
            #expect(Array(reads.dropFirst()) == Array(Self.chatReads.dropFirst()))
        }
        for (car, title) in zip(cars, ["Morning Waves", "Evening Waves"]) {
            let waves = try car.launch("Waves")
            #expect(waves.screenSnapshot().stack.last?.nowPlaying?.title == title, "each car's Now Playing shows its own Waves'")
            try CarDriver(car: car).perform(.back)
            #expect(try await Self.tap("Check", in: car) == Self.wavesReads(title))
        }
    }

    /// A car with Waves and Chat installed and Chat launched last, and Chat's process.
    static func carWithChatLaunched() async throws -> (CarPlayTestSession, AppLaunch) {
        let car = try await CarPlayTestSession(app: try Self.waves(), hosting: .testProcess)
        car.car.install(try Self.waves())
        car.car.install(try Self.chat())
        try car.car.launch("Chat")
        return (car, try #require(car.car.appLaunch(of: "Chat")))
    }

    /// Work an app gave to a dispatch queue runs without the car's task-local values: the phone's runtime carries the
    /// app's token with it, so it reaches the app's own objects while another app is in front.
    /// Work an app gave for later (`asyncAfter` on the main queue and on a global one) runs as that app's code when the
    /// car's clock reaches it, though another app is in front by then.
    @Test func workAnAppGaveForLaterReachesItsOwnObjects() async throws {
        let (car, chat) = try await Self.carWithChatLaunched()
        let seen = SeenCenters()
        RunningApps.enter(chat) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 5) { seen.note(UNUserNotificationCenter.current(), MPNowPlayingInfoCenter.default()) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 8) {
                seen.note(UNUserNotificationCenter.current(), MPNowPlayingInfoCenter.default())
            }
        }
        try car.car.launch("Waves")
        await car.advance(by: .seconds(10))
        let chatCenters = (car.car.notificationCenter(of: "Chat"), car.car.nowPlayingCenter(of: "Chat"))
        #expect(seen.all.count == 2)
        #expect(seen.all.allSatisfy { $0.0 === chatCenters.0 && $0.1 === chatCenters.1 }, "Chat's, not Waves' (in front)")
    }

    /// An app's repeating timers (a dispatch timer source and a main run loop `Timer`) fire as that app's code each
    /// time, though another app is in front by then.
    @Test func anAppsRepeatingTimersReachItsOwnObjects() async throws {
        let (car, chat) = try await Self.carWithChatLaunched()
        let seen = SeenCenters()
        let kept = KeptTimers()
        RunningApps.enter(chat) {
            let source = DispatchSource.makeTimerSource(queue: .main)
            source.schedule(deadline: .now() + 2, repeating: 2)
            source.setEventHandler { seen.note(UNUserNotificationCenter.current(), MPNowPlayingInfoCenter.default()) }
            source.resume()
            kept.source = source
            kept.timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in
                seen.note(UNUserNotificationCenter.current(), MPNowPlayingInfoCenter.default())
            }
        }
        try car.car.launch("Waves")
        await car.advance(by: .seconds(7))
        kept.source?.cancel()
        kept.timer?.invalidate()
        let chatCenters = (car.car.notificationCenter(of: "Chat"), car.car.nowPlayingCenter(of: "Chat"))
        #expect(seen.all.count == 5, "the source at 2, 4 and 6 s, the timer at 3 and 6 s")
        #expect(seen.all.allSatisfy { $0.0 === chatCenters.0 && $0.1 === chatCenters.1 }, "Chat's, not Waves' (in front)")
    }

    @Test func workAnAppGaveToAQueueReachesItsOwnObjects() async throws {
        let (car, chat) = try await Self.carWithChatLaunched()
        try car.car.launch("Waves")
        let seen = SeenCenters()
        // As Chat's code would: a block given to a global queue, then one to the main queue from it.
        RunningApps.enter(chat) {
            DispatchQueue.global().async {
                seen.note(UNUserNotificationCenter.current(), MPNowPlayingInfoCenter.default())
                DispatchQueue.main.async { seen.note(UNUserNotificationCenter.current(), MPNowPlayingInfoCenter.default()) }
            }
        }
        await car.settle()
        let chatCenters = (car.car.notificationCenter(of: "Chat"), car.car.nowPlayingCenter(of: "Chat"))
        #expect(seen.all.count == 2)
        #expect(seen.all.allSatisfy { $0.0 === chatCenters.0 && $0.1 === chatCenters.1 }, "Chat's, not Waves' (in front)")
        #expect(UNUserNotificationCenter.current() === car.car.notificationCenter(of: "Waves"), "the test's own code: the app in front")
    }

    /// The same, as tests that run in parallel: each car (its own test) sees only its own apps'.
    @Test(arguments: ["Ann", "Ben", "Cai"])
    func carsInParallelTestsKeepTheirAppsApart(sender: String) async throws {
        let clock = TestClock<Duration>()
        let car = try await CarPlayTestSession(app: try Self.chat(sender: sender, clock: clock), clock: clock, hosting: .testProcess)
        #expect(try await Self.tap("Check", in: car.car).first == "now playing: Voice message from \(sender)")
        await car.advance(by: .seconds(10))
        #expect(car.banners == [CarBanner(app: "Chat", title: sender, subtitle: "Base Camp")])
    }
}
