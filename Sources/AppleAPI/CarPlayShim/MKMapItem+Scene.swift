// SPDX-License-Identifier: Apache-2.0

// Maps opened from a scene: on iOS MapKit declares these with UIKit's scene; elsewhere OpenMapKit doesn't know
// OpenUIKit, so CarPlayShim, which sees both, does.
#if !canImport(MapKit)
    import Foundation
    import OpenMapKit
    import OpenUIKit

    extension MKMapItem {
        /// Opens Maps on the item from a scene (a CarPlay app passes its `CPTemplateApplicationScene`). Mirrors
        /// [`openInMaps(launchOptions:from:completionHandler:)`](https://developer.apple.com/documentation/mapkit/mkmapitem/openinmaps(launchoptions:from:completionhandler:)).
        /// Recorded as ``MKMapItem/openInMaps(launchOptions:)`` records it; the completion hears whether it was.
        public func openInMaps(
            launchOptions: [String: Any]? = nil, from scene: UIScene?, completionHandler completion: (@Sendable (Bool) -> Void)? = nil
        ) {
            let opened = openInMaps(launchOptions: launchOptions)
            completion?(opened)
        }

        /// Opens Maps on the items from a scene. Mirrors
        /// [`openMaps(with:launchOptions:from:completionHandler:)`](https://developer.apple.com/documentation/mapkit/mkmapitem/openmaps(with:launchoptions:from:completionhandler:)).
        public class func openMaps(
            with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil, from scene: UIScene?,
            completionHandler completion: (@Sendable (Bool) -> Void)? = nil
        ) {
            let opened = openMaps(with: mapItems, launchOptions: launchOptions)
            completion?(opened)
        }
    }
#endif
