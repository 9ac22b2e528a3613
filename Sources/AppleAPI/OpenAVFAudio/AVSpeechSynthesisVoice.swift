// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A voice the phone speaks with. Mirrors
/// [`AVSpeechSynthesisVoice`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice).
///
/// The phone here has one compact voice per language of ``speechVoices()`` (named after voices iOS ships; the list is
/// ours, not the phone's real set). No sound is made: a voice only decides which utterances can be spoken.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// Mirrors [`language`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice/language): a BCP 47 code such as `en-US`.
    public let language: String
    /// Mirrors [`identifier`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice/identifier).
    public let identifier: String
    /// Mirrors [`name`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice/name).
    public let name: String
    /// Mirrors [`quality`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice/quality).
    public let quality: AVSpeechSynthesisVoiceQuality
    /// Mirrors [`gender`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice/gender).
    public let gender: AVSpeechSynthesisVoiceGender

    private init(language: String, name: String, gender: AVSpeechSynthesisVoiceGender) {
        self.language = language
        self.name = name
        self.gender = gender
        quality = .default
        identifier = "com.apple.voice.compact.\(language).\(name)"
        super.init()
    }

    /// The phone's voices. - Note: Ours: the languages and names are a made-up subset.
    private static let installed: [AVSpeechSynthesisVoice] =
        ([
            ("en-US", "Samantha", .female), ("en-GB", "Daniel", .male), ("en-AU", "Karen", .female), ("fi-FI", "Satu", .female),
            ("sv-SE", "Alva", .female), ("de-DE", "Anna", .female), ("fr-FR", "Thomas", .male), ("es-ES", "Mónica", .female),
            ("it-IT", "Alice", .female), ("nl-NL", "Xander", .male), ("ja-JP", "Kyoko", .female), ("zh-CN", "Tingting", .female)
        ] as [(String, String, AVSpeechSynthesisVoiceGender)]).map { AVSpeechSynthesisVoice(language: $0.0, name: $0.1, gender: $0.2) }

    /// The voice for `languageCode` (`en-US`, or a language alone such as `fi`), the current language's when nil;
    /// nil when the phone has no voice for it. Mirrors
    /// [`init(language:)`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice/init(language:)).
    public convenience init?(language languageCode: String?) {
        let code = (languageCode ?? Self.currentLanguageCode()).replacingOccurrences(of: "_", with: "-")
        let exact = Self.installed.first { $0.language.caseInsensitiveCompare(code) == .orderedSame }
        let base = code.split(separator: "-").first.map(String.init) ?? code
        guard let voice = exact ?? Self.installed.first(where: { $0.language.lowercased().hasPrefix(base.lowercased() + "-") }) else {
            return nil
        }
        self.init(language: voice.language, name: voice.name, gender: voice.gender)
    }

    /// Mirrors [`init(identifier:)`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice/init(identifier:)).
    public convenience init?(identifier: String) {
        guard let voice = Self.installed.first(where: { $0.identifier == identifier }) else { return nil }
        self.init(language: voice.language, name: voice.name, gender: voice.gender)
    }

    /// Mirrors [`speechVoices()`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice/speechvoices()).
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { installed }

    /// The phone's language as a BCP 47 code (`en-US` when the process's locale names none). Mirrors
    /// [`currentLanguageCode()`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice/currentlanguagecode()).
    open class func currentLanguageCode() -> String {
        let locale = Locale.current
        guard let language = locale.language.languageCode?.identifier, language != "C" else { return "en-US" }
        return locale.region.map { "\(language)-\($0.identifier)" } ?? language
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? AVSpeechSynthesisVoice)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}
