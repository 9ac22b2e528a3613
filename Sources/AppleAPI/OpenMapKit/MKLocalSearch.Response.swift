// SPDX-License-Identifier: Apache-2.0

import Foundation

extension MKLocalSearch {
    /// What a search found. Mirrors [`MKLocalSearch.Response`](https://developer.apple.com/documentation/mapkit/mklocalsearch/response).
    ///
    /// Open, as in MapKit: apps and their tests subclass it (e.g. a canned response for previews) and override
    /// ``mapItems`` and ``boundingRegion``.
    open class Response: NSObject, @unchecked Sendable {
        private var foundItems: [MKMapItem] = []
        private var foundRegion = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 0, longitudeDelta: 0))

        /// The places found, best first. Mirrors [`mapItems`](https://developer.apple.com/documentation/mapkit/mklocalsearch/response/mapitems).
        open var mapItems: [MKMapItem] { foundItems }
        /// A region holding every place found. Mirrors
        /// [`boundingRegion`](https://developer.apple.com/documentation/mapkit/mklocalsearch/response/boundingregion).
        open var boundingRegion: MKCoordinateRegion { foundRegion }

        /// An empty response: no places, an empty region. Mirrors the `init()` MapKit's response inherits from
        /// `NSObject`, which subclasses call (its only initializer, as in MapKit). - Note: The empty region (centre 0, 0)
        /// is our choice.
        public override init() {
            super.init()
        }

        /// What a search on the phone answers. - Note: Ours (a convenience initializer, so subclasses see only `init()`).
        package convenience init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.init()
            foundItems = mapItems
            foundRegion = boundingRegion
        }
    }
}
