// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // Apple's Foundation has these; swift-corelibs-foundation doesn't
    extension URL {
        /// Makes a file the user handed the app (Files, AirDrop, Open In) readable until
        /// `stopAccessingSecurityScopedResource()`. Mirrors
        /// [`startAccessingSecurityScopedResource()`](https://developer.apple.com/documentation/foundation/url/startaccessingsecurityscopedresource()).
        ///
        /// The car runs the app without a sandbox: every file it may read is readable already. As on iOS, the result
        /// says whether the app must balance the call: true for a file URL (as for one the Files app hands over),
        /// false for any other.
        public func startAccessingSecurityScopedResource() -> Bool { isFileURL }

        /// Ends the access `startAccessingSecurityScopedResource()` began. Mirrors
        /// [`stopAccessingSecurityScopedResource()`](https://developer.apple.com/documentation/foundation/url/stopaccessingsecurityscopedresource()).
        public func stopAccessingSecurityScopedResource() {}
    }
#endif
