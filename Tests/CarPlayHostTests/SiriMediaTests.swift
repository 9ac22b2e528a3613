import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A small music app's catalogue and state, one per test (its handlers and delegates share it).
final class TuneBox: @unchecked Sendable {
    let songs = [
        INMediaItem(identifier: "t1", title: "Harbour Lights", type: .song, artwork: nil, artist: "The Quays"),
        INMediaItem(identifier: "t2", title: "Night Ferry", type: .song, artwork: nil, artist: "The Quays"),
        INMediaItem(identifier: "t3", title: "Night Bus", type: .song, artwork: nil, artist: "Late Shift")
    ]
    var playing: INMediaItem?
    var signedIn = true
    var library: [String] = []
    var playlists: [String: [String]] = ["Commute": []]
    var likes: [String: INMediaAffinityType] = [:]
    var calls: [String] = []

    func find(_ search: INMediaSearch?) -> [INMediaItem] {
        if search?.reference == .currentlyPlaying { return playing.map { [$0] } ?? [] }
        guard let name = search?.mediaName?.lowercased() else { return songs }
        return songs.filter { $0.title!.lowercased().contains(name) }
    }

    /// What the app does to play: its audio session takes the car's speakers, now playing shows the song.
    func play(_ item: INMediaItem) throws {
        playing = item
        try AVAudioSession.sharedInstance().setCategory(.playback)
        try AVAudioSession.sharedInstance().setActive(true)
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: item.title ?? "", MPMediaItemPropertyArtist: item.artist ?? "", MPNowPlayingInfoPropertyPlaybackRate: 1.0
        ]
        MPNowPlayingInfoCenter.default().playbackState = .playing
    }
}

/// The app's intents extension: resolves media against the catalogue and hands playback to the app.
final class TuneBoxIntents: INExtension, INPlayMediaIntentHandling, INAddMediaIntentHandling, INUpdateMediaAffinityIntentHandling,
    @unchecked Sendable
{
    let box: TuneBox
    init(_ box: TuneBox) {
        self.box = box
        super.init()
    }

    override func handler(for intent: INIntent) -> Any? { self }

    func resolveMediaItems(for intent: INPlayMediaIntent, with completion: @escaping ([INPlayMediaMediaItemResolutionResult]) -> Void) {
        box.calls.append("resolve play")
        guard box.signedIn else { return completion([.unsupported(forReason: .loginRequired)]) }
        if intent.resumePlayback == true, let last = box.playing ?? box.songs.first { return completion([.success(with: last)]) }
        let found = box.find(intent.mediaSearch)
        switch found.count {
        case 0: completion([.unsupported()])
        case 1: completion(INPlayMediaMediaItemResolutionResult.successes(with: found))
        default: completion([.disambiguation(with: found)])
        }
    }

    func handle(intent: INPlayMediaIntent, completion: @escaping (INPlayMediaIntentResponse) -> Void) {
        box.calls.append("handle play \(intent.mediaItems?.first?.title ?? "-")")
        // Playback belongs to the app, which iOS launches in the background.
        completion(INPlayMediaIntentResponse(code: .handleInApp, userActivity: nil))
    }

    func resolveMediaItems(for intent: INAddMediaIntent, with completion: @escaping ([INAddMediaMediaItemResolutionResult]) -> Void) {
        let found = box.find(intent.mediaSearch)
        completion(found.isEmpty ? [.unsupported()] : INAddMediaMediaItemResolutionResult.successes(with: found))
    }

    func resolveMediaDestination(for intent: INAddMediaIntent, with completion: @escaping (INAddMediaMediaDestinationResolutionResult) -> Void) {
        guard let destination = intent.mediaDestination else { return completion(.success(with: .libraryDestination())) }
        if destination.mediaDestinationType == .playlist, box.playlists[destination.playlistName ?? ""] == nil {
            return completion(.unsupported(forReason: .playlistNameNotFound))
        }
        completion(.success(with: destination))
    }

    func handle(intent: INAddMediaIntent, completion: @escaping (INAddMediaIntentResponse) -> Void) {
        let titles = (intent.mediaItems ?? []).compactMap(\.title)
        if let name = intent.mediaDestination?.playlistName { box.playlists[name, default: []] += titles } else { box.library += titles }
        completion(INAddMediaIntentResponse(code: .success, userActivity: nil))
    }

    func resolveMediaItems(
        for intent: INUpdateMediaAffinityIntent, with completion: @escaping ([INUpdateMediaAffinityMediaItemResolutionResult]) -> Void
    ) {
        let found = box.find(intent.mediaSearch)
        completion(found.isEmpty ? [.unsupported(forReason: .unsupportedMediaType)] : INUpdateMediaAffinityMediaItemResolutionResult.successes(with: found))
    }

    func handle(intent: INUpdateMediaAffinityIntent, completion: @escaping (INUpdateMediaAffinityIntentResponse) -> Void) {
        for item in intent.mediaItems ?? [] { box.likes[item.title ?? ""] = intent.affinityType }
        completion(INUpdateMediaAffinityIntentResponse(code: .success, userActivity: nil))
    }
}

/// The app's delegate: plays what its extension handed over (`handleInApp`), or hands Siri an in-app handler.
final class TuneBoxAppDelegate: UIResponder, UIApplicationDelegate {
    let box: TuneBox
    init(_ box: TuneBox) {
        self.box = box
        super.init()
    }

    func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void) {
        box.calls.append("app handles \(type(of: intent))")
        guard let play = intent as? INPlayMediaIntent, let item = play.mediaItems?.first, (try? box.play(item)) != nil else {
            return completionHandler(INPlayMediaIntentResponse(code: .failure, userActivity: nil))
        }
        completionHandler(INPlayMediaIntentResponse(code: .success, userActivity: nil))
    }

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        intent is INPlayMediaIntent ? InAppPlayHandler(box) : nil
    }
}

/// The handler an app gives from `application(_:handlerFor:)`: it plays in the app's own process, answering success.
final class InAppPlayHandler: NSObject, INPlayMediaIntentHandling, @unchecked Sendable {
    let box: TuneBox
    init(_ box: TuneBox) {
        self.box = box
        super.init()
    }

    func resolveMediaItems(for intent: INPlayMediaIntent, with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void) {
        let found = box.find(intent.mediaSearch)
        completion(found.isEmpty ? [.unsupported()] : INPlayMediaMediaItemResolutionResult.successes(with: [found[0]]))
    }

    func handle(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void) {
        box.calls.append("in-app handler plays")
        guard let item = intent.mediaItems?.first, (try? box.play(item)) != nil else {
            return completion(INPlayMediaIntentResponse(code: .failure, userActivity: nil))
        }
        let response = INPlayMediaIntentResponse(code: .success, userActivity: nil)
        response.nowPlayingInfo = [MPMediaItemPropertyTitle: item.title ?? ""]
        completion(response)
    }
}

/// The app's CarPlay screen: a list of its songs.
final class TuneBoxSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Songs", sections: [CPListSection(items: [CPListItem(text: "Harbour Lights", detailText: "The Quays")])]),
            animated: false, completion: nil)
    }
}

@Suite @MainActor
struct SiriMediaTests {
    func declaration(_ box: TuneBox, inAppIntents: [String] = []) throws -> AppDeclaration {
        try AppDeclaration.inMemory(
            name: "TuneBox", categories: [.audio], sceneDelegate: SceneDelegateFactory(TuneBoxSceneDelegate.self) { TuneBoxSceneDelegate() },
            inAppIntents: inAppIntents
        ).withApplicationDelegate(TuneBoxAppDelegate.self) { TuneBoxAppDelegate(box) }
    }

    @Test func mediaRequestsBecomeMediaIntents() throws {
        let album = try #require(HeadUnit.intent(for: "play the album Blue Harbour by The Quays") as? INPlayMediaIntent)
        #expect(album.mediaSearch?.mediaType == .album && album.mediaSearch?.mediaName == "Blue Harbour" && album.mediaSearch?.artistName == "The Quays")
        let song = try #require(HeadUnit.intent(for: "Play Night Ferry") as? INPlayMediaIntent)
        #expect(song.mediaSearch?.mediaName == "Night Ferry" && song.mediaSearch?.mediaType == .unknown)
        #expect((HeadUnit.intent(for: "play the latest episode of Tidal Notes") as? INPlayMediaIntent)?.mediaSearch?.sortOrder == .newest)
        #expect((HeadUnit.intent(for: "shuffle my Commute playlist") as? INPlayMediaIntent)?.playShuffled == true)
        #expect((HeadUnit.intent(for: "resume") as? INPlayMediaIntent)?.resumePlayback == true)
        let like = try #require(HeadUnit.intent(for: "I like this song") as? INUpdateMediaAffinityIntent)
        #expect(like.affinityType == .like && like.mediaSearch?.reference == .currentlyPlaying)
        #expect((HeadUnit.intent(for: "I don't like this") as? INUpdateMediaAffinityIntent)?.affinityType == .dislike)
        let add = try #require(HeadUnit.intent(for: "add this song to my Commute playlist") as? INAddMediaIntent)
        #expect(add.mediaDestination?.mediaDestinationType == .playlist && add.mediaDestination?.playlistName == "Commute")
        #expect((HeadUnit.intent(for: "add this to my library") as? INAddMediaIntent)?.mediaDestination?.mediaDestinationType == .library)
        // The car's own radio keeps its phrasings: a frequency is a station, not a song.
        #expect(HeadUnit.intent(for: "play 94.0 FM") is INSetRadioStationIntent)
        #expect(HeadUnit.strippingAppName("play Night Ferry on TuneBox", apps: ["TuneBox"]) == ("play Night Ferry", "TuneBox"))
    }

    @Test func playFromTheExtensionStartsTheAppAndShowsNowPlaying() async throws {
        let box = TuneBox()
        let app = try declaration(box).handlingIntents(declaring: [INPlayMediaIntentIdentifier]) { TuneBoxIntents(box) }
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(car.visibleTemplate?.kind == .list)
        let answer = await car.askSiri("play Harbour Lights on TuneBox")
        #expect(answer.app == "TuneBox")
        #expect(answer.reply == "Playing Harbour Lights on TuneBox.")
        #expect(box.calls == ["resolve play", "handle play Harbour Lights", "app handles INPlayMediaIntent"])
        #expect(box.playing?.identifier == "t1")
        // The car switched to the app's Now Playing screen, and its speakers play the app.
        #expect(car.visibleTemplate?.kind == .nowPlaying)
        #expect(car.texts.contains("Harbour Lights"))
        #expect(car.audio.source == "TuneBox")
    }

    @Test func fromTheHomeScreenTheCarOpensTheAppThatPlays() async throws {
        let box = TuneBox()
        let app = try declaration(box).handlingIntents { TuneBoxIntents(box) }
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        car.car.install(app)
        car.car.goHome()
        #expect(car.car.activeSession == nil)
        let answer = await car.askSiri("put on Night Bus using TuneBox")
        #expect(answer.reply == "Playing Night Bus on TuneBox.")
        #expect(car.car.activeSession?.app.name == "TuneBox" && car.visibleTemplate?.kind == .nowPlaying && car.audio.source == "TuneBox")
        // "Resume" goes to the app playing.
        #expect(await car.askSiri("resume").reply == "Playing Night Bus on TuneBox.")
    }

    @Test func resolutionProblemsAreSpokenAndNothingPlays() async throws {
        let box = TuneBox()
        let app = try declaration(box).handlingIntents { TuneBoxIntents(box) }
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        #expect(await car.askSiri("play Night").reply == "Which one: Night Ferry or Night Bus?")
        #expect(await car.askSiri("play Silent Symphony").reply == "I couldn't find that in TuneBox.")
        box.signedIn = false
        #expect(await car.askSiri("play Night Bus").reply == "You need to sign in to TuneBox first.")
        #expect(box.playing == nil && car.visibleTemplate?.kind == .list && car.audio.source == "radio")
    }

    @Test func anAppDelegateHandlerPlaysInTheApp() async throws {
        let box = TuneBox()
        let app = try declaration(box, inAppIntents: [INPlayMediaIntentIdentifier])
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        let answer = await car.askSiri("listen to Night Bus")
        #expect(answer.reply == "Playing Night Bus on TuneBox.")
        #expect(box.calls == ["in-app handler plays"])
        #expect(car.visibleTemplate?.kind == .nowPlaying && car.audio.source == "TuneBox")
        // Declared intents only: without INIntentsSupported the delegate isn't asked and no app takes the request.
        let other = TuneBox()
        let undeclared = try declaration(other)
        #expect(undeclared.inAppIntentsSupported.isEmpty && app.inAppIntentsSupported == ["INPlayMediaIntent"])
    }

    @Test func likeAndAddGoToTheAppPlaying() async throws {
        let box = TuneBox()
        let app = try declaration(box).handlingIntents { TuneBoxIntents(box) }
        let car = try await CarPlayTestSession(app: app, hosting: .testProcess)
        await car.askSiri("play Night Ferry")
        #expect(await car.askSiri("I like this song").reply == "OK, I'll remember that you like Night Ferry.")
        #expect(box.likes == ["Night Ferry": .like])
        #expect(await car.askSiri("add this to my Commute playlist").reply == "Added Night Ferry to Commute.")
        #expect(await car.askSiri("add this song to my library").reply == "Added Night Ferry to your library.")
        #expect(await car.askSiri("add this to my Gym playlist").reply == "I couldn't find a playlist named Gym in TuneBox.")
        #expect(box.playlists["Commute"] == ["Night Ferry"] && box.library == ["Night Ferry"])
    }

    @Test func noMediaAppMeansSiriSaysSo() async throws {
        let car = try await CarPlayTestSession(categories: [.communication], hosting: .testProcess) { NavigationPromptDelegate() }
        let answer = await car.askSiri("play Harbour Lights")
        #expect(answer.app == nil && answer.reply == "No app in the car can do that.")
        // An app named that can't play isn't replaced by another.
        let box = TuneBox()
        car.car.install(try declaration(box).handlingIntents { TuneBoxIntents(box) })
        #expect(await car.askSiri("play Harbour Lights on NavigationPromptDelegate").reply == "NavigationPromptDelegate can't do that.")
        #expect(box.playing == nil)
    }

    @Test func mediaTypesKeepAppleValues() {
        // Raw values are what apps archive and compare; they follow Apple's headers.
        #expect(INMediaItemType.podcastEpisode.rawValue == 7 && INMediaItemType.news.rawValue == 20)
        #expect(INPlayMediaIntentResponseCode.handleInApp.rawValue == 5 && INPlayMediaIntentResponseCode.failureMaxStreamLimitReached.rawValue == 11)
        #expect(INAddMediaIntentResponseCode.handleInApp.rawValue == 4)
        #expect(INPlayMediaMediaItemUnsupportedReason.loginRequired.rawValue == 1)
        let image = INImage.systemImageNamed("music.note")
        #expect(image.source == .systemImage("music.note") && INImage(url: URL(fileURLWithPath: "/nonexistent/cover.png")) == nil)
        let item = INMediaItem(identifier: "x", title: "X", type: .song, artwork: INImage(imageData: Data([1, 2])))
        #expect(item.artist == nil && item.artwork?.imageData == Data([1, 2]))
    }
}
