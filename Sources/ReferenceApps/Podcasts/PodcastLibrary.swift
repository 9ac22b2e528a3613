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
    public var progress: TimeInterval = 0
}

/// The phone-side library: subscribed shows, and the player.
@MainActor
public final class PodcastLibrary {
    public static let shared = PodcastLibrary()
    public private(set) var shows: [Show]
    public let player = PodcastPlayer()

    public init(shows: [Show] = PodcastLibrary.sample) { self.shows = shows }

    public func show(_ id: String) -> Show? { shows.first { $0.id == id } }

    public static let sample: [Show] = [
        ("swift", "Swift by Night", "Ada L.", "swift", 14),
        ("roads", "Open Roads", "Ben K.", "car.fill", 30),
        ("radio", "Mesh Radio Hour", "Chen W.", "antenna.radiowaves.left.and.right", 8),
        ("food", "Drive-Thru Stories", "Dana M.", "takeoutbag.and.cup.and.straw.fill", 20),
    ].map { id, title, author, symbol, count in
        Show(id: id, title: title, author: author, symbol: symbol, episodes: (1...count).reversed().map { n in
            Episode(id: "\(id)-\(n)", title: "\(title) #\(n)", duration: TimeInterval(1200 + (n * 137) % 2400))
        })
    }
}

/// Playback, reported to the system through MediaPlayer: now playing info, remote commands, audio session.
@MainActor
public final class PodcastPlayer {
    public static let rates: [Float] = [0.5, 1.0, 1.5, 2.0]
    public private(set) var current: (show: Show, episode: Episode)?
    public private(set) var rate: Float = 1.0
    public private(set) var isPlaying = false

    /// Starts an episode: the audio session activates only now, so the car's radio plays until then.
    public func play(_ episode: Episode, of show: Show) {
        let session = AVAudioSession.sharedInstance()
        try? session.setCategory(.playback, mode: .spokenAudio, options: [])
        try? session.setActive(true)
        current = (show, episode)
        isPlaying = true
        publish()
    }

    public func togglePlayPause() {
        guard current != nil else { return }
        isPlaying.toggle()
        publish()
    }

    /// 0.5 → 1.0 → 1.5 → 2.0 → 0.5 (the WWDC talk's example).
    public func cycleRate() {
        let i = Self.rates.firstIndex(of: rate) ?? 1
        rate = Self.rates[(i + 1) % Self.rates.count]
        publish()
    }

    func publish() {
        guard let (show, episode) = current else { return }
        var info: [String: Any] = [:]
        info[MPMediaItemPropertyTitle] = episode.title
        info[MPMediaItemPropertyArtist] = show.author
        info[MPMediaItemPropertyAlbumTitle] = show.title
        info[MPMediaItemPropertyPlaybackDuration] = episode.duration
        info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = episode.progress
        info[MPNowPlayingInfoPropertyDefaultPlaybackRate] = 1.0
        info[MPNowPlayingInfoPropertyPlaybackRate] = isPlaying ? Double(rate) : 0.0
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
        MPNowPlayingInfoCenter.default().playbackState = isPlaying ? .playing : .paused
    }
}
