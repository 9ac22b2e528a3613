// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// CarPlay's colours, light and dark. Dark values were measured from simulator screenshots; light values
/// follow iOS's system colours (see `shared/research/carplay-look.md`; estimates are marked there).
public struct Theme: Sendable, Equatable {
    public let isDark: Bool
    public let background: Color
    public let cell: Color
    public let statusBar: Color
    public let primaryText: Color
    public let secondaryText: Color
    public let accent: Color
    public let chevron: Color
    public let panel: Color
    public let backdrop: Color
    public let destructive: Color
    public let confirm: Color
    public let searchField: Color
    public let map: Color
    public let mapRoad: Color
    public let focus: Color
    public let badge: Color

    public static let dark = Theme(
        isDark: true, background: Color("#242429"), cell: Color("#454549"), statusBar: Color("#3f3f41"),
        primaryText: Color("#ffffff"), secondaryText: Color("#9c9c9f"), accent: Color("#80d0fa"), chevron: Color("#ababad"),
        panel: Color("#3b3b3c"), backdrop: Color("#131315", opacity: 0.7), destructive: Color("#c64d42"), confirm: Color("#76d572"),
        searchField: Color("#45454a"), map: Color("#2b2f33"), mapRoad: Color("#4a5056"), focus: Color("#80d0fa"), badge: Color("#ff453a"))

    public static let light = Theme(
        isDark: false, background: Color("#f2f2f7"), cell: Color("#ffffff"), statusBar: Color("#e5e5ea"),
        primaryText: Color("#000000"), secondaryText: Color("#3c3c43", opacity: 0.6), accent: Color("#007aff"), chevron: Color("#c4c4c6"),
        panel: Color("#ffffff"), backdrop: Color("#000000", opacity: 0.4), destructive: Color("#ff3b30"), confirm: Color("#34c759"),
        searchField: Color("#e3e3e8"), map: Color("#e8e4da"), mapRoad: Color("#ffffff"), focus: Color("#007aff"), badge: Color("#ff3b30"))

    public static func named(_ style: CarStyle) -> Theme { style == .dark ? .dark : .light }
}
