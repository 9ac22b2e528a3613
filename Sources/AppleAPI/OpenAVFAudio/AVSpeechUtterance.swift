// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The slowest rate an utterance is spoken at. Mirrors
/// [`AVSpeechUtteranceMinimumSpeechRate`](https://developer.apple.com/documentation/avfaudio/avspeechutteranceminimumspeechrate).
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest rate. Mirrors [`AVSpeechUtteranceMaximumSpeechRate`](https://developer.apple.com/documentation/avfaudio/avspeechutterancemaximumspeechrate).
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The rate an utterance has unless told otherwise. Mirrors
/// [`AVSpeechUtteranceDefaultSpeechRate`](https://developer.apple.com/documentation/avfaudio/avspeechutterancedefaultspeechrate).
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// Text to speak and how. Mirrors [`AVSpeechUtterance`](https://developer.apple.com/documentation/avfaudio/avspeechutterance).
///
/// No sound is made on Linux; an utterance takes as long to speak as ``simulatedDuration`` says, on the phone's clock.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    /// Mirrors [`speechString`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/speechstring).
    public let speechString: String
    /// Mirrors [`attributedSpeechString`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/attributedspeechstring).
    public let attributedSpeechString: NSAttributedString
    /// Mirrors [`voice`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/voice) (nil: the current language's).
    open var voice: AVSpeechSynthesisVoice?
    /// From ``AVSpeechUtteranceMinimumSpeechRate`` to ``AVSpeechUtteranceMaximumSpeechRate``. Mirrors
    /// [`rate`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/rate).
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// Mirrors [`pitchMultiplier`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/pitchmultiplier) (0.5–2).
    open var pitchMultiplier: Float = 1
    /// Mirrors [`volume`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/volume) (0–1).
    open var volume: Float = 1
    /// The silence before the utterance is spoken (its `didStart` comes after it). Mirrors
    /// [`preUtteranceDelay`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/preutterancedelay).
    open var preUtteranceDelay: TimeInterval = 0
    /// The silence after it, before the next queued utterance. Mirrors
    /// [`postUtteranceDelay`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/postutterancedelay).
    open var postUtteranceDelay: TimeInterval = 0
    /// Mirrors [`prefersAssistiveTechnologySettings`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/prefersassistivetechnologysettings).
    open var prefersAssistiveTechnologySettings = false

    /// Mirrors [`init(string:)`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/init(string:)).
    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
        super.init()
    }

    /// Mirrors [`init(attributedString:)`](https://developer.apple.com/documentation/avfaudio/avspeechutterance/init(attributedstring:)).
    public init(attributedString string: NSAttributedString) {
        speechString = string.string
        attributedSpeechString = string
        super.init()
    }

    /// The words of ``speechString`` and their ranges (in UTF-16 units, as `NSRange`s count). - Note: Ours.
    package var words: [NSRange] {
        let text = speechString as NSString
        var ranges: [NSRange] = []
        var start: Int?
        for i in 0..<text.length {
            let isSpace = CharacterSet.whitespacesAndNewlines.contains(Unicode.Scalar(text.character(at: i)) ?? " ")
            if isSpace, let s = start {
                ranges.append(NSRange(location: s, length: i - s))
                start = nil
            } else if !isSpace, start == nil {
                start = i
            }
        }
        if let s = start { ranges.append(NSRange(location: s, length: text.length - s)) }
        return ranges
    }

    /// How long one word takes at this utterance's ``rate``: 0.36 s at the default rate (about 165 words a minute),
    /// twice as long at the minimum rate and half as long at the maximum. - Note: Ours: an estimate of iOS's voices,
    /// not measured.
    public var simulatedWordDuration: TimeInterval {
        let r = Double(min(max(rate, AVSpeechUtteranceMinimumSpeechRate), AVSpeechUtteranceMaximumSpeechRate))
        let speed = r <= 0.5 ? 0.5 + r : 1 + 2 * (r - 0.5)
        return 0.36 / speed
    }

    /// How long speaking the utterance takes, its delays left out: ``simulatedWordDuration`` per word. - Note: Ours.
    public var simulatedDuration: TimeInterval { Double(words.count) * simulatedWordDuration }
}
