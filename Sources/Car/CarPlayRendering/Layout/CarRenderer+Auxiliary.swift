// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

extension CarRenderer {
    /// A canvas for a page of the car screen beside the app's own (CarPlay Dashboard, the widgets page): the screen in
    /// `style`'s theme, its background, and the status bar (with the clock only) on the driver's side; and the area
    /// beside the status bar.
    static func panelCanvas(_ screen: CarScreen, _ style: CarStyle, _ driveSide: DriveSide) -> (canvas: Canvas, app: Rect) {
        let theme = Theme.named(style)
        let w = screen.widthPoints
        let h = screen.heightPoints
        var c = Canvas(width: w, height: h, scale: screen.scale, theme: theme)
        c.rect(Rect(x: 0, y: 0, width: w, height: h), theme.background)
        let (status, app) = areas(width: w, height: h, leftHand: driveSide == .left)
        c.rect(status, theme.statusBar)
        c.text("9:41", Rect(x: status.x, y: 8, width: status.width, height: 18), size: 13, weight: .semibold, color: theme.primaryText, align: .center)
        return (c, app)
    }

    /// CarPlay Dashboard: the navigation app's card (its map with guidance, or its shortcut buttons) on the
    /// leading side, the now playing card and the widgets area on the trailing side.
    public static func layoutDashboard(_ d: DashboardSnapshot) -> DisplayList {
        let panel = panelCanvas(d.screen, d.style, d.driveSide)
        var c = panel.canvas
        let app = panel.app
        let theme = c.theme
        c.bitmaps = d.baseViewBitmaps ?? [:]
        let card = Rect(x: app.x + 8, y: app.y + 8, width: d.windowSize[0], height: d.windowSize[1])
        c.rect(card, theme.map, radius: 12)
        if !d.baseView.isEmpty { drawBaseView(&c, d.baseView, in: card) }
        if let guidance = d.guidance {
            let instruction = guidance.instruction
            let g = Rect(x: card.x + 8, y: card.y + 8, width: card.width - 16, height: 48)
            c.rect(g, Color("#242429"), radius: 10)
            c.symbol(maneuverSymbol(guidance.maneuverType), Rect(x: g.x + 8, y: g.y + 8, width: 32, height: 32), Color("#ffffff"))
            c.text(instruction, Rect(x: g.x + 48, y: g.y + 4, width: g.width - 56, height: 22), size: 16, weight: .semibold, color: Color("#ffffff"))
            c.text(guidance.road, Rect(x: g.x + 48, y: g.y + 26, width: g.width - 56, height: 18), size: 13, color: Color("#9c9c9f"))
        } else {
            let count = Double(d.buttons.count)
            for (i, b) in d.buttons.enumerated() {
                let bw = (card.width - 24 - 8 * (count - 1)) / max(count, 1)
                let f = Rect(x: card.x + 12 + Double(i) * (bw + 8), y: card.maxY - 64, width: bw, height: 52)
                c.rect(f, theme.cell, radius: 10)
                c.image(b.image, Rect(x: f.x + 8, y: f.y + 14, width: 24, height: 24), color: theme.accent)
                c.text(b.text, Rect(x: f.x + 40, y: f.y + 6, width: f.width - 48, height: 20), size: 15, weight: .semibold, color: theme.primaryText)
                c.text(b.detailText, Rect(x: f.x + 40, y: f.y + 26, width: f.width - 48, height: 18), size: 13, color: theme.secondaryText)
                c.target(b, f, control: .dashboardButton(i))
            }
        }
        // The trailing column: now playing, then widgets.
        let column = Rect(x: card.maxX + 8, y: app.y + 8, width: app.maxX - card.maxX - 16, height: app.height - 16)
        let np = Rect(x: column.x, y: column.y, width: column.width, height: column.height * 0.48)
        c.rect(np, theme.cell, radius: 12)
        c.symbol("music.note", Rect(x: np.x + 10, y: np.y + 10, width: 24, height: 24), theme.secondaryText)
        c.text(
            d.nowPlaying?.title ?? "Not Playing", Rect(x: np.x + 10, y: np.y + 40, width: np.width - 20, height: 20), size: 15,
            weight: .semibold, color: theme.primaryText)
        c.text(d.nowPlaying?.artist, Rect(x: np.x + 10, y: np.y + 60, width: np.width - 20, height: 18), size: 13, color: theme.secondaryText)
        let widgets = Rect(x: column.x, y: np.maxY + 8, width: column.width, height: column.maxY - np.maxY - 8)
        c.stroke(widgets, theme.secondaryText.withOpacity(0.5), width: 1, radius: 12)
        c.text("Widgets", widgets, size: 13, color: theme.secondaryText, align: .center)
        return c.list
    }

    /// The instrument cluster: the app's cluster map and the car's guidance strip; the safe area is outlined.
    /// The compass and speed limit settings are the app's to honour in its own drawing (the car draws neither).
    public static func layoutCluster(_ s: ClusterSnapshot) -> DisplayList {
        let theme = Theme.dark
        let w = s.screen.widthPoints
        let h = s.screen.heightPoints
        var c = Canvas(width: w, height: h, scale: s.screen.scale, theme: theme)
        c.bitmaps = s.baseViewBitmaps ?? [:]
        let all = Rect(x: 0, y: 0, width: w, height: h)
        c.rect(all, Color("#000000"))
        if !s.baseView.isEmpty { drawBaseView(&c, s.baseView, in: all) }
        let safe = Rect(
            x: s.screen.safeArea[1], y: s.screen.safeArea[0], width: w - s.screen.safeArea[1] - s.screen.safeArea[3],
            height: h - s.screen.safeArea[0] - s.screen.safeArea[2])
        c.stroke(safe, Color("#ffffff", opacity: 0.25), width: 0.5, radius: 6)
        let size = min(16, max(safe.height / 8, 8))
        if let guidance = s.guidance {
            let instruction = guidance.instruction
            let strip = Rect(x: safe.x + 4, y: safe.y + 4, width: safe.width - 8, height: size * 2.2)
            c.rect(strip, Color("#242429", opacity: 0.9), radius: 6)
            c.symbol(
                maneuverSymbol(guidance.maneuverType), Rect(x: strip.x + 4, y: strip.y + size * 0.3, width: size * 1.6, height: size * 1.6), Color("#ffffff"))
            c.text(
                instruction, Rect(x: strip.x + size * 2.2, y: strip.y, width: strip.width - size * 2.4, height: strip.height), size: size,
                weight: .semibold, color: Color("#ffffff"))
        } else if let inactive = s.inactiveDescription {
            c.text(inactive, Rect(x: safe.x, y: safe.midY - size, width: safe.width, height: size * 2), size: size, color: Color("#9c9c9f"), align: .center)
        }
        return c.list
    }
}
