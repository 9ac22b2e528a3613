// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// One step of guidance: a symbol, instruction variants (longest first), estimates and, from iOS 17.4,
/// metadata for the instrument cluster and HUD.
///
/// Mirrors [`CPManeuver`](https://developer.apple.com/documentation/carplay/cpmaneuver).
@preconcurrency @MainActor
open class CPManeuver: NSObject, @preconcurrency NSSecureCoding {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var symbolImage: UIImage? { didSet { CPRuntime.elementDidChange(self, "symbolImage") } }
    @available(iOS, introduced: 12.0, deprecated: 13.0)
    open var symbolSet: CPImageSet?
    /// At most 140×100 pt; larger images are scaled down.
    open var junctionImage: UIImage? { didSet { CPRuntime.elementDidChange(self, "junctionImage") } }
    open var instructionVariants: [String] = [] { didSet { CPRuntime.elementDidChange(self, "instructionVariants") } }
    /// Only text attachments survive (at most 64×16 pt); other attributes are removed.
    open var attributedInstructionVariants: [NSAttributedString] = []
    open var initialTravelEstimates: CPTravelEstimates?
    open var userInfo: Any?
    open var dashboardSymbolImage: UIImage?
    open var dashboardJunctionImage: UIImage?
    open var dashboardInstructionVariants: [String] = []
    open var dashboardAttributedInstructionVariants: [NSAttributedString] = []
    open var notificationSymbolImage: UIImage?
    open var notificationInstructionVariants: [String] = []
    open var notificationAttributedInstructionVariants: [NSAttributedString] = []
    open var cardBackgroundColor: UIColor?
    open var maneuverType: CPManeuverType = .noTurn { didSet { CPRuntime.elementDidChange(self, "maneuverType") } }
    open var roadFollowingManeuverVariants: [String]? { didSet { CPRuntime.elementDidChange(self, "roadFollowingManeuverVariants") } }
    open var trafficSide: CPTrafficSide = .right
    open var junctionType: CPJunctionType = .intersection
    open var junctionExitAngle: Measurement<UnitAngle>?
    open var junctionElementAngles: Set<Measurement<UnitAngle>>?
    open var linkedLaneGuidance: CPLaneGuidance? { didSet { CPRuntime.elementDidChange(self, "linkedLaneGuidance") } }
    open var highwayExitLabel: String? { didSet { CPRuntime.elementDidChange(self, "highwayExitLabel") } }

    public override init() { super.init() }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes every property the app sets: images, instruction variants (attributed ones as text with their text
    /// attachments, the only attribute CarPlay keeps), the initial estimates, the dashboard and notification
    /// variants, the card colour, the iOS 17.4 metadata (type, traffic side, junction, angles, lanes, exit label) and
    /// `userInfo` when it is a property list.
    open func encode(with coder: NSCoder) {
        CPCoding.encode(symbolImage, forKey: "symbolImage", in: coder)
        coder.encode(symbolSet, forKey: "symbolSet")
        CPCoding.encode(junctionImage, forKey: "junctionImage", in: coder)
        coder.encode(instructionVariants, forKey: "instructionVariants")
        CPCoding.encode(attributedInstructionVariants, forKey: "attributedInstructionVariants", in: coder)
        coder.encode(initialTravelEstimates, forKey: "initialTravelEstimates")
        if let userInfo { CPCoding.encodePlist(userInfo, forKey: "userInfo", in: coder) }
        CPCoding.encode(dashboardSymbolImage, forKey: "dashboardSymbolImage", in: coder)
        CPCoding.encode(dashboardJunctionImage, forKey: "dashboardJunctionImage", in: coder)
        coder.encode(dashboardInstructionVariants, forKey: "dashboardInstructionVariants")
        CPCoding.encode(dashboardAttributedInstructionVariants, forKey: "dashboardAttributedInstructionVariants", in: coder)
        CPCoding.encode(notificationSymbolImage, forKey: "notificationSymbolImage", in: coder)
        coder.encode(notificationInstructionVariants, forKey: "notificationInstructionVariants")
        CPCoding.encode(notificationAttributedInstructionVariants, forKey: "notificationAttributedInstructionVariants", in: coder)
        CPCoding.encode(cardBackgroundColor, forKey: "cardBackgroundColor", in: coder)
        coder.encode(Int64(maneuverType.rawValue), forKey: "maneuverType")
        coder.encode(roadFollowingManeuverVariants, forKey: "roadFollowingManeuverVariants")
        coder.encode(Int64(trafficSide.rawValue), forKey: "trafficSide")
        coder.encode(Int64(junctionType.rawValue), forKey: "junctionType")
        CPCoding.encode(junctionExitAngle, forKey: "junctionExitAngle", in: coder)
        if let junctionElementAngles {
            // Sorted so that the same maneuver always archives to the same bytes.
            let sorted = junctionElementAngles.sorted { $0.converted(to: .degrees).value < $1.converted(to: .degrees).value }
            CPCoding.encodeValue(sorted.map(MeasurementPlist.init), forKey: "junctionElementAngles", in: coder)
        }
        coder.encode(linkedLaneGuidance, forKey: "linkedLaneGuidance")
        coder.encode(highwayExitLabel, forKey: "highwayExitLabel")
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) when a value has the wrong type or names no case.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let type = CPCoding.enumeration(CPManeuverType.self, "maneuverType", in: coder),
            let side = CPCoding.enumeration(CPTrafficSide.self, "trafficSide", in: coder),
            let junction = CPCoding.enumeration(CPJunctionType.self, "junctionType", in: coder)
        else { return nil }
        symbolImage = d.image("symbolImage")
        symbolSet = CPCoding.object(CPImageSet.self, "symbolSet", in: coder)
        junctionImage = d.image("junctionImage")
        instructionVariants = CPCoding.strings("instructionVariants", in: coder) ?? []
        attributedInstructionVariants = d.attributedStrings("attributedInstructionVariants") ?? []
        initialTravelEstimates = CPCoding.object(CPTravelEstimates.self, "initialTravelEstimates", in: coder)
        userInfo = d.plist("userInfo")
        dashboardSymbolImage = d.image("dashboardSymbolImage")
        dashboardJunctionImage = d.image("dashboardJunctionImage")
        dashboardInstructionVariants = CPCoding.strings("dashboardInstructionVariants", in: coder) ?? []
        dashboardAttributedInstructionVariants = d.attributedStrings("dashboardAttributedInstructionVariants") ?? []
        notificationSymbolImage = d.image("notificationSymbolImage")
        notificationInstructionVariants = CPCoding.strings("notificationInstructionVariants", in: coder) ?? []
        notificationAttributedInstructionVariants = d.attributedStrings("notificationAttributedInstructionVariants") ?? []
        cardBackgroundColor = d.color("cardBackgroundColor")
        maneuverType = type
        roadFollowingManeuverVariants = CPCoding.strings("roadFollowingManeuverVariants", in: coder)
        trafficSide = side
        junctionType = junction
        junctionExitAngle = d.angle("junctionExitAngle")
        junctionElementAngles = d.angles("junctionElementAngles").map(Set.init)
        linkedLaneGuidance = CPCoding.object(CPLaneGuidance.self, "linkedLaneGuidance", in: coder)
        highwayExitLabel = CPCoding.string("highwayExitLabel", in: coder)
        guard !d.failed else { return nil }
        super.init()
    }
}

extension CPManeuver: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
