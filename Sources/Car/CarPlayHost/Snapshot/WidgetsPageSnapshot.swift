// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenSwiftUI

/// A widget on the car's widgets page, as it looks now.
public struct WidgetSnapshot: Sendable, Codable, Equatable {
    public var id: String
    public var app: String
    public var kind: String
    public var name: String
    public var content: ViewNode
    /// False when the widget disfavors CarPlay: shown, but touches do nothing.
    public var isInteractive: Bool
    /// Whether the container background is drawn (CarPlay drops a removable one).
    public var showsBackground: Bool
    /// What the car found wrong (e.g. a refresh on every tap).
    public var flag: String?
}

/// A Live Activity on CarPlay Dashboard.
public struct LiveActivitySnapshot: Sendable, Codable, Equatable {
    public var id: String
    public var app: String
    /// `small` (the app's small activity family) or `compact` (its Dynamic Island compact leading and trailing views).
    public var presentation: String
    public var content: ViewNode
}

/// The widgets page: widgets beside Dashboard (on the passenger side), and the Live Activities.
public struct WidgetsPageSnapshot: Sendable, Codable, Equatable {
    public var widgets: [WidgetSnapshot]
    public var activities: [LiveActivitySnapshot]
    public var screen: CarScreen
    public var style: CarStyle
    public var driveSide: DriveSide
}
