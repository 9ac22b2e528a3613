// SPDX-License-Identifier: Apache-2.0

import Foundation

extension MKLocalSearch {
    /// What a search found. Mirrors [`MKLocalSearch.Response`](https://developer.apple.com/documentation/mapkit/mklocalsearch/response).
    ///
    /// Open, as in MapKit: apps and their tests subclass it (e.g. a canned response for previews) and override
    /// ``mapItems`` and ``boundingRegion``.
    open class Response: NSObject, @unchecked Sendable {
        private let foundItems: [MKMapItem]
        private let foundRegion: MKCoordinateRegion

        /// The places found, best first. Mirrors [`mapItems`](https://developer.apple.com/documentation/mapkit/mklocalsearch/response/mapitems).
        open var mapItems: [MKMapItem] { foundItems }
        /// A region holding every place found. Mirrors
        /// [`boundingRegion`](https://developer.apple.com/documentation/mapkit/mklocalsearch/response/boundingregion).
        open var boundingRegion: MKCoordinateRegion { foundRegion }

        /// An empty response: no places, an empty region. Mirrors the `init()` MapKit's response inherits from
        /// `NSObject`, which subclasses call. - Note: The empty region (centre 0, 0) is our choice.
        public override init() {
            foundItems = []
            foundRegion = MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 0, longitudeDelta: 0))
            super.init()
        }

        package init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            foundItems = mapItems
            foundRegion = boundingRegion
            super.init()
        }
    }
}
