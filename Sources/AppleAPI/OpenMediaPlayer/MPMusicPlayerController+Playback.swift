// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The simulation behind a music player (ours): where the song is on the phone's clock, what happens at its end,
/// what now playing shows and which notifications go out.
extension MPMusicPlayerController {
    /// The phone's clock (seconds): the one dispatch waits use, which the car moves (see `PhoneTime` in CarPlayHost).
    static func clock() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Called with the lock held.
    var isMoving: Bool { state == .playing || state == .seekingForward || state == .seekingBackward }

    /// Called with the lock held.
    var duration: Double { index.map { order[$0].playbackDuration } ?? 0 }

    /// Called with the lock held: seconds into the song now.
    func position() -> Double {
        let moved = isMoving ? Double(playRate) * (Self.clock() - anchorTime) : 0
        return clamp(anchorPosition + moved)
    }

    /// Called with the lock held: the position now becomes the anchor.
    func anchor() {
        anchorPosition = position()
        anchorTime = Self.clock()
    }

    /// Called with the lock held.
    func moveTo(_ seconds: Double) {
        anchorPosition = clamp(seconds)
        anchorTime = Self.clock()
    }

    /// Called with the lock held.
    private func clamp(_ s: Double) -> Double {
        guard s.isFinite else { return 0 }
        let d = duration
        return d > 0 ? min(max(s, 0), d) : max(s, 0)
    }

    /// Called with the lock held: the playing order from `original` under the shuffle mode, `start` first.
    func reorder(startingWith start: MPMediaItem?) {
        var next: [MPMediaItem]
        switch shuffleValue {
        case .songs:
            next = shuffled(original)
        case .albums:
            var albums: [UInt64: [MPMediaItem]] = [:]
            var keys: [UInt64] = []
            for item in original {
                if albums[item.albumPersistentID] == nil { keys.append(item.albumPersistentID) }
                albums[item.albumPersistentID, default: []].append(item)
            }
            next = shuffled(keys).flatMap { albums[$0]! }
        case .off, .default:
            next = original
        }
        if let start, let at = next.firstIndex(where: { $0 === start }) {
            if shuffleValue == .songs {
                next.remove(at: at)
                next.insert(start, at: 0)
                index = 0
            } else {
                index = at
            }
        } else {
            index = next.isEmpty ? nil : (start == nil ? nil : 0)
        }
        order = next
    }

    /// A Fisher–Yates shuffle drawing from the phone's seeded generator.
    private func shuffled<T>(_ values: [T]) -> [T] {
        var a = values
        guard a.count > 1, let phone else { return a }
        for i in stride(from: a.count - 1, to: 0, by: -1) {
            let j = Int(phone.nextRandom() % UInt64(i + 1))
            a.swapAt(i, j)
        }
        return a
    }

    func replaceQueue(_ items: [MPMediaItem], start: MPMediaItem?) {
        lock.lock()
        original = items
        prepared = false
        reorder(startingWith: start ?? items.first)
        if order.isEmpty {
            index = nil
            state = .stopped
        }
        moveTo(0)
        lock.unlock()
        changed(item: true, state: false, queue: true)
    }

    /// Pause or stop: the position stays where the clock put it.
    func settle(in newState: MPMusicPlaybackState) {
        lock.lock()
        anchor()
        let before = state
        state = before == .stopped && newState == .paused ? .stopped : newState
        playRate = 1
        let changedState = state != before
        lock.unlock()
        changed(item: false, state: changedState)
    }

    func seek(_ seeking: MPMusicPlaybackState, rate: Float) {
        lock.lock()
        guard index != nil else {
            lock.unlock()
            return
        }
        anchor()
        if state != .seekingForward && state != .seekingBackward { stateBeforeSeeking = state == .playing ? .playing : .paused }
        state = seeking
        playRate = rate
        lock.unlock()
        changed(item: false, state: true)
    }

    /// Moves `step` songs on (or back); `atEnd` is a song that ended by itself (repeating one song replays it).
    func advance(by step: Int, atEnd: Bool) {
        lock.lock()
        guard let current = index else {
            lock.unlock()
            return
        }
        var stateChanged = false
        if atEnd && repeatValue == .one {
            moveTo(0)
        } else if step < 0 && position() > 3 {
            // As the Music app does: back goes to the song's start when it is more than a few seconds in.
            moveTo(0)
        } else {
            var next = current + step
            if next >= order.count {
                if repeatValue == .all {
                    next = 0
                } else {
                    // The queue is over.
                    index = nil
                    stateChanged = state != .stopped
                    state = .stopped
                    moveTo(0)
                    lock.unlock()
                    changed(item: true, state: stateChanged)
                    return
                }
            }
            if next < 0 { next = repeatValue == .all ? order.count - 1 : 0 }
            index = next
            moveTo(0)
        }
        lock.unlock()
        changed(item: true, state: stateChanged)
    }

    /// After every change: times the song's end, fills in now playing, posts the notifications.
    func changed(item: Bool, state stateChanged: Bool, queue: Bool = false) {
        lock.lock()
        generation += 1
        let current = generation
        let moving = isMoving
        let rate = playRate
        let length = duration
        let left = length - position()
        let posting = notifying > 0
        let song = index.map { order[$0] }
        let info = nowPlayingInfo()
        let shown = state
        lock.unlock()
        // A player whose phone left with its car (a test's earlier car) neither times ends nor touches now playing.
        guard let phone, PhoneMusicLibrary.current === phone else { return }
        if moving && rate > 0 && song != nil && length > 0 {
            let wait = max(left, 0) / Double(rate)
            DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in self?.reachedEnd(generation: current) }
        }
        if moving {
            phone.nowPlayingPlayer = self
        } else if song == nil, phone.nowPlayingPlayer === self {
            phone.nowPlayingPlayer = nil
        }
        let center = MPNowPlayingInfoCenter.default()
        center.nowPlayingInfo = info
        center.playbackState = Self.nowPlayingState(shown, hasItem: song != nil)
        guard posting else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            if queue { NotificationCenter.default.post(name: .MPMusicPlayerControllerQueueDidChange, object: self) }
            if item { NotificationCenter.default.post(name: .MPMusicPlayerControllerNowPlayingItemDidChange, object: self) }
            if stateChanged { NotificationCenter.default.post(name: .MPMusicPlayerControllerPlaybackStateDidChange, object: self) }
        }
    }

    private func reachedEnd(generation expected: Int) {
        let due = lock.withLock { generation == expected && isMoving }
        guard due else { return }
        advance(by: 1, atEnd: true)
    }

    /// Called with the lock held: what the car's now playing screen shows for the song at hand.
    private func nowPlayingInfo() -> [String: Any]? {
        guard let i = index else { return nil }
        let song = order[i]
        var info: [String: Any] = [
            MPMediaItemPropertyPlaybackDuration: song.playbackDuration,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: position(),
            MPNowPlayingInfoPropertyPlaybackRate: Double(isMoving ? playRate : 0),
            MPNowPlayingInfoPropertyDefaultPlaybackRate: 1.0,
            MPNowPlayingInfoPropertyPlaybackQueueIndex: i,
            MPNowPlayingInfoPropertyPlaybackQueueCount: order.count,
            MPNowPlayingInfoPropertyMediaType: MPNowPlayingInfoMediaType.audio.rawValue,
            MPMediaItemPropertyPersistentID: song.persistentID
        ]
        if let v = song.title { info[MPMediaItemPropertyTitle] = v }
        if let v = song.artist { info[MPMediaItemPropertyArtist] = v }
        if let v = song.albumTitle { info[MPMediaItemPropertyAlbumTitle] = v }
        if let v = song.artwork { info[MPMediaItemPropertyArtwork] = v }
        return info
    }

    private static func nowPlayingState(_ state: MPMusicPlaybackState, hasItem: Bool) -> MPNowPlayingPlaybackState {
        guard hasItem else { return .stopped }
        switch state {
        case .playing, .seekingForward, .seekingBackward: return .playing
        case .paused: return .paused
        case .stopped: return .stopped
        case .interrupted: return .interrupted
        }
    }
}
