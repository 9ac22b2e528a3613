// SPDX-License-Identifier: Apache-2.0

/// What kind of playlist. Mirrors
/// [`MPMediaPlaylistAttribute`](https://developer.apple.com/documentation/mediaplayer/mpmediaplaylistattribute).
public struct MPMediaPlaylistAttribute: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let onTheGo = MPMediaPlaylistAttribute(rawValue: 1 << 0)
    public static let smart = MPMediaPlaylistAttribute(rawValue: 1 << 1)
    public static let genius = MPMediaPlaylistAttribute(rawValue: 1 << 2)
}
