// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Transport controls common to media players. Mirrors
/// [`MPMediaPlayback`](https://developer.apple.com/documentation/mediaplayer/mpmediaplayback).
public protocol MPMediaPlayback: NSObjectProtocol {
    func prepareToPlay()
    var isPreparedToPlay: Bool { get }
    func play()
    func pause()
    func stop()
    var currentPlaybackTime: TimeInterval { get set }
    var currentPlaybackRate: Float { get set }
    func beginSeekingForward()
    func beginSeekingBackward()
    func endSeeking()
}
