// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which parts of the interface the car limits while driving. Mirrors [`CPLimitableUserInterface`](https://developer.apple.com/documentation/carplay/cplimitableuserinterface).
public struct CPLimitableUserInterface: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let keyboard = CPLimitableUserInterface(rawValue: 1 << 0)
    public static let lists = CPLimitableUserInterface(rawValue: 1 << 1)
}

/// The car's appearance. Mirrors [`CPContentStyle`](https://developer.apple.com/documentation/carplay/cpcontentstyle).
public struct CPContentStyle: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let light = CPContentStyle(rawValue: 1 << 0)
    public static let dark = CPContentStyle(rawValue: 1 << 1)
}

/// Mirrors [`CPBarButtonStyle`](https://developer.apple.com/documentation/carplay/cpbarbuttonstyle).
public enum CPBarButtonStyle: Int, Sendable {
    case none = 0
    case rounded
}

/// Mirrors [`CPInformationTemplateLayout`](https://developer.apple.com/documentation/carplay/cpinformationtemplatelayout).
public enum CPInformationTemplateLayout: Int, Sendable {
    case leading = 0
    case twoColumn
}

/// Mirrors [`CPListItemAccessoryType`](https://developer.apple.com/documentation/carplay/cplistitemaccessorytype).
public enum CPListItemAccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator, cloud
}

/// Mirrors [`CPListItemPlayingIndicatorLocation`](https://developer.apple.com/documentation/carplay/cplistitemplayingindicatorlocation).
public enum CPListItemPlayingIndicatorLocation: Int, Sendable {
    case leading = 0
    case trailing
}

/// Mirrors [`CPMessageLeadingItem`](https://developer.apple.com/documentation/carplay/cpmessageleadingitem).
public enum CPMessageLeadingItem: Int, Sendable {
    case none = 0
    case pin, star
}

/// Mirrors [`CPMessageTrailingItem`](https://developer.apple.com/documentation/carplay/cpmessagetrailingitem).
public enum CPMessageTrailingItem: Int, Sendable {
    case none = 0
    case mute
}

/// Mirrors [`CPTextButtonStyle`](https://developer.apple.com/documentation/carplay/cptextbuttonstyle).
public enum CPTextButtonStyle: Int, Sendable {
    case normal = 0
    case cancel, confirm
}

/// Mirrors [`CPAssistantCellActionType`](https://developer.apple.com/documentation/carplay/cpassistantcellactiontype).
public enum CPAssistantCellActionType: Int, Sendable {
    case playMedia = 0
    case startCall
}

/// Mirrors [`CPInstrumentClusterSetting`](https://developer.apple.com/documentation/carplay/cpinstrumentclustersetting).
public enum CPInstrumentClusterSetting: UInt, Sendable {
    case unspecified = 0
    case enabled, disabled, userPreference
}

/// Mirrors [`CPTimeRemainingColor`](https://developer.apple.com/documentation/carplay/cptimeremainingcolor).
public enum CPTimeRemainingColor: UInt, Sendable {
    case `default` = 0
    case green, orange, red
}

/// Mirrors [`CPTripEstimateStyle`](https://developer.apple.com/documentation/carplay/cptripestimatestyle).
public enum CPTripEstimateStyle: UInt, Sendable {
    case light = 0
    case dark
}

/// How a maneuver is drawn. Declared as options by Apple, though its values are sequential.
/// Mirrors [`CPManeuverDisplayStyle`](https://developer.apple.com/documentation/carplay/cpmaneuverdisplaystyle).
public struct CPManeuverDisplayStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let leadingSymbol = CPManeuverDisplayStyle(rawValue: 1)
    public static let trailingSymbol = CPManeuverDisplayStyle(rawValue: 2)
    public static let symbolOnly = CPManeuverDisplayStyle(rawValue: 3)
    public static let instructionOnly = CPManeuverDisplayStyle(rawValue: 4)
}

/// Mirrors [`CPManeuverState`](https://developer.apple.com/documentation/carplay/cpmaneuverstate) (iOS 17.4).
public enum CPManeuverState: Int, Sendable {
    case `continue` = 0
    case initial, prepare, execute
}

/// Mirrors [`CPJunctionType`](https://developer.apple.com/documentation/carplay/cpjunctiontype) (iOS 17.4).
public enum CPJunctionType: UInt, Sendable {
    case intersection = 0
    case roundabout
}

/// Mirrors [`CPTrafficSide`](https://developer.apple.com/documentation/carplay/cptrafficside) (iOS 17.4).
public enum CPTrafficSide: UInt, Sendable {
    case right = 0
    case left
}

/// Mirrors [`CPLaneStatus`](https://developer.apple.com/documentation/carplay/cplanestatus) (iOS 17.4).
public enum CPLaneStatus: Int, Sendable {
    case notGood = 0
    case good, preferred
}

/// Kinds of maneuver (iOS 17.4), in Apple's order (raw values 0…53).
/// Mirrors [`CPManeuverType`](https://developer.apple.com/documentation/carplay/cpmaneuvertype).
public enum CPManeuverType: UInt, Sendable, CaseIterable {
    case noTurn = 0
    case leftTurn, rightTurn, straightAhead, uTurn, followRoad, enterRoundabout, exitRoundabout,
        offRamp, onRamp, arriveEndOfNavigation, startRoute, arriveAtDestination, keepLeft, keepRight,
        enter_Ferry, exitFerry, changeFerry, startRouteWithUTurn, uTurnAtRoundabout, leftTurnAtEnd,
        rightTurnAtEnd, highwayOffRampLeft, highwayOffRampRight, arriveAtDestinationLeft,
        arriveAtDestinationRight, uTurnWhenPossible, arriveEndOfDirections, roundaboutExit1, roundaboutExit2,
        roundaboutExit3, roundaboutExit4, roundaboutExit5, roundaboutExit6, roundaboutExit7, roundaboutExit8,
        roundaboutExit9, roundaboutExit10, roundaboutExit11, roundaboutExit12, roundaboutExit13,
        roundaboutExit14, roundaboutExit15, roundaboutExit16, roundaboutExit17, roundaboutExit18,
        roundaboutExit19, sharpLeftTurn, sharpRightTurn, slightLeftTurn, slightRightTurn,
        changeHighway, changeHighwayLeft, changeHighwayRight
}

/// The name of a junction type. Mirrors `NSStringFromCPJunctionType`.
public func NSStringFromCPJunctionType(_ junctionType: CPJunctionType) -> String! {
    switch junctionType {
    case .intersection: "CPJunctionTypeIntersection"
    case .roundabout: "CPJunctionTypeRoundabout"
    }
}

/// The name of a lane status. Mirrors `NSStringFromCPLaneStatus`.
public func NSStringFromCPLaneStatus(_ laneStatus: CPLaneStatus) -> String! {
    switch laneStatus {
    case .notGood: "CPLaneStatusNotGood"
    case .good: "CPLaneStatusGood"
    case .preferred: "CPLaneStatusPreferred"
    }
}

/// The name of a maneuver type. Mirrors `NSStringFromCPManeuverType`.
public func NSStringFromCPManeuverType(_ maneuverType: CPManeuverType) -> String! {
    let name = String(describing: maneuverType).replacingOccurrences(of: "_", with: "")
    return "CPManeuverType" + name.prefix(1).uppercased() + name.dropFirst()
}

/// The name of a traffic side. Mirrors `NSStringFromCPTrafficSide`.
public func NSStringFromCPTrafficSide(_ trafficSide: CPTrafficSide) -> String! {
    switch trafficSide {
    case .right: "CPTrafficSideRight"
    case .left: "CPTrafficSideLeft"
    }
}
