// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation

// Faulty apps of the audio and communication guidelines, written the iOS way: the music player, MediaPlayer's
// playable content data source, SiriKit's user activity and CallKit, with `asyncAfter` for the network.

/// An audio app that plays a song from the catalog (its store ID) and pushes a screen of the song's lyrics, read from
/// the playing item's `lyrics` (fixed: it plays and shows nothing more; the car's now playing screen has the song).
final class LyricsScreenApp: CorpusApp {
    static let songs = [("Ferry at Dawn", "1700000001"), ("Ring Road", "1700000005")]

    override func connected(_ ic: CPInterfaceController) {
        let rows = Self.songs.map { title, storeID in row(title, "Saima Lind") { [weak self] in self?.play(storeID) } }
        restoreNowPlaying(Self.songs[0].0, "Saima Lind")
        ic.setRootTemplate(list("Songs", rows), animated: false, completion: nil)
    }

    func play(_ storeID: String) {
        let player = MPMusicPlayerController.applicationMusicPlayer
        player.setQueue(with: [storeID])
        player.play()
        guard !fixed, let song = player.nowPlayingItem, let words = song.lyrics else { return }
        let lines = words.split(whereSeparator: \.isNewline).map { row(String($0)) }
        ic?.pushTemplate(list(song.title ?? "Now Playing", lines), animated: true, completion: nil)
    }
}

/// A VoIP app's phone side: a CallKit provider made at launch, and calls Siri hands over as a user activity. The
/// faulty one opens its own connection to the callee (two seconds on the network) and never tells CallKit, so the
/// car never shows the call; the fixed one starts it with `CXCallController`, and its provider reports it.
@MainActor
final class CorpusVoIPPhone: NSObject, @preconcurrency CXProviderDelegate {
    let fixed: Bool
    let contacts = ["Anna", "Ben"]
    private(set) var connected: [String] = []
    lazy var provider: CXProvider = {
        let configuration = CXProviderConfiguration()
        configuration.supportedHandleTypes = [.generic]
        let p = CXProvider(configuration: configuration)
        p.setDelegate(self, queue: nil)
        return p
    }()
    let controller = CXCallController()

    init(fixed: Bool) {
        self.fixed = fixed
        super.init()
    }

    /// What the app does as it starts (launched for the car or for Siri): its CallKit provider.
    func launch() { _ = provider }

    /// What `application(_:continue:restorationHandler:)` does with Siri's call.
    func continueUserActivity(_ activity: NSUserActivity) {
        guard let intent = activity.interaction?.intent as? INStartCallIntent, let name = intent.contacts?.first?.displayName else { return }
        launch()
        startCall(to: name)
    }

    func startCall(to name: String) {
        if fixed {
            controller.request(CXTransaction(action: CXStartCallAction(call: UUID(), handle: CXHandle(type: .generic, value: name)))) { _ in }
            return
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in self?.connected.append(name) }
    }

    func providerDidReset(_ provider: CXProvider) {}

    func provider(_ provider: CXProvider, perform action: CXStartCallAction) {
        action.fulfill()
        provider.reportOutgoingCall(with: action.callUUID, startedConnectingAt: nil)
        let uuid = action.callUUID
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { provider.reportOutgoingCall(with: uuid, connectedAt: nil) }
    }

    func provider(_ provider: CXProvider, perform action: CXEndCallAction) { action.fulfill() }
}

/// The VoIP app's intents extension: it accepts calls to its contacts and continues them in the app.
final class CorpusCallIntentHandler: INExtension, INStartCallIntentHandling, @unchecked Sendable {
    let contacts: [String]
    init(contacts: [String]) {
        self.contacts = contacts
        super.init()
    }
    override func handler(for intent: INIntent) -> Any? { intent is INStartCallIntent ? self : nil }

    func handle(intent: INStartCallIntent, completion: @escaping (INStartCallIntentResponse) -> Void) {
        let known = intent.contacts?.first.map { contacts.contains($0.displayName) } ?? false
        completion(INStartCallIntentResponse(code: known ? .continueInApp : .failureContactNotSupportedByApp, userActivity: nil))
    }
}

/// The VoIP app on the car: its recent calls; a row calls back.
final class VoIPRecentsScene: UIResponder, CPTemplateApplicationSceneDelegate {
    let phone: CorpusVoIPPhone
    init(phone: CorpusVoIPPhone) {
        self.phone = phone
        super.init()
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        phone.launch()
        let rows = phone.contacts.map { name -> CPListItem in
            let item = CPListItem(text: name, detailText: "Yesterday")
            item.handler = { [weak self] _, completion in
                MainActor.assumeIsolated { self?.phone.startCall(to: name) }
                completion()
            }
            return item
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Recents", sections: [CPListSection(items: rows)]), animated: false, completion: nil)
    }
}

/// A music app built on MediaPlayer's playable content API: All Songs lists its 20 songs and each album splits into
/// discs, whatever the car allows (fixed: it reads the context it is told of, lists at most
/// `enforcedContentItemsCount` songs while limits are enforced, and lists an album's songs without the discs level).
final class AlbumTreeContent: NSObject, MPPlayableContentDataSource, MPPlayableContentDelegate, @unchecked Sendable {
    let fixed: Bool
    let songs = (1...20).map { "Song \($0)" }
    let albums = ["Harbour Lights", "Northbound"]

    init(fixed: Bool) {
        self.fixed = fixed
        super.init()
    }

    /// What `application(_:didFinishLaunchingWithOptions:)` does.
    func register() {
        MPPlayableContentManager.shared().dataSource = self
        MPPlayableContentManager.shared().delegate = self
    }

    /// How many of `count` items to list: all of them, or (fixed) what the car allows now.
    func limited(_ count: Int) -> Int {
        let context = MPPlayableContentManager.shared().context
        guard fixed, context.contentLimitsEnforced else { return count }
        return min(count, context.enforcedContentItemsCount)
    }

    func beginLoadingChildItems(at indexPath: IndexPath, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        // The library is on the phone: ready at once.
        completionHandler(nil)
    }

    func childItemsDisplayPlaybackProgress(at indexPath: IndexPath) -> Bool { false }

    func numberOfChildItems(at indexPath: IndexPath) -> Int {
        switch Array(indexPath) {
        case []: 2
        case [0]: limited(songs.count)
        case [1]: albums.count
        case let p where p.count == 2 && p[0] == 1: fixed ? 4 : 2
        case let p where p.count == 3 && p[0] == 1 && !fixed: 2
        default: 0
        }
    }

    func contentItem(at indexPath: IndexPath) -> MPContentItem? {
        let p = Array(indexPath)
        func item(_ id: String, _ title: String, container: Bool) -> MPContentItem {
            let i = MPContentItem(identifier: id)
            i.title = title
            i.isContainer = container
            i.isPlayable = !container
            return i
        }
        switch p.count {
        case 1: return p[0] == 0 ? item("songs", "All Songs", container: true) : item("albums", "Albums", container: true)
        case 2 where p[0] == 0 && songs.indices.contains(p[1]): return item("song-\(p[1])", songs[p[1]], container: false)
        case 2 where p[0] == 1 && albums.indices.contains(p[1]): return item("album-\(p[1])", albums[p[1]], container: true)
        case 3 where p[0] == 1 && fixed: return item("album-\(p[1])-track-\(p[2])", "Track \(p[2] + 1)", container: false)
        case 3 where p[0] == 1: return item("album-\(p[1])-disc-\(p[2])", "Disc \(p[2] + 1)", container: true)
        case 4 where p[0] == 1: return item("album-\(p[1])-disc-\(p[2])-track-\(p[3])", "Track \(p[3] + 1)", container: false)
        default: return nil
        }
    }

    func playableContentManager(
        _ contentManager: MPPlayableContentManager, initiatePlaybackOfContentItemAt indexPath: IndexPath,
        completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        // What plays fills CarPlay's now playing screen, which the car shows next.
        let title = contentItem(at: indexPath)?.title ?? "Track"
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: title, MPNowPlayingInfoPropertyPlaybackRate: 1.0]
        completionHandler(nil)
    }

    func playableContentManager(_ contentManager: MPPlayableContentManager, didUpdate context: MPPlayableContentManagerContext) {
        if fixed { contentManager.reloadData() }
    }
}

/// A playable content app's declaration: the playable content entitlement, no CarPlay scene.
@MainActor
func playableContentApp(name: String, content: AlbumTreeContent) throws -> AppDeclaration {
    let escaped = name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    let info = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>CFBundleDisplayName</key><string>\(escaped)</string>
        </dict></plist>
        """
    let entitlements = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>com.apple.developer.playable-content</key><true/>
        </dict></plist>
        """
    return try AppDeclaration(infoPlist: Data(info.utf8), entitlements: Data(entitlements.utf8), delegates: []).launching { content.register() }
}

extension Corpus {
    static let mediaAndCallCases: [FaultyCase] = [
        FaultyCase(.audioLyrics, [.audio], "An audio app pushes a screen with the playing song's lyrics.", iOSWay: true, LyricsScreenApp.self),
        FaultyCase(
            .callingCallKit, [.communication], "A VoIP app accepts Siri's calls but connects them itself, never telling CallKit.", iOSWay: true,
            declaring: { fixed, name, _ in
                let phone = CorpusVoIPPhone(fixed: fixed)
                let contacts = phone.contacts
                return try AppDeclaration.inMemory(
                    name: name, categories: [.communication], sceneDelegate: SceneDelegateFactory(className: "CorpusApp") { VoIPRecentsScene(phone: phone) }
                )
                .handlingIntents(declaring: ["INStartCallIntent"]) { CorpusCallIntentHandler(contacts: contacts) }
                .continuingUserActivity { phone.continueUserActivity($0) }
            }),
        FaultyCase(
            .playableContentLimits, [], "A playable content app lists 20 songs and splits albums into discs whatever the car's limits.", iOSWay: true,
            declaring: { fixed, name, _ in try playableContentApp(name: name, content: AlbumTreeContent(fixed: fixed)) })
    ]
}
