// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which kinds of places a search returns (or a map shows).
///
/// Mirrors [`MKPointOfInterestFilter`](https://developer.apple.com/documentation/mapkit/mkpointofinterestfilter) (iOS 13).
open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    private enum Rule {
        case including(Set<MKPointOfInterestCategory>)
        case excluding(Set<MKPointOfInterestCategory>)
    }
    private let rule: Rule

    /// Every kind of place. Mirrors [`includingAll`](https://developer.apple.com/documentation/mapkit/mkpointofinterestfilter/includingall).
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// No place at all. Mirrors [`excludingAll`](https://developer.apple.com/documentation/mapkit/mkpointofinterestfilter/excludingall).
    public static let excludingAll = MKPointOfInterestFilter(including: [])

    public init(including categories: [MKPointOfInterestCategory]) {
        rule = .including(Set(categories))
        super.init()
    }

    public init(excluding categories: [MKPointOfInterestCategory]) {
        rule = .excluding(Set(categories))
        super.init()
    }

    /// Mirrors [`includes(_:)`](https://developer.apple.com/documentation/mapkit/mkpointofinterestfilter/includes(_:)).
    open func includes(_ category: MKPointOfInterestCategory) -> Bool {
        switch rule {
        case .including(let set): set.contains(category)
        case .excluding(let set): !set.contains(category)
        }
    }

    /// Mirrors [`excludes(_:)`](https://developer.apple.com/documentation/mapkit/mkpointofinterestfilter/excludes(_:)).
    open func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }

    /// Whether a place of this category (nil: none known) passes. A filter that includes only some categories lets no
    /// uncategorised place through. - Note: Ours.
    package func admits(_ category: MKPointOfInterestCategory?) -> Bool {
        guard let category else {
            if case .excluding = rule { return true }
            return false
        }
        return includes(category)
    }
}
