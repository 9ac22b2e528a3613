// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenUIKit

/// How far and how long to explore an app.
public struct ExplorationOptions: Sendable {
    public var vehicle: VehicleProfile = .standard
    /// Wall-clock budget for the whole exploration; what is found by then is reported.
    public var timeLimit: Duration = .seconds(60)
    /// Screens to visit per car state.
    public var maximumStates = 120
    /// Taps from the root.
    public var maximumDepth = 6
    /// Rows tried per list section (the others of a list lead to similar screens).
    public var rowsPerSection = 3
    public init() {}
}

/// A car state the explorer runs the app in.
public struct CarCondition: Sendable, Equatable {
    public var name: String
    public var driving: Bool
    public var phoneLocked: Bool
    public var style: UIUserInterfaceStyle
    public static let parked = CarCondition(name: "parked · phone unlocked · light", driving: false, phoneLocked: false, style: .light)
    public static let drivingLocked = CarCondition(name: "driving · phone locked · dark", driving: true, phoneLocked: true, style: .dark)
    public static let parkedLocked = CarCondition(name: "parked · phone locked · light", driving: false, phoneLocked: true, style: .light)
}

extension CarCondition {
    /// The condition of this name (the explorer's three).
    static func named(_ name: String) -> CarCondition {
        [CarCondition.parked, .drivingLocked, .parkedLocked].first { $0.name == name } ?? .parked
    }
}
