// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// One lane: the angles it allows (−180…180°) and which one to take.
/// Mirrors [`CPLane`](https://developer.apple.com/documentation/carplay/cplane).
@preconcurrency @MainActor
open class CPLane: NSObject, @preconcurrency NSSecureCoding {
    open private(set) var angles: [Measurement<UnitAngle>]
    open private(set) var highlightedAngle: Measurement<UnitAngle>?
    private var storedStatus: CPLaneStatus

    /// The lane's status. Setting it is deprecated in iOS 18.
    open var status: CPLaneStatus {
        get { storedStatus }
        @available(iOS, introduced: 17.4, deprecated: 18.0)
        set { storedStatus = newValue }
    }

    @available(iOS, introduced: 17.4, deprecated: 18.0)
    open var primaryAngle: Measurement<UnitAngle> {
        get { highlightedAngle ?? angles.first ?? Measurement(value: 0, unit: .degrees) }
        set {
            highlightedAngle = newValue
            if !angles.contains(newValue) { angles.insert(newValue, at: 0) }
        }
    }

    @available(iOS, introduced: 17.4, deprecated: 18.0)
    open var secondaryAngles: [Measurement<UnitAngle>] {
        get { angles.filter { $0 != highlightedAngle } }
        set { angles = (highlightedAngle.map { [$0] } ?? []) + newValue }
    }

    @available(iOS, introduced: 17.4, deprecated: 18.0)
    public override init() {
        angles = []
        storedStatus = .notGood
        super.init()
    }

    /// A lane that is not good to take.
    public init(angles: [Measurement<UnitAngle>]) {
        self.angles = angles
        storedStatus = .notGood
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the angles, the highlighted angle and the status.
    open func encode(with coder: NSCoder) {
        CPCoding.encodeValue(angles.map(MeasurementPlist.init), forKey: "angles", in: coder)
        CPCoding.encode(highlightedAngle, forKey: "highlightedAngle", in: coder)
        coder.encode(Int64(storedStatus.rawValue), forKey: "status")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let angles = d.angles("angles"), let status = CPCoding.enumeration(CPLaneStatus.self, "status", in: coder) else { return nil }
        highlightedAngle = d.angle("highlightedAngle")
        self.angles = angles
        storedStatus = status
        guard !d.failed else { return nil }
        super.init()
    }

    /// A lane to take: `good`, or `preferred` when `isPreferred`.
    public init(angles: [Measurement<UnitAngle>], highlightedAngle: Measurement<UnitAngle>, isPreferred: Bool) {
        self.angles = angles
        self.highlightedAngle = highlightedAngle
        storedStatus = isPreferred ? .preferred : .good
        super.init()
    }
}
