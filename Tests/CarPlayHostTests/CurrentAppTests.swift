import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import PhoneApps
import Testing

/// Each app ships a `Brand` colour in its asset catalog: on iOS `UIColor(named:)` reads the catalog of the process
/// whose code runs, whichever app the phone shows.
private func brandColorSet(red: Double) -> String {
    """
    {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
      "components": {"red": "\(red)", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}],
     "info": {"author": "xcode", "version": 1}}
    """
}

/// What a block of an app's reads, as its code would: its brand colour's red and its now playing center.
private final class SeenByBlocks: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(red: CGFloat?, nowPlaying: MPNowPlayingInfoCenter)] = []
    func note() {
        var red: CGFloat = -1
        let found = UIColor(named: "Brand")?.getRed(&red, green: nil, blue: nil, alpha: nil) == true
        let entry = (red: found ? red : nil, nowPlaying: MPNowPlayingInfoCenter.default())
        lock.lock()
        seen.append(entry)
        lock.unlock()
    }
    var all: [(red: CGFloat?, nowPlaying: MPNowPlayingInfoCenter)] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}

/// One lookup of "the app whose code runs" for every per-app stand-in (issue 50): the asset catalog `UIImage(named:)`
/// and `UIColor(named:)` read is the same app's as `MPNowPlayingInfoCenter.default()`'s, in a dispatch block, a timer or
/// a call the car makes.
@MainActor
struct CurrentAppTests {
    static func app(_ name: String, red: Double, category: String, sceneDelegate: String) throws -> AppDeclaration {
        let folder = try makeBundleFolder(name: name, identifier: "com.example.\(name.lowercased())", category: category, delegate: sceneDelegate)
        let colorSet = folder.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try #"{"info": {"author": "xcode", "version": 1}}"#.write(
            to: folder.appendingPathComponent("Assets.xcassets/Contents.json"), atomically: true, encoding: .utf8)
        try brandColorSet(red: red).write(to: colorSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let info = folder.appendingPathComponent("Info.plist")
        let entitlements = folder.appendingPathComponent("\(name).entitlements")
        if name == "Waves" {
            return try AppDeclaration(
                infoPlist: info, entitlements: entitlements,
                applicationDelegate: ApplicationDelegateFactory(WavesAppDelegate.self) { WavesAppDelegate(title: "Morning Waves") },
                delegates: [SceneDelegateFactory(WavesSceneDelegate.self) { WavesSceneDelegate() }])
        }
        return try AppDeclaration(
            infoPlist: info, entitlements: entitlements,
            applicationDelegate: ApplicationDelegateFactory(ChatAppDelegate.self) { ChatAppDelegate(sender: "Ann", clock: ContinuousClock()) },
            delegates: [SceneDelegateFactory(ChatSceneDelegate.self) { ChatSceneDelegate() }])
    }

    /// Waves (brand red 0.2) and Chat (brand red 0.8) installed, Chat launched, then Waves brought to the front.
    static func carWithWavesInFront() async throws -> (CarPlayTestSession, AppLaunch) {
        let waves = try app("Waves", red: 0.2, category: "com.apple.developer.carplay-audio", sceneDelegate: "WavesSceneDelegate")
        let chat = try app("Chat", red: 0.8, category: "com.apple.developer.carplay-communication", sceneDelegate: "ChatSceneDelegate")
        let car = try await CarPlayTestSession(app: waves, hosting: .testProcess)
        car.car.install(waves)
        car.car.install(chat)
        try car.car.launch("Chat")
        let process = try #require(car.car.appLaunch(of: "Chat"))
        try car.car.launch("Waves")
        return (car, process)
    }

    @Test func aBackgroundAppsDispatchBlockReadsItsOwnCatalog() async throws {
        let (car, chat) = try await Self.carWithWavesInFront()
        let seen = SeenByBlocks()
        // As Chat's code would: a block given to a global queue, then one to the main queue from it.
        RunningApps.enter(chat) {
            DispatchQueue.global().async {
                seen.note()
                DispatchQueue.main.async { seen.note() }
            }
        }
        await car.settle()
        let chatCenter = car.car.nowPlayingCenter(of: "Chat")
        #expect(seen.all.count == 2)
        #expect(seen.all.allSatisfy { $0.nowPlaying === chatCenter }, "Chat's now playing center")
        #expect(seen.all.map(\.red) == [0.8, 0.8], "Chat's brand colour, not Waves' (in front)")
    }

    @Test func aBackgroundAppsTimerReadsItsOwnCatalog() async throws {
        let (car, chat) = try await Self.carWithWavesInFront()
        let seen = SeenByBlocks()
        RunningApps.enter(chat) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { seen.note() }
        }
        await car.advance(by: .seconds(3))
        #expect(seen.all.map(\.red) == [0.8], "Chat's brand colour when its timer fires")
        // The test's own code: the app in front.
        var red: CGFloat = -1
        _ = UIColor(named: "Brand")?.getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 0.2, "the app in front's")
    }
}
