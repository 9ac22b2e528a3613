// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The guidance the car draws on CarPlay Dashboard and the instrument cluster: the first maneuver and the road.
public struct PanelGuidance: Sendable, Codable, Equatable {
    /// The maneuver's dashboard instruction (its first variant), or its instruction.
    public var instruction: String
    /// `CPManeuverType`'s name.
    public var maneuverType: String
    public var road: String?
}

/// The dashboard's now playing card.
public struct PanelNowPlaying: Sendable, Codable, Equatable {
    public var title: String?
    public var artist: String?

    public init(title: String?, artist: String?) {
        self.title = title
        self.artist = artist
    }
}

/// What CarPlay Dashboard shows for a navigation app.
public struct DashboardSnapshot: Sendable, Codable, Equatable {
    public var appName: String
    /// The shortcut buttons (two at most; none while navigating).
    public var buttons: [ElementSnapshot]
    /// The app's drawing in the dashboard window (its map card), in window points.
    public var baseView: [BaseViewCommand]
    /// The PNG/JPEG bytes of the images ``baseView`` shows, by reference.
    public var baseViewBitmaps: [String: Data]?
    public var windowSize: [Double]
    /// The guidance card while navigating: the first maneuver's dashboard instruction and the road.
    public var guidance: PanelGuidance?
    /// The now playing card if anything plays.
    public var nowPlaying: PanelNowPlaying?
    public var style: CarStyle
    public var screen: CarScreen
    public var driveSide: DriveSide
}

/// A display of the instrument cluster.
public struct ClusterScreen: Sendable, Codable, Equatable, Hashable {
    public var name: String
    public var widthPixels: Int
    public var heightPixels: Int
    public var scale: Double
    /// Insets of the area the driver sees through the steering wheel (top, left, bottom, right), in points.
    public var safeArea: [Double]

    public var widthPoints: Double { Double(widthPixels) / scale }
    public var heightPoints: Double { Double(heightPixels) / scale }

    /// The instrument cluster displays the CarPlay Developer Guide lists for testing.
    public static let small = ClusterScreen(name: "cluster-small", widthPixels: 300, heightPixels: 200, scale: 3, safeArea: [4, 4, 4, 4])
    public static let standard = ClusterScreen(name: "cluster-standard", widthPixels: 640, heightPixels: 480, scale: 2, safeArea: [12, 12, 12, 12])
    public static let wide = ClusterScreen(name: "cluster-wide", widthPixels: 1920, heightPixels: 720, scale: 3, safeArea: [10, 40, 10, 40])
    /// The wide display with a small safe area (a wheel hides most of it).
    public static let wideSmallSafeArea = ClusterScreen(
        name: "cluster-wide-small-safe-area", widthPixels: 1920, heightPixels: 720, scale: 3,
        safeArea: [40, 200, 40, 200])
    public static let all: [ClusterScreen] = [.small, .standard, .wide, .wideSmallSafeArea]
}

/// What the instrument cluster shows for a navigation app.
public struct ClusterSnapshot: Sendable, Codable, Equatable {
    public var appName: String
    public var screen: ClusterScreen
    public var baseView: [BaseViewCommand]
    /// The PNG/JPEG bytes of the images ``baseView`` shows, by reference.
    public var baseViewBitmaps: [String: Data]?
    /// Guidance (the car draws it beside the app's map): the first maneuver and the road.
    public var guidance: PanelGuidance?
    public var compass: Bool
    public var speedLimit: Bool
    /// Shown when the app is not navigating.
    public var inactiveDescription: String?
}
