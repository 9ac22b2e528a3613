// SPDX-License-Identifier: Apache-2.0

import Foundation

extension MKLocalSearch {
    /// What a search found. Mirrors [`MKLocalSearch.Response`](https://developer.apple.com/documentation/mapkit/mklocalsearch/response).
    open class Response: NSObject, @unchecked Sendable {
        /// The places found, best first. Mirrors [`mapItems`](https://developer.apple.com/documentation/mapkit/mklocalsearch/response/mapitems).
        public let mapItems: [MKMapItem]
        /// A region holding every place found. Mirrors
        /// [`boundingRegion`](https://developer.apple.com/documentation/mapkit/mklocalsearch/response/boundingregion).
        public let boundingRegion: MKCoordinateRegion

        package init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
            super.init()
        }
    }
}
