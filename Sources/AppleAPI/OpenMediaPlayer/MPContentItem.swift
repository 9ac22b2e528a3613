// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One node of an audio app's content tree for the car: a container to open, or something to play.
///
/// Mirrors [`MPContentItem`](https://developer.apple.com/documentation/mediaplayer/mpcontentitem)
/// (deprecated in iOS 14 for the CarPlay framework; the car still browses apps that only have it).
open class MPContentItem: NSObject, @unchecked Sendable {
    public let identifier: String
    open var title: String?
    open var subtitle: String?
    open var artwork: MPMediaItemArtwork?
    /// Whether the item has children the car can open.
    open var isContainer = false
    /// Whether selecting the item starts playback.
    open var isPlayable = false
    open var isStreamingContent = false
    open var isExplicitContent = false
    /// How much of the item has been played, 0…1.
    open var playbackProgress: Float = 0

    public init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    open override var description: String { "<MPContentItem \(identifier) '\(title ?? "")'>" }
}
