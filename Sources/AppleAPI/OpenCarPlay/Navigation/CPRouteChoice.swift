// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// One route of a trip, described in variants longest first.
/// Mirrors [`CPRouteChoice`](https://developer.apple.com/documentation/carplay/cprouteChoice).
@preconcurrency @MainActor
open class CPRouteChoice: NSObject, @preconcurrency NSSecureCoding {
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

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the three variant lists and `userInfo` when it is a property list.
    open func encode(with coder: NSCoder) {
        coder.encode(summaryVariants, forKey: "summaryVariants")
        coder.encode(additionalInformationVariants, forKey: "additionalInformationVariants")
        coder.encode(selectionSummaryVariants, forKey: "selectionSummaryVariants")
        if let userInfo { CPCoding.encodePlist(userInfo, forKey: "userInfo", in: coder) }
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let summary = CPCoding.strings("summaryVariants", in: coder),
            let additional = CPCoding.strings("additionalInformationVariants", in: coder),
            let selection = CPCoding.strings("selectionSummaryVariants", in: coder)
        else { return nil }
        summaryVariants = summary
        additionalInformationVariants = additional
        selectionSummaryVariants = selection
        userInfo = d.plist("userInfo")
        guard !d.failed else { return nil }
        super.init()
    }
}
