// SPDX-License-Identifier: Apache-2.0

/// Mirrors [`AVSpeechSynthesisVoiceGender`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoicegender).
public enum AVSpeechSynthesisVoiceGender: Int, Sendable {
    case unspecified = 0
    case male = 1
    case female = 2
}
