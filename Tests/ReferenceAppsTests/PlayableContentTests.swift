// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import ReferenceApps
import Testing

/// A content tree written in the test: `children[path]` lists the items under a path; `answers` says whether
/// `beginLoadingChildItems` ever completes.
final class TreeSource: NSObject, MPPlayableContentDataSource, MPPlayableContentDelegate, @unchecked Sendable {
    var children: [IndexPath: [MPContentItem]] = [:]
    var answersLoads = true
    var asked: [String] = []
    var contexts: [(count: Int, depth: Int, enforced: Bool)] = []
    var played: [IndexPath] = []

    func beginLoadingChildItems(at indexPath: IndexPath, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        asked.append("load \(Array(indexPath))")
        if answersLoads { completionHandler(nil) }
    }
    func numberOfChildItems(at indexPath: IndexPath) -> Int {
        asked.append("count \(Array(indexPath))")
        return children[indexPath]?.count ?? 0
    }
    func contentItem(at indexPath: IndexPath) -> MPContentItem? {
        asked.append("item \(Array(indexPath))")
        return children[indexPath.dropLast()]?[indexPath.last!]
    }
    func playableContentManager(
        _ contentManager: MPPlayableContentManager, initiatePlaybackOfContentItemAt indexPath: IndexPath,
        completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        played.append(indexPath)
        completionHandler(nil)
    }
    func playableContentManager(_ contentManager: MPPlayableContentManager, didUpdate context: MPPlayableContentManagerContext) {
        contexts.append((context.enforcedContentItemsCount, context.enforcedContentTreeDepth, context.contentLimitsEnforced))
    }

    static func item(_ id: String, container: Bool = false) -> MPContentItem {
        let i = MPContentItem(identifier: id)
        i.title = id
        i.isContainer = container
        i.isPlayable = !container
        return i
    }
}

@MainActor
func playableApp(_ source: TreeSource, sectioned: Bool = false, scene: Bool = false) throws -> AppDeclaration {
    let manifest =
        scene
        ? """
        <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>CPTemplateApplicationSceneSessionRoleApplication</key><array><dict>
        <key>UISceneClassName</key><string>CPTemplateApplicationScene</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).EmptyAudioScene</string>
        </dict></array></dict></dict>
        """ : ""
    let info = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>CFBundleDisplayName</key><string>Tree</string>
        \(sectioned ? "<key>UIBrowsableContentSupportsSectionedBrowsing</key><true/>" : "")
        \(manifest)
        </dict></plist>
        """
    let ents = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>com.apple.developer.playable-content</key><true/>
        \(scene ? "<key>com.apple.developer.carplay-audio</key><true/>" : "")
        </dict></plist>
        """
    let source = source
    return try AppDeclaration(
        infoPlist: Data(info.utf8), entitlements: Data(ents.utf8),
        delegates: [SceneDelegateFactory(EmptyAudioScene.self) { EmptyAudioScene() }]
    )
    .launching {
        MPPlayableContentManager.shared().dataSource = source
        MPPlayableContentManager.shared().delegate = source
    }
}

/// A CarPlay framework scene for an app that has both APIs.
final class EmptyAudioScene: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "CarPlay framework", sections: []), animated: false, completion: nil)
    }
}

/// The seeds' statements about MediaPlayer playable content (002, the WWDC talk), each a test.
@Suite @MainActor
struct PlayableContentTests {
    func airwaves(driving: Bool = false, locked: Bool = false) async throws -> (CarPlayTestSession, AirwavesContent) {
        let content = AirwavesContent()
        let car = try await CarPlayTestSession(
            app: try ReferenceApps.airwaves(content: content), driving: driving, phoneLocked: locked, hosting: .testProcess)
        await car.settle()
        return (car, content)
    }

    @Test func audioAppsWithThePlayableContentEntitlementAreShownAndBrowsedThroughTheirDataSource() async throws {
        let (car, _) = try await airwaves()
        #expect(car.session.app.isCarPlayApp && car.session.app.usesPlayableContent)
        #expect(car.events.contains(.lifecycle(.didFinishLaunching)), "launched in the background for the car")
        #expect(car.top?.kind == .tabBar)
        #expect(car.texts.contains("Radio Helsinki"))
    }

    @Test func carPlayAsksForContentItemsAtASpecificIndexPath() async throws {
        let source = TreeSource()
        source.children = [
            []: [TreeSource.item("Running", container: true), TreeSource.item("Walking", container: true)],
            [0]: [TreeSource.item("Running Playlist"), TreeSource.item("Mix")],
            [1]: [TreeSource.item("Podcast", container: true)], [1, 0]: [TreeSource.item("Ep 1"), TreeSource.item("Ep 2")]
        ]
        let car = try await CarPlayTestSession(app: try playableApp(source), hosting: .testProcess)
        await car.settle()
        #expect(car.texts.contains("Running") && car.texts.contains("Walking"))
        source.asked = []
        try await car.tap("Running")
        await car.settle()
        #expect(source.asked.contains("item [0, 0]"), "the first child of the first root item: \(source.asked)")
        #expect(car.top?.sections.first?.items.map(\.text) == ["Running Playlist", "Mix"])
    }

    @Test func carPlayAlsoAsksForTheNumberOfChildItemsOfAParticularIndex() async throws {
        let source = TreeSource()
        source.children = [
            []: [TreeSource.item("A", container: true)], [0]: [TreeSource.item("B", container: true)],
            [0, 0]: [TreeSource.item("one"), TreeSource.item("two")]
        ]
        let car = try await CarPlayTestSession(app: try playableApp(source), hosting: .testProcess)
        await car.settle()
        try await car.tap("A")
        await car.settle()
        try await car.tap("B")
        await car.settle()
        #expect(source.asked.contains("count [0, 0]"))
        #expect(car.top?.sections.first?.items.count == 2)
    }

    @Test func someVehiclesEnforceLimitedContentWhileInMotionRowsAndContainerDepth() async throws {
        let source = TreeSource()
        source.children = [
            []: (0..<30).map { TreeSource.item("Song \($0)") } + [TreeSource.item("Deep", container: true)],
            [30]: [TreeSource.item("L2", container: true)], [30, 0]: [TreeSource.item("L3", container: true)],
            [30, 0, 0]: [TreeSource.item("L4", container: true)], [30, 0, 0, 0]: [TreeSource.item("end")]
        ]
        let car = try await CarPlayTestSession(app: try playableApp(source), driving: true, hosting: .testProcess)
        await car.settle()
        #expect(car.top?.sections.first?.items.count == 12, "a moving car shows 12 rows")
        #expect(
            car.events.contains(
                .playableContentBeyondLimit(PlayableContentOverflow(limit: .itemsCount, path: [], title: "Tree", allowed: 12, given: 31, enforced: true))))
        #expect(MPPlayableContentManager.shared().context.contentLimitsEnforced)
        #expect(MPPlayableContentManager.shared().context.enforcedContentItemsCount == 12)
        await car.park()
        await car.settle()
        #expect(car.top?.sections.first?.items.count == 31, "parked: every row")
        try await car.tap("Deep")
        await car.settle()
        try await car.tap("L2")
        await car.settle()
        await car.drive()
        await car.settle()
        // Depth 3 is the most a moving car opens (our estimate): L3's container can't be opened.
        #expect(car.top?.sections.first?.items.first?.isEnabled == false)
        #expect(
            car.events.contains(
                .playableContentBeyondLimit(
                    PlayableContentOverflow(limit: .treeDepth, path: [30, 0, 0], title: "L3", allowed: 3, given: 4, enforced: true))))
        await car.park()
        await car.settle()
        #expect(car.top?.sections.first?.items.first?.isEnabled == true)
    }

    @Test func toCheckIfContentLimitsAreEnforcedImplementTheDelegateCallbackContentManagerDidUpdate() async throws {
        let source = TreeSource()
        source.children = [[]: [TreeSource.item("x")]]
        let car = try await CarPlayTestSession(app: try playableApp(source), hosting: .testProcess)
        await car.settle()
        await car.drive()
        await car.park()
        #expect(source.contexts.map(\.enforced) == [false, true, false])
        #expect(source.contexts[1].count == 12 && source.contexts[1].depth == 3)
        #expect(source.contexts[0].count == 500 && source.contexts[0].depth == 5)
    }

    @Test func uiBrowsableContentSupportsSectionedBrowsingAddsTabsAtMostFour() async throws {
        let source = TreeSource()
        source.children = [[]: (0..<6).map { TreeSource.item("Tab \($0)", container: true) }, [0]: [TreeSource.item("in tab 0")]]
        let car = try await CarPlayTestSession(app: try playableApp(source, sectioned: true), hosting: .testProcess)
        await car.settle()
        #expect(car.top?.tabs.count == 4)
        #expect(car.top?.tabs.compactMap(\.tabItem?.text) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3"])
        #expect(car.texts.contains("in tab 0"))
    }

    @Test func tabImageAssetsWillBeRenderedAsTemplateImages() async throws {
        let (car, _) = try await airwaves()
        let tabs = try #require(car.templates.first as? CPTabBarTemplate)
        #expect(tabs.templates.allSatisfy { $0.tabImage?.renderingMode == .alwaysTemplate })
    }

    @Test func makeSureContentIsReadyBeforeCallingTheCompletionHandlersTheCarWaitsWithASpinner() async throws {
        let (car, content) = try await airwaves()
        try await car.tap("Shows")
        try await car.tap("Night Drive")
        await car.settle()
        #expect(car.top?.list?.showsEmptySpinner == true, "episodes still loading")
        #expect(content.loadRequests.contains([1, 0]))
        await car.advance(by: .seconds(1))
        #expect(car.top?.sections.first?.items.first?.text == "Episode 1")
        #expect(car.top?.sections.first?.items.first?.details.progress == 0.48, "shows display their playback progress")
    }

    @Test func forAppsWithoutTabsTheRootMustReturnAtLeastOneItemOrCarPlayShowsALoadingIndicatorAndTimesOut() async throws {
        let source = TreeSource()
        let car = try await CarPlayTestSession(app: try playableApp(source), hosting: .testProcess)
        await car.settle()
        #expect(car.top?.list?.showsEmptySpinner == true)
        #expect(car.events.contains(.note("the content root has no items")))
        let waiting = TreeSource()
        waiting.answersLoads = false
        waiting.children = [[]: [TreeSource.item("never shown")]]
        let car2 = try await CarPlayTestSession(app: try playableApp(waiting), hosting: .testProcess)
        await car2.settle()
        #expect(car2.top?.list?.showsEmptySpinner == true)
        await car2.advance(by: .seconds(10))
        #expect(car2.events.contains(.spinnerTimedOut(element: "content []", seconds: 10)))
        #expect(car2.top?.list?.showsEmptySpinner == false)
        #expect(car2.top?.list?.emptyTitle == "Content Unavailable")
        #expect(await car2.findings.map(\.rule) == [.selectionSpinner], "the reviewer flags the app that never answers")
    }

    @Test func playbackRateIncrementsThroughTheSupportedRatesCyclingBackToTheBeginning() async throws {
        let (car, content) = try await airwaves()
        try await car.tap("Radio Helsinki")
        await car.settle()
        #expect(car.top?.kind == .nowPlaying)
        #expect(content.playing == "fm-helsinki")
        var rates: [Float] = []
        for _ in 0..<4 {
            try await car.tap("playbackRate")
            rates.append(content.rate)
        }
        #expect(rates == [1.5, 2.0, 0.5, 1.0])
        #expect(car.top?.nowPlaying?.rate == 1.00)
    }

    @Test func theNowPlayingIdentifiersMarkWhatIsPlaying() async throws {
        let (car, _) = try await airwaves()
        try await car.tap("Jazz 24")
        await car.settle()
        try await car.back()
        #expect(car.top?.tabs.first.flatMap { $0.sections.first?.items.first { $0.text == "Jazz 24" } }?.details.playingIndicator != nil)
    }

    @Test func theCarPlayFrameworkTakesPrecedenceFromIOS14WhenAnAppHasBoth() async throws {
        let source = TreeSource()
        source.children = [[]: [TreeSource.item("from MediaPlayer")]]
        let modern = try await CarPlayTestSession(app: try playableApp(source, scene: true), hosting: .testProcess)
        await modern.settle()
        #expect(modern.top?.title == "CarPlay framework")
        var old = VehicleProfile.standard
        old.iOSMajorVersion = 13
        let legacy = try await CarPlayTestSession(app: try playableApp(source, scene: true), vehicle: old, hosting: .testProcess)
        await legacy.settle()
        #expect(legacy.texts.contains("from MediaPlayer"))
    }

    @Test func worksLockedWhileDrivingAndAfterReconnectWithNoFindings() async throws {
        let (car, _) = try await airwaves(driving: true, locked: true)
        try await car.tap("Shows")
        try await car.tap("Long Haul")
        await car.advance(by: .seconds(2))
        #expect(car.top?.sections.first?.items.count == 12, "the app reads the enforced count itself")
        try await car.tap("Episode 3")
        await car.settle()
        await car.disconnect()
        await car.reconnect()
        await car.settle()
        #expect(car.top?.kind == .tabBar)
        await car.expectNoFindings()
    }
}
