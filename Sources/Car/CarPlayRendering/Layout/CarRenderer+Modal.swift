// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// Modals: alerts and action sheets.
extension CarRenderer {
    static func modal(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        c.rect(r, theme.backdrop)
        switch t.kind {
        case .alert:
            let variants = t.alert.map { $0.titleVariants.isEmpty ? [t.title ?? ""] : $0.titleVariants } ?? [t.title ?? ""]
            c.text(
                variants, Rect(x: r.x + 20, y: r.y + 43, width: r.width - 40, height: 30), size: 22, weight: .bold,
                color: theme.primaryText, align: .center)
            let count = Double(max(t.buttons.count, 1))
            let w = min(97 * 1.4, (r.width - 24 - 20 * (count - 1)) / count)
            var x = r.midX - (w * count + 20 * (count - 1)) / 2
            for b in t.buttons {
                let f = Rect(x: x, y: r.maxY - 23 - 40, width: w, height: 40)
                c.rect(f, theme.cell, radius: 10)
                let color =
                    b.details.color.map { Color($0) }
                    ?? (b.details.style == "destructive" ? theme.destructive : theme.primaryText)
                c.text(b.text, f.inset(dx: 6, dy: 0), size: 17, weight: b.details.style == "cancel" ? .regular : .semibold, color: color, align: .center)
                c.target(b, f)
                x += w + 20
            }
        case .actionSheet:
            let actions = t.buttons.filter { $0.details.style != "cancel" }
            let cancel = t.buttons.first { $0.details.style == "cancel" }
            let panelHeight = min(r.height - 70, 60 + Double(actions.count) * 45)
            let panel = Rect(x: r.x + 10, y: r.y + 6, width: r.width - 20, height: panelHeight)
            c.rect(panel, theme.panel, radius: 12)
            c.text(
                t.title, Rect(x: panel.x + 12, y: panel.y + 8, width: panel.width - 24, height: 22), size: 17, weight: .semibold,
                color: theme.primaryText, align: .center)
            c.text(
                t.actionSheet?.message, Rect(x: panel.x + 12, y: panel.y + 30, width: panel.width - 24, height: 18), size: 14,
                color: theme.secondaryText, align: .center)
            var y = panel.y + 56
            for a in actions {
                guard y + 40 <= panel.maxY else { break }
                let f = Rect(x: panel.x + 8, y: y, width: panel.width - 16, height: 40)
                c.text(a.text, f, size: 17, color: a.details.style == "destructive" ? theme.destructive : theme.accent, align: .center)
                c.target(a, f)
                y += 45
            }
            if let cancel {
                let f = Rect(x: r.x + 10, y: panel.maxY + 9, width: r.width - 20, height: 44)
                c.rect(f, theme.panel, radius: 12)
                c.text(cancel.text, f, size: 17, weight: .semibold, color: theme.accent, align: .center)
                c.target(cancel, f)
            }
        case .voiceControl:
            voiceControl(&c, t, in: r)
        default:
            body(&c, t, in: r, loading: [])
        }
    }
}
