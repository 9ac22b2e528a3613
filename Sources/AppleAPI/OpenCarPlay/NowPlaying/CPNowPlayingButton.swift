// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A button on the now playing screen. Mirrors [`CPNowPlayingButton`](https://developer.apple.com/documentation/carplay/cpnowplayingbutton).
@preconcurrency @MainActor
open class CPNowPlayingButton: NSObject, @preconcurrency NSSecureCoding {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var isEnabled = true { didSet { CPRuntime.elementDidChange(self, "isEnabled") } }
    open var isSelected = false { didSet { CPRuntime.elementDidChange(self, "isSelected") } }
    package let tapHandler: ((CPNowPlayingButton) -> Void)?

    public init(handler: ((CPNowPlayingButton) -> Void)? = nil) {
        tapHandler = handler
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes whether enabled and selected (the kind of button is its class). The handler is not archived (closures
    /// can't be; iOS doesn't either).
    open func encode(with coder: NSCoder) {
        coder.encode(isEnabled, forKey: "isEnabled")
        coder.encode(isSelected, forKey: "isSelected")
    }

    /// Reads what ``encode(with:)`` wrote. A decoded button has no handler: tapping it in the car does nothing.
    public required init?(coder: NSCoder) {
        tapHandler = nil
        isEnabled = coder.decodeBool(forKey: "isEnabled")
        isSelected = coder.decodeBool(forKey: "isSelected")
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

    /// Writes the image with the button's state.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        CPCoding.encode(image, forKey: "image", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        image = d.image("image")
        guard !d.failed else { return nil }
        super.init(coder: coder)
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
