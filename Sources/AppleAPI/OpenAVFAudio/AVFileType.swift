// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A media file format, named by its uniform type identifier. Mirrors
/// [`AVFileType`](https://developer.apple.com/documentation/avfoundation/avfiletype).
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let wav = AVFileType("com.microsoft.waveform-audio")
    public static let aiff = AVFileType("public.aiff-audio")
    public static let aifc = AVFileType("public.aifc-audio")
    public static let caf = AVFileType("com.apple.coreaudio-format")
    public static let mp3 = AVFileType("public.mp3")
    public static let m4a = AVFileType("com.apple.m4a-audio")
    public static let mp4 = AVFileType("public.mpeg-4")
    public static let m4v = AVFileType("com.apple.m4v-video")
    public static let mov = AVFileType("com.apple.quicktime-movie")
    public static let ac3 = AVFileType("public.ac3-audio")
    public static let eac3 = AVFileType("public.enhanced-ac3-audio")
    public static let amr = AVFileType("org.3gpp.adaptive-multi-rate-audio")
}
