import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@testable import SeedSamples

/// One test per code sample of the seed documents: each does what its document says, driven by the harness.
@Suite @MainActor
struct SeedSamplesTests {
    /// 003: "we created a list template … and set CPListTemplate as the root template of the app".
    @Test func audioAppDeclaredInInfoPlistShowsAlbumsList() async throws {
        let app = try AppDeclaration(
            infoPlist: Data(AudioListSample.infoPlist.utf8), entitlements: Data(AudioListSample.entitlements.utf8),
            delegates: [SceneDelegateFactory(className: AudioListSample.delegateClassName) { AudioListSample.makeDelegate() }])
        #expect(app.categories == [.audio])
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.stack.count == 1)
        #expect(car.top?.title == "Albums")
        #expect(car.top?.sections[0].items.map(\.text) == ["My text"])
        #expect(car.top?.sections[0].items.map(\.detailText) == ["My detail text"])
        // "This method will be called when the car is disconnected and can do some cleanup."
        let delegate = car.session.sceneDelegate as! CarPlaySceneDelegate
        #expect(delegate.interfaceController != nil)
        await car.disconnect()
        #expect(delegate.interfaceController == nil)
    }

    func browsing() async throws -> (CarPlayTestSession, AudioBrowsingSceneDelegate) {
        let car = try await CarPlayTestSession(
            app: try AppDeclaration.inMemory(
                name: "Browse", categories: [.audio],
                sceneDelegate: SceneDelegateFactory(className: AudioBrowsingSample.delegateClassName) { AudioBrowsingSample.makeDelegate() }),
            hosting: .testProcess)
        return (car, car.session.sceneDelegate as! AudioBrowsingSceneDelegate)
    }

    /// 003: tab bar with custom and system tab styles and a badge; "If you already set both tabTitle and
    /// tabImage, tabSystemItem will not take effect".
    @Test func tabBarWithTabStylesAndBadge() async throws {
        let (car, _) = try await browsing()
        let top = try #require(car.top)
        #expect(top.kind == .tabBar)
        #expect(top.tabs.map { $0.tabItem?.text } == ["Playlists", "Featured"])
        #expect(top.tabs[0].tabItem?.image == "symbol:list.star")
        #expect(top.tabs[0].tabItem?.details.showsBadge == true)
        #expect(top.tabs[1].tabItem?.image == "symbol:star")
    }

    /// 003: list items with a disclosure indicator; selecting one pushes the episodes after the handler's work.
    @Test func listItemHandlerPushesEpisodes() async throws {
        let (car, _) = try await browsing()
        #expect(car.top!.tabs[0].sections[0].items[0].details.accessory == .disclosure)
        try await car.tap("Morning Show")
        #expect(car.top?.title == "Morning Show")
        #expect(car.events.contains(.completionCalled(element: "\(car.stack[0].tabs[0].id).s0.r0")))
    }

    /// 003: image row limited to CPMaximumNumberOfGridImages; each image has its own handler.
    @Test func imageRowShowsAllowedImagesAndPlaysOne() async throws {
        let (car, delegate) = try await browsing()
        try await car.tap("Featured", role: .tab)
        let images = car.elements.filter { $0.role == .imageRowImage }
        #expect(images.count == CPMaximumNumberOfGridImages)
        try await car.tap(.imageRowImage, at: 2)
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Album 3")
        #expect(car.top?.kind == .nowPlaying)
        _ = delegate
    }

    /// 003: now playing configured at connect (repeat and playback rate buttons); the rate button cycles
    /// 0.5 → 1.0 → 1.5 → 2.0 → 0.5 through MPNowPlayingInfoCenter; the repeat button sets the repeat type.
    @Test func nowPlayingButtonsAndRateCycling() async throws {
        let (car, delegate) = try await browsing()
        #expect(CPNowPlayingTemplate.shared.nowPlayingButtons.count == 2, "configured at connect, before any push")
        try await car.tap("Morning Show")
        try await car.tap("Morning Show – Episode 1")
        #expect(car.top?.kind == .nowPlaying)
        #expect(car.top?.nowPlaying?.title == "Morning Show – Episode 1")
        var rates: [Double] = []
        for _ in 0..<4 {
            try await car.tap("playbackRate", role: .nowPlayingButton)
            rates.append(car.top!.nowPlaying!.rate!)
        }
        #expect(rates == [1.5, 2, 0.5, 1])
        try await car.tap("repeat", role: .nowPlayingButton)
        #expect(MPRemoteCommandCenter.shared().changeRepeatModeCommand.currentRepeatType == .one)
        _ = delegate
    }

    /// 003 and the guide: the up next button calls the observer, which pushes a list over now playing.
    @Test func upNextPushesAList() async throws {
        let (car, delegate) = try await browsing()
        try await car.tap("Featured", role: .tab)
        try await car.tap(.imageRowImage, at: 0)
        try await car.tap("Up Next", role: .upNextButton)
        #expect(delegate.upNextTaps == 1)
        #expect(car.top?.title == "Up Next")
    }

    /// 001: request notification authorization including CarPlay.
    @Test func notificationAuthorizationIncludesCarPlay() {
        let sample = NotificationSample()
        sample.requestAuthorization()
        #expect(sample.granted == true)
        var carPlay: UNNotificationSetting?
        UNUserNotificationCenter.current().getNotificationSettings { carPlay = $0.carPlaySetting }
        #expect(carPlay == .enabled)
    }

    /// 001: "When a list item is selected, your list item handler will be called … call the completion block".
    @Test func guideListItemPushesNowPlaying() async throws {
        let car = try await CarPlayTestSession(
            app: try AppDeclaration.inMemory(
                name: "Guide", categories: [.audio],
                sceneDelegate: SceneDelegateFactory(className: GuideSamples.listDelegateClassName) { GuideSamples.makeListDelegate() }), hosting: .testProcess)
        #expect(car.top?.title == "Albums")
        try await car.tap("My title")
        #expect(car.top?.kind == .nowPlaying)
        #expect(car.events.last == .completionCalled(element: "\(car.stack[1].id).s0.r0"))
    }

    /// 001: navigation startup (window root view controller, map root, pan button), trip preview, start,
    /// loading pause.
    @Test func guideNavigationStartup() async throws {
        let car = try await CarPlayTestSession(
            app: try AppDeclaration.inMemory(
                name: "Nav", categories: [.navigation],
                sceneDelegate: SceneDelegateFactory(className: GuideSamples.navigationDelegateClassName) { GuideSamples.makeNavigationDelegate() }),
            hosting: .testProcess)
        let delegate = car.session.sceneDelegate as! GuideNavigationSceneDelegate
        #expect(delegate.carWindow?.rootViewController is MyRootViewController)
        #expect(car.top?.kind == .map)
        #expect(car.top?.buttons.count == 1)
        try await car.tap("Destinations")
        #expect(car.top?.sections.first?.items.first?.text == "Central Station")
        try await car.tap("Go")
        #expect(car.top?.map?.guidance?.paused != nil)
        #expect(car.top?.map?.guidance?.paused?.reason == .loading)
        #expect(car.top?.sections.isEmpty == true, "trip previews hidden")
        await car.cancelNavigationBySystem()
        #expect(delegate.session == nil)
    }

    /// 004: POI itinerary; the store's notification updates the root template; Mark Complete updates the
    /// store and posts back; Navigate opens the maps app through the scene.
    @Test func itinerarySyncsBothWays() async throws {
        // Not settled at connect: the test looks at the root before the store's first notification replaces it.
        let car = try await CarPlayTestSession(
            app: try AppDeclaration.inMemory(
                name: "Avenue", categories: [.drivingTask],
                sceneDelegate: SceneDelegateFactory(className: ItinerarySample.delegateClassName) { ItinerarySample.makeDelegate() }),
            settlesAtConnect: false, hosting: .testProcess)
        #expect(car.top?.title == "Itenerary")
        let stops = [
            Stop(id: 1, name: "Lawn at Elm St", latitude: 60.17, longitude: 24.94),
            Stop(id: 2, name: "Hedge at Oak Ave", latitude: 60.18, longitude: 24.95)
        ]
        ItineraryStore.post(stops, key: "2026-11-22", date: Date(), sender: "phone")
        await car.settle()
        #expect(car.top?.title == "Today's Itenerary")
        #expect(car.top?.sections[0].items.map(\.text) == ["Lawn at Elm St", "Hedge at Oak Ave"])
        try await car.tap("Lawn at Elm St")
        try await car.tap("Navigate")
        #expect(car.car.openedURLs.last?.absoluteString == "maps://?daddr=60.17,24.94")
        try await car.tap("Mark Complete")
        await car.settle()
        #expect(ItineraryStore.Loader.saved["2026-11-22"]?.first?.isComplete == true)
        #expect(car.top?.sections[0].items.map(\.text) == ["Hedge at Oak Ave"])
        #expect(car.stack.count == 1, "depth never exceeds 2")
    }
}
