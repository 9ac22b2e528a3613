// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// A map with up to 12 locations and a list of them; selecting one shows its detail and buttons.
///
/// Mirrors [`CPPointOfInterestTemplate`](https://developer.apple.com/documentation/carplay/cppointofinteresttemplate).
@preconcurrency @MainActor
open class CPPointOfInterestTemplate: CPTemplate, CPBarButtonProviding {
    open var title: String { didSet { CPRuntime.contentDidChange(self, "title") } }
    open private(set) var pointsOfInterest: [CPPointOfInterest]
    /// The selected location, or `NSNotFound`.
    open var selectedIndex: Int { didSet { CPRuntime.contentDidChange(self, "selectedIndex") } }
    open weak var pointOfInterestDelegate: (any CPPointOfInterestTemplateDelegate)?
    /// How many times `setPointsOfInterest` was called. - Note: Not in CarPlay.
    package private(set) var pointsUpdateCount = 0

    public init(title: String, pointsOfInterest: [CPPointOfInterest], selectedIndex: Int) {
        self.title = title
        self.pointsOfInterest = pointsOfInterest
        self.selectedIndex = selectedIndex
        super.init()
    }

    /// Writes the title, the points of interest and the selected index; not the delegate.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "pointsOfInterest.title")
        coder.encode(pointsOfInterest, forKey: "pointsOfInterest.points")
        coder.encode(Int64(selectedIndex), forKey: "pointsOfInterest.selectedIndex")
    }

    /// Reads what ``encode(with:)`` wrote; the decoded template has no delegate.
    public required init?(coder: NSCoder) {
        guard let title = CPCoding.string("pointsOfInterest.title", in: coder),
            let points = CPCoding.objects(CPPointOfInterest.self, "pointsOfInterest.points", in: coder)
        else { return nil }
        self.title = title
        pointsOfInterest = points
        selectedIndex = Int(coder.decodeInt64(forKey: "pointsOfInterest.selectedIndex"))
        super.init(coder: coder)
    }

    /// Replaces the locations (only the first 12 are shown).
    open func setPointsOfInterest(_ pointsOfInterest: [CPPointOfInterest], selectedIndex: Int) {
        self.pointsOfInterest = pointsOfInterest
        self.selectedIndex = selectedIndex
        pointsUpdateCount += 1
        CPRuntime.contentDidChange(self, "pointsOfInterest")
    }

    package override var templateTitle: String? { title }

    /// - Note: Not in CarPlay.
    package override var childrenToBind: [any CPCarBound] { pointsOfInterest }
}

/// Learns about map moves and selections. Mirrors [`CPPointOfInterestTemplateDelegate`](https://developer.apple.com/documentation/carplay/cppointofinteresttemplatedelegate).
@preconcurrency @MainActor
public protocol CPPointOfInterestTemplateDelegate: NSObjectProtocol {
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion)
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest)
}

extension CPPointOfInterestTemplateDelegate {
    public func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest) {}
}
