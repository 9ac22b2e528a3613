// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// The search and voice control templates.
extension CarRenderer {
    static func search(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect, loading: Set<String>) {
        let theme = c.theme
        let field = Rect(x: r.x + inset, y: r.y + 4, width: min(235, r.width - 2 * inset), height: 35)
        c.rect(field, theme.searchField, radius: 10)
        c.symbol("magnifyingglass", Rect(x: field.x + 8, y: field.midY - 8, width: 16, height: 16), theme.secondaryText)
        let text = t.search?.text ?? ""
        c.text(
            text.isEmpty ? c.word("Search") : text, Rect(x: field.x + 30, y: field.y, width: field.width - 38, height: field.height), size: 15,
            color: text.isEmpty ? theme.secondaryText : theme.primaryText)
        let keyboardLimited = t.search?.isKeyboardLimited == true
        let keyboardHeight = keyboardLimited ? 0.0 : min(148, r.height * 0.55)
        let results = Rect(x: r.x, y: field.maxY + 6, width: r.width, height: r.maxY - keyboardHeight - field.maxY - 6)
        var y = results.y
        for e in t.sections.first?.items ?? [] {
            guard y + rowHeight <= results.maxY else { break }
            row(&c, e, Rect(x: r.x + inset, y: y, width: r.width - 2 * inset, height: rowHeight), loading: loading.contains(e.id))
            y += rowHeight + 2
        }
        if keyboardLimited {
            c.text(
                c.word("Keyboard unavailable while driving"), Rect(x: r.x, y: r.maxY - 30, width: r.width, height: 20), size: 13,
                color: theme.secondaryText, align: .center)
        } else {
            let kb = Rect(x: r.x, y: r.maxY - keyboardHeight, width: r.width, height: keyboardHeight)
            c.rect(kb, theme.panel)
            let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
            let keyW = (kb.width - 8) / 10
            let keyH = (kb.height - 8) / 4
            for (ri, letters) in rows.enumerated() {
                let startX = kb.x + 4 + (kb.width - 8 - keyW * Double(letters.count)) / 2
                for (i, ch) in letters.enumerated() {
                    let k = Rect(x: startX + Double(i) * keyW + 2, y: kb.y + 4 + Double(ri) * keyH + 2, width: keyW - 4, height: keyH - 4)
                    c.rect(k, theme.cell, radius: 5)
                    c.text(String(ch), k, size: 15, color: theme.primaryText, align: .center)
                }
            }
            let space = Rect(x: kb.x + kb.width * 0.25, y: kb.y + 4 + 3 * keyH + 2, width: kb.width * 0.5, height: keyH - 4)
            c.rect(space, theme.cell, radius: 5)
            c.text(c.word("space"), space, size: 13, color: theme.primaryText, align: .center)
        }
    }

    static func voiceControl(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        c.symbol("waveform", Rect(x: r.midX - 40, y: r.midY - 60, width: 80, height: 80), theme.accent)
        c.text(
            t.title, Rect(x: r.x + 20, y: r.midY + 30, width: r.width - 40, height: 26), size: 20, weight: .semibold,
            color: theme.primaryText, align: .center)
        // The state's action buttons (iOS 26.4) in a row under the title, leading to trailing (our layout).
        let buttons = t.buttons.filter { $0.role == .voiceControlButton }
        guard !buttons.isEmpty else { return }
        let side = 44.0
        let gap = 16.0
        let row = Double(buttons.count) * side + Double(buttons.count - 1) * gap
        for (i, b) in buttons.enumerated() {
            let f = Rect(x: r.midX - row / 2 + Double(i) * (side + gap), y: min(r.midY + 66, r.maxY - side - 8), width: side, height: side)
            c.rect(f, theme.cell.withOpacity(b.isEnabled ? 1 : 0.4), radius: side / 2)
            if b.image != nil {
                c.image(b.image, f.inset(11), color: theme.primaryText.withOpacity(b.isEnabled ? 1 : 0.4))
            } else {
                c.text(b.text, f, size: 11, weight: .semibold, color: theme.primaryText, align: .center)
            }
            c.target(b, f)
        }
    }
}
