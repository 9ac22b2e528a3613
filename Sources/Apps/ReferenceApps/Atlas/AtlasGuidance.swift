// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Roads

/// Turns the road engine's maneuvers and drive into CarPlay's guidance objects: `CPManeuver`s with their type,
/// junction, instruction variants and linked lane guidance, the maneuver state, and travel estimates that change
/// only when what the car shows would change (the guide asks apps not to update estimates needlessly).
@MainActor
public enum AtlasGuidance {
    /// CarPlay's maneuver type for a maneuver (a roundabout entry names its exit, 1…19).
    public static func type(_ m: Maneuver) -> CPManeuverType {
        if m.kind == .enterRoundabout, let exit = m.roundaboutExit {
            return CPManeuverType(rawValue: CPManeuverType.roundaboutExit1.rawValue + UInt(min(max(exit, 1), 19) - 1)) ?? .enterRoundabout
        }
        switch m.kind {
        case .startRoute: return .startRoute
        case .startRouteWithUTurn: return .startRouteWithUTurn
        case .arriveAtDestination: return .arriveAtDestination
        case .arriveAtDestinationLeft: return .arriveAtDestinationLeft
        case .arriveAtDestinationRight: return .arriveAtDestinationRight
        case .straightAhead: return .straightAhead
        case .followRoad: return .followRoad
        case .leftTurn: return .leftTurn
        case .rightTurn: return .rightTurn
        case .slightLeftTurn: return .slightLeftTurn
        case .slightRightTurn: return .slightRightTurn
        case .sharpLeftTurn: return .sharpLeftTurn
        case .sharpRightTurn: return .sharpRightTurn
        case .uTurn: return .uTurn
        case .keepLeft: return .keepLeft
        case .keepRight: return .keepRight
        case .leftTurnAtEnd: return .leftTurnAtEnd
        case .rightTurnAtEnd: return .rightTurnAtEnd
        case .onRamp: return .onRamp
        case .offRamp: return .offRamp
        case .highwayOffRampLeft: return .highwayOffRampLeft
        case .highwayOffRampRight: return .highwayOffRampRight
        case .changeHighway: return .changeHighway
        case .changeHighwayLeft: return .changeHighwayLeft
        case .changeHighwayRight: return .changeHighwayRight
        case .enterRoundabout: return .enterRoundabout
        case .exitRoundabout: return .exitRoundabout
        case .enterFerry: return .enter_Ferry
        case .exitFerry: return .exitFerry
        }
    }

    public static func maneuver(_ m: Maneuver) -> CPManeuver {
        let c = CPManeuver()
        c.maneuverType = type(m)
        c.junctionType = m.isRoundabout ? .roundabout : .intersection
        c.trafficSide = .right
        c.instructionVariants = m.instructionVariants
        c.junctionExitAngle = Measurement(value: m.angle, unit: .degrees)
        c.junctionElementAngles = Set(m.junctionElementAngles.map { Measurement(value: $0, unit: .degrees) })
        c.roadFollowingManeuverVariants = m.roadName.map { [$0] }
        if let lanes = laneGuidance(m) { c.linkedLaneGuidance = lanes }
        c.symbolImage = UIImage(systemName: symbol(for: m.kind))
        return c
    }

    /// The lanes as `CPLaneGuidance`, or nil when the road has no `turn:lanes`.
    public static func laneGuidance(_ m: Maneuver) -> CPLaneGuidance? {
        guard !m.lanes.isEmpty else { return nil }
        let g = CPLaneGuidance()
        g.lanes = m.lanes.map { lane in
            let angles = lane.angles.map { Measurement(value: $0, unit: UnitAngle.degrees) }
            guard lane.status != .notGood else { return CPLane(angles: angles) }
            // The arrow closest to the maneuver's own angle is the one to highlight.
            let highlighted = angles.min { abs($0.value - m.angle) < abs($1.value - m.angle) } ?? Measurement(value: 0, unit: .degrees)
            return CPLane(angles: angles, highlightedAngle: highlighted, isPreferred: lane.status == .preferred)
        }
        g.instructionVariants = m.instructionVariants
        return g
    }

    /// The guide's symbol-only second maneuver: the lanes as a 120×18 pt diagram (an arrow per lane, bright for the
    /// lanes to take, faint for the others), no instruction. Nil when the road has no `turn:lanes`.
    public static func laneManeuver(_ m: Maneuver) -> CPManeuver? {
        guard !m.lanes.isEmpty else { return nil }
        let size = CGSize(width: 120, height: 18)
        // One diagram per appearance (the guide's light and dark pair): white arrows for dark cards, black for light ones.
        func diagram(_ white: CGFloat) -> UIImage {
            UIGraphicsImageRenderer(size: size).image { context in
                let c = context.cgContext
                let width = min(size.width / CGFloat(m.lanes.count), 24)
                var x = (size.width - width * CGFloat(m.lanes.count)) / 2 + width / 2
                for lane in m.lanes {
                    let alpha: CGFloat = lane.status == .notGood ? 0.35 : 1
                    c.setStrokeColor(red: white, green: white, blue: white, alpha: alpha)
                    c.setLineWidth(2)
                    // The arrow closest to the maneuver's own angle for lanes to take; the lane's first one otherwise.
                    let angle = lane.status == .notGood ? (lane.angles.first ?? 0) : (lane.angles.min { abs($0 - m.angle) < abs($1 - m.angle) } ?? 0)
                    let a = max(min(angle, 150), -150) * .pi / 180
                    let bend = CGPoint(x: x, y: 9)
                    let tip = CGPoint(x: x + 7 * sin(a), y: 9 - 7 * cos(a))
                    c.beginPath()
                    c.move(to: CGPoint(x: x, y: 17))
                    c.addLine(to: bend)
                    c.addLine(to: tip)
                    // The head: two short strokes back from the tip.
                    for side in [-1.0, 1.0] {
                        let back = a + .pi + side * 0.6
                        c.move(to: tip)
                        c.addLine(to: CGPoint(x: tip.x + 4 * sin(back), y: tip.y - 4 * cos(back)))
                    }
                    c.strokePath()
                    x += width
                }
            }
        }
        let asset = UIImageAsset()
        asset.register(diagram(0), with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(diagram(1), with: UITraitCollection(userInterfaceStyle: .dark))
        let image = asset.image(with: UITraitCollection(userInterfaceStyle: .dark))
        let lanes = CPManeuver()
        lanes.instructionVariants = []
        lanes.symbolImage = image
        lanes.userInfo = "lanes"
        return lanes
    }

    public static func state(_ phase: RouteDrive.Phase) -> CPManeuverState {
        switch phase {
        case .continue: .continue
        case .initial: .initial
        case .prepare: .prepare
        case .execute: .execute
        }
    }

    static func symbol(for kind: Maneuver.Kind) -> String {
        switch kind {
        case .leftTurn, .leftTurnAtEnd, .sharpLeftTurn: "arrow.turn.up.left"
        case .rightTurn, .rightTurnAtEnd, .sharpRightTurn: "arrow.turn.up.right"
        // Symbols the car has glyphs for (slight turns and keeps share the turn arrows).
        case .slightLeftTurn, .keepLeft, .highwayOffRampLeft, .changeHighwayLeft: "arrow.turn.up.left"
        case .slightRightTurn, .keepRight, .highwayOffRampRight, .changeHighwayRight, .offRamp, .onRamp: "arrow.turn.up.right"
        case .uTurn, .startRouteWithUTurn: "arrow.uturn.left"
        case .enterRoundabout, .exitRoundabout: "arrow.triangle.turn.up.right.diamond"
        case .arriveAtDestination, .arriveAtDestinationLeft, .arriveAtDestinationRight: "mappin.circle"
        case .enterFerry, .exitFerry: "ferry"
        default: "arrow.up"
        }
    }
}

/// Travel estimates as the car shows them: minutes rounded up and distance in the car's steps (10 m below 100 m,
/// 50 m below 1 km, 0.1 km beyond). A new value only when one of those changes. (Ours: CarPlay formats the numbers
/// itself; the steps are the usual ones of navigation apps.)
public struct EstimateThrottle: Sendable {
    public private(set) var lastShown: (minutes: Int, metres: Int)?
    public init() {}

    public static func shown(distance: Double, time: Double) -> (minutes: Int, metres: Int) {
        let step: Double = distance < 100 ? 10 : distance < 1000 ? 50 : 100
        return (Int((time / 60).rounded(.up)), Int((distance / step).rounded() * step))
    }

    /// Estimates to send now, or nil when the car would show the same thing.
    @MainActor public mutating func estimates(distance: Double, time: Double) -> CPTravelEstimates? {
        let shown = Self.shown(distance: distance, time: time)
        if let last = lastShown, last == shown { return nil }
        lastShown = shown
        return CPTravelEstimates(distanceRemaining: Measurement(value: Double(shown.metres), unit: .meters), timeRemaining: Double(shown.minutes * 60))
    }
}
