// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenSwiftUI
import OpenUIKit

extension CarRenderer {
    /// The widgets page: small widgets in a column beside Dashboard (on the passenger side: right of it in a
    /// left-hand-drive car, left of it in a right-hand-drive car) and the Live Activities under them.
    public static func layoutWidgetsPage(_ page: WidgetsPageSnapshot) -> DisplayList {
        let panel = panelCanvas(page.screen, page.style, page.driveSide)
        var c = panel.canvas
        let app = panel.app
        let theme = c.theme
        let leftHand = page.driveSide == .left
        // Small widgets are square; two fit one above the other at these heights (our layout, not Apple's numbers).
        let side = min((app.height - 24) / 2, app.width / 2 - 16)
        var tiles: [(Rect, WidgetSnapshot?, LiveActivitySnapshot?)] = []
        let items: [(WidgetSnapshot?, LiveActivitySnapshot?)] = page.widgets.map { ($0, nil) } + page.activities.map { (nil, $0) }
        for (i, item) in items.enumerated() {
            let col = Double(i / 2)
            let row = Double(i % 2)
            let x = leftHand ? app.x + 8 + col * (side + 8) : app.maxX - 8 - side - col * (side + 8)
            tiles.append((Rect(x: x, y: app.y + 8 + row * (side + 8), width: side, height: side), item.0, item.1))
        }
        for (f, widget, activity) in tiles {
            c.rect(f, theme.cell, radius: 16)
            let node = widget?.content ?? activity!.content
            var style = WidgetStyle(font: 15, bold: false, color: theme.primaryText, theme: theme)
            style.background = widget?.showsBackground ?? true
            drawNode(&c, node, in: f.inset(12), style: style)
            if let widget {
                if !widget.isInteractive {
                    c.text(
                        "Not optimized for CarPlay", Rect(x: f.x + 8, y: f.maxY - 18, width: f.width - 16, height: 14), size: 10, color: theme.secondaryText,
                        align: .center)
                }
                if widget.flag != nil { c.circle(f.maxX - 10, f.y + 10, 5, theme.destructive) }
                c.target(
                    ElementSnapshot(id: widget.id, role: .dashboardButton, text: widget.name, isEnabled: widget.isInteractive), f, control: .widget(widget.id))
            }
        }
        if tiles.isEmpty {
            c.text("No widgets", Rect(x: app.x, y: app.midY - 10, width: app.width, height: 20), size: 15, color: theme.secondaryText, align: .center)
        }
        return c.list
    }

    struct WidgetStyle {
        var font: Double
        var bold: Bool
        var color: Color
        var theme: Theme
        var background = true
    }

    static func resolve(_ c: OpenSwiftUI.Color, _ theme: Theme) -> Color {
        switch c.value {
        case "primary": return theme.primaryText.withOpacity(c.opacity)
        case "secondary": return theme.secondaryText.withOpacity(c.opacity)
        case "accent": return theme.accent.withOpacity(c.opacity)
        default: break
        }
        guard let name = c.assetName else { return Color(theme.isDark ? c.darkValue ?? c.value : c.value, opacity: c.opacity) }
        // The app's asset catalog colour, for the car's appearance (clear when the app has no such set).
        guard let set = UIColor(named: name) else { return Color("#000000", opacity: 0) }
        let traits = UITraitCollection(userInterfaceStyle: theme.isDark ? .dark : .light)
        return Color(String(set.hex(for: traits).prefix(7)), opacity: Double(set.rgba(for: traits).3) * c.opacity)
    }

    /// The height a node wants at a width (spacers want nothing and take what is left).
    static func height(_ n: ViewNode, _ width: Double, _ s: WidgetStyle) -> Double {
        switch n {
        case .empty, .spacer: 0
        case .text: s.font * 1.3
        case .symbol: s.font * 1.4
        case .vstack(let c, _, let sp): c.map { height($0, width, s) }.reduce(0, +) + (sp ?? 4) * Double(max(c.count - 1, 0))
        case .hstack(let c, _): c.map { height($0, width, s) }.max() ?? 0
        case .zstack(let c): c.map { height($0, width, s) }.max() ?? 0
        case .progress(_, let l): (l == .empty ? 0 : height(l, width, s) + 4) + 6
        case .gauge(_, let cur, let l): max(height(cur, width, s), height(l, width, s)) + 10
        case .link(_, let x), .widgetURL(let x, _), .containerBackground(let x, _): height(x, width, s)
        case .bold(let x): height(x, width, s)
        case .foreground(let x, _): height(x, width, s)
        case .font(let x, let f): height(x, width, WidgetStyle(font: f.size, bold: f.isBold, color: s.color, theme: s.theme))
        case .padding(let x, let p): height(x, width - 2 * p, s) + 2 * p
        }
    }

    static func width(_ n: ViewNode, _ s: WidgetStyle) -> Double? {
        switch n {
        case .text(let t): FontMetrics.inter(s.bold ? .semibold : .regular).width(t, size: s.font)
        case .symbol: s.font * 1.4
        case .font(let x, let f): width(x, WidgetStyle(font: f.size, bold: f.isBold, color: s.color, theme: s.theme))
        case .bold(let x), .foreground(let x, _), .link(_, let x), .widgetURL(let x, _): width(x, s)
        default: nil
        }
    }

    static func drawNode(_ c: inout Canvas, _ n: ViewNode, in f: Rect, style s: WidgetStyle) {
        switch n {
        case .empty, .spacer: break
        case .text(let t):
            c.text(t, Rect(x: f.x, y: f.y, width: f.width, height: s.font * 1.3), size: s.font, weight: s.bold ? .semibold : .regular, color: s.color)
        case .symbol(let name):
            c.symbol(name, Rect(x: f.x, y: f.y, width: s.font * 1.3, height: s.font * 1.3), s.color)
        case .vstack(let children, let alignment, let spacing):
            let gap = spacing ?? 4
            let fixed = children.map { height($0, f.width, s) }
            let spacers = children.filter { $0 == .spacer }.count
            let extra = max(f.height - fixed.reduce(0, +) - gap * Double(max(children.count - 1, 0)), 0)
            var y = f.y
            for (child, hgt) in zip(children, fixed) {
                let hh = child == .spacer ? extra / Double(max(spacers, 1)) : hgt
                var x = f.x
                var wdt = f.width
                if alignment != "leading", let cw = width(child, s), cw < f.width {
                    x = alignment == "center" ? f.midX - cw / 2 : f.maxX - cw
                    wdt = cw
                }
                drawNode(&c, child, in: Rect(x: x, y: y, width: wdt, height: hh), style: s)
                y += hh + gap
            }
        case .hstack(let children, let spacing):
            let gap = spacing ?? 6
            let widths = children.map { width($0, s) }
            let flexible = widths.filter { $0 == nil }.count
            let used = widths.compactMap { $0 }.reduce(0, +) + gap * Double(max(children.count - 1, 0))
            let share = max(f.width - used, 0) / Double(max(flexible, 1))
            var x = f.x
            for (child, cw) in zip(children, widths) {
                let wdt = cw ?? share
                let hh = height(child, wdt, s)
                drawNode(&c, child, in: Rect(x: x, y: f.midY - hh / 2, width: wdt, height: hh), style: s)
                x += wdt + gap
            }
        case .zstack(let children):
            for child in children { drawNode(&c, child, in: f, style: s) }
        case .progress(let fraction, let label):
            var y = f.y
            if label != .empty {
                drawNode(&c, label, in: Rect(x: f.x, y: y, width: f.width, height: height(label, f.width, s)), style: s)
                y += height(label, f.width, s) + 4
            }
            c.rect(Rect(x: f.x, y: y, width: f.width, height: 6), s.theme.secondaryText.withOpacity(0.3), radius: 3)
            c.rect(Rect(x: f.x, y: y, width: f.width * fraction, height: 6), s.color == s.theme.primaryText ? s.theme.accent : s.color, radius: 3)
        case .gauge(let fraction, let current, let label):
            let hh = max(height(current, f.width, s), height(label, f.width, s))
            drawNode(&c, label, in: Rect(x: f.x, y: f.y, width: f.width / 2, height: hh), style: s)
            drawNode(&c, current, in: Rect(x: f.midX, y: f.y, width: f.width / 2, height: hh), style: s)
            c.rect(Rect(x: f.x, y: f.y + hh + 4, width: f.width, height: 6), s.theme.secondaryText.withOpacity(0.3), radius: 3)
            c.rect(Rect(x: f.x, y: f.y + hh + 4, width: f.width * fraction, height: 6), s.theme.accent, radius: 3)
        case .link(_, let x), .widgetURL(let x, _):
            drawNode(&c, x, in: f, style: s)
        case .containerBackground(let x, let color):
            // CarPlay leaves out a removable background.
            if s.background { c.rect(f.inset(-12), resolve(color, s.theme), radius: 16) }
            drawNode(&c, x, in: f, style: s)
        case .bold(let x):
            var t = s
            t.bold = true
            drawNode(&c, x, in: f, style: t)
        case .foreground(let x, let color):
            var t = s
            t.color = resolve(color, s.theme)
            drawNode(&c, x, in: f, style: t)
        case .font(let x, let font):
            var t = s
            t.font = font.size
            t.bold = t.bold || font.isBold
            drawNode(&c, x, in: f, style: t)
        case .padding(let x, let p):
            drawNode(&c, x, in: f.inset(p), style: s)
        }
    }
}
