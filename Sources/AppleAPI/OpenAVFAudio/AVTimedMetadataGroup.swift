// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A span of a media file's timeline. Mirrors Core Media's
/// [`CMTimeRange`](https://developer.apple.com/documentation/coremedia/cmtimerange).
public struct CMTimeRange: Sendable, Hashable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }
    /// Where the range ends.
    public var end: CMTime { start + duration }
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
}

/// Metadata items for a span of a media file's timeline: a chapter's title and artwork. Mirrors
/// [`AVTimedMetadataGroup`](https://developer.apple.com/documentation/avfoundation/avtimedmetadatagroup).
open class AVTimedMetadataGroup: NSObject, @unchecked Sendable {
    // Unchecked: made once, never changed.
    public let items: [AVMetadataItem]
    public let timeRange: CMTimeRange

    public init(items: [AVMetadataItem], timeRange: CMTimeRange) {
        self.items = items
        self.timeRange = timeRange
        super.init()
    }
}
