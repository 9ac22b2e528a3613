// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// Airwaves, an audio app written for iOS 13 and earlier: no CarPlay scene, only MediaPlayer's playable content
/// API. Its content tree has three root items, shown as tabs (sectioned browsing):
///
///     [0] Stations        live streams, playable
///     [1] Shows           containers of episodes (loaded from "the network": 1 s),
///                         which show their playback progress
///     [2] Downloads       episodes saved on the phone
///
/// Its app delegate sets the content manager's data source and delegate at launch; playback sets now playing
/// info and answers the remote commands, including the playback rate (0.5, 1, 1.5, 2, as in the WWDC talk).
public final class AirwavesContent: NSObject, MPPlayableContentDataSource, MPPlayableContentDelegate, @unchecked Sendable {
    public struct Episode: Sendable, Equatable {
        public let id: String
        public let title: String
        public let duration: TimeInterval
        public var progress: TimeInterval
    }
    public struct Show: Sendable {
        public let id: String
        public let title: String
        public let host: String
        public var episodes: [Episode]
    }

    public let stations = [
        ("fm-helsinki", "Radio Helsinki", "Live · Indie"), ("yle-puhe", "Puhe", "Live · Talk"),
        ("jazz-24", "Jazz 24", "Live · Jazz"), ("news-now", "News Now", "Live · News")
    ]
    public private(set) var shows: [Show] = (1...3).map { s in
        Show(
            id: "show\(s)", title: ["Night Drive", "Kitchen Science", "Long Haul"][s - 1], host: ["Aino", "Matti", "Sofia"][s - 1],
            episodes: (1...(s == 3 ? 20 : 6)).map { e in
                Episode(id: "show\(s)-e\(e)", title: "Episode \(e)", duration: Double(1800 + 60 * e), progress: e == 1 ? 900 : 0)
            })
    }
    public let downloads = [("dl-1", "Night Drive · Episode 3"), ("dl-2", "Kitchen Science · Episode 1")]

    /// Shows whose episodes have arrived from the network.
    private var fetchedShows: Set<Int> = []
    public private(set) var rate: Float = 1.0
    public private(set) var playing: String?
    private var tokens: [(MPRemoteCommand, Any)] = []
    /// Load requests the car made, by index path (tests read it).
    public private(set) var loadRequests: [IndexPath] = []

    public override init() {
        super.init()
    }

    /// What `application(_:didFinishLaunchingWithOptions:)` does.
    public func register() {
        let manager = MPPlayableContentManager.shared()
        manager.dataSource = self
        manager.delegate = self
        let center = MPRemoteCommandCenter.shared()
        for (command, _) in tokens { command.removeTarget(nil) }
        tokens = []
        func on(_ command: MPRemoteCommand, _ body: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) {
            command.isEnabled = true
            tokens.append((command, command.addTarget(handler: body)))
        }
        center.changePlaybackRateCommand.supportedPlaybackRates = [0.5, 1.0, 1.5, 2.0]
        on(center.changePlaybackRateCommand) { [weak self] event in
            guard let self, let e = event as? MPChangePlaybackRateCommandEvent else { return .commandFailed }
            self.setRate(e.playbackRate)
            return .success
        }
        on(center.pauseCommand) { [weak self] _ in
            self?.pause()
            return .success
        }
        on(center.playCommand) { [weak self] _ in
            self?.resume()
            return .success
        }
    }

    // MARK: MPPlayableContentDataSource

    public func beginLoadingChildItems(at indexPath: IndexPath, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        loadRequests.append(indexPath)
        // A show's episodes come from the network; everything else is on the phone.
        guard indexPath.count == 2, indexPath[0] == 1 else { return completionHandler(nil) }
        let show = indexPath[1]
        if fetchedShows.contains(show) { return completionHandler(nil) }
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            self?.fetchedShows.insert(show)
            completionHandler(nil)
        }
    }

    public func childItemsDisplayPlaybackProgress(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath[0] == 1
    }

    public func numberOfChildItems(at indexPath: IndexPath) -> Int {
        switch Array(indexPath) {
        case []: 3
        case [0]: stations.count
        case [1]: shows.count
        case [2]: downloads.count
        case let p where p.count == 2 && p[0] == 1 && shows.indices.contains(p[1]): limited(shows[p[1]].episodes.count)
        default: 0
        }
    }

    /// As many items as the car lets a list have now (the talk: read the context's enforced count).
    func limited(_ count: Int) -> Int {
        let context = MPPlayableContentManager.shared().context
        return context.contentLimitsEnforced ? min(count, context.enforcedContentItemsCount) : count
    }

    public func contentItem(at indexPath: IndexPath) -> MPContentItem? {
        let p = Array(indexPath)
        switch p.count {
        case 1:
            let titles = ["Stations", "Shows", "Downloads"]
            guard titles.indices.contains(p[0]) else { return nil }
            let item = MPContentItem(identifier: "root-\(p[0])")
            item.title = titles[p[0]]
            item.isContainer = true
            item.artwork = artwork(["dot.radiowaves.left.and.right", "mic", "arrow.down.circle"][p[0]])
            return item
        case 2 where p[0] == 0 && stations.indices.contains(p[1]):
            let s = stations[p[1]]
            let item = MPContentItem(identifier: s.0)
            item.title = s.1
            item.subtitle = s.2
            item.isPlayable = true
            item.isStreamingContent = true
            item.artwork = artwork("radio")
            return item
        case 2 where p[0] == 1 && shows.indices.contains(p[1]):
            let s = shows[p[1]]
            let item = MPContentItem(identifier: s.id)
            item.title = s.title
            item.subtitle = "with \(s.host)"
            item.isContainer = true
            item.artwork = artwork("mic")
            return item
        case 2 where p[0] == 2 && downloads.indices.contains(p[1]):
            let d = downloads[p[1]]
            let item = MPContentItem(identifier: d.0)
            item.title = d.1
            item.isPlayable = true
            return item
        case 3 where p[0] == 1 && shows.indices.contains(p[1]) && shows[p[1]].episodes.indices.contains(p[2]):
            let e = shows[p[1]].episodes[p[2]]
            let item = MPContentItem(identifier: e.id)
            item.title = e.title
            item.subtitle = "\(Int(e.duration / 60)) min"
            item.isPlayable = true
            item.playbackProgress = Float(e.progress / e.duration)
            return item
        default:
            return nil
        }
    }

    private func artwork(_ symbol: String) -> MPMediaItemArtwork {
        MPMediaItemArtwork(boundsSize: CGSize(width: 40, height: 40)) { _ in UIImage(systemName: symbol)! }
    }

    // MARK: MPPlayableContentDelegate

    public func playableContentManager(
        _ contentManager: MPPlayableContentManager, initiatePlaybackOfContentItemAt indexPath: IndexPath,
        completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        guard let item = contentItem(at: indexPath), item.isPlayable else { return completionHandler(AirwavesError.notPlayable) }
        // The audio session is activated only now, when there is audio to play.
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: item.isStreamingContent ? .default : .spokenAudio)
        try? AVAudioSession.sharedInstance().setActive(true)
        playing = item.identifier
        rate = 1.0
        contentManager.nowPlayingIdentifiers = [item.identifier]
        var info: [String: Any] = [
            MPMediaItemPropertyTitle: item.title ?? "", MPMediaItemPropertyArtist: item.subtitle ?? "",
            MPNowPlayingInfoPropertyPlaybackRate: 1.0, MPNowPlayingInfoPropertyDefaultPlaybackRate: 1.0
        ]
        if item.isStreamingContent { info[MPNowPlayingInfoPropertyIsLiveStream] = true }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
        completionHandler(nil)
    }

    public func playableContentManager(_ contentManager: MPPlayableContentManager, didUpdate context: MPPlayableContentManagerContext) {
        // Fewer (or more) episodes fit now: the car asks again.
        contentManager.reloadData()
    }

    func setRate(_ newRate: Float) {
        rate = newRate
        var info = MPNowPlayingInfoCenter.default().nowPlayingInfo ?? [:]
        info[MPNowPlayingInfoPropertyPlaybackRate] = Double(newRate)
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
    }

    func pause() { setRate(0) }
    func resume() { setRate(1) }

    public enum AirwavesError: Error { case notPlayable }
}
