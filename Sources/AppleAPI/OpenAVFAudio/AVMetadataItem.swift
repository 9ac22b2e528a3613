// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One piece of a media file's metadata: its title, an author, the artwork. Mirrors
/// [`AVMetadataItem`](https://developer.apple.com/documentation/avfoundation/avmetadataitem).
/// - Note: Nothing is read from media files on Linux, so an asset has no items (see `AVAsset.metadata`); items are
///   made with ``AVMutableMetadataItem`` (a test's fixture, an app's own). On Linux a cast of `value` to `String`
///   fails (`as? NSString` works): `stringValue` reads a string either way.
open class AVMetadataItem: NSObject, @unchecked Sendable {
    // Unchecked: as Apple's, an item isn't changed once made (its mutable subclass is the maker's until it hands it on).
    /// The item's parts, which the mutable subclass sets. - Note: Ours.
    final var parts = Parts()
    struct Parts {
        var identifier: AVMetadataIdentifier? = nil
        var keySpace: AVMetadataKeySpace? = nil
        var key: (any NSCopying & NSObjectProtocol)? = nil
        var commonKey: AVMetadataKey? = nil
        var value: (any NSCopying & NSObjectProtocol)? = nil
        var time: CMTime = .invalid
        var duration: CMTime = .invalid
    }

    open var identifier: AVMetadataIdentifier? { parts.identifier }
    open var keySpace: AVMetadataKeySpace? { parts.keySpace }
    open var key: (any NSCopying & NSObjectProtocol)? { parts.key }
    open var commonKey: AVMetadataKey? { parts.commonKey }
    open var value: (any NSCopying & NSObjectProtocol)? { parts.value }
    open var time: CMTime { parts.time }
    open var duration: CMTime { parts.duration }

    public override init() { super.init() }

    /// The value as a string (a string, or a number's description), nil for other values.
    public var stringValue: String? {
        if let string = value as? NSString { return string as String }
        return (value as? NSNumber)?.stringValue
    }
    /// The value as a number, when it is one.
    public var numberValue: NSNumber? { value as? NSNumber }
    /// The value as data (artwork), when it is some.
    public var dataValue: Data? { (value as? NSData).map { Data(referencing: $0) } }
    /// The value as a date, when it is one.
    public var dateValue: Date? { (value as? NSDate).map { Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) } }

    /// The items of `items` whose key and key space are those given (nil: any). Mirrors
    /// [`metadataItems(from:withKey:keySpace:)`](https://developer.apple.com/documentation/avfoundation/avmetadataitem/metadataitems(from:withkey:keyspace:)).
    public class func metadataItems(from items: [AVMetadataItem], withKey key: Any?, keySpace: AVMetadataKeySpace?) -> [AVMetadataItem] {
        items.filter { item in
            if let keySpace, item.keySpace != keySpace && !(keySpace == .common && item.commonKey != nil) { return false }
            guard let key else { return true }
            let wanted = (key as? AVMetadataKey)?.rawValue ?? (key as? String) ?? (key as? NSString).map { $0 as String }
            let keys = [(item.key as? NSString).map { $0 as String }, keySpace == .common ? item.commonKey?.rawValue : nil]
            return wanted != nil && keys.contains(wanted)
        }
    }

    /// The items of `items` with the identifier given. Mirrors
    /// [`metadataItems(from:filteredByIdentifier:)`](https://developer.apple.com/documentation/avfoundation/avmetadataitem/metadataitems(from:filteredbyidentifier:)).
    public class func metadataItems(from items: [AVMetadataItem], filteredByIdentifier identifier: AVMetadataIdentifier) -> [AVMetadataItem] {
        items.filter { $0.identifier == identifier }
    }
}

/// A metadata item whose parts can be set. Mirrors
/// [`AVMutableMetadataItem`](https://developer.apple.com/documentation/avfoundation/avmutablemetadataitem).
open class AVMutableMetadataItem: AVMetadataItem, @unchecked Sendable {
    public override var identifier: AVMetadataIdentifier? {
        get { parts.identifier }
        set { parts.identifier = newValue }
    }
    public override var keySpace: AVMetadataKeySpace? {
        get { parts.keySpace }
        set { parts.keySpace = newValue }
    }
    public override var key: (any NSCopying & NSObjectProtocol)? {
        get { parts.key }
        set { parts.key = newValue }
    }
    public override var value: (any NSCopying & NSObjectProtocol)? {
        get { parts.value }
        set { parts.value = newValue }
    }
    public override var time: CMTime {
        get { parts.time }
        set { parts.time = newValue }
    }
    public override var duration: CMTime {
        get { parts.duration }
        set { parts.duration = newValue }
    }

    /// The common key the item's key stands for: its key in the common key space, else the common key of a title,
    /// artist, album or artwork key of the iTunes or ID3 key spaces.
    public override var commonKey: AVMetadataKey? {
        get {
            guard let name = (key as? NSString).map({ $0 as String }) else { return nil }
            if keySpace == .common { return AVMetadataKey(name) }
            let common: [String: AVMetadataKey] = [
                "\u{a9}nam": .commonKeyTitle, "TIT2": .commonKeyTitle, "\u{a9}ART": .commonKeyArtist, "TPE1": .commonKeyArtist,
                "\u{a9}alb": .commonKeyAlbumName, "TALB": .commonKeyAlbumName, "covr": .commonKeyArtwork, "APIC": .commonKeyArtwork
            ]
            return [.iTunes, .id3].contains(keySpace) ? common[name] : nil
        }
        set { parts.commonKey = newValue }
    }
}
