// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

extension CarRenderer {
    /// Draws an automaker app's own screen: its views back to front, `.system` buttons in CarPlay's style (a
    /// rounded plate, the title in the accent colour, a filled plate when selected), steppers as two halves, table
    /// rows with separators and accessories, and the knob's focus ring. Hit targets follow the knob order.
    static func customUI(_ c: inout Canvas, _ ui: CustomUISnapshot, in area: Rect) {
        let theme = c.theme
        c.list.items.append(.clip(area))
        func rect(_ f: [Double]) -> Rect { Rect(x: area.x + f[0], y: area.y + f[1], width: f[2], height: f[3]) }
        func weight(_ w: String?) -> FontWeight { FontWeight(rawValue: w ?? "regular") ?? .regular }
        func align(_ a: String?) -> TextAlignment { TextAlignment(rawValue: a ?? "leading") ?? .leading }
        var frames: [String: Rect] = [:]
        for v in ui.views {
            let f = rect(v.frame)
            frames[v.id] = f
            if let clip = v.clip { c.list.items.append(.clip(rect(clip))) }
            defer { if v.clip != nil { c.list.items.append(.endClip) } }
            if let bg = v.background { c.rect(f, Color(bg, opacity: v.backgroundOpacity ?? 1)) }
            if let drawing = v.drawing, !drawing.isEmpty { c.recorded(drawing, dx: area.x, dy: area.y) }
            let dim = v.isEnabled ? 1.0 : 0.35
            switch v.kind {
            case .label:
                let size = v.fontSize ?? 17
                c.text(
                    v.text, Rect(x: f.x, y: f.midY - size * 0.65, width: f.width, height: size * 1.3), size: size, weight: weight(v.fontWeight),
                    color: Color(v.textColor ?? theme.primaryText.hex), align: align(v.alignment))
            case .sectionHeader:
                c.text(v.text, f, size: v.fontSize ?? 15, weight: .semibold, color: theme.secondaryText)
            case .button:
                let size = v.fontSize ?? 17
                if v.systemStyle {
                    c.rect(f.inset(dx: 0, dy: 2), v.isSelected ? theme.accent.withOpacity(dim) : theme.cell.withOpacity(dim), radius: 8)
                }
                let titleColor = v.systemStyle ? (v.isSelected ? theme.background : theme.accent) : Color(v.textColor ?? "#ffffff")
                var textFrame = f.inset(dx: 8, dy: 0)
                if let image = v.image {
                    let side = min(24, f.height - 8)
                    let hasText = !(v.text ?? "").isEmpty
                    c.image(
                        image, Rect(x: hasText ? f.x + 8 : f.midX - side / 2, y: f.midY - side / 2, width: side, height: side),
                        color: titleColor.withOpacity(dim))
                    if hasText { textFrame = Rect(x: f.x + side + 14, y: f.y, width: max(f.width - side - 22, 0), height: f.height) }
                }
                c.text(
                    v.text, Rect(x: textFrame.x, y: f.midY - size * 0.65, width: textFrame.width, height: size * 1.3), size: size,
                    weight: v.isSelected ? .semibold : weight(v.fontWeight), color: titleColor.withOpacity(dim), align: v.image == nil ? .center : .leading)
            case .stepperMinus, .stepperPlus:
                let minus = v.kind == .stepperMinus
                c.rect(f.inset(1), theme.cell, radius: 8)
                let glyph = Rect(x: f.midX - 7, y: f.midY - 1.5, width: 14, height: 3)
                c.rect(glyph, theme.accent.withOpacity(dim))
                if !minus { c.rect(Rect(x: f.midX - 1.5, y: f.midY - 7, width: 3, height: 14), theme.accent.withOpacity(dim)) }
            case .image:
                c.image(v.image, f, color: Color(v.textColor ?? theme.accent.hex))
            case .cell:
                c.rect(f, v.isSelected ? theme.accent.withOpacity(0.25) : theme.cell)
                c.line(f.x + 12, f.maxY - 0.5, f.maxX, f.maxY - 0.5, theme.secondaryText.withOpacity(0.3), width: 0.5)
                let accessoryWidth = v.accessory == nil ? 0.0 : 24
                let detailWidth = v.detailText.map { min(c.width($0, size: 15) + 8, f.width / 2) } ?? 0
                c.text(
                    v.text, Rect(x: f.x + 12, y: f.midY - 11, width: max(f.width - 24 - accessoryWidth - detailWidth, 0), height: 22), size: 17,
                    color: theme.primaryText)
                c.text(
                    v.detailText, Rect(x: f.maxX - 12 - accessoryWidth - detailWidth, y: f.midY - 10, width: detailWidth, height: 20), size: 15,
                    color: theme.secondaryText, align: .trailing)
                switch v.accessory {
                case "checkmark"?: c.symbol("checkmark", Rect(x: f.maxX - 30, y: f.midY - 9, width: 18, height: 18), theme.accent)
                case "disclosureIndicator"?: c.symbol("chevron.right", Rect(x: f.maxX - 28, y: f.midY - 8, width: 16, height: 16), theme.chevron)
                default: break
                }
            case .view, .table:
                break
            }
        }
        // Knob order = hit-target order; the focus ring on the focused view.
        for id in ui.focusOrder {
            guard let f = frames[id], let v = ui.views.first(where: { $0.id == id }) else { continue }
            if v.isEnabled {
                let visible =
                    v.clip.map { clipRect -> Rect in
                        let r = rect(clipRect)
                        let x0 = max(r.x, f.x)
                        let y0 = max(r.y, f.y)
                        let x1 = min(r.maxX, f.maxX)
                        let y1 = min(r.maxY, f.maxY)
                        return Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
                    } ?? f
                if visible.width > 0 && visible.height > 0 {
                    c.list.targets.append(HitTarget(elementID: id, frame: visible, label: v.text))
                }
            }
        }
        if let focused = ui.focused, let f = frames[focused] {
            c.stroke(f.inset(-2), theme.focus, width: 3, radius: 10)
        }
        for (table, counts) in ui.limitedTables.sorted(by: { $0.key < $1.key }) where counts.count == 2 {
            if let f = frames[table] {
                c.text(
                    "\(counts[0]) of \(counts[1]) rows shown", Rect(x: f.x, y: f.maxY - 18, width: f.width - 8, height: 16), size: 11,
                    color: theme.secondaryText, align: .trailing)
            }
        }
        c.list.items.append(.endClip)
    }
}
