// SPDX-License-Identifier: Apache-2.0

import CarPlayShim

/// A show and its episodes.
public struct Show: Equatable, Sendable {
    public let id: String
    public let title: String
    public let author: String
    public let symbol: String
    public var episodes: [Episode]
}

public struct Episode: Equatable, Sendable {
    public let id: String
    public let title: String
    public let duration: TimeInterval
    /// Where the listener stopped (seconds).
    public var progress: TimeInterval = 0
    public var isPlayed = false
}

/// A live game broadcast (shown in the car's sports mode).
public struct LiveGame: Equatable, Sendable {
    public let id: String
    public let home: String, away: String
    public var homeScore: Int, awayScore: Int
    public var period: String
    public var clock: TimeInterval
}

/// The phone-side library: subscribed shows, live games, and the player.
@MainActor
public final class PodcastLibrary {
    public static let shared = PodcastLibrary()
    public private(set) var shows: [Show]
    public private(set) var games: [LiveGame]
    public let player: PodcastPlayer

    public init(shows: [Show] = PodcastLibrary.sample, games: [LiveGame] = PodcastLibrary.sampleGames) {
        self.shows = shows
        self.games = games
        player = PodcastPlayer()
        player.library = self
    }

    public func show(_ id: String) -> Show? { shows.first { $0.id == id } }

    /// Episodes not yet played (the Recent tab's badge).
    public var unplayedCount: Int { shows.reduce(0) { $0 + $1.episodes.filter { !$0.isPlayed }.count } }

    func update(_ episode: Episode, of showID: String) {
        guard let s = shows.firstIndex(where: { $0.id == showID }), let e = shows[s].episodes.firstIndex(where: { $0.id == episode.id }) else { return }
        shows[s].episodes[e] = episode
    }

    public static let sample: [Show] = [
        ("swift", "Swift by Night", "Ada L.", "swift", 14),
        ("roads", "Open Roads", "Ben K.", "car.fill", 30),
        ("radio", "Mesh Radio Hour", "Chen W.", "antenna.radiowaves.left.and.right", 8),
        ("food", "Drive-Thru Stories", "Dana M.", "takeoutbag.and.cup.and.straw.fill", 20)
    ].map { (id: String, title: String, author: String, symbol: String, count: Int) -> Show in
        Show(
            id: id, title: title, author: author, symbol: symbol,
            episodes: (1...count).reversed().map { (n: Int) -> Episode in
                let duration = TimeInterval(1200 + (n * 137) % 2400)
                let progress: TimeInterval = n % 3 == 0 ? 600 : 0
                return Episode(id: "\(id)-\(n)", title: "\(title) #\(n)", duration: duration, progress: progress, isPlayed: n < count - 2)
            })
    }

    public static let sampleGames = [LiveGame(id: "g1", home: "Jokerit", away: "HIFK", homeScore: 3, awayScore: 2, period: "3rd", clock: 754)]
}

/// Playback, reported to the system through MediaPlayer: now playing info, remote commands, the audio session.
/// The car's clock advances the elapsed time between updates (the system infers it from the rate).
@MainActor
public final class PodcastPlayer {
    public static let rates: [Float] = [0.5, 1.0, 1.5, 2.0]
    public enum Item: Equatable {
        case episode(Show, Episode)
        case game(LiveGame)
    }
    public private(set) var current: Item?
    public private(set) var rate: Float = 1.0
    public private(set) var isPlaying = false
    public private(set) var repeatMode: MPRepeatType = .off
    public private(set) var shuffle = false
    weak var library: PodcastLibrary?
    private var commandTokens: [(MPRemoteCommand, Any)] = []
    /// Plays the audio (on Linux the car simulates it, on its clock).
    let avPlayer = AVPlayer()

    /// Registers the remote commands the car's (and lock screen's) controls send.
    public func registerRemoteCommands() {
        let center = MPRemoteCommandCenter.shared()
        unregisterRemoteCommands()
        func on(_ command: MPRemoteCommand, _ body: @escaping @MainActor (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) {
            command.isEnabled = true
            let token = command.addTarget { event in MainActor.assumeIsolated { body(event) } }
            commandTokens.append((command, token))
        }
        on(center.playCommand) { [weak self] _ in
            self?.setPlaying(true)
            return .success
        }
        on(center.pauseCommand) { [weak self] _ in
            self?.setPlaying(false)
            return .success
        }
        on(center.togglePlayPauseCommand) { [weak self] _ in
            self?.setPlaying(!(self?.isPlaying ?? false))
            return .success
        }
        center.skipForwardCommand.preferredIntervals = [30]
        center.skipBackwardCommand.preferredIntervals = [15]
        on(center.skipForwardCommand) { [weak self] e in
            self?.seek(by: (e as? MPSkipIntervalCommandEvent)?.interval ?? 30)
            return .success
        }
        on(center.skipBackwardCommand) { [weak self] e in
            self?.seek(by: -((e as? MPSkipIntervalCommandEvent)?.interval ?? 15))
            return .success
        }
        center.changePlaybackRateCommand.supportedPlaybackRates = Self.rates.map { NSNumber(value: $0) }
        on(center.changePlaybackRateCommand) { [weak self] e in
            guard let rate = (e as? MPChangePlaybackRateCommandEvent)?.playbackRate else { return .commandFailed }
            self?.rate = rate
            self?.avPlayer.defaultRate = rate
            if self?.isPlaying == true { self?.avPlayer.rate = rate }
            self?.publish()
            return .success
        }
        // The CarPlay repeat and shuffle buttons call the app's handlers, but the commands must be enabled.
        center.changeRepeatModeCommand.isEnabled = true
        center.changeShuffleModeCommand.isEnabled = true
    }

    public func unregisterRemoteCommands() {
        for (command, token) in commandTokens { command.removeTarget(token) }
        commandTokens = []
    }

    /// Starts an episode where the listener stopped. The audio session activates only now, so the car's radio
    /// plays until the driver picks something.
    public func play(_ episode: Episode, of show: Show) {
        saveProgress()
        activateAudio()
        load(episode, of: show)
        CPNowPlayingTemplate.shared.nowPlayingMode = CPNowPlayingMode.default
        isPlaying = true
        avPlayer.defaultRate = rate
        avPlayer.play()
        publish()
    }

    /// When nothing is current, puts the episode the listener was in the middle of (else the newest) back as the current
    /// item, paused where they stopped, and tells now playing: the car's Now Playing button can open the app before
    /// anything plays ("You must be prepared to populate the now playing template at all times"). The audio session
    /// stays inactive until the driver presses play.
    public func restore() {
        guard current == nil, let library else { return }
        let halfHeard = library.shows.lazy.compactMap { show in show.episodes.first { $0.progress > 0 && !$0.isPlayed }.map { (show, $0) } }.first
        guard let (show, episode) = halfHeard ?? library.shows.first.flatMap({ show in show.episodes.first.map { (show, $0) } }) else { return }
        load(episode, of: show)
        isPlaying = false
        publish()
    }

    /// Makes the episode the current item, at the place the listener stopped in it.
    private func load(_ episode: Episode, of show: Show) {
        current = .episode(show, episode)
        avPlayer.replaceCurrentItem(
            with: AVPlayerItem(
                url: URL(string: "https://example.org/\(episode.id).mp3")!,
                duration: CMTime(seconds: episode.duration, preferredTimescale: 1000)))
        avPlayer.seek(to: CMTime(seconds: episode.progress, preferredTimescale: 1000))
    }

    /// Starts a live game: a live stream in the car's sports mode.
    public func play(_ game: LiveGame) {
        saveProgress()
        activateAudio()
        current = .game(game)
        avPlayer.replaceCurrentItem(with: AVPlayerItem(url: URL(string: "https://example.org/live/\(game.id)")!))
        avPlayer.play()
        let team = { (name: String, score: Int) in
            CPNowPlayingSportsTeam(
                name: name, logo: CPNowPlayingSportsTeamLogo(teamInitials: String(name.prefix(3)).uppercased()),
                teamStandings: nil, eventScore: "\(score)", possessionIndicator: nil, favorite: name == "Jokerit")
        }
        CPNowPlayingTemplate.shared.nowPlayingMode = CPNowPlayingModeSports(
            leftTeam: team(game.home, game.homeScore), rightTeam: team(game.away, game.awayScore),
            eventStatus: CPNowPlayingSportsEventStatus(
                eventStatusText: [game.period], eventStatusImage: nil,
                eventClock: CPNowPlayingSportsClock(timeRemaining: game.clock, paused: false)),
            backgroundArtwork: nil)
        isPlaying = true
        publish()
    }

    private func activateAudio() {
        let session = AVAudioSession.sharedInstance()
        try? session.setCategory(.playback, mode: .spokenAudio, options: [])
        try? session.setActive(true)
    }

    public func setPlaying(_ playing: Bool) {
        guard current != nil else { return }
        saveProgress()
        isPlaying = playing
        if playing {
            // A restored item plays for the first time: the session activates now.
            activateAudio()
            avPlayer.defaultRate = rate
            avPlayer.play()
        } else {
            avPlayer.pause()
        }
        publish()
    }

    public func seek(by seconds: TimeInterval) {
        guard case .episode = current else { return }
        avPlayer.seek(to: CMTime(seconds: elapsed + seconds, preferredTimescale: 1000))
        publish()
    }

    /// 0.5 → 1.0 → 1.5 → 2.0 → 0.5 (the WWDC talk's example).
    public func cycleRate() {
        saveProgress()
        let i = Self.rates.firstIndex(of: rate) ?? 1
        rate = Self.rates[(i + 1) % Self.rates.count]
        avPlayer.defaultRate = rate
        if isPlaying { avPlayer.rate = rate }
        publish()
    }

    /// off → all → one → off.
    public func cycleRepeat() {
        repeatMode = repeatMode == .off ? .all : (repeatMode == .all ? .one : .off)
        MPRemoteCommandCenter.shared().changeRepeatModeCommand.currentRepeatType = repeatMode
    }

    public func toggleShuffle() {
        shuffle.toggle()
        MPRemoteCommandCenter.shared().changeShuffleModeCommand.currentShuffleType = shuffle ? .items : .off
    }

    /// Where playback is (the player's current time).
    public var elapsed: TimeInterval { avPlayer.currentTime().seconds }

    private func saveProgress() {
        guard case .episode(let show, var episode) = current else { return }
        episode.progress = elapsed
        library?.update(episode, of: show.id)
    }

    func publish() {
        var info: [String: Any] = [:]
        switch current {
        case .episode(let show, let episode):
            info[MPMediaItemPropertyTitle] = episode.title
            info[MPMediaItemPropertyArtist] = show.author
            info[MPMediaItemPropertyAlbumTitle] = show.title
            info[MPMediaItemPropertyPlaybackDuration] = episode.duration
            info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = elapsed
            info[MPMediaItemPropertyArtwork] = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { _ in
                UIImage(systemName: show.symbol)!
            }
        case .game(let game):
            info[MPMediaItemPropertyTitle] = "\(game.home) – \(game.away)"
            info[MPMediaItemPropertyArtist] = "Live"
            info[MPNowPlayingInfoPropertyIsLiveStream] = true
        case nil:
            return
        }
        info[MPNowPlayingInfoPropertyDefaultPlaybackRate] = 1.0
        info[MPNowPlayingInfoPropertyPlaybackRate] = isPlaying ? Double(rate) : 0.0
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
        MPNowPlayingInfoCenter.default().playbackState = isPlaying ? .playing : .paused
    }
}
