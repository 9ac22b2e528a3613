// SPDX-License-Identifier: Apache-2.0

/// Where speech stops or pauses: at once, or after the word being spoken. Mirrors
/// [`AVSpeechBoundary`](https://developer.apple.com/documentation/avfaudio/avspeechboundary).
public enum AVSpeechBoundary: Int, Sendable {
    case immediate = 0
    case word = 1
}
