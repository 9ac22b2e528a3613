// SPDX-License-Identifier: Apache-2.0

/// A tab's item. Only the system item kinds are used by CarPlay.
///
/// Mirrors [`UITabBarItem`](https://developer.apple.com/documentation/uikit/uitabbaritem).
public enum UITabBarItem {
    /// Mirrors [`UITabBarItem.SystemItem`](https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem).
    public enum SystemItem: Int, Sendable, Codable, CaseIterable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        /// The title iOS shows for the item (English). - Note: Not in UIKit.
        package var systemTitle: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The symbol drawn for the item. - Note: Not in UIKit.
        package var systemSymbol: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .topRated: "star.fill"
            case .featured: "star"
            case .recents, .mostRecent, .history: "clock"
            case .contacts: "person.crop.circle"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.number"
            }
        }
    }
}
