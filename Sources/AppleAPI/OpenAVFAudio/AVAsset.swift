// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Timed media. Mirrors [`AVAsset`](https://developer.apple.com/documentation/avfoundation/avasset): on Linux
/// nothing is read or decoded, so an asset knows only its duration (see `AVURLAsset` for where it comes from).
open class AVAsset: NSObject, @unchecked Sendable {
    private let knownDuration: CMTime

    /// An asset of `duration`. - Note: Ours (`AVAsset` has no public initializer).
    package init(duration: CMTime) {
        knownDuration = duration
        super.init()
    }

    /// The media at `URL`. Mirrors [`init(url:)`](https://developer.apple.com/documentation/avfoundation/avasset/init(url:)):
    /// the duration is decided as `AVURLAsset(url:)` decides it. - Note: On iOS the object made is an `AVURLAsset`;
    /// here it is an `AVAsset` (a Swift initializer can't make its subclass).
    public convenience init(url URL: URL) {
        self.init(duration: AVURLAsset.duration(of: URL))
    }

    /// How long the media plays (`.indefinite` for a live stream). Mirrors
    /// [`duration`](https://developer.apple.com/documentation/avfoundation/avasset/duration), deprecated since iOS 16
    /// in favour of `load(.duration)`, which isn't provided yet.
    open var duration: CMTime { knownDuration }

    /// Mirrors [`isPlayable`](https://developer.apple.com/documentation/avfoundation/avasset/isplayable): every asset
    /// plays in the simulation.
    open var isPlayable: Bool { true }
}
