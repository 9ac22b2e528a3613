// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the Music app's player adds (opening the Music app to play). Mirrors
/// [`MPSystemMusicPlayerController`](https://developer.apple.com/documentation/mediaplayer/mpsystemmusicplayercontroller).
public protocol MPSystemMusicPlayerController: NSObjectProtocol {
    /// Opens the Music app and plays `queueDescriptor`.
    func openToPlay(_ queueDescriptor: MPMusicPlayerQueueDescriptor)
}
