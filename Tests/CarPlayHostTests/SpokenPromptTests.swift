import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Synchronization
import Testing

// Navigation apps speak their prompts with AVSpeechSynthesizer (or play recorded ones with AVAudioPlayer). No sound is
// made here, but the prompt lasts its length on the car's clock: the radio is ducked for exactly that long and the
// delegate hears the start, each word and the end at the car's times.

/// What a navigation app's speech delegate heard, with the phone's time of each call.
final class PromptListener: NSObject, AVSpeechSynthesizerDelegate, @unchecked Sendable {
    let heard = Mutex<[(String, Double)]>([])
    /// Whether the app ends its audio session after each prompt (as navigation apps do, to unduck the radio).
    let deactivatesAfterPrompt: Bool

    init(deactivatesAfterPrompt: Bool) {
        self.deactivatesAfterPrompt = deactivatesAfterPrompt
    }

    private func note(_ what: String) {
        let now = Date().timeIntervalSinceReferenceDate
        heard.withLock { $0.append((what, now)) }
    }

    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) { note("start \(utterance.speechString)") }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance) {
        note("word \((utterance.speechString as NSString).substring(with: characterRange))")
    }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        note("finish \(utterance.speechString)")
        if deactivatesAfterPrompt { try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation) }
    }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) { note("cancel \(utterance.speechString)") }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) { note("pause") }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) { note("continue") }

    func time(of what: String) -> Double? { heard.withLock { list in list.first { $0.0 == what }?.1 } }
    var calls: [String] { heard.withLock { $0.map(\.0) } }
}

/// A sound that ends: the app delegate of a recorded prompt.
@MainActor
final class ChimeListener: NSObject, AVAudioPlayerDelegate {
    var finishedAt: [Double] = []
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        finishedAt.append(Date().timeIntervalSinceReferenceDate)
    }
}

/// A mono 16-bit WAV file of `seconds` of silence at 8 kHz.
func silentWave(seconds: Double) -> Data {
    let frames = Int(seconds * 8000)
    var d = Data()
    func u32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { d.append(contentsOf: $0) } }
    func u16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { d.append(contentsOf: $0) } }
    d.append(contentsOf: Array("RIFF".utf8))
    u32(36 + frames * 2)
    d.append(contentsOf: Array("WAVEfmt ".utf8))
    u32(16)
    u16(1)
    u16(1)
    u32(8000)
    u32(16000)
    u16(2)
    u16(16)
    d.append(contentsOf: Array("data".utf8))
    u32(frames * 2)
    d.append(Data(count: frames * 2))
    return d
}

@MainActor
struct SpokenPromptTests {
    /// The car's times at which its audio was ducked and unducked.
    func duckings(_ car: CarPlayTestSession) -> [(Bool, Double)] {
        car.car.events.compactMap { e in
            if case .audio(.ducked(let on)) = e.event { return (on, e.time) }
            return nil
        }
    }

    @Test func aSpokenPromptDucksTheRadioForItsLength() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { NavigationPromptDelegate() }
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .voicePrompt, options: [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
        let listener = PromptListener(deactivatesAfterPrompt: true)
        let synthesizer = AVSpeechSynthesizer()
        synthesizer.delegate = listener
        let prompt = AVSpeechUtterance(string: "In 300 metres, turn right onto Mannerheimintie")
        prompt.voice = AVSpeechSynthesisVoice(language: "en-GB")
        #expect(prompt.voice?.language == "en-GB")
        let length = prompt.simulatedDuration
        #expect(abs(length - 7 * 0.36) < 1e-9, "seven words at the default rate")
        synthesizer.speak(prompt)
        #expect(synthesizer.isSpeaking)
        await car.settle()
        #expect(car.audio.ducked, "the synthesizer activated the app's ducking session")
        #expect(car.audio.source == "radio", "a voice prompt mixes: the radio plays on, ducked")
        await car.advance(by: .seconds(1))
        #expect(car.audio.ducked && synthesizer.isSpeaking, "still speaking one second in")
        await car.advance(by: .seconds(4))
        #expect(!car.audio.ducked)
        #expect(!synthesizer.isSpeaking)
        let ducks = duckings(car)
        #expect(ducks.map(\.0) == [true, false])
        if ducks.count == 2 { #expect(abs(ducks[1].1 - ducks[0].1 - length) < 0.001, "ducked for the prompt's length: \(ducks)") }
        let words = listener.calls.filter { $0.hasPrefix("word ") }
        #expect(words == ["word In", "word 300", "word metres,", "word turn", "word right", "word onto", "word Mannerheimintie"])
        let start = try #require(listener.time(of: "start \(prompt.speechString)"))
        let finish = try #require(listener.time(of: "finish \(prompt.speechString)"))
        #expect(abs(finish - start - length) < 0.001, "didFinish comes the prompt's length after didStart on the phone's clock")
        #expect(listener.calls.first == "start \(prompt.speechString)" && listener.calls.last == "finish \(prompt.speechString)")
    }

    @Test func theSystemsOwnSpeechSessionDucksOnlyWhileItSpeaks() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { NavigationPromptDelegate() }
        let listener = PromptListener(deactivatesAfterPrompt: false)
        let synthesizer = AVSpeechSynthesizer()
        synthesizer.usesApplicationAudioSession = false
        synthesizer.delegate = listener
        let first = AVSpeechUtterance(string: "Turn left")
        first.preUtteranceDelay = 0.5
        first.postUtteranceDelay = 1
        let second = AVSpeechUtterance(string: "Then keep right")
        second.rate = AVSpeechUtteranceMaximumSpeechRate
        synthesizer.speak(first)
        synthesizer.speak(second)
        await car.advance(by: .seconds(10))
        #expect(!car.audio.ducked)
        #expect(car.audio.source == "radio", "the app's own session was never activated")
        let firstStart = try #require(listener.time(of: "start Turn left"))
        let firstEnd = try #require(listener.time(of: "finish Turn left"))
        let secondStart = try #require(listener.time(of: "start Then keep right"))
        let secondEnd = try #require(listener.time(of: "finish Then keep right"))
        #expect(abs(firstEnd - firstStart - 0.72) < 0.001)
        #expect(abs(secondStart - firstEnd - 1) < 0.001, "the first utterance's post-utterance delay")
        #expect(abs(secondEnd - secondStart - 3 * 0.18) < 0.001, "the maximum rate speaks twice as fast")
        let ducks = duckings(car)
        #expect(ducks.map(\.0) == [true, false], "one ducking across the queue: \(ducks)")
        if ducks.count == 2 {
            #expect(abs(ducks[1].1 - ducks[0].1 - (secondEnd - firstStart)) < 0.001, "ducked from the first word to the last")
        }
    }

    @Test func stoppingAndPausingSpeech() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { NavigationPromptDelegate() }
        let listener = PromptListener(deactivatesAfterPrompt: true)
        let synthesizer = AVSpeechSynthesizer()
        synthesizer.delegate = listener
        synthesizer.speak(AVSpeechUtterance(string: "one two three four five six"))
        await car.advance(by: .seconds(0.5))
        #expect(synthesizer.pauseSpeaking(at: .immediate))
        await car.settle()
        #expect(synthesizer.isPaused && synthesizer.isSpeaking)
        await car.advance(by: .seconds(30))
        #expect(!listener.calls.contains { $0.hasPrefix("finish") }, "a paused utterance doesn't finish")
        #expect(synthesizer.continueSpeaking())
        await car.advance(by: .seconds(0.5))
        #expect(synthesizer.stopSpeaking(at: .word))
        await car.advance(by: .seconds(1))
        let calls = listener.calls
        #expect(calls.contains("pause") && calls.contains("continue"))
        #expect(calls.last == "cancel one two three four five six")
        #expect(calls.filter { $0.hasPrefix("word") } == ["word one", "word two", "word three"], "the word being spoken ends, the next isn't begun: \(calls)")
        #expect(!synthesizer.isSpeaking)
        #expect(!synthesizer.stopSpeaking(at: .immediate), "nothing left to stop")
    }

    @Test func aRecordedPromptPlaysForItsFilesLength() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { NavigationPromptDelegate() }
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .voicePrompt, options: [.duckOthers])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("chime-\(UUID().uuidString).wav")
        try silentWave(seconds: 1.5).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(abs(player.duration - 1.5) < 1e-9)
        let listener = ChimeListener()
        player.delegate = listener
        player.numberOfLoops = 1
        let start = Date().timeIntervalSinceReferenceDate
        #expect(player.play())
        await car.settle()
        #expect(car.audio.ducked, "playing activated the app's ducking session")
        await car.advance(by: .seconds(2))
        #expect(player.isPlaying && abs(player.currentTime - 0.5) < 1e-6, "the second loop, half a second in")
        await car.advance(by: .seconds(2))
        #expect(!player.isPlaying)
        #expect(listener.finishedAt.count == 1)
        if let end = listener.finishedAt.first { #expect(abs(end - start - 3) < 0.001, "two loops of 1.5 s") }
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: file.appendingPathExtension("missing")) }
        #expect(throws: (any Error).self) { try AVAudioPlayer(data: Data("not a sound".utf8)) }
        let mp3 = try AVAudioPlayer(data: Data([0x49, 0x44, 0x33]) + Data(count: 15_997))
        #expect(abs(mp3.duration - 1) < 1e-9, "16 kB of MP3 at 128 kbit/s")
    }
}
