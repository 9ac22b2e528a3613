// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// One step of guidance: a symbol, instruction variants (longest first), estimates and, from iOS 17.4,
/// metadata for the instrument cluster and HUD.
///
/// Mirrors [`CPManeuver`](https://developer.apple.com/documentation/carplay/cpmaneuver).
@preconcurrency @MainActor
open class CPManeuver: NSObject {
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
}

extension CPManeuver: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
