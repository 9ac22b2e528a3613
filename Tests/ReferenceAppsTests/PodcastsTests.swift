import CarPlayShim
import CarPlayTesting
import ReferenceApps
import Testing

@Suite(.serialized) @MainActor
struct PodcastsTests {
    func connect(driving: Bool = false, locked: Bool = false) throws -> CarPlayTestSession {
        try CarPlayTestSession(app: ReferenceApps.podcasts(), driving: driving, phoneLocked: locked)
    }

    @Test func tabsWithinTheAudioLimit() throws {
        let car = try connect()
        #expect(car.top?.kind == .tabBar)
        #expect(car.top!.tabs.count <= CPTabBarTemplate.maximumTabCount)
        #expect(car.top!.tabs.map { $0.tabItem?.text } == ["Library", "Recent"])
    }

    @Test func browsePlayAndCycleTheRate() throws {
        let car = try connect()
        try car.tap("Swift by Night")
        #expect(car.top?.title == "Swift by Night")
        try car.tap("Swift by Night #14")
        #expect(car.top?.kind == .nowPlaying)
        #expect(car.top?.properties["nowPlayingTitle"] == "Swift by Night #14")
        #expect(AVAudioSession.sharedInstance().category == .playback)
        var rates: [String] = []
        for _ in 0..<4 {
            try car.tap("playbackRate", role: .nowPlayingButton)
            rates.append(car.top!.properties["rate"]!)
        }
        #expect(rates == ["1.50", "2.00", "0.50", "1.00"])
    }

    @Test func upNextOverNowPlaying() throws {
        let car = try connect()
        try car.tap("Open Roads")
        try car.tap("Open Roads #30")
        try car.tap("Up Next", role: .upNextButton)
        #expect(car.top?.title == "Up Next")
        #expect(car.top?.sections[0].items.first?.text == "Open Roads #29")
        try car.tap("Open Roads #29")
        #expect(car.top?.kind == .nowPlaying, "pops back to the stacked now playing instead of pushing it twice")
        #expect(car.exceptions.isEmpty)
    }

    @Test func recentRowPlaysLatest() throws {
        let car = try connect(driving: true, locked: true)
        try car.tap("Recent", role: .tab)
        try car.tap(.imageRowImage, at: 1)
        #expect(car.top?.properties["nowPlayingTitle"] == "Open Roads #30")
    }

    @Test func listsAreTrimmedWhileDriving() throws {
        let car = try connect(driving: true)
        try car.tap("Open Roads")
        #expect(car.top?.sections[0].items.count == 12)
    }

    @Test func nowPlayingButtonAppearsOncePlaying() throws {
        let car = try connect()
        try car.tap("Mesh Radio Hour")
        #expect(!car.elements.contains { $0.text == "Now Playing" })
        try car.tap("Mesh Radio Hour #8")
        try car.back()
        #expect(car.elements.contains { $0.text == "Now Playing" })
        car.showNowPlaying()
        #expect(car.top?.kind == .nowPlaying)
    }
}
