// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The music a new car's phone carries (ours, made up for the simulator): 13 songs on 4 albums by 3 artists in
/// 3 genres, and 2 playlists; two songs have lyrics. Every song has a persistent ID, a store ID and artwork (a square in its album's colour
/// with a record on it, drawn as vectors so the car can show it at any size).
extension PhoneMusicLibrary {
    private struct Album {
        let title: String
        let artist: String
        let genre: String
        let year: Int
        let rgb: [Double]
        let songs: [(String, Double)]
    }

    private static let albums: [Album] = [
        Album(
            title: "Harbour Lights", artist: "Saima Lind", genre: "Pop", year: 2021, rgb: [0.91, 0.45, 0.32],
            songs: [("Ferry at Dawn", 214), ("Salt on the Window", 187), ("Suomenlinna", 241), ("Last Tram Home", 199)]),
        Album(
            title: "Northbound", artist: "The Kestrels", genre: "Rock", year: 2019, rgb: [0.22, 0.42, 0.69],
            songs: [("Ring Road", 176), ("Engine Hum", 203), ("Frost Heave", 228)]),
        Album(
            title: "Open Water", artist: "The Kestrels", genre: "Rock", year: 2023, rgb: [0.16, 0.62, 0.56],
            songs: [("Midsummer Static", 195), ("Lighthouse Keeper", 262), ("Quiet Harbour", 181)]),
        Album(
            title: "Long Exposure", artist: "Ada Vuori", genre: "Jazz", year: 2017, rgb: [0.45, 0.33, 0.62],
            songs: [("Blue Hour", 305), ("Rain on Esplanadi", 278), ("Slow Shutter", 332)])
    ]

    /// Lyrics of a few songs (ours, made up), as a library item's `MPMediaItemPropertyLyrics`: one line a verse line.
    private static let lyrics: [String: String] = [
        "Ferry at Dawn": """
        Grey water folding under the bow
        gulls on the railing, the city asleep
        I count the islands one by one
        and wait for the harbour lights to go out
        """,
        "Ring Road": """
        Round and round the ring road
        every exit looks like home
        the radio hums a song I know
        and the night keeps rolling on
        """
    ]

    private static let playlistSongs: [(name: String, description: String, songs: [String])] = [
        ("Road Trip", "Songs for the ring road.", ["Ring Road", "Engine Hum", "Ferry at Dawn", "Midsummer Static", "Last Tram Home"]),
        ("Evening Jazz", "Slow songs for the drive home.", ["Blue Hour", "Rain on Esplanadi", "Slow Shutter", "Quiet Harbour"])
    ]

    /// A new phone's library (the app not yet allowed to read it); `addedOn` is when its songs were added.
    package static func seeded(addedOn: Date) -> PhoneMusicLibrary {
        var artists: [String: UInt64] = [:]
        var genres: [String: UInt64] = [:]
        var items: [MPMediaItem] = []
        for (a, album) in albums.enumerated() {
            let albumID = 0x2000 + UInt64(a + 1)
            let artistID = artists[album.artist] ?? 0x3000 + UInt64(artists.count + 1)
            artists[album.artist] = artistID
            let genreID = genres[album.genre] ?? 0x4000 + UInt64(genres.count + 1)
            genres[album.genre] = genreID
            let art = artwork(album.rgb)
            let released = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: album.year, month: 5, day: 1)
                .date!
            for (t, (title, seconds)) in album.songs.enumerated() {
                let n = items.count + 1
                var properties: [String: any Sendable] = [
                    MPMediaItemPropertyPersistentID: 0x1000 + UInt64(n),
                    MPMediaItemPropertyMediaType: MPMediaType.music.rawValue,
                    MPMediaItemPropertyTitle: title,
                    MPMediaItemPropertyAlbumTitle: album.title,
                    MPMediaItemPropertyAlbumPersistentID: albumID,
                    MPMediaItemPropertyArtist: album.artist,
                    MPMediaItemPropertyArtistPersistentID: artistID,
                    MPMediaItemPropertyAlbumArtist: album.artist,
                    MPMediaItemPropertyAlbumArtistPersistentID: artistID,
                    MPMediaItemPropertyGenre: album.genre,
                    MPMediaItemPropertyGenrePersistentID: genreID,
                    MPMediaItemPropertyPlaybackDuration: seconds,
                    MPMediaItemPropertyAlbumTrackNumber: t + 1,
                    MPMediaItemPropertyAlbumTrackCount: album.songs.count,
                    MPMediaItemPropertyDiscNumber: 1,
                    MPMediaItemPropertyDiscCount: 1,
                    MPMediaItemPropertyArtwork: art,
                    MPMediaItemPropertyReleaseDate: released,
                    MPMediaItemPropertyDateAdded: addedOn,
                    MPMediaItemPropertyIsCompilation: false,
                    MPMediaItemPropertyIsCloudItem: false,
                    MPMediaItemPropertyHasProtectedAsset: true,
                    MPMediaItemPropertyPlaybackStoreID: String(1_700_000_000 + n)
                ]
                if let words = lyrics[title] { properties[MPMediaItemPropertyLyrics] = words }
                items.append(MPMediaItem(properties: properties))
            }
        }
        let playlists = playlistSongs.enumerated().map { p, list in
            MPMediaPlaylist(
                items: list.songs.map { name in items.first { $0.title == name }! },
                properties: [
                    MPMediaPlaylistPropertyPersistentID: 0x5000 + UInt64(p + 1),
                    MPMediaPlaylistPropertyName: list.name,
                    MPMediaPlaylistPropertyPlaylistAttributes: UInt(0),
                    MPMediaPlaylistPropertyDescriptionText: list.description,
                    MPMediaPlaylistPropertyAuthorDisplayName: "You"
                ])
        }
        return PhoneMusicLibrary(items: items, playlists: playlists, lastModified: addedOn)
    }

    /// An album cover: a square in `rgb` with a dark record and a light label in the middle.
    private static func artwork(_ rgb: [Double]) -> MPMediaItemArtwork {
        MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { size in
            let w = Double(size.width)
            let h = Double(size.height)
            func circle(_ r: Double) -> [DrawingSegment] {
                let (cx, cy, k) = (w / 2, h / 2, 0.5523 * r)
                return [
                    .move([cx + r, cy]), .cubic([cx + r, cy + k], [cx + k, cy + r], [cx, cy + r]),
                    .cubic([cx - k, cy + r], [cx - r, cy + k], [cx - r, cy]), .cubic([cx - r, cy - k], [cx - k, cy - r], [cx, cy - r]),
                    .cubic([cx + k, cy - r], [cx + r, cy - k], [cx + r, cy]), .close
                ]
            }
            let square: [DrawingSegment] = [.move([0, 0]), .line([w, 0]), .line([w, h]), .line([0, h]), .close]
            let commands = [
                DrawingCommand(segments: square, fill: rgb + [1], stroke: nil, lineWidth: 0),
                DrawingCommand(segments: circle(min(w, h) * 0.36), fill: [0.1, 0.1, 0.12, 1], stroke: nil, lineWidth: 0),
                DrawingCommand(segments: circle(min(w, h) * 0.12), fill: rgb.map { min($0 + 0.25, 1) } + [1], stroke: nil, lineWidth: 0)
            ]
            return UIImage(source: .drawing(commands), size: size, scale: 1)
        }
    }
}
