// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An asset's metadata and chapters. On Linux nothing is read from media files, so an asset has none: an app reading
/// a book's title from its metadata falls back as it does for a file without any, and one reading chapters finds none.
extension AVAsset {
    /// Mirrors [`metadata`](https://developer.apple.com/documentation/avfoundation/avasset/metadata): none here.
    public var metadata: [AVMetadataItem] { [] }
    /// Mirrors [`commonMetadata`](https://developer.apple.com/documentation/avfoundation/avasset/commonmetadata): none here.
    public var commonMetadata: [AVMetadataItem] { [] }
    /// Mirrors [`availableChapterLocales`](https://developer.apple.com/documentation/avfoundation/avasset/availablechapterlocales): none here.
    public var availableChapterLocales: [Locale] { [] }

    /// Mirrors [`chapterMetadataGroups(withTitleLocale:containingItemsWithCommonKeys:)`](https://developer.apple.com/documentation/avfoundation/avasset/chaptermetadatagroups(withtitlelocale:containingitemswithcommonkeys:)):
    /// none here.
    public func chapterMetadataGroups(withTitleLocale locale: Locale, containingItemsWithCommonKeys commonKeys: [AVMetadataKey]?) -> [AVTimedMetadataGroup] {
        []
    }

    /// Mirrors [`loadChapterMetadataGroups(withTitleLocale:containingItemsWithCommonKeys:)`](https://developer.apple.com/documentation/avfoundation/avasset/loadchaptermetadatagroups(withtitlelocale:containingitemswithcommonkeys:)):
    /// none here.
    public func loadChapterMetadataGroups(withTitleLocale locale: Locale, containingItemsWithCommonKeys commonKeys: [AVMetadataKey]) async throws
        -> [AVTimedMetadataGroup]
    {
        chapterMetadataGroups(withTitleLocale: locale, containingItemsWithCommonKeys: commonKeys)
    }
}
