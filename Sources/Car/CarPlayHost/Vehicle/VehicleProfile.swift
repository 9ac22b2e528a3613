// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A kind of input the car has.
public enum InputKind: String, Sendable, Codable, CaseIterable {
    case touch, knob, touchpad
}

/// Which side the driver sits on.
public enum DriveSide: String, Sendable, Codable { case left, right }

/// A car screen: its size in pixels and scale.
public struct CarScreen: Sendable, Codable, Equatable, Hashable {
    public var name: String
    public var widthPixels: Int
    public var heightPixels: Int
    public var scale: Double

    public init(name: String, widthPixels: Int, heightPixels: Int, scale: Double) {
        self.name = name
        self.widthPixels = widthPixels
        self.heightPixels = heightPixels
        self.scale = scale
    }

    public var widthPoints: Double { Double(widthPixels) / scale }
    public var heightPoints: Double { Double(heightPixels) / scale }

    /// The screens the CarPlay Developer Guide asks apps to test.
    public static let minimum = CarScreen(name: "minimum", widthPixels: 748, heightPixels: 456, scale: 2)
    public static let standard = CarScreen(name: "standard", widthPixels: 800, heightPixels: 480, scale: 2)
    public static let highResolution = CarScreen(name: "high-resolution", widthPixels: 1920, heightPixels: 720, scale: 3)
    public static let portrait = CarScreen(name: "portrait", widthPixels: 900, heightPixels: 1200, scale: 3)
    public static let all: [CarScreen] = [.minimum, .standard, .highResolution, .portrait]
}

/// A car: its screen, its limits and its inputs.
public struct VehicleProfile: Sendable, Codable, Equatable {
    public var name: String
    public var screen: CarScreen
    /// What the car limits while driving (lists, keyboard).
    public var limitsWhileDriving: Set<String>
    /// List items shown while lists are limited (the guide: 12 on cars that limit lists).
    public var drivingListItemLimit: Int
    /// List items shown otherwise (Apple: 500 for apps).
    public var listItemLimit: Int
    public var inputs: Set<InputKind>
    public var driveSide: DriveSide
    public var prefersDark: Bool
    /// The iOS version of the phone (decides version-gated templates).
    public var iOSMajorVersion: Int
    /// External Accessory protocols the car supports (automaker apps).
    public var accessoryProtocols: [String]
    /// Who made the car (its `EAAccessory.manufacturer`).
    public var manufacturer: String

    public init(
        name: String, screen: CarScreen, limitsListsWhileDriving: Bool = true, limitsKeyboardWhileDriving: Bool = true,
        drivingListItemLimit: Int = 12, listItemLimit: Int = 500, inputs: Set<InputKind> = [.touch],
        driveSide: DriveSide = .left, prefersDark: Bool = false, iOSMajorVersion: Int = 26, accessoryProtocols: [String] = [],
        manufacturer: String = "OpenCarPlay"
    ) {
        self.name = name
        self.screen = screen
        var limits: Set<String> = []
        if limitsListsWhileDriving { limits.insert("lists") }
        if limitsKeyboardWhileDriving { limits.insert("keyboard") }
        limitsWhileDriving = limits
        self.drivingListItemLimit = drivingListItemLimit
        self.listItemLimit = listItemLimit
        self.inputs = inputs
        self.driveSide = driveSide
        self.prefersDark = prefersDark
        self.iOSMajorVersion = iOSMajorVersion
        self.accessoryProtocols = accessoryProtocols
        self.manufacturer = manufacturer
    }

    /// A touchscreen at the standard size that limits lists and keyboard while driving.
    public static let standard = VehicleProfile(name: "standard", screen: .standard)
    /// A wide high-resolution screen with touch and a knob.
    public static let wide = VehicleProfile(name: "wide", screen: .highResolution, inputs: [.touch, .knob])
    /// The smallest screen, knob only, right-hand drive.
    public static let knobOnly = VehicleProfile(name: "knob-only", screen: .minimum, inputs: [.knob], driveSide: .right)
    /// A portrait screen with a touchpad.
    public static let portrait = VehicleProfile(name: "portrait", screen: .portrait, inputs: [.touch, .touchpad])
    /// A car that never limits lists (for testing long lists).
    public static let unlimited = VehicleProfile(
        name: "unlimited", screen: .standard, limitsListsWhileDriving: false,
        limitsKeyboardWhileDriving: false)
    /// Velo Motors' electric car (ours): climate, radio, battery and body protocols; touch and knob.
    public static let veloE = VehicleProfile(
        name: "velo-e", screen: .highResolution, inputs: [.touch, .knob],
        accessoryProtocols: [
            "com.velomotors.climate", "com.velomotors.radio", "com.velomotors.electric",
            "com.velomotors.vehicle"
        ],
        manufacturer: "Velo Motors")
    /// Velo Motors' petrol sports car (ours): performance, climate and body protocols, no radio, no battery; touch and knob.
    public static let veloGT = VehicleProfile(
        name: "velo-gt", screen: .standard, inputs: [.touch, .knob], driveSide: .right, prefersDark: true,
        accessoryProtocols: ["com.velomotors.performance", "com.velomotors.climate", "com.velomotors.vehicle"],
        manufacturer: "Velo Motors")
    public static let all: [VehicleProfile] = [.standard, .wide, .knobOnly, .portrait, .unlimited, .veloE, .veloGT]

    public static func named(_ name: String) -> VehicleProfile? { all.first { $0.name == name } }
}
