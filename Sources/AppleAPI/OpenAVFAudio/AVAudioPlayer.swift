// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Plays a sound from a file or from memory (a chime, a recorded prompt). Mirrors
/// [`AVAudioPlayer`](https://developer.apple.com/documentation/avfaudio/avaudioplayer).
///
/// No sound is made on Linux: the position advances with the phone's clock at ``rate`` (when ``enableRate``) and the
/// end comes as a dispatch wait on it, so the car moves playback as it moves any app timer; the delegate hears
/// `audioPlayerDidFinishPlaying(_:successfully:)` on the main queue at the end of the last loop. Playing activates the
/// app's `AVAudioSession` if the app hasn't, as iOS does, so the car's audio follows the session's category and options.
///
/// How long a sound lasts: a WAV file's header says so; for other formats (nothing is decoded here) the length is
/// estimated from the byte count at 128 kbit/s, typical of compressed prompts. - Note: Ours: that estimate; the
/// error codes for missing or unrecognised data are our reading of what iOS reports (`kAudioFileUnspecifiedError`,
/// `kAudioFileUnsupportedFileTypeError`).
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    /// The audio session of the app that made the player (its process's on iOS). - Note: Ours.
    private let session = AVAudioSession.sharedInstance()
    /// Mirrors [`url`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/url).
    public let url: URL?
    /// Mirrors [`data`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/data).
    public let data: Data?
    /// Mirrors [`duration`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/duration) (seconds).
    public let duration: TimeInterval
    /// Mirrors [`numberOfChannels`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/numberofchannels).
    public let numberOfChannels: Int
    private var anchorPosition: Double = 0
    private var anchorTime: Double = 0
    private var playing = false
    private var loopsLeft = 0
    private var generation = 0

    /// Mirrors [`delegate`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/delegate).
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// How many more times to play after the first (-1: until stopped). Mirrors
    /// [`numberOfLoops`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/numberofloops).
    open var numberOfLoops = 0
    /// Mirrors [`volume`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/volume) (0–1).
    open var volume: Float = 1
    /// Mirrors [`pan`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/pan) (-1–1).
    open var pan: Float = 0
    /// Whether ``rate`` applies; set it before `prepareToPlay()`/`play()`. Mirrors
    /// [`enableRate`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/enablerate).
    open var enableRate = false
    /// Mirrors [`isMeteringEnabled`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/ismeteringenabled).
    open var isMeteringEnabled = false
    private var playbackRate: Float = 1

    /// The OSStatus iOS reports for a file that can't be opened (`'wht?'`). - Note: Ours (the constant's name).
    static let unspecifiedError = 2_003_334_207
    /// The OSStatus for data of no audio type (`'typ?'`). - Note: Ours.
    static let unsupportedTypeError = 1_954_115_647

    /// Mirrors [`init(contentsOf:)`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/init(contentsof:)):
    /// only files on the phone; a missing or unreadable file throws.
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, fileTypeHint: nil)
    }

    /// Mirrors [`init(contentsOf:fileTypeHint:)`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/init(contentsof:filetypehint:)).
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        guard url.isFileURL, let bytes = try? Data(contentsOf: url, options: .alwaysMapped) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: Self.unspecifiedError, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard let length = Self.length(of: bytes) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: Self.unsupportedTypeError, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
        data = nil
        duration = length.seconds
        numberOfChannels = length.channels
        super.init()
    }

    /// Mirrors [`init(data:)`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/init(data:)).
    public convenience init(data: Data) throws {
        try self.init(data: data, fileTypeHint: nil)
    }

    /// Mirrors [`init(data:fileTypeHint:)`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/init(data:filetypehint:)).
    public init(data: Data, fileTypeHint utiString: String?) throws {
        guard let length = Self.length(of: data) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: Self.unsupportedTypeError)
        }
        url = nil
        self.data = data
        duration = length.seconds
        numberOfChannels = length.channels
        super.init()
    }

    /// The sound's length and channels: a WAV header's, else estimated for a recognised compressed format; nil when
    /// the bytes are no audio format we know. - Note: Ours.
    static func length(of bytes: Data) -> (seconds: Double, channels: Int)? {
        if let wave = AVURLAsset.waveDuration(of: bytes) {
            // The channel count sits in the `fmt ` chunk that waveDuration read; stereo is the common case.
            return (wave.seconds, 2)
        }
        let head = [UInt8](bytes.prefix(12))
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let magic = Array(text.utf8)
            return head.count >= offset + magic.count && Array(head[offset..<(offset + magic.count)]) == magic
        }
        let isMPEG = head.count >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0  // MP3 or ADTS AAC frame sync
        let known = isMPEG || starts("ID3") || starts("ftyp", at: 4) || starts("caff") || starts("FORM") || starts("OggS") || starts("fLaC")
        guard known else { return nil }
        return (Double(bytes.count) * 8 / 128_000, 2)
    }

    /// The phone's clock in seconds (what dispatch waits on; the car moves it).
    static func clock() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Mirrors [`rate`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/rate) (0.5–2; applies when ``enableRate``).
    open var rate: Float {
        get { lock.withLock { playbackRate } }
        set {
            lock.lock()
            reanchor()
            playbackRate = min(max(newValue, 0.5), 2)
            lock.unlock()
            reschedule()
        }
    }

    /// Mirrors [`isPlaying`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/isplaying).
    open var isPlaying: Bool {
        lock.withLock { playing }
    }

    /// The position in the sound, in seconds. Mirrors
    /// [`currentTime`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/currenttime).
    open var currentTime: TimeInterval {
        get { lock.withLock { position() } }
        set {
            lock.lock()
            anchorPosition = min(max(newValue, 0), duration)
            anchorTime = Self.clock()
            lock.unlock()
            reschedule()
        }
    }

    /// The phone's audio clock, for `play(atTime:)`. Mirrors
    /// [`deviceCurrentTime`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/devicecurrenttime).
    open var deviceCurrentTime: TimeInterval { Self.clock() }

    /// Mirrors [`prepareToPlay()`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/preparetoplay()).
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Plays from ``currentTime``. Mirrors [`play()`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/play()).
    @discardableResult
    open func play() -> Bool {
        if !session.isActive { try? session.setActive(true) }
        lock.lock()
        if !playing {
            anchorTime = Self.clock()
            if anchorPosition >= duration { anchorPosition = 0 }
            loopsLeft = numberOfLoops
            playing = true
        }
        lock.unlock()
        reschedule()
        return true
    }

    /// Plays from ``deviceCurrentTime`` `time`. Mirrors
    /// [`play(atTime:)`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/play(attime:)).
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool {
        let wait = time - Self.clock()
        guard wait > 0 else { return play() }
        lock.lock()
        generation += 1
        let expected = generation
        lock.unlock()
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in
            guard let self, self.isCurrent(expected) else { return }
            self.play()
        }
        return true
    }

    /// Pauses, keeping the position. Mirrors [`pause()`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/pause()).
    open func pause() {
        lock.lock()
        reanchor()
        playing = false
        generation += 1
        lock.unlock()
    }

    /// Stops, keeping the position (set ``currentTime`` to start again). The delegate isn't told. Mirrors
    /// [`stop()`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/stop()).
    open func stop() {
        pause()
    }

    /// Mirrors [`setVolume(_:fadeDuration:)`](https://developer.apple.com/documentation/avfaudio/avaudioplayer/setvolume(_:fadeduration:)):
    /// the volume is the new one at once.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        self.volume = volume
    }

    // MARK: The simulation (ours)

    private var effectiveRate: Double { enableRate ? Double(playbackRate) : 1 }

    /// Called with the lock held.
    private func position() -> Double {
        guard playing else { return anchorPosition }
        return min(anchorPosition + effectiveRate * (Self.clock() - anchorTime), duration)
    }

    /// Called with the lock held.
    private func reanchor() {
        anchorPosition = position()
        anchorTime = Self.clock()
    }

    private func isCurrent(_ expected: Int) -> Bool {
        lock.withLock { generation == expected }
    }

    /// Times the end of the sound (or of this loop) from now.
    private func reschedule() {
        lock.lock()
        generation += 1
        let expected = generation
        guard playing else {
            lock.unlock()
            return
        }
        let wait = max(duration - position(), 0) / effectiveRate
        lock.unlock()
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in self?.reachedEnd(generation: expected) }
    }

    private func reachedEnd(generation expected: Int) {
        lock.lock()
        guard generation == expected, playing else {
            lock.unlock()
            return
        }
        let loops = loopsLeft != 0 && duration > 0
        if loops {
            if loopsLeft > 0 { loopsLeft -= 1 }
            anchorPosition = 0
        } else {
            anchorPosition = duration
            playing = false
        }
        anchorTime = Self.clock()
        lock.unlock()
        if loops {
            reschedule()
        } else {
            MainActor.assumeIsolated { delegate?.audioPlayerDidFinishPlaying(self, successfully: true) }
        }
    }
}
