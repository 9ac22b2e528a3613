// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// The information and contact templates.
extension CarRenderer {
    static func information(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        let items = t.sections.first?.items ?? []
        let twoColumn = t.information?.layout == .twoColumn
        let columns = twoColumn ? 2 : 1
        let colWidth = (r.width - 2 * inset) / Double(columns)
        let perColumn = Int(ceil(Double(items.count) / Double(columns)))
        let footer = t.buttons.isEmpty ? 0.0 : 44.0
        for (i, item) in items.enumerated() {
            let col = twoColumn ? i / max(perColumn, 1) : 0
            let rowIndex = twoColumn ? i % max(perColumn, 1) : i
            let y = r.y + 6 + Double(rowIndex) * 29
            guard y + 29 <= r.maxY - footer else { continue }
            let f = Rect(x: r.x + inset + Double(col) * colWidth, y: y, width: colWidth - 8, height: 29)
            var detail = item.detailText
            if let rating = item.details.rating, let max = item.details.maximumRating, let v = Double(rating), let m = Int(max) {
                detail =
                    String(repeating: "★", count: Int(v.rounded(.down))) + String(repeating: "☆", count: Swift.max(m - Int(v.rounded(.down)), 0))
                    + (item.detailText.map { "  \($0)" } ?? "")
            }
            let titleWidth = min(c.width(item.text ?? "", size: 14, weight: .semibold) + 8, f.width * 0.45)
            c.text(item.text, Rect(x: f.x, y: f.y, width: titleWidth, height: f.height), size: 14, weight: .semibold, color: theme.secondaryText)
            c.text(detail, Rect(x: f.x + titleWidth, y: f.y, width: f.width - titleWidth, height: f.height), size: 14, color: theme.primaryText)
            c.line(f.x, f.maxY, f.maxX, f.maxY, theme.secondaryText.withOpacity(0.3), width: 0.5)
        }
        footerButtons(&c, t.buttons, in: Rect(x: r.x, y: r.maxY - 44, width: r.width, height: 44))
    }

    static func footerButtons(_ c: inout Canvas, _ buttons: [ElementSnapshot], in r: Rect) {
        let theme = c.theme
        guard !buttons.isEmpty else { return }
        let width = min(183.0, (r.width - 2 * inset - 8 * Double(buttons.count - 1)) / Double(buttons.count))
        var x = r.midX - (width * Double(buttons.count) + 8 * Double(buttons.count - 1)) / 2
        for b in buttons {
            let f = Rect(x: x, y: r.y + 1, width: width, height: 32)
            let style = b.details.style
            c.rect(f, style == "confirm" ? theme.accent : theme.cell, radius: 16)
            c.text(
                b.text, f.inset(dx: 8, dy: 0), size: 15, weight: .semibold,
                color: style == "confirm" ? theme.background : (style == "cancel" ? theme.destructive : theme.primaryText), align: .center)
            c.target(b, f)
            x += width + 8
        }
    }

    static func contact(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        let image = Rect(x: r.x + 24, y: r.y + 16, width: 80, height: 80)
        c.rect(image, theme.cell, radius: 40)
        if c.isBitmap(t.contact?.image) {
            // A contact's photo fills the circle (aspect-fill, as the Phone app shows photos).
            c.image(t.contact?.image, image, color: theme.primaryText, radius: 40, mode: .aspectFill)
        } else {
            c.image(t.contact?.image, image.inset(16), color: theme.primaryText)
        }
        let textX = image.maxX + 16
        c.text(t.title, Rect(x: textX, y: r.y + 24, width: r.maxX - textX - inset, height: 28), size: 22, weight: .bold, color: theme.primaryText)
        c.text(t.contact?.subtitle, Rect(x: textX, y: r.y + 54, width: r.maxX - textX - inset, height: 18), size: 15, color: theme.secondaryText)
        c.text(
            t.contact?.informativeText, Rect(x: textX, y: r.y + 74, width: r.maxX - textX - inset, height: 18), size: 13,
            color: theme.secondaryText)
        let size = 50.0
        let gap = 24.0
        let count = Double(t.buttons.count)
        var x = r.midX - (count * size + (count - 1) * gap) / 2
        let y = min(r.maxY - size - 28, image.maxY + 20)
        for b in t.buttons {
            let f = Rect(x: x, y: y, width: size, height: size)
            c.rect(f, theme.cell, radius: size / 2)
            c.image(b.image, f.inset(13), color: b.isEnabled ? theme.accent : theme.secondaryText, filled: true)
            c.text(b.text, Rect(x: x - 12, y: f.maxY + 4, width: size + 24, height: 16), size: 12, color: theme.primaryText, align: .center)
            c.target(b, Rect(x: f.x, y: f.y, width: f.width, height: f.height + 20))
            x += size + gap
        }
    }
}
