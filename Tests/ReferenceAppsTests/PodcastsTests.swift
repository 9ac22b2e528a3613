import CarPlayShim
import CarPlayTesting
import ReferenceApps
import Testing

@Suite @MainActor
struct PodcastsTests {
    func connect(driving: Bool = false, locked: Bool = false) async throws -> CarPlayTestSession {
        try await CarPlayTestSession(app: ReferenceApps.podcasts(), driving: driving, phoneLocked: locked, hosting: .testProcess)
    }

    @Test func tabsWithinTheAudioLimit() async throws {
        let car = try await connect()
        #expect(car.top?.kind == .tabBar)
        #expect(car.top!.tabs.count <= CPTabBarTemplate.maximumTabCount)
        #expect(car.top!.tabs.map { $0.tabItem?.text } == ["Library", "Recent", "Live"])
    }

    @Test func browsePlayAndCycleTheRate() async throws {
        let car = try await connect()
        try await car.tap("Swift by Night")
        #expect(car.top?.title == "Swift by Night")
        try await car.tap("Swift by Night #14")
        #expect(car.top?.kind == .nowPlaying)
        #expect(car.top?.nowPlaying?.title == "Swift by Night #14")
        #expect(AVAudioSession.sharedInstance().category == .playback)
        var rates: [Double] = []
        for _ in 0..<4 {
            try await car.tap("playbackRate", role: .nowPlayingButton)
            rates.append(car.top!.nowPlaying!.rate!)
        }
        #expect(rates == [1.5, 2, 0.5, 1])
    }

    @Test func upNextOverNowPlaying() async throws {
        let car = try await connect()
        try await car.tap("Open Roads")
        try await car.tap("Open Roads #30")
        try await car.tap("Up Next", role: .upNextButton)
        #expect(car.top?.title == "Up Next")
        #expect(car.top?.sections[0].items.first?.text == "Open Roads #29")
        try await car.tap("Open Roads #29")
        #expect(car.top?.kind == .nowPlaying, "pops back to the stacked now playing instead of pushing it twice")
        #expect(car.exceptions.isEmpty)
    }

    @Test func recentRowPlaysLatest() async throws {
        let car = try await connect(driving: true, locked: true)
        try await car.tap("Recent", role: .tab)
        try await car.tap(.imageRowImage, at: 1)
        #expect(car.top?.nowPlaying?.title == "Open Roads #30")
    }

    @Test func listsAreTrimmedWhileDriving() async throws {
        let car = try await connect(driving: true)
        try await car.tap("Open Roads")
        #expect(car.top?.sections[0].items.count == 12)
    }

    @Test func nowPlayingButtonAppearsOncePlaying() async throws {
        let car = try await connect()
        try await car.tap("Mesh Radio Hour")
        #expect(!car.elements.contains { $0.text == "Now Playing" })
        try await car.tap("Mesh Radio Hour #8")
        try await car.back()
        #expect(car.elements.contains { $0.text == "Now Playing" })
        await car.showNowPlaying()
        #expect(car.top?.kind == .nowPlaying)
    }
}

@Suite @MainActor
struct PodcastsPlaybackTests {
    func connect(driving: Bool = false, locked: Bool = false) async throws -> (CarPlayTestSession, PodcastLibrary) {
        let library = PodcastLibrary()
        let app = try ReferenceApps.podcasts().replacingDelegate { PodcastsCarPlaySceneDelegate(library: library) }
        return (try await CarPlayTestSession(app: app, driving: driving, phoneLocked: locked, hosting: .testProcess), library)
    }

    @Test func tabsBadgeAndProgress() async throws {
        let (car, _) = try await connect()
        #expect(car.top!.tabs.map { $0.tabItem?.text } == ["Library", "Recent", "Live"])
        #expect(car.top!.tabs[1].tabItem?.details.showsBadge == true, "unplayed episodes badge the Recent tab")
        try await car.tap("Open Roads")
        let rows = car.top!.sections[0].items
        let episodes = PodcastLibrary.sample[1].episodes
        #expect(rows[0].detailText == "\(Int(episodes[0].duration) / 60) min")
        let thirty = try #require(episodes.first { $0.title == "Open Roads #30" })
        #expect(rows.first { $0.text == "Open Roads #30" }?.details.progress == ElementDetails.rounded(thirty.progress / thirty.duration, places: 2))
    }

    @Test func playbackAdvancesOnTheCarsClockAtTheRate() async throws {
        let (car, _) = try await connect()
        try await car.tap("Open Roads")
        try await car.tap("Open Roads #29")
        #expect(car.top?.nowPlaying?.elapsed == 0.00)
        await car.advance(by: .seconds(60))
        #expect(car.top?.nowPlaying?.elapsed == 60.00)
        try await car.tap("playbackRate", role: .nowPlayingButton)
        await car.advance(by: .seconds(10))
        #expect(car.top?.nowPlaying?.elapsed == 75.00, "10 s at 1.5×")
    }

    @Test func transportControlsSendRemoteCommands() async throws {
        let (car, library) = try await connect()
        try await car.tap("Mesh Radio Hour")
        try await car.tap("Mesh Radio Hour #8")
        await car.advance(by: .seconds(100))
        try await car.tap("next", role: .transportButton)
        #expect(car.top?.nowPlaying?.elapsed == 130.00, "skip forward 30 s")
        try await car.tap("previous", role: .transportButton)
        #expect(car.top?.nowPlaying?.elapsed == 115.00, "skip back 15 s")
        try await car.tap("playPause", role: .transportButton)
        #expect(library.player.isPlaying == false)
        #expect(car.top?.nowPlaying?.playbackState == .paused)
        await car.advance(by: .seconds(30))
        #expect(car.top?.nowPlaying?.elapsed == 115.00, "paused: time stands still")
        try await car.tap("playPause", role: .transportButton)
        #expect(library.player.isPlaying)
    }

    @Test func repeatAndShuffleButtons() async throws {
        let (car, library) = try await connect()
        try await car.tap("Swift by Night")
        try await car.tap("Swift by Night #14")
        try await car.tap("repeat", role: .nowPlayingButton)
        try await car.tap("shuffle", role: .nowPlayingButton)
        #expect(library.player.repeatMode == .all && library.player.shuffle)
        #expect(MPRemoteCommandCenter.shared().changeRepeatModeCommand.currentRepeatType == .all)
        let buttons = car.top!.buttons.filter { $0.role == .nowPlayingButton }
        #expect(buttons.map(\.details.isSelected) == [true, true, false])
    }

    @Test func liveGameShowsSportsMode() async throws {
        let (car, _) = try await connect()
        try await car.tap("Live", role: .tab)
        try await car.tap("Jokerit – HIFK")
        #expect(car.top?.kind == .nowPlaying)
        #expect(car.top?.nowPlaying?.sports != nil)
        #expect(car.top?.nowPlaying?.isLiveStream == true)
        #expect(car.top?.nowPlaying?.sports?.leftTeam == "Jokerit 3")
        try await car.back()
        try await car.tap("Library", role: .tab)
        try await car.tap("Open Roads")
        try await car.tap("Open Roads #30")
        #expect(car.top?.nowPlaying?.sports == nil, "an episode returns to the default mode")
    }

    @Test func launchedFromTheCarWithThePhoneLockedAndAfterReconnect() async throws {
        let (car, library) = try await connect(driving: true, locked: true)
        try await car.tap("Open Roads")
        try await car.tap("Open Roads #30")
        await car.disconnect()
        #expect(MPRemoteCommandCenter.shared().playCommand.hasTargets == false, "commands unregistered at disconnect")
        await car.reconnect()
        #expect(car.top?.kind == .tabBar)
        await car.showNowPlaying()
        #expect(car.top?.nowPlaying?.title == "Open Roads #30", "the shared template shows what plays")
        #expect(library.player.isPlaying)
    }
}
