// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Media at a URL. Mirrors [`AVURLAsset`](https://developer.apple.com/documentation/avfoundation/avurlasset).
///
/// Nothing is downloaded or decoded on Linux, so the duration is decided from the URL alone:
/// - a file of a media type (`mp3`, `m4a`, `aac`, `wav`, `mp4`…; see ``simulatedFileDuration``) plays for
///   ``simulatedFileDuration`` (3 minutes, a typical song);
/// - anything else (an HLS playlist `.m3u8`, a radio stream with no extension) is a live stream: `.indefinite`, and it
///   never ends.
///
/// An app or test that knows the real length can say so with `AVPlayerItem(url:duration:)` (ours).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// Mirrors [`url`](https://developer.apple.com/documentation/avfoundation/avurlasset/url).
    public let url: URL

    /// How long a media file at a URL plays in the simulation. - Note: Ours.
    public static let simulatedFileDuration = CMTime(value: 180, timescale: 1)

    /// Path extensions read as finite media files. - Note: Ours.
    static let fileExtensions: Set<String> = [
        "mp3", "m4a", "m4b", "aac", "wav", "aif", "aiff", "caf", "flac", "ogg", "opus", "mp4", "m4v", "mov"
    ]

    /// Mirrors [`init(url:options:)`](https://developer.apple.com/documentation/avfoundation/avurlasset/init(url:options:)).
    /// The options are accepted and ignored.
    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        let finite = Self.fileExtensions.contains(URL.pathExtension.lowercased())
        super.init(duration: finite ? Self.simulatedFileDuration : .indefinite)
    }
}
