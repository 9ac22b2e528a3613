// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A search of the phone's media library: the items that meet every filter predicate, and those items grouped into
/// collections (albums, artists, playlists…). Mirrors
/// [`MPMediaQuery`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery).
///
/// Queries read the library of the phone in the car (`PhoneMusicLibrary`) when `items` or `collections` is read.
/// Until the user allowed the app the media library (`MPMediaLibrary.authorizationStatus()`), both are empty.
/// Items come sorted as the Music app lists them: by title for songs, by disc and track within an album, albums and
/// artists by name (a leading "The " ignored, as far as we know as iOS does).
open class MPMediaQuery: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var predicates: Set<MPMediaPredicate>?
    private var grouping: MPMediaGrouping = .title

    /// Every item in the library. Mirrors [`init()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/init()).
    public override convenience init() { self.init(filterPredicates: nil) }

    /// Mirrors [`init(filterPredicates:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/init(filterpredicates:)).
    public init(filterPredicates: Set<MPMediaPredicate>?) {
        predicates = filterPredicates
        super.init()
    }

    private convenience init(type: MPMediaType, grouping: MPMediaGrouping) {
        self.init(filterPredicates: [MPMediaPropertyPredicate(value: type.rawValue, forProperty: MPMediaItemPropertyMediaType)])
        self.grouping = grouping
    }

    /// Mirrors [`filterPredicates`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/filterpredicates).
    open var filterPredicates: Set<MPMediaPredicate>? {
        get { lock.withLock { predicates } }
        set { lock.withLock { predicates = newValue } }
    }

    /// Mirrors [`addFilterPredicate(_:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/addfilterpredicate(_:)).
    open func addFilterPredicate(_ predicate: MPMediaPredicate) {
        lock.withLock { predicates = (predicates ?? []).union([predicate]) }
    }

    /// Mirrors [`removeFilterPredicate(_:)`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/removefilterpredicate(_:)).
    open func removeFilterPredicate(_ predicate: MPMediaPredicate) {
        lock.withLock { _ = predicates?.remove(predicate) }
    }

    /// What `collections` groups by (`.title` unless the query came from `albums()`, `artists()`…). Mirrors
    /// [`groupingType`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/groupingtype).
    open var groupingType: MPMediaGrouping {
        get { lock.withLock { grouping } }
        set { lock.withLock { grouping = newValue } }
    }

    // MARK: The base queries

    /// Mirrors [`songs()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/songs()).
    open class func songs() -> MPMediaQuery { MPMediaQuery(type: .music, grouping: .title) }
    /// Mirrors [`albums()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/albums()).
    open class func albums() -> MPMediaQuery { MPMediaQuery(type: .music, grouping: .album) }
    /// Mirrors [`artists()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/artists()).
    open class func artists() -> MPMediaQuery { MPMediaQuery(type: .music, grouping: .artist) }
    /// Mirrors [`playlists()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/playlists()).
    open class func playlists() -> MPMediaQuery {
        let q = MPMediaQuery(filterPredicates: nil)
        q.grouping = .playlist
        return q
    }
    /// Mirrors [`genres()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/genres()).
    open class func genres() -> MPMediaQuery { MPMediaQuery(type: .music, grouping: .genre) }
    /// Mirrors [`composers()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/composers()).
    open class func composers() -> MPMediaQuery { MPMediaQuery(type: .anyAudio, grouping: .composer) }
    /// Mirrors [`compilations()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/compilations()).
    open class func compilations() -> MPMediaQuery {
        let q = MPMediaQuery(type: .anyAudio, grouping: .album)
        q.addFilterPredicate(MPMediaPropertyPredicate(value: true, forProperty: MPMediaItemPropertyIsCompilation))
        return q
    }
    /// Mirrors [`podcasts()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/podcasts()).
    open class func podcasts() -> MPMediaQuery { MPMediaQuery(type: .podcast, grouping: .podcastTitle) }
    /// Mirrors [`audiobooks()`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/audiobooks()).
    open class func audiobooks() -> MPMediaQuery { MPMediaQuery(type: .audioBook, grouping: .title) }

    // MARK: Results

    /// The items that meet every predicate, in the order of `collections`. Mirrors
    /// [`items`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/items).
    open var items: [MPMediaItem]? { collections?.flatMap(\.items) }

    /// The matching items grouped by `groupingType`; for `.playlist`, the playlists whose own properties meet the
    /// playlist predicates, each with its items that meet the rest (playlists left empty are left out). Mirrors
    /// [`collections`](https://developer.apple.com/documentation/mediaplayer/mpmediaquery/collections).
    open var collections: [MPMediaItemCollection]? {
        let (filters, grouping) = lock.withLock { (Array(predicates ?? []), self.grouping) }
        guard let library = PhoneMusicLibrary.current, library.authorization == .authorized else { return [] }
        let playlistKeys: Set<String> = [
            MPMediaPlaylistPropertyPersistentID, MPMediaPlaylistPropertyName, MPMediaPlaylistPropertyPlaylistAttributes,
            MPMediaPlaylistPropertyDescriptionText, MPMediaPlaylistPropertyAuthorDisplayName
        ]
        let onPlaylists = filters.filter { ($0 as? MPMediaPropertyPredicate).map { playlistKeys.contains($0.property) } ?? false }
        let onItems = filters.filter { p in !onPlaylists.contains { $0 === p } }
        func keep(_ item: MPMediaItem) -> Bool { onItems.allSatisfy { $0.matches(item) } }
        if grouping == .playlist {
            return library.playlists.compactMap { list -> MPMediaItemCollection? in
                guard onPlaylists.allSatisfy({ $0.matches(list) }) else { return nil }
                if onItems.isEmpty { return list }
                let kept = list.items.filter(keep)
                return kept.isEmpty ? nil : MPMediaPlaylist(items: kept, properties: list.properties)
            }
        }
        let found = library.items.filter(keep)
        if grouping == .title {
            return Self.sorted(found, by: MPMediaItemPropertyTitle).map { MPMediaItemCollection(items: [$0]) }
        }
        let idKey = MPMediaItem.persistentIDProperty(forGroupingType: grouping)
        let nameKey = MPMediaItem.titleProperty(forGroupingType: grouping)
        var groups: [UInt64: [MPMediaItem]] = [:]
        var order: [UInt64] = []
        for item in found {
            let id = item.value(forProperty: idKey) as? UInt64 ?? 0
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(item)
        }
        let collections = order.map { id in
            MPMediaItemCollection(items: groups[id]!.sorted(by: Self.albumOrder), properties: [MPMediaEntityPropertyPersistentID: id])
        }
        return collections.sorted {
            Self.sortKey($0.representativeItem?.value(forProperty: nameKey) as? String)
                < Self.sortKey($1.representativeItem?.value(forProperty: nameKey) as? String)
        }
    }

    /// Within a group: album by album (by name), then disc and track.
    static func albumOrder(_ a: MPMediaItem, _ b: MPMediaItem) -> Bool {
        let (ka, kb) = (sortKey(a.albumTitle), sortKey(b.albumTitle))
        if ka != kb { return ka < kb }
        if a.discNumber != b.discNumber { return a.discNumber < b.discNumber }
        return a.albumTrackNumber < b.albumTrackNumber
    }

    static func sorted(_ items: [MPMediaItem], by key: String) -> [MPMediaItem] {
        items.enumerated().sorted { a, b in
            let (ka, kb) = (sortKey(a.element.value(forProperty: key) as? String), sortKey(b.element.value(forProperty: key) as? String))
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
    }

    /// How a name sorts: case- and diacritic-blind, a leading "The " ignored.
    static func sortKey(_ name: String?) -> String {
        var s = (name ?? "").folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if s.hasPrefix("the ") { s.removeFirst(4) }
        return s
    }
}
