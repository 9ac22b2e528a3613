// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One view of an automaker app's own screen, as plain values (window coordinates of the car screen's app area).
public struct CustomViewSnapshot: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable { case view, label, button, image, stepperMinus, stepperPlus, cell, table, sectionHeader }
    public var id: String
    public var kind: Kind
    /// x, y, width, height in points.
    public var frame: [Double]
    /// The rectangle it is clipped to (a table's bounds), if any.
    public var clip: [Double]?
    public var background: String?
    public var backgroundOpacity: Double?
    public var text: String?
    public var detailText: String?
    public var fontSize: Double?
    /// regular, medium, semibold or bold.
    public var fontWeight: String?
    public var textColor: String?
    /// leading, center or trailing.
    public var alignment: String?
    /// `symbol:NAME` or an image's identity.
    public var image: String?
    public var isEnabled = true
    public var isFocused = false
    public var isSelected = false
    /// `disclosureIndicator`, `checkmark`… for table rows.
    public var accessory: String?
    /// What the view's `draw(_:)` drew.
    public var drawing: [BaseViewCommand]?
    /// `.system` buttons take CarPlay's style.
    public var systemStyle = false
}

/// What an automaker app shows on the car screen: its windows' views, back to front, and the knob's focus.
public struct CustomUISnapshot: Sendable, Codable, Equatable {
    public var views: [CustomViewSnapshot]
    /// Focusable views in knob order.
    public var focusOrder: [String]
    public var focused: String?
    /// Rows a table left out because the car limits tables (table id → rows shown / rows the app has).
    public var limitedTables: [String: [Int]] = [:]
    /// The PNG/JPEG bytes of the images its views show, by reference.
    public var bitmaps: [String: Data]?

    /// Every text shown, in order.
    public var texts: [String] { views.flatMap { [$0.text, $0.detailText].compactMap { $0 } }.filter { !$0.isEmpty } }
}
