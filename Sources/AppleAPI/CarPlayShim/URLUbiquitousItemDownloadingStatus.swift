// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // Apple's Foundation has these; swift-corelibs-foundation has the key but not the values
    /// Whether an iCloud Drive file is on the phone. Mirrors
    /// [`URLUbiquitousItemDownloadingStatus`](https://developer.apple.com/documentation/foundation/urlubiquitousitemdownloadingstatus).
    public struct URLUbiquitousItemDownloadingStatus: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Downloaded, and the newest version. Mirrors [`current`](https://developer.apple.com/documentation/foundation/urlubiquitousitemdownloadingstatus/current).
        public static let current = URLUbiquitousItemDownloadingStatus(rawValue: "NSURLUbiquitousItemDownloadingStatusCurrent")
        /// Downloaded, maybe not the newest version. Mirrors [`downloaded`](https://developer.apple.com/documentation/foundation/urlubiquitousitemdownloadingstatus/downloaded).
        public static let downloaded = URLUbiquitousItemDownloadingStatus(rawValue: "NSURLUbiquitousItemDownloadingStatusDownloaded")
        /// In iCloud only. Mirrors [`notDownloaded`](https://developer.apple.com/documentation/foundation/urlubiquitousitemdownloadingstatus/notdownloaded).
        public static let notDownloaded = URLUbiquitousItemDownloadingStatus(rawValue: "NSURLUbiquitousItemDownloadingStatusNotDownloaded")
    }

    extension URLResourceValues {
        /// The file's iCloud Drive status: nil for a file outside iCloud Drive, which every file of the simulated phone
        /// is (it has no iCloud account). Mirrors
        /// [`ubiquitousItemDownloadingStatus`](https://developer.apple.com/documentation/foundation/urlresourcevalues/ubiquitousitemdownloadingstatus).
        public var ubiquitousItemDownloadingStatus: URLUbiquitousItemDownloadingStatus? { nil }
    }
#endif
