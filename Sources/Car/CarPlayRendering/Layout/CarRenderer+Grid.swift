// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// The grid template.
extension CarRenderer {
    static func grid(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        let buttons = t.buttons.filter { $0.role == .gridButton }
        guard !buttons.isEmpty else { return }
        // More than four are balanced over two rows (the first gets the extra one).
        let rows = buttons.count > 4 ? [Array(buttons.prefix((buttons.count + 1) / 2)), Array(buttons.dropFirst((buttons.count + 1) / 2))] : [buttons]
        let pitchX = min(CarPlayMetrics.gridColumnPitch * 1.25, r.width / Double(rows[0].count))
        let pitchY = CarPlayMetrics.gridRowPitch
        let top = r.y + max((r.height - pitchY * Double(rows.count)) / 2, 8)
        for (ri, rowButtons) in rows.enumerated() {
            let startX = r.midX - pitchX * Double(rowButtons.count) / 2
            for (i, b) in rowButtons.enumerated() {
                let cell = Rect(x: startX + Double(i) * pitchX, y: top + Double(ri) * pitchY, width: pitchX, height: pitchY)
                let icon = Rect(x: cell.midX - 20, y: cell.y + 8, width: 40, height: 40)
                c.image(b.image, icon, color: b.isEnabled ? theme.primaryText : theme.secondaryText, radius: 8)
                if b.details.isUnread { c.circle(icon.maxX, icon.y, 5, theme.accent) }
                let variants = b.details.titleVariants ?? [b.text ?? ""]
                c.text(
                    variants, Rect(x: cell.x + 2, y: icon.maxY + 6, width: cell.width - 4, height: 18), size: 14,
                    color: b.isEnabled ? theme.primaryText : theme.secondaryText, align: .center)
                c.target(b, cell)
            }
        }
    }
}
