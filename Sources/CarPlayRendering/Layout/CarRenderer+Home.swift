// SPDX-License-Identifier: Apache-2.0
import CarPlayHost
import Foundation

/// An app icon on the car's home screen.
public struct HomeScreenApp: Sendable, Equatable {
    public var name: String
    public var symbol: String?
    public var isRunning: Bool
    public init(name: String, symbol: String?, isRunning: Bool) {
        self.name = name
        self.symbol = symbol
        self.isRunning = isRunning
    }
}

extension CarRenderer {
    /// The CarPlay home screen: the status bar and a grid of app icons (hit targets `app:NAME`).
    public static func layoutHome(apps: [HomeScreenApp], screen: CarScreen, style: String, driveSide: DriveSide, isDriving: Bool,
                                  isPhoneLocked: Bool) -> DisplayList {
        let theme = Theme.named(style)
        let w = screen.widthPoints, h = screen.heightPoints
        var c = Canvas(width: w, height: h, scale: screen.scale, theme: theme)
        c.rect(Rect(x: 0, y: 0, width: w, height: h), theme.background)
        let leftHand = driveSide == .left
        let (status, area) = areas(width: w, height: h, leftHand: leftHand)
        statusBar(&c, status, isPhoneLocked: isPhoneLocked, isDriving: isDriving, homeButton: false)
        let icon = 60.0, cellW = 90.0, cellH = 96.0
        let columns = max(Int(area.width / cellW), 1)
        let rows = Int(ceil(Double(apps.count) / Double(columns)))
        let startX = area.midX - Double(min(columns, apps.count)) * cellW / 2
        let startY = area.midY - Double(rows) * cellH / 2
        for (i, app) in apps.enumerated() {
            let cell = Rect(x: startX + Double(i % columns) * cellW, y: startY + Double(i / columns) * cellH, width: cellW, height: cellH)
            let tile = Rect(x: cell.midX - icon / 2, y: cell.y + 4, width: icon, height: icon)
            c.rect(tile, theme.accent, radius: 14)
            c.symbol(app.symbol ?? "app", tile.inset(14), Color("#ffffff"))
            if app.isRunning { c.circle(tile.midX, tile.maxY + 4, 2, theme.secondaryText) }
            c.text(app.name, Rect(x: cell.x + 2, y: tile.maxY + 8, width: cell.width - 4, height: 18), size: 13, color: theme.primaryText, align: .center)
            c.list.targets.append(HitTarget(elementID: "app:\(app.name)", frame: cell, label: app.name))
        }
        if apps.isEmpty {
            c.text("No CarPlay apps installed", Rect(x: area.x, y: area.midY - 10, width: area.width, height: 20), size: 15,
                   color: theme.secondaryText, align: .center)
        }
        return c.list
    }
}
