// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// The template frame: navigation bar, bar buttons, the tab bar.
extension CarRenderer {
    static func template(_ c: inout Canvas, _ t: TemplateSnapshot, in area: Rect, loading: Set<String>, baseView: [BaseViewCommand]? = nil) {
        switch t.kind {
        case .tabBar:
            tabBar(&c, t, in: area, loading: loading)
        case .map:
            map(&c, t, in: area, baseView: baseView)
        case .nowPlaying:
            let content = navigationBar(&c, t, in: area, title: t.nowPlaying?.album ?? "")
            nowPlaying(&c, t, in: content)
        default:
            let content = navigationBar(&c, t, in: area, title: t.title ?? "")
            body(&c, t, in: content, loading: loading)
        }
    }

    static func body(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect, loading: Set<String>) {
        switch t.kind {
        case .list: list(&c, t, in: r, loading: loading)
        case .grid: grid(&c, t, in: r)
        case .information: information(&c, t, in: r)
        case .contact: contact(&c, t, in: r)
        case .pointOfInterest: pointsOfInterest(&c, t, in: r)
        case .search: search(&c, t, in: r, loading: loading)
        case .voiceControl: voiceControl(&c, t, in: r)
        case .nowPlaying: nowPlaying(&c, t, in: r)
        case .alert, .actionSheet: modal(&c, t, in: r)
        case .map, .tabBar: break
        }
    }

    /// The 44 pt bar: back button, leading buttons, centred title, trailing buttons. Returns the content area.
    @discardableResult
    static func navigationBar(_ c: inout Canvas, _ t: TemplateSnapshot, in area: Rect, title: String) -> Rect {
        let theme = c.theme
        let bar = Rect(x: area.x, y: area.y, width: area.width, height: barHeight)
        let (leadingX, trailingX) = barButtons(&c, t, in: bar)
        // The title is centred over the app area, within what the buttons leave.
        let half = min(bar.midX - leadingX, trailingX - bar.midX) - 4
        if half > 10 {
            c.text(
                title, Rect(x: bar.midX - half, y: bar.y, width: half * 2, height: bar.height), size: 17, weight: .semibold,
                color: theme.primaryText, align: .center)
        }
        return Rect(x: area.x, y: bar.maxY, width: area.width, height: area.height - barHeight)
    }

    /// The back button and the leading and trailing buttons of a bar; returns where the free middle begins and ends.
    static func barButtons(_ c: inout Canvas, _ t: TemplateSnapshot, in bar: Rect) -> (Double, Double) {
        let theme = c.theme
        var leadingX = bar.x + 8
        if let back = t.backButton {
            let f = Rect(x: leadingX, y: bar.y + 6, width: 32, height: 32)
            c.rect(f, theme.cell, radius: 16)
            c.symbol("chevron.backward", f.inset(7), theme.primaryText)
            c.target(back, f)
            leadingX = f.maxX + 6
        }
        for b in t.leadingButtons { leadingX = barButton(&c, b, x: leadingX, y: bar.y + 6, leading: true) + 6 }
        var trailingX = bar.maxX - 8
        for b in t.trailingButtons.reversed() { trailingX = barButton(&c, b, x: trailingX, y: bar.y + 6, leading: false) - 6 }
        return (leadingX, trailingX)
    }

    /// Draws a bar button; returns its far edge.
    static func barButton(_ c: inout Canvas, _ b: ElementSnapshot, x: Double, y: Double, leading: Bool) -> Double {
        let theme = c.theme
        let isText = b.image == nil || b.details.systemAction == "nowPlaying"
        let width: Double
        if isText {
            width = min(c.width(b.text ?? "", size: 15, weight: .medium) + (b.details.systemAction == "nowPlaying" ? 38 : 24), 140)
        } else {
            width = 32
        }
        let f = Rect(x: leading ? x : x - width, y: y, width: width, height: 32)
        c.rect(f, theme.cell, radius: 16)
        if isText {
            var textFrame = f.inset(dx: 12, dy: 0)
            if b.details.systemAction == "nowPlaying" {
                c.symbol("waveform", Rect(x: f.x + 10, y: f.y + 8, width: 16, height: 16), theme.accent)
                textFrame = Rect(x: f.x + 30, y: f.y, width: f.width - 38, height: f.height)
            }
            c.text(b.text, textFrame, size: 15, weight: .medium, color: b.isEnabled ? theme.primaryText : theme.secondaryText, align: .center)
        } else {
            c.image(b.image, f.inset(6), color: b.isEnabled ? theme.primaryText : theme.secondaryText)
        }
        c.target(b, f)
        return leading ? f.maxX : f.x
    }

    // MARK: Tab bar

    static func tabBar(_ c: inout Canvas, _ t: TemplateSnapshot, in area: Rect, loading: Set<String>) {
        let theme = c.theme
        let bar = Rect(x: area.x, y: area.y, width: area.width, height: barHeight)
        let count = max(t.tabs.count, 1)
        let tabWidth = bar.width / Double(count)
        for (i, tab) in t.tabs.enumerated() {
            guard let item = tab.tabItem else { continue }
            let f = Rect(x: bar.x + Double(i) * tabWidth, y: bar.y, width: tabWidth, height: bar.height)
            let selected = i == t.selectedTab
            let color = selected ? theme.accent : theme.secondaryText
            c.image(item.image, Rect(x: f.midX - 10, y: f.y + 4, width: 20, height: 20), color: color)
            c.text(item.text, Rect(x: f.x + 2, y: f.y + 26, width: f.width - 4, height: 14), size: 12, weight: .medium, color: color, align: .center)
            if item.details.showsBadge { c.circle(f.midX + 13, f.y + 7, 4, theme.badge) }
            c.target(item, f)
        }
        if let sel = t.selectedTab, t.tabs.indices.contains(sel) {
            let content = Rect(x: area.x, y: bar.maxY, width: area.width, height: area.height - barHeight)
            body(&c, t.tabs[sel], in: content, loading: loading)
        }
    }
}
