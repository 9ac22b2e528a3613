// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Media at a URL. Mirrors [`AVURLAsset`](https://developer.apple.com/documentation/avfoundation/avurlasset).
///
/// Nothing is downloaded or decoded on Linux, so the duration is decided from the URL (and, for a local WAV file, its
/// header):
/// - a WAV file on disk plays for as long as its header says (its samples over its sample rate), so an app's bundled
///   sound — a short spoken prompt, a chime — ends when it would on a phone;
/// - another file of a media type (`mp3`, `m4a`, `aac`, `wav`, `mp4`…; see ``simulatedFileDuration``) plays for
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
        super.init(duration: Self.duration(of: URL))
    }

    /// How long the media at `url` plays in the simulation (see the type's note). - Note: Ours.
    static func duration(of url: URL) -> CMTime {
        let finite = fileExtensions.contains(url.pathExtension.lowercased())
        return waveDuration(at: url) ?? (finite ? simulatedFileDuration : .indefinite)
    }

    /// The length of the RIFF WAVE file at `url`, read from its `fmt ` and `data` chunks (nil: not a readable local
    /// WAV file). - Note: Ours.
    static func waveDuration(at url: URL) -> CMTime? {
        guard url.isFileURL, ["wav", "wave"].contains(url.pathExtension.lowercased()),
            let bytes = try? Data(contentsOf: url, options: .alwaysMapped)
        else { return nil }
        return waveDuration(of: bytes)
    }

    /// The length of the RIFF WAVE file in `bytes` (nil: not a WAV file). - Note: Ours.
    static func waveDuration(of bytes: Data) -> CMTime? {
        guard bytes.count >= 12, bytes.prefix(4) == Data("RIFF".utf8), bytes.dropFirst(8).prefix(4) == Data("WAVE".utf8) else { return nil }
        func number(_ at: Int, _ width: Int) -> Int {
            (0..<width).reduce(0) { sum, i in sum | Int(bytes[bytes.startIndex + at + i]) << (8 * i) }
        }
        var offset = 12
        var sampleRate = 0
        var frameSize = 0
        while offset + 8 <= bytes.count {
            let id = bytes[(bytes.startIndex + offset)..<(bytes.startIndex + offset + 4)]
            let size = number(offset + 4, 4)
            if id == Data("fmt ".utf8), size >= 16, offset + 8 + 16 <= bytes.count {
                sampleRate = number(offset + 12, 4)
                frameSize = number(offset + 20, 2)
            } else if id == Data("data".utf8) {
                guard sampleRate > 0, frameSize > 0 else { return nil }
                // A header written before the samples' length was known may claim more than the file holds.
                let frames = min(size, bytes.count - offset - 8) / frameSize
                return CMTime(value: CMTimeValue(frames), timescale: CMTimeScale(sampleRate))
            }
            offset += 8 + size + size % 2  // chunks are padded to an even length
        }
        return nil
    }
}
