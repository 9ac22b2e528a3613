// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The key of a metadata item within its key space. Mirrors
/// [`AVMetadataKey`](https://developer.apple.com/documentation/avfoundation/avmetadatakey), with the raw values of
/// Apple's constants for the keys below (the common keys, and the iTunes and ID3 keys audiobook apps read).
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let commonKeyTitle = AVMetadataKey("title")
    public static let commonKeyArtist = AVMetadataKey("artist")
    public static let commonKeyAuthor = AVMetadataKey("author")
    public static let commonKeyAlbumName = AVMetadataKey("albumName")
    public static let commonKeyArtwork = AVMetadataKey("artwork")
    public static let commonKeyCreator = AVMetadataKey("creator")
    public static let commonKeyDescription = AVMetadataKey("description")
    public static let commonKeyPublisher = AVMetadataKey("publisher")
    public static let iTunesMetadataKeySongName = AVMetadataKey("\u{a9}nam")
    public static let iTunesMetadataKeyAlbum = AVMetadataKey("\u{a9}alb")
    public static let iTunesMetadataKeyArtist = AVMetadataKey("\u{a9}ART")
    public static let iTunesMetadataKeyAlbumArtist = AVMetadataKey("aART")
    public static let metadata3GPUserDataKeyAuthor = AVMetadataKey("auth")
    public static let id3MetadataKeyTitleDescription = AVMetadataKey("TIT2")
    public static let id3MetadataKeyAlbumTitle = AVMetadataKey("TALB")
    public static let id3MetadataKeyLeadPerformer = AVMetadataKey("TPE1")
    public static let id3MetadataKeyOriginalAlbumTitle = AVMetadataKey("TOAL")
    public static let id3MetadataKeyOriginalArtist = AVMetadataKey("TOPE")
}

/// The family a metadata key belongs to. Mirrors
/// [`AVMetadataKeySpace`](https://developer.apple.com/documentation/avfoundation/avmetadatakeyspace).
public struct AVMetadataKeySpace: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let common = AVMetadataKeySpace("comn")
    public static let iTunes = AVMetadataKeySpace("itsk")
    public static let id3 = AVMetadataKeySpace("org.id3")
    public static let quickTimeMetadata = AVMetadataKeySpace("mdta")
    public static let quickTimeUserData = AVMetadataKeySpace("udta")
}

/// A key space and key in one (`id3/TALB`). Mirrors
/// [`AVMetadataIdentifier`](https://developer.apple.com/documentation/avfoundation/avmetadataidentifier).
public struct AVMetadataIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
