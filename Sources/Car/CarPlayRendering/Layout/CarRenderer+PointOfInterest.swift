// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// The point of interest template.
extension CarRenderer {
    static func pointsOfInterest(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        mapBackground(&c, r)
        let pois = t.sections.first?.items ?? []
        // Pins, projected into the area right of the panel.
        let coords = pois.compactMap { p -> (ElementSnapshot, Double, Double)? in
            guard let la = p.details.latitude, let lo = p.details.longitude else { return nil }
            return (p, la, lo)
        }
        let panel = Rect(x: r.x + 9, y: r.y + 9, width: min(175, r.width * 0.45), height: r.height - 17)
        let mapArea = Rect(x: panel.maxX + 20, y: r.y + 20, width: r.maxX - panel.maxX - 40, height: r.height - 40)
        if let minLa = coords.map(\.1).min(), let maxLa = coords.map(\.1).max(), let minLo = coords.map(\.2).min(), let maxLo = coords.map(\.2).max() {
            for (p, la, lo) in coords {
                let x = mapArea.x + (maxLo > minLo ? (lo - minLo) / (maxLo - minLo) : 0.5) * mapArea.width
                let y = mapArea.y + (maxLa > minLa ? (maxLa - la) / (maxLa - minLa) : 0.5) * mapArea.height
                let selected = p.details.isSelected
                if let image = p.image {
                    // The app's pin image, in CPPointOfInterest's pin image size (our guesses: 40 pt, 60 pt selected;
                    // Apple publishes no value), its bottom centre on the point.
                    let side = selected ? 60.0 : 40.0
                    c.image(image, Rect(x: x - side / 2, y: y - side, width: side, height: side), color: theme.primaryText, radius: 0)
                } else {
                    c.circle(x, y, selected ? 9 : 6, selected ? theme.accent : theme.destructive)
                }
                c.target(p, Rect(x: x - 12, y: y - 12, width: 24, height: 24))
            }
        }
        c.rect(panel, theme.background, radius: 10)
        if let selected = pois.first(where: { $0.details.isSelected }) {
            c.text(
                t.pointOfInterest?.detailTitle ?? selected.text, Rect(x: panel.x + 10, y: panel.y + 8, width: panel.width - 20, height: 22),
                size: 17, weight: .semibold, color: theme.primaryText)
            c.text(
                t.pointOfInterest?.detailSubtitle, Rect(x: panel.x + 10, y: panel.y + 32, width: panel.width - 20, height: 18), size: 14,
                color: theme.secondaryText)
            c.text(
                t.pointOfInterest?.detailSummary, Rect(x: panel.x + 10, y: panel.y + 52, width: panel.width - 20, height: 18), size: 14,
                color: theme.secondaryText)
            var y = panel.maxY - 8
            for b in t.buttons.reversed() {
                y -= 36
                let f = Rect(x: panel.x + 10, y: y, width: panel.width - 20, height: 32)
                c.rect(f, b.details.style == "confirm" ? theme.accent : theme.cell, radius: 16)
                c.text(
                    b.text, f.inset(dx: 8, dy: 0), size: 15, weight: .semibold,
                    color: b.details.style == "confirm" ? theme.background : theme.primaryText, align: .center)
                c.target(b, f)
            }
        } else {
            var y = panel.y + 4
            for p in pois {
                guard y + rowHeight <= panel.maxY else { break }
                let f = Rect(x: panel.x + 4, y: y, width: panel.width - 8, height: rowHeight)
                c.rect(f, theme.cell, radius: 8)
                c.text(p.text, Rect(x: f.x + 8, y: f.y + 4, width: f.width - 16, height: 20), size: 15, color: theme.primaryText)
                c.text(
                    p.detailText ?? p.details.summary, Rect(x: f.x + 8, y: f.y + 23, width: f.width - 16, height: 17), size: 13,
                    color: theme.secondaryText)
                c.target(p, f)
                y += rowHeight + 2
            }
        }
    }

    static func mapBackground(_ c: inout Canvas, _ r: Rect) {
        let theme = c.theme
        c.rect(r, theme.map)
        var x = r.x + 30
        while x < r.maxX {
            c.line(x, r.y, x - 40, r.maxY, theme.mapRoad, width: 3)
            x += 90
        }
        var y = r.y + 40
        while y < r.maxY {
            c.line(r.x, y, r.maxX, y + 10, theme.mapRoad, width: 2)
            y += 70
        }
    }
}
