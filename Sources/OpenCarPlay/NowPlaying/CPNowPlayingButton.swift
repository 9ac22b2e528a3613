// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A button on the now playing screen. Mirrors [`CPNowPlayingButton`](https://developer.apple.com/documentation/carplay/cpnowplayingbutton).
@preconcurrency @MainActor
open class CPNowPlayingButton: NSObject {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var isEnabled = true { didSet { CPRuntime.elementDidChange(self, "isEnabled") } }
    open var isSelected = false { didSet { CPRuntime.elementDidChange(self, "isSelected") } }
    package let tapHandler: ((CPNowPlayingButton) -> Void)?

    public init(handler: ((CPNowPlayingButton) -> Void)? = nil) {
        tapHandler = handler
        super.init()
    }

    /// The system symbol the car draws for this kind of button. - Note: Not in CarPlay.
    package var systemSymbol: String { "circle" }
    /// The kind, for snapshots. - Note: Not in CarPlay.
    package var kind: String { "custom" }
}

/// A button with the app's own image (at most ``CPNowPlayingButtonMaximumImageSize``).
/// Mirrors [`CPNowPlayingImageButton`](https://developer.apple.com/documentation/carplay/cpnowplayingimagebutton).
@preconcurrency @MainActor
open class CPNowPlayingImageButton: CPNowPlayingButton {
    open private(set) var image: UIImage?
    public init(image: UIImage, handler: ((CPNowPlayingButton) -> Void)? = nil) {
        self.image = image
        super.init(handler: handler)
    }
    package override var kind: String { "image" }
}

/// Mirrors [`CPNowPlayingShuffleButton`](https://developer.apple.com/documentation/carplay/cpnowplayingshufflebutton).
@preconcurrency @MainActor
open class CPNowPlayingShuffleButton: CPNowPlayingButton {
    package override var systemSymbol: String { "shuffle" }
    package override var kind: String { "shuffle" }
}

/// Mirrors [`CPNowPlayingRepeatButton`](https://developer.apple.com/documentation/carplay/cpnowplayingrepeatbutton).
@preconcurrency @MainActor
open class CPNowPlayingRepeatButton: CPNowPlayingButton {
    package override var systemSymbol: String { "repeat" }
    package override var kind: String { "repeat" }
}

/// Shows the playback rate from `MPNowPlayingInfoPropertyPlaybackRate`; the handler changes it.
/// Mirrors [`CPNowPlayingPlaybackRateButton`](https://developer.apple.com/documentation/carplay/cpnowplayingplaybackratebutton).
@preconcurrency @MainActor
open class CPNowPlayingPlaybackRateButton: CPNowPlayingButton {
    package override var systemSymbol: String { "speedometer" }
    package override var kind: String { "playbackRate" }
}

/// Mirrors [`CPNowPlayingAddToLibraryButton`](https://developer.apple.com/documentation/carplay/cpnowplayingaddtolibrarybutton).
@preconcurrency @MainActor
open class CPNowPlayingAddToLibraryButton: CPNowPlayingButton {
    package override var systemSymbol: String { "plus" }
    package override var kind: String { "addToLibrary" }
}

/// Mirrors [`CPNowPlayingMoreButton`](https://developer.apple.com/documentation/carplay/cpnowplayingmorebutton).
@preconcurrency @MainActor
open class CPNowPlayingMoreButton: CPNowPlayingButton {
    package override var systemSymbol: String { "ellipsis" }
    package override var kind: String { "more" }
}

extension CPNowPlayingButton: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
