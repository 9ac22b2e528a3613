// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Speaks utterances one after another. Mirrors
/// [`AVSpeechSynthesizer`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer).
///
/// No sound is made on Linux: each utterance waits its `preUtteranceDelay`, is "spoken" for its
/// `simulatedDuration` (ours: a time per word) and leaves its `postUtteranceDelay` before the next, all as dispatch
/// waits on the phone's clock, so the car moves speech as it moves any app timer. The delegate hears `didStart`,
/// each word's `willSpeakRangeOfSpeechString`, `didFinish`, `didPause`/`didContinue` and `didCancel` on the main queue
/// at those times.
///
/// Audio, as iOS does it: with ``usesApplicationAudioSession`` (the default) speech plays through the app's
/// `AVAudioSession`, which the synthesizer activates when speech starts if the app hasn't; what the car's audio does
/// then follows the session's category and options (`.duckOthers` ducks the radio, a session that doesn't mix takes
/// over), and the session stays active until the app deactivates it (navigation apps do so in `didFinish`). Without it,
/// the system's own session speaks and ducks the car's audio for exactly the length of the speech. - Note: That the
/// synthesizer leaves the app's session active after speaking, and that the system's session ducks, is our reading of
/// Apple's documentation and developers' reports, not confirmed.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    private enum Phase {
        case idle
        /// Waiting out a pre- or post-utterance delay.
        case waiting
        /// Speaking since `since` (phone time), `spoken` seconds of it spoken before that.
        case speaking(since: Double, spoken: Double)
        case paused(spoken: Double)
    }

    private let lock = NSLock()
    private var queue: [AVSpeechUtterance] = []
    private var current: AVSpeechUtterance?
    private var phase = Phase.idle
    /// Bumped whenever what is scheduled stops holding (a stop, a pause, the next utterance).
    private var generation = 0
    /// Whether the system's session ducks for this synthesizer now.
    private var holdsSystemSpeech = false
    /// Whether this synthesizer counts as speaking through the app's session (`AVAudioSession.isAppSpeaking`).
    private var holdsAppSpeech = false

    /// Mirrors [`delegate`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/delegate).
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether speech plays through the app's audio session. Mirrors
    /// [`usesApplicationAudioSession`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/usesapplicationaudiosession).
    open var usesApplicationAudioSession = true
    /// Mirrors [`mixToTelephonyUplink`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/mixtotelephonyuplink):
    /// kept, with no effect (calls carry no audio here).
    open var mixToTelephonyUplink = false

    /// The audio session of the app that made the synthesizer (its process's on iOS): speech that ends in a timer, when
    /// no app's code is known to run, still reaches it. - Note: Ours.
    private let session = AVAudioSession.sharedInstance()

    /// Mirrors [`init()`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/init()).
    public override init() {
        super.init()
    }

    /// Whether an utterance is being spoken, paused or waits in the queue. Mirrors
    /// [`isSpeaking`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/isspeaking).
    open var isSpeaking: Bool {
        lock.withLock { current != nil || !queue.isEmpty }
    }

    /// Mirrors [`isPaused`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/ispaused).
    open var isPaused: Bool {
        lock.lock()
        defer { lock.unlock() }
        if case .paused = phase { return true }
        return false
    }

    /// Adds `utterance` to the queue; it is spoken at once when nothing else is. Mirrors
    /// [`speak(_:)`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/speak(_:)).
    /// Speaking an utterance that is already queued or being spoken is a programming error, as on iOS.
    open func speak(_ utterance: AVSpeechUtterance) {
        lock.lock()
        precondition(current !== utterance && !queue.contains { $0 === utterance }, "AVSpeechSynthesizer: the utterance is already queued")
        queue.append(utterance)
        let starts = current == nil && queue.count == 1 && !isWaitingForNext
        lock.unlock()
        if starts { beginNext(after: 0) }
    }

    /// Whether the post-utterance delay before the next utterance runs now (called with the lock held).
    private var isWaitingForNext: Bool {
        if case .waiting = phase, current == nil { return true }
        return false
    }

    /// Stops speaking and empties the queue: at once, or after the word being spoken. Mirrors
    /// [`stopSpeaking(at:)`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/stopspeaking(at:)).
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        lock.lock()
        guard current != nil || !queue.isEmpty else {
            lock.unlock()
            return false
        }
        let wait = boundary == .word ? untilWordEnds() : 0
        generation += 1
        let expected = generation
        lock.unlock()
        after(wait) { [weak self] in self?.stop(generation: expected) }
        return true
    }

    /// Pauses: at once, or after the word being spoken. Mirrors
    /// [`pauseSpeaking(at:)`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/pausespeaking(at:)).
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        lock.lock()
        guard case .speaking = phase else {
            lock.unlock()
            return false
        }
        let wait = boundary == .word ? untilWordEnds() : 0
        let expected = generation
        lock.unlock()
        after(wait) { [weak self] in self?.pause(generation: expected) }
        return true
    }

    /// Speaks on from where it paused. Mirrors
    /// [`continueSpeaking()`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesizer/continuespeaking()).
    @discardableResult
    open func continueSpeaking() -> Bool {
        lock.lock()
        guard case .paused(let spoken) = phase, let utterance = current else {
            lock.unlock()
            return false
        }
        generation += 1
        phase = .speaking(since: Self.clock(), spoken: spoken)
        let expected = generation
        lock.unlock()
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.speechSynthesizer(self, didContinue: utterance)
        }
        scheduleWords(of: utterance, from: spoken, generation: expected)
        return true
    }

    // MARK: The simulation (ours)

    /// The phone's clock in seconds (what dispatch waits on; the car moves it).
    static func clock() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    private func after(_ seconds: Double, _ body: @escaping @Sendable () -> Void) {
        if seconds <= 0 {
            DispatchQueue.main.async(execute: body)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: body)
        }
    }

    /// Seconds until the word being spoken ends (called with the lock held).
    private func untilWordEnds() -> Double {
        guard case .speaking(let since, let spoken) = phase, let utterance = current else { return 0 }
        let word = utterance.simulatedWordDuration
        let elapsed = spoken + Self.clock() - since
        let end = min((elapsed / word).rounded(.down) * word + word, utterance.simulatedDuration)
        return max(end - elapsed, 0)
    }

    /// Takes the next utterance after `delay` (the last one's post-utterance delay).
    private func beginNext(after delay: Double) {
        lock.lock()
        generation += 1
        let expected = generation
        phase = .waiting
        lock.unlock()
        after(delay) { [weak self] in self?.takeNext(generation: expected) }
    }

    private func takeNext(generation expected: Int) {
        lock.lock()
        guard generation == expected, !queue.isEmpty else {
            if generation == expected { phase = .idle }
            lock.unlock()
            return
        }
        let utterance = queue.removeFirst()
        current = utterance
        lock.unlock()
        after(utterance.preUtteranceDelay) { [weak self] in self?.start(utterance, generation: expected) }
    }

    private func start(_ utterance: AVSpeechUtterance, generation expected: Int) {
        lock.lock()
        guard generation == expected, current === utterance else {
            lock.unlock()
            return
        }
        phase = .speaking(since: Self.clock(), spoken: 0)
        let appSession = usesApplicationAudioSession
        let takesSystemSpeech = !appSession && !holdsSystemSpeech
        if takesSystemSpeech { holdsSystemSpeech = true }
        let takesAppSpeech = appSession && !holdsAppSpeech
        if takesAppSpeech { holdsAppSpeech = true }
        lock.unlock()
        if appSession, !session.isActive { try? session.setActive(true) }
        if takesSystemSpeech { session.systemSpeech(began: true) }
        if takesAppSpeech { session.appSpeech(began: true) }
        delegate?.speechSynthesizer(self, didStart: utterance)
        scheduleWords(of: utterance, from: 0, generation: expected)
    }

    /// Schedules each word not yet spoken and the utterance's end, `spoken` seconds into it.
    private func scheduleWords(of utterance: AVSpeechUtterance, from spoken: Double, generation expected: Int) {
        let word = utterance.simulatedWordDuration
        for (i, range) in utterance.words.enumerated() where Double(i) * word >= spoken {
            after(Double(i) * word - spoken) { [weak self] in
                guard let self, self.holds(expected, utterance) else { return }
                self.delegate?.speechSynthesizer(self, willSpeakRangeOfSpeechString: range, utterance: utterance)
            }
        }
        let remaining = max(utterance.simulatedDuration - spoken, 0)
        // Strictly after the last word's own callback when the string is empty or the time is spent.
        after(remaining) { [weak self] in self?.finish(utterance, generation: expected) }
    }

    private func holds(_ expected: Int, _ utterance: AVSpeechUtterance) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard generation == expected, current === utterance, case .speaking = phase else { return false }
        return true
    }

    private func finish(_ utterance: AVSpeechUtterance, generation expected: Int) {
        guard holds(expected, utterance) else { return }
        lock.lock()
        current = nil
        let more = !queue.isEmpty
        let releases = !more && holdsSystemSpeech
        if releases { holdsSystemSpeech = false }
        let releasesApp = !more && holdsAppSpeech
        if releasesApp { holdsAppSpeech = false }
        phase = more ? .waiting : .idle
        lock.unlock()
        if releases { session.systemSpeech(began: false) }
        if releasesApp { session.appSpeech(began: false) }
        delegate?.speechSynthesizer(self, didFinish: utterance)
        if more { beginNext(after: utterance.postUtteranceDelay) }
    }

    private func pause(generation expected: Int) {
        lock.lock()
        guard generation == expected, case .speaking(let since, let spoken) = phase, let utterance = current else {
            lock.unlock()
            return
        }
        generation += 1
        phase = .paused(spoken: min(spoken + Self.clock() - since, utterance.simulatedDuration))
        lock.unlock()
        delegate?.speechSynthesizer(self, didPause: utterance)
    }

    private func stop(generation expected: Int) {
        lock.lock()
        guard generation == expected else {
            lock.unlock()
            return
        }
        let cancelled = current
        current = nil
        queue = []
        phase = .idle
        generation += 1
        let releases = holdsSystemSpeech
        holdsSystemSpeech = false
        let releasesApp = holdsAppSpeech
        holdsAppSpeech = false
        lock.unlock()
        if releases { session.systemSpeech(began: false) }
        if releasesApp { session.appSpeech(began: false) }
        if let cancelled { delegate?.speechSynthesizer(self, didCancel: cancelled) }
    }
}
