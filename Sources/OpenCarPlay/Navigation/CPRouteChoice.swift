// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// One route of a trip, described in variants longest first.
/// Mirrors [`CPRouteChoice`](https://developer.apple.com/documentation/carplay/cprouteChoice).
@preconcurrency @MainActor
open class CPRouteChoice: NSObject {
    public let summaryVariants: [String]
    public let additionalInformationVariants: [String]
    public let selectionSummaryVariants: [String]
    open var userInfo: Any?

    public init(summaryVariants: [String], additionalInformationVariants: [String], selectionSummaryVariants: [String]) {
        self.summaryVariants = summaryVariants
        self.additionalInformationVariants = additionalInformationVariants
        self.selectionSummaryVariants = selectionSummaryVariants
        super.init()
    }
}
