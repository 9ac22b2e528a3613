// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What an audio player tells the app, on the main queue. Mirrors
/// [`AVAudioPlayerDelegate`](https://developer.apple.com/documentation/avfaudio/avaudioplayerdelegate). Its methods
/// are optional in Apple's SDK: here they are requirements with empty default implementations.
@MainActor
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// When the sound (and its loops) has played to its end; not when the app stops it. Mirrors
    /// [`audioPlayerDidFinishPlaying(_:successfully:)`](https://developer.apple.com/documentation/avfaudio/avaudioplayerdelegate/audioplayerdidfinishplaying(_:successfully:)).
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// Mirrors [`audioPlayerDecodeErrorDidOccur(_:error:)`](https://developer.apple.com/documentation/avfaudio/avaudioplayerdelegate/audioplayerdecodeerrordidoccur(_:error:)):
    /// never called here (nothing is decoded).
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
