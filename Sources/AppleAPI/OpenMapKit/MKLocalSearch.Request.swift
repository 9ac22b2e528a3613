// SPDX-License-Identifier: Apache-2.0

import Foundation

extension MKLocalSearch {
    /// What to search for: words, where, and which kinds of results.
    ///
    /// Mirrors [`MKLocalSearch.Request`](https://developer.apple.com/documentation/mapkit/mklocalsearch/request).
    open class Request: NSObject {
        /// Mirrors [`naturalLanguageQuery`](https://developer.apple.com/documentation/mapkit/mklocalsearch/request/naturallanguagequery).
        open var naturalLanguageQuery: String?
        /// Where to look first (a zero region: near the car). Mirrors
        /// [`region`](https://developer.apple.com/documentation/mapkit/mklocalsearch/request/region).
        open var region = MKCoordinateRegion()
        /// Mirrors [`resultTypes`](https://developer.apple.com/documentation/mapkit/mklocalsearch/request/resulttypes) (iOS 13).
        open var resultTypes: MKLocalSearch.ResultType = [.address, .pointOfInterest]
        /// Mirrors [`pointOfInterestFilter`](https://developer.apple.com/documentation/mapkit/mklocalsearch/request/pointofinterestfilter) (iOS 13).
        open var pointOfInterestFilter: MKPointOfInterestFilter?

        public override init() { super.init() }

        /// Mirrors [`init(naturalLanguageQuery:)`](https://developer.apple.com/documentation/mapkit/mklocalsearch/request/init(naturallanguagequery:)).
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }

        /// Mirrors [`init(naturalLanguageQuery:region:)`](https://developer.apple.com/documentation/mapkit/mklocalsearch/request/init(naturallanguagequery:region:)).
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
            self.region = region
        }
    }
}
