// SPDX-License-Identifier: Apache-2.0

/// Mirrors [`AVSpeechSynthesisVoiceQuality`](https://developer.apple.com/documentation/avfaudio/avspeechsynthesisvoicequality).
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
    case `default` = 1
    case enhanced = 2
    case premium = 3
}
