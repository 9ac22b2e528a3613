// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // Apple's Foundation has these; swift-corelibs-foundation doesn't
    /// A file's protection class as a URL resource value. Mirrors
    /// [`URLFileProtection`](https://developer.apple.com/documentation/foundation/urlfileprotection), with the raw
    /// values of Apple's constants.
    /// - Note: Foundation on Linux accepts `setResourceValue(_:forKey: .fileProtectionKey)` and keeps nothing; the
    ///   phone records a class written with `Data.write(to:options:)` (see `ProtectedFiles` in CarPlayHost).
    public struct URLFileProtection: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// No protection: the file can be read whether the phone is locked or not.
        public static let none = URLFileProtection(rawValue: "NSURLFileProtectionNone")
        /// Readable only while the phone is unlocked.
        public static let complete = URLFileProtection(rawValue: "NSURLFileProtectionComplete")
        /// Can be created while locked; once closed, readable only while unlocked.
        public static let completeUnlessOpen = URLFileProtection(rawValue: "NSURLFileProtectionCompleteUnlessOpen")
        /// Readable once the phone has been unlocked after it started.
        public static let completeUntilFirstUserAuthentication = URLFileProtection(
            rawValue: "NSURLFileProtectionCompleteUntilFirstUserAuthentication")
    }

    extension URLResourceKey {
        /// The key of a file's protection class (a ``URLFileProtection``). Mirrors
        /// [`fileProtectionKey`](https://developer.apple.com/documentation/foundation/urlresourcekey/fileprotectionkey).
        public static let fileProtectionKey = URLResourceKey(rawValue: "NSURLFileProtectionKey")
    }
#endif
