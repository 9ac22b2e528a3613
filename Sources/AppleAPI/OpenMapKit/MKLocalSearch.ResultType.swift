// SPDX-License-Identifier: Apache-2.0

import Foundation

extension MKLocalSearch {
    /// Which kinds of results a search returns. Mirrors
    /// [`MKLocalSearch.ResultType`](https://developer.apple.com/documentation/mapkit/mklocalsearch/resulttype) (iOS 13;
    /// raw values as in MapKit's header).
    public struct ResultType: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        /// Mountains, lakes… (iOS 18). The extract's search has none.
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }
}
