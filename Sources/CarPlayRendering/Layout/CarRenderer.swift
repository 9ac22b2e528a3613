// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// Lays out what the car shows, as CarPlay draws it: status bar, navigation bar or tabs, the template, modals.
///
/// Measurements come from `shared/research/carplay-look.md` (simulator screenshots at 800×480 @2x): 44 pt
/// status bar, 44 pt bars and rows, 11 pt insets. Lists are laid out lazily: only the rows that fit are placed.
public enum CarRenderer {
    static let statusBarWidth = 44.0

    /// The status bar's column (on the driver's side) and the area beside it.
    static func areas(width w: Double, height h: Double, leftHand: Bool) -> (status: Rect, app: Rect) {
        (
            Rect(x: leftHand ? 0 : w - statusBarWidth, y: 0, width: statusBarWidth, height: h),
            Rect(x: leftHand ? statusBarWidth : 0, y: 0, width: w - statusBarWidth, height: h)
        )
    }
    static let barHeight = 44.0
    static let rowHeight = 44.0
    static let inset = 11.0

    /// Lays out a whole screen; `focused` (an element id) gets the knob's focus highlight.
    public static func layout(_ screen: ScreenSnapshot, focused: String? = nil) -> DisplayList {
        let theme = Theme.named(screen.style)
        let w = screen.screen.widthPoints
        let h = screen.screen.heightPoints
        var c = Canvas(width: w, height: h, scale: screen.screen.scale, theme: theme)
        c.rect(Rect(x: 0, y: 0, width: w, height: h), theme.background)
        // The status bar sits on the driver's side.
        let leftHand = screen.driveSide == .left
        let (status, app) = areas(width: w, height: h, leftHand: leftHand)
        statusBar(&c, status, screen)
        if let custom = screen.customUI {
            customUI(&c, custom, in: app)
        } else if let top = screen.stack.last {
            template(&c, top, in: app, loading: Set(screen.loadingElements), baseView: screen.baseView)
        } else {
            c.text("Starting…", Rect(x: app.x, y: app.midY - 12, width: app.width, height: 24), size: 15, color: theme.secondaryText, align: .center)
        }
        if let modal = screen.presented {
            // A modal covers the stack: only its own elements can be touched or focused.
            let before = c.list.targets.count
            self.modal(&c, modal, in: app)
            c.list.targets.removeFirst(before)
        }
        if let banner = screen.banner {
            // Title and subtitle only: message content never reaches the car's screen.
            let f = Rect(x: app.x + 10, y: 6, width: app.width - 20, height: 50)
            c.rect(f, theme.panel, radius: 12)
            c.stroke(f, theme.secondaryText.withOpacity(0.4), width: 0.5, radius: 12)
            c.symbol("message.fill", Rect(x: f.x + 10, y: f.y + 13, width: 24, height: 24), theme.accent)
            c.text(banner.title, Rect(x: f.x + 44, y: f.y + 5, width: f.width - 54, height: 20), size: 15, weight: .semibold, color: theme.primaryText)
            c.text(banner.subtitle, Rect(x: f.x + 44, y: f.y + 25, width: f.width - 54, height: 18), size: 13, color: theme.secondaryText)
        }
        if let call = screen.call {
            // The call screen covers the app: only its buttons can be touched or focused.
            c.list.targets.removeAll()
            callScreen(&c, call, in: app)
        }
        if let siri = screen.siri {
            // The Siri interface covers the app: the orb, the request, the answer.
            c.rect(app, Color("#000000", opacity: 0.85))
            c.symbol("waveform", Rect(x: app.midX - 30, y: app.midY - 70, width: 60, height: 60), theme.accent)
            c.text("“\(siri.request)”", Rect(x: app.x + 20, y: app.midY, width: app.width - 40, height: 22), size: 15, color: Color("#9c9c9f"), align: .center)
            c.text(
                siri.reply, Rect(x: app.x + 20, y: app.midY + 26, width: app.width - 40, height: 26), size: 19, weight: .semibold,
                color: Color("#ffffff"), align: .center)
            c.list.targets.removeAll()
        }
        if let focused, let target = c.list.targets.first(where: { $0.elementID == focused }) {
            c.stroke(target.frame.inset(-2), theme.focus, width: 3, radius: 10)
        }
        return c.list
    }

    /// CarPlay's call screen: caller, app and state, then a row of round buttons (and the keypad when open).
    static func callScreen(_ c: inout Canvas, _ call: CallSnapshot, in app: Rect) {
        c.rect(app, Color("#1c1c1e"))
        let white = Color("#ffffff")
        let grey = Color("#9c9c9f")
        let keys = call.buttons.filter { $0.id.hasPrefix("call.digit") }
        let main = call.buttons.filter { !$0.id.hasPrefix("call.digit") }
        let d = min(52.0, (app.width - 40) / Double(max(main.count, 1)) - 16)
        // With the keypad open, the caller moves to the left half and the keys take the right half.
        let info = keys.isEmpty ? app : Rect(x: app.x, y: app.y, width: app.width / 2, height: app.height)
        c.text(call.caller, Rect(x: info.x + 20, y: info.y + 24, width: info.width - 40, height: 30), size: 24, weight: .semibold, color: white, align: .center)
        var status = call.state == "incoming" ? "\(call.app) Audio" : call.state.capitalized
        if let s = call.seconds { status = String(format: "%d:%02d", s / 60, s % 60) + (call.isMuted ? " · Muted" : "") }
        c.text(status, Rect(x: info.x + 20, y: info.y + 58, width: info.width - 40, height: 20), size: 15, color: grey, align: .center)
        if !call.otherCalls.isEmpty {
            c.text(
                call.otherCalls.joined(separator: ", "), Rect(x: info.x + 20, y: info.y + 80, width: info.width - 40, height: 18), size: 13, color: grey,
                align: .center)
        }
        if !call.digits.isEmpty {
            c.text(
                call.digits, Rect(x: info.x + 20, y: info.y + 100, width: info.width - 40, height: 20), size: 17, weight: .medium, color: white, align: .center)
        }
        if !keys.isEmpty {
            let top = app.y + 12
            let bottom = app.maxY - d - 48
            let size = max(min(34.0, (bottom - top) / 4 - 4), 16)
            let gridWidth = 3 * size + 2 * 8
            let x0 = app.x + app.width * 0.75 - gridWidth / 2
            for (i, k) in keys.enumerated() {
                let f = Rect(x: x0 + Double(i % 3) * (size + 8), y: top + Double(i / 3) * (size + 4), width: size, height: size)
                c.circle(f.midX, f.midY, size / 2, Color("#3a3a3c"))
                c.text(
                    k.text, Rect(x: f.x - 4, y: f.midY - 9, width: f.width + 8, height: 18), size: min(15, size * 0.6), weight: .medium, color: white,
                    align: .center)
                c.target(k, f)
            }
        }
        let rowWidth = Double(main.count) * (d + 16)
        for (i, b) in main.enumerated() {
            let x = app.midX - rowWidth / 2 + Double(i) * (d + 16) + 8
            let f = Rect(x: x, y: app.maxY - d - 40, width: d, height: d)
            let red = b.id == "call.end" || b.id == "call.decline"
            let fill = red ? Color("#ff3b30") : b.id == "call.answer" ? Color("#34c759") : Color("#3a3a3c")
            c.circle(f.midX, f.midY, d / 2, b.isEnabled ? fill : fill.withOpacity(0.4))
            c.image(b.image, Rect(x: f.midX - 12, y: f.midY - 12, width: 24, height: 24), color: white)
            c.text(b.text, Rect(x: f.x - 8, y: f.maxY + 4, width: f.width + 16, height: 16), size: 11, color: grey, align: .center)
            // The button and its label are one touch target.
            c.target(b, Rect(x: f.x - 8, y: f.y, width: f.width + 16, height: f.height + 20))
        }
    }

    static func statusBar(_ c: inout Canvas, _ r: Rect, _ screen: ScreenSnapshot) {
        statusBar(&c, r, isPhoneLocked: screen.isPhoneLocked, isDriving: screen.isDriving, homeButton: true)
    }

    /// The clock, connectivity (a lock while the phone is locked), driving, and the home button.
    static func statusBar(_ c: inout Canvas, _ r: Rect, isPhoneLocked: Bool, isDriving: Bool, homeButton: Bool) {
        let t = c.theme
        c.rect(r, t.statusBar)
        c.text("9:41", Rect(x: r.x, y: 8, width: r.width, height: 18), size: 13, weight: .semibold, color: t.primaryText, align: .center)
        c.symbol(isPhoneLocked ? "lock" : "wifi", Rect(x: r.midX - 7, y: 30, width: 14, height: 14), t.primaryText)
        if isDriving { c.symbol("car", Rect(x: r.midX - 9, y: 52, width: 18, height: 18), t.secondaryText) }
        if homeButton { c.symbol("square.grid.2x2", Rect(x: r.midX - 8, y: r.maxY - 28, width: 16, height: 16), t.primaryText) }
    }

    // MARK: Templates

    static func template(_ c: inout Canvas, _ t: TemplateSnapshot, in area: Rect, loading: Set<String>, baseView: [BaseViewCommand]? = nil) {
        switch t.kind {
        case .tabBar:
            tabBar(&c, t, in: area, loading: loading)
        case .map:
            map(&c, t, in: area, baseView: baseView)
        case .nowPlaying:
            let content = navigationBar(&c, t, in: area, title: t.properties["album"] ?? "")
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
        let isText = b.image == nil || b.details["system"] == "nowPlaying"
        let width: Double
        if isText {
            width = min(c.width(b.text ?? "", size: 15, weight: .medium) + (b.details["system"] == "nowPlaying" ? 38 : 24), 140)
        } else {
            width = 32
        }
        let f = Rect(x: leading ? x : x - width, y: y, width: width, height: 32)
        c.rect(f, theme.cell, radius: 16)
        if isText {
            var textFrame = f.inset(dx: 12, dy: 0)
            if b.details["system"] == "nowPlaying" {
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
            if item.details["badge"] == "true" { c.circle(f.midX + 13, f.y + 7, 4, theme.badge) }
            c.target(item, f)
        }
        if let sel = t.selectedTab, t.tabs.indices.contains(sel) {
            let content = Rect(x: area.x, y: bar.maxY, width: area.width, height: area.height - barHeight)
            body(&c, t.tabs[sel], in: content, loading: loading)
        }
    }

    // MARK: Lists

    static func list(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect, loading: Set<String>) {
        let theme = c.theme
        let items = t.sections.reduce(0) { $0 + $1.items.count }
        if items == 0 {
            let title = t.properties["emptyTitle"]
            let subtitle = t.properties["emptySubtitle"]
            if t.properties["emptySpinner"] == "true" { c.symbol("timer", Rect(x: r.midX - 12, y: r.midY - 40, width: 24, height: 24), theme.secondaryText) }
            c.text(
                title, Rect(x: r.x + 20, y: r.midY - 14, width: r.width - 40, height: 22), size: 17, weight: .semibold,
                color: theme.primaryText, align: .center)
            c.text(subtitle, Rect(x: r.x + 20, y: r.midY + 10, width: r.width - 40, height: 18), size: 14, color: theme.secondaryText, align: .center)
            return
        }
        // Estimate the full height to decide whether the page-scroll column is needed.
        var fullHeight = 0.0
        for s in t.sections {
            if s.header != nil { fullHeight += 28 }
            for e in s.items where e.role != .imageRowImage { fullHeight += (e.role == .imageRowItem ? 96 : rowHeight) + 2 }
        }
        let scrolls = fullHeight > r.height - 8
        let listArea = Rect(x: r.x, y: r.y, width: r.width - (scrolls ? 42 : 0), height: r.height)
        if scrolls {
            let col = Rect(x: listArea.maxX, y: r.y, width: 42, height: r.height)
            c.symbol("chevron.up", Rect(x: col.midX - 10, y: col.y + 10, width: 20, height: 20), theme.primaryText)
            c.symbol("chevron.down", Rect(x: col.midX - 10, y: col.maxY - 30, width: 20, height: 20), theme.primaryText)
            c.rect(
                Rect(x: col.midX - 1.5, y: col.y + 40, width: 3, height: max((col.height - 80) * min((r.height) / fullHeight, 1), 8)),
                theme.secondaryText, radius: 1.5)
        }
        var y = listArea.y + 4
        var headerButtons: [ElementSnapshot] = t.buttons.filter { $0.role == .headerGridButton }
        if !headerButtons.isEmpty {
            var x = listArea.x + inset
            for b in headerButtons {
                let f = Rect(x: x, y: y, width: 56, height: 56)
                c.rect(f, theme.cell, radius: 28)
                c.image(b.image, f.inset(14), color: theme.primaryText)
                c.target(b, f)
                x += 64
                if x + 56 > listArea.maxX { break }
            }
            y += 64
            headerButtons.removeAll()
        }
        outer: for section in t.sections {
            if let header = section.header {
                if y + 28 > listArea.maxY { break }
                c.text(
                    header, Rect(x: listArea.x + inset, y: y, width: listArea.width - 2 * inset - 44, height: 28), size: 20, weight: .bold,
                    color: theme.primaryText)
                if let b = section.headerButton {
                    let f = Rect(x: listArea.maxX - inset - 28, y: y, width: 28, height: 28)
                    c.image(b.image, f.inset(4), color: theme.accent)
                    c.target(b, f)
                }
                y += 28
            }
            var i = 0
            while i < section.items.count {
                let e = section.items[i]
                if e.role == .imageRowItem {
                    var images: [ElementSnapshot] = []
                    var j = i + 1
                    while j < section.items.count, section.items[j].role == .imageRowImage {
                        images.append(section.items[j])
                        j += 1
                    }
                    if y + 96 > listArea.maxY { break outer }
                    imageRow(&c, e, images, Rect(x: listArea.x + inset, y: y, width: listArea.width - 2 * inset, height: 96))
                    y += 98
                    i = j
                    continue
                }
                // Lazy: rows below the visible area are not laid out.
                if y + rowHeight > listArea.maxY { break outer }
                row(
                    &c, e, Rect(x: listArea.x + inset, y: y, width: listArea.width - 2 * inset, height: rowHeight),
                    loading: loading.contains(e.id))
                y += rowHeight + 2
                i += 1
            }
        }
    }

    static func row(_ c: inout Canvas, _ e: ElementSnapshot, _ f: Rect, loading: Bool) {
        let theme = c.theme
        c.rect(f, theme.cell, radius: 8)
        var x = f.x + 8
        if let playing = e.details["playing"], playing == "leading" {
            c.symbol("waveform", Rect(x: x, y: f.midY - 8, width: 16, height: 16), theme.accent)
            x += 22
        }
        if e.details["unread"] == "true" {
            c.circle(x + 3, f.midY, 4, theme.accent)
            x += 12
        }
        if let pin = e.details["leading"] {
            c.symbol(pin == "pin" ? "mappin" : "star.fill", Rect(x: x, y: f.midY - 8, width: 16, height: 16), theme.secondaryText)
            x += 22
        }
        if e.image != nil {
            c.image(e.image, Rect(x: x, y: f.y + 4, width: 36, height: 36), color: theme.primaryText, radius: 6)
            x += 44
        }
        var trailing = f.maxX - 10
        if loading {
            c.symbol("timer", Rect(x: trailing - 18, y: f.midY - 9, width: 18, height: 18), theme.secondaryText)
            trailing -= 26
        } else if let accessory = e.details["accessory"] {
            switch accessory {
            case "disclosure": c.symbol("chevron.forward", Rect(x: trailing - 14, y: f.midY - 7, width: 14, height: 14), theme.chevron)
            case "cloud": c.symbol("icloud.and.arrow.down", Rect(x: trailing - 18, y: f.midY - 9, width: 18, height: 18), theme.chevron)
            default: c.image(accessory, Rect(x: trailing - 18, y: f.midY - 9, width: 18, height: 18), color: theme.chevron)
            }
            trailing -= 24
        }
        if e.details["playing"] == "trailing" {
            c.symbol("waveform", Rect(x: trailing - 16, y: f.midY - 8, width: 16, height: 16), theme.accent)
            trailing -= 22
        }
        if e.details["trailing"] == "mute" {
            c.symbol("bell.slash", Rect(x: trailing - 14, y: f.midY - 7, width: 14, height: 14), theme.secondaryText)
            trailing -= 20
        }
        if let tt = e.details["trailingText"] {
            let w = min(c.width(tt, size: 13) + 2, 80)
            c.text(tt, Rect(x: trailing - w, y: f.y, width: w, height: f.height), size: 13, color: theme.secondaryText, align: .trailing)
            trailing -= w + 6
        }
        if e.details["explicit"] == "true" {
            let b = Rect(x: trailing - 14, y: f.midY - 7, width: 14, height: 14)
            c.rect(b, theme.secondaryText, radius: 2)
            c.text("E", b, size: 10, weight: .bold, color: theme.cell, align: .center)
            trailing -= 20
        }
        let textColor = e.isEnabled ? theme.primaryText : theme.secondaryText
        let textWidth = trailing - x
        if let detail = e.detailText, !detail.isEmpty {
            c.text(e.text, Rect(x: x, y: f.y + 4, width: textWidth, height: 20), size: 15, color: textColor)
            c.text(detail, Rect(x: x, y: f.y + 23, width: textWidth, height: 17), size: 13, color: theme.secondaryText)
        } else {
            c.text(e.text, Rect(x: x, y: f.y, width: textWidth, height: f.height), size: 15, color: textColor)
        }
        if let p = e.details["progress"], let v = Double(p), v > 0 {
            let bar = Rect(x: f.x + 8, y: f.maxY - 4, width: f.width - 16, height: 2)
            c.rect(bar, theme.secondaryText.withOpacity(0.4), radius: 1)
            c.rect(Rect(x: bar.x, y: bar.y, width: bar.width * min(v, 1), height: 2), theme.accent, radius: 1)
        }
        c.target(e, f)
    }

    static func imageRow(_ c: inout Canvas, _ row: ElementSnapshot, _ images: [ElementSnapshot], _ f: Rect) {
        let theme = c.theme
        c.rect(f, theme.cell, radius: 8)
        let titleFrame = Rect(x: f.x + 8, y: f.y + 2, width: f.width - 16, height: 22)
        c.text(row.text, titleFrame, size: 15, weight: .semibold, color: theme.primaryText)
        c.target(row, titleFrame)
        let size = 56.0
        var x = f.x + 8
        for img in images {
            guard x + size <= f.maxX - 4 else { break }
            let tile = Rect(x: x, y: f.y + 26, width: size, height: size)
            c.rect(tile, theme.background, radius: 6)
            c.image(img.image, tile.inset(10), color: theme.primaryText, radius: 6)
            if let t = img.text { c.text(t, Rect(x: x, y: tile.maxY, width: size, height: 14), size: 10, color: theme.secondaryText, align: .center) }
            c.target(img, tile)
            x += size + 8
        }
    }

    // MARK: Grid

    static func grid(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        let buttons = t.buttons.filter { $0.role == .gridButton }
        guard !buttons.isEmpty else { return }
        // More than four are balanced over two rows (the first gets the extra one).
        let rows = buttons.count > 4 ? [Array(buttons.prefix((buttons.count + 1) / 2)), Array(buttons.dropFirst((buttons.count + 1) / 2))] : [buttons]
        let pitchX = min(78.0 * 1.25, r.width / Double(rows[0].count))
        let pitchY = 85.0
        let top = r.y + max((r.height - pitchY * Double(rows.count)) / 2, 8)
        for (ri, rowButtons) in rows.enumerated() {
            let startX = r.midX - pitchX * Double(rowButtons.count) / 2
            for (i, b) in rowButtons.enumerated() {
                let cell = Rect(x: startX + Double(i) * pitchX, y: top + Double(ri) * pitchY, width: pitchX, height: pitchY)
                let icon = Rect(x: cell.midX - 20, y: cell.y + 8, width: 40, height: 40)
                c.image(b.image, icon, color: b.isEnabled ? theme.primaryText : theme.secondaryText, radius: 8)
                if b.details["unread"] == "true" { c.circle(icon.maxX, icon.y, 5, theme.accent) }
                let variants = b.details["titleVariants"].map { $0.components(separatedBy: "|") } ?? [b.text ?? ""]
                c.text(
                    variants, Rect(x: cell.x + 2, y: icon.maxY + 6, width: cell.width - 4, height: 18), size: 14,
                    color: b.isEnabled ? theme.primaryText : theme.secondaryText, align: .center)
                c.target(b, cell)
            }
        }
    }

    // MARK: Information, contact

    static func information(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        let items = t.sections.first?.items ?? []
        let twoColumn = t.properties["layout"] == "twoColumn"
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
            if let rating = item.details["rating"], let max = item.details["maximumRating"], let v = Double(rating), let m = Int(max) {
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
            let style = b.details["style"]
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
        c.image(t.properties["image"], image.inset(16), color: theme.primaryText)
        let textX = image.maxX + 16
        c.text(t.title, Rect(x: textX, y: r.y + 24, width: r.maxX - textX - inset, height: 28), size: 22, weight: .bold, color: theme.primaryText)
        c.text(t.properties["subtitle"], Rect(x: textX, y: r.y + 54, width: r.maxX - textX - inset, height: 18), size: 15, color: theme.secondaryText)
        c.text(
            t.properties["informativeText"], Rect(x: textX, y: r.y + 74, width: r.maxX - textX - inset, height: 18), size: 13,
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

    // MARK: Point of interest

    static func pointsOfInterest(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        mapBackground(&c, r)
        let pois = t.sections.first?.items ?? []
        // Pins, projected into the area right of the panel.
        let coords = pois.compactMap { p -> (ElementSnapshot, Double, Double)? in
            guard let la = p.details["latitude"].flatMap(Double.init), let lo = p.details["longitude"].flatMap(Double.init) else { return nil }
            return (p, la, lo)
        }
        let panel = Rect(x: r.x + 9, y: r.y + 9, width: min(175, r.width * 0.45), height: r.height - 17)
        let mapArea = Rect(x: panel.maxX + 20, y: r.y + 20, width: r.maxX - panel.maxX - 40, height: r.height - 40)
        if let minLa = coords.map(\.1).min(), let maxLa = coords.map(\.1).max(), let minLo = coords.map(\.2).min(), let maxLo = coords.map(\.2).max() {
            for (p, la, lo) in coords {
                let x = mapArea.x + (maxLo > minLo ? (lo - minLo) / (maxLo - minLo) : 0.5) * mapArea.width
                let y = mapArea.y + (maxLa > minLa ? (maxLa - la) / (maxLa - minLa) : 0.5) * mapArea.height
                let selected = p.details["selected"] == "true"
                c.circle(x, y, selected ? 9 : 6, selected ? theme.accent : theme.destructive)
                c.target(p, Rect(x: x - 12, y: y - 12, width: 24, height: 24))
            }
        }
        c.rect(panel, theme.background, radius: 10)
        if let selected = pois.first(where: { $0.details["selected"] == "true" }) {
            c.text(
                t.properties["detailTitle"] ?? selected.text, Rect(x: panel.x + 10, y: panel.y + 8, width: panel.width - 20, height: 22),
                size: 17, weight: .semibold, color: theme.primaryText)
            c.text(
                t.properties["detailSubtitle"], Rect(x: panel.x + 10, y: panel.y + 32, width: panel.width - 20, height: 18), size: 14,
                color: theme.secondaryText)
            c.text(
                t.properties["detailSummary"], Rect(x: panel.x + 10, y: panel.y + 52, width: panel.width - 20, height: 18), size: 14,
                color: theme.secondaryText)
            var y = panel.maxY - 8
            for b in t.buttons.reversed() {
                y -= 36
                let f = Rect(x: panel.x + 10, y: y, width: panel.width - 20, height: 32)
                c.rect(f, b.details["style"] == "confirm" ? theme.accent : theme.cell, radius: 16)
                c.text(
                    b.text, f.inset(dx: 8, dy: 0), size: 15, weight: .semibold,
                    color: b.details["style"] == "confirm" ? theme.background : theme.primaryText, align: .center)
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
                    p.detailText ?? p.details["summary"], Rect(x: f.x + 8, y: f.y + 23, width: f.width - 16, height: 17), size: 13,
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

    // MARK: Now playing

    static func nowPlaying(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        let p = t.properties
        let upNext = t.buttons.first { $0.role == .upNextButton }
        if let upNext {
            let w = c.width(upNext.text ?? "", size: 13, weight: .semibold) + 20
            let f = Rect(x: r.maxX - w - 8, y: r.y - barHeight + 6, width: w, height: 32)
            c.rect(f, theme.cell, radius: 16)
            c.text(upNext.text, f, size: 13, weight: .semibold, color: theme.primaryText, align: .center)
            c.target(upNext, f)
        }
        let controlsHeight = 64.0
        let art = min(r.height - controlsHeight - 16, r.width * 0.4)
        let artFrame = Rect(x: r.x + 16, y: r.y + 8, width: art, height: art)
        c.rect(artFrame, theme.cell, radius: 8)
        c.image(p["artwork"] ?? "symbol:music.note", p["artwork"] == nil ? artFrame.inset(art * 0.3) : artFrame, color: theme.secondaryText)
        let textX = artFrame.maxX + 16
        let textWidth = r.maxX - textX - inset
        if p["mode"] == "sports" {
            c.text(p["leftTeam"], Rect(x: textX, y: r.y + 12, width: textWidth, height: 26), size: 20, weight: .bold, color: theme.primaryText)
            c.text(p["rightTeam"], Rect(x: textX, y: r.y + 40, width: textWidth, height: 26), size: 20, weight: .bold, color: theme.primaryText)
            c.text(p["eventStatus"], Rect(x: textX, y: r.y + 68, width: textWidth, height: 18), size: 14, color: theme.secondaryText)
        } else {
            c.text(
                p["nowPlayingTitle"] ?? "Not Playing", Rect(x: textX, y: r.y + 12, width: textWidth, height: 26), size: 20, weight: .bold,
                color: theme.primaryText)
            c.text(p["artist"], Rect(x: textX, y: r.y + 40, width: textWidth, height: 20), size: 15, color: theme.secondaryText)
            if let album = t.buttons.first(where: { $0.role == .albumArtistButton }) {
                let f = Rect(x: textX, y: r.y + 60, width: textWidth, height: 20)
                c.text(p["album"], f, size: 15, color: theme.accent)
                c.target(album, f)
            } else {
                c.text(p["album"], Rect(x: textX, y: r.y + 60, width: textWidth, height: 20), size: 15, color: theme.secondaryText)
            }
        }
        // Progress.
        let duration = p["duration"].flatMap(Double.init) ?? 0
        let elapsed = p["elapsed"].flatMap(Double.init) ?? 0
        let barY = artFrame.maxY - 24
        let bar = Rect(x: textX, y: barY, width: textWidth, height: 3)
        c.rect(bar, theme.secondaryText.withOpacity(0.4), radius: 1.5)
        if duration > 0 {
            c.rect(Rect(x: bar.x, y: bar.y, width: bar.width * min(elapsed / duration, 1), height: 3), theme.primaryText, radius: 1.5)
            c.text(clock(elapsed), Rect(x: bar.x, y: bar.maxY + 2, width: 60, height: 14), size: 11, color: theme.secondaryText)
            c.text(
                "-" + clock(duration - elapsed), Rect(x: bar.maxX - 60, y: bar.maxY + 2, width: 60, height: 14), size: 11,
                color: theme.secondaryText, align: .trailing)
        }
        // Transport controls and the app's buttons, leading to trailing.
        var controls: [(symbol: String, element: ElementSnapshot?, label: String?)] = t.buttons.filter { $0.role == .transportButton }.map {
            (String(($0.image ?? "symbol:circle").dropFirst(7)), $0, nil)
        }
        for b in t.buttons where b.role == .nowPlayingButton {
            let label = b.details["kind"] == "playbackRate" ? p["rate"].flatMap(Double.init).map { rateLabel($0) } : nil
            controls.append((String((b.image ?? "symbol:circle").dropFirst(7)), b, label))
        }
        let size = 44.0
        let y = r.maxY - controlsHeight + 10
        var x = r.midX - Double(controls.count) * (size + 12) / 2
        for control in controls {
            let f = Rect(x: x, y: y, width: size, height: size)
            if let label = control.label {
                c.text(label, f, size: 15, weight: .bold, color: theme.primaryText, align: .center)
            } else {
                let selected = control.element?.details["selected"] == "true"
                let enabled = control.element?.isEnabled ?? true
                c.symbol(
                    control.symbol, f.inset(10), selected ? theme.accent : (enabled ? theme.primaryText : theme.secondaryText),
                    filled: control.element?.role == .transportButton)
            }
            if let e = control.element { c.target(e, f) }
            x += size + 12
        }
    }

    static func clock(_ seconds: Double) -> String {
        let s = max(Int(seconds.rounded(.down)), 0)
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }

    static func rateLabel(_ rate: Double) -> String {
        let r = rate == 0 ? 1 : rate
        return (r == r.rounded() ? String(format: "%.0f", r) : String(format: "%g", r)) + "×"
    }

    // MARK: Map

    static func map(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect, baseView: [BaseViewCommand]?) {
        let theme = c.theme
        if let baseView, !baseView.isEmpty {
            drawBaseView(&c, baseView, in: r)
        } else {
            mapBackground(&c, r)
        }
        let p = t.properties
        // Navigation bar buttons float at the top corners.
        _ = barButtons(&c, t, in: Rect(x: r.x, y: r.y, width: r.width, height: barHeight))
        // Guidance card (top leading).
        if let guidance = p["guidance"] {
            // Portrait and narrow screens give the card the full width.
            let card = Rect(x: r.x + 8, y: r.y + 44, width: r.width < 360 ? r.width - 16 : min(max(220, r.width * 0.4), r.width * 0.5), height: 64)
            c.rect(card, Color("#242429"), radius: 10)
            if guidance == "paused" {
                c.text(
                    p["pauseDescription"] ?? (p["pauseReason"].map { $0.capitalized } ?? "Paused"), card.inset(dx: 12, dy: 0), size: 17,
                    weight: .semibold, color: Color("#ffffff"))
            } else {
                c.symbol(maneuverSymbol(p["maneuver0Type"]), Rect(x: card.x + 10, y: card.y + 8, width: 36, height: 36), Color("#ffffff"))
                c.text(
                    p["maneuver0Distance"], Rect(x: card.x + 4, y: card.y + 44, width: 48, height: 16), size: 12, weight: .semibold,
                    color: Color("#ffffff"), align: .center)
                // The longest instruction variant that fits.
                let variants = (p["maneuver0Variants"] ?? p["maneuver0"] ?? "").components(separatedBy: "|")
                c.text(
                    variants, Rect(x: card.x + 58, y: card.y + 8, width: card.width - 66, height: 24), size: 17,
                    weight: .semibold, color: Color("#ffffff"))
                c.text(p["road"], Rect(x: card.x + 58, y: card.y + 34, width: card.width - 66, height: 18), size: 13, color: Color("#9c9c9f"))
            }
            var below = card.maxY + 2
            // A symbol-only second maneuver (the app's own lane diagram, 120×18 pt) takes the lanes' place.
            if p["maneuver1Style"] == "symbolOnly", let image = p["maneuver1Image"] {
                let strip = Rect(x: card.x, y: below, width: card.width, height: 26)
                c.rect(strip, Color("#3f3f3f"), radius: 6)
                let area = Rect(x: strip.midX - 60, y: strip.y + 4, width: 120, height: 18)
                if let drawing = t.drawings?[image] {
                    c.list.items.append(.clip(area))
                    for cmd in drawing {
                        c.list.items.append(
                            .path(
                                offset(cmd.path, dx: area.x, dy: area.y), fill: cmd.fill.map { Color($0, opacity: cmd.fillOpacity ?? 1) },
                                stroke: cmd.stroke.map { Color($0, opacity: cmd.strokeOpacity ?? 1) }, width: cmd.lineWidth ?? 1))
                    }
                    c.list.items.append(.endClip)
                } else {
                    c.image(image, area, color: Color("#ffffff"))
                }
                below = strip.maxY + 2
            } else if let lanes = p["lanes"] {
                let strip = Rect(x: card.x, y: below, width: card.width, height: 26)
                c.rect(strip, Color("#3f3f3f"), radius: 6)
                let parts = lanes.components(separatedBy: ";")
                let laneWidth = min(24.0, (strip.width - 12) / Double(max(parts.count, 1)))
                var lx = strip.midX - laneWidth * Double(parts.count) / 2
                for lane in parts {
                    let status = lane.components(separatedBy: ":").first ?? "notGood"
                    let angles = (lane.components(separatedBy: ":").dropFirst().first ?? "0").components(separatedBy: "@")
                    let highlighted = angles.count > 1 ? Double(angles[1]) : nil
                    let main = highlighted ?? Double(angles[0].components(separatedBy: ",").first ?? "0") ?? 0
                    let color = status == "notGood" ? Color("#ffffff", opacity: 0.35) : (status == "preferred" ? theme.confirm : Color("#ffffff"))
                    c.symbol(laneSymbol(main), Rect(x: lx + 2, y: strip.y + 3, width: laneWidth - 4, height: laneWidth - 4), color)
                    lx += laneWidth
                }
                below = strip.maxY + 2
            }
            if let second = p["maneuver1"], !second.isEmpty {
                let strip = Rect(x: card.x, y: below, width: card.width, height: 24)
                c.rect(strip, Color("#3f3f3f"), radius: 6)
                c.symbol(maneuverSymbol(p["maneuver1Type"]), Rect(x: strip.x + 8, y: strip.y + 4, width: 16, height: 16), Color("#ffffff"))
                c.text(["Then " + second], Rect(x: strip.x + 30, y: strip.y, width: strip.width - 38, height: strip.height), size: 13, color: Color("#ffffff"))
            }
            // Trip estimates (bottom leading): time, distance.
            if let time = p["tripTime"] {
                let strip = Rect(x: r.x + 8, y: r.maxY - 40, width: min(220, r.width * 0.5), height: 32)
                c.rect(strip, Color("#000000"), radius: 8)
                let timeColor: Color =
                    switch p["tripTimeColor"] {
                    case "green": theme.confirm
                    case "orange": Color("#ff9f0a")
                    case "red": theme.destructive
                    default: Color("#ffffff")
                    }
                c.text(
                    time, Rect(x: strip.x + 10, y: strip.y, width: strip.width / 2 - 10, height: strip.height), size: 15, weight: .semibold, color: timeColor)
                c.text(
                    p["tripDistance"], Rect(x: strip.midX, y: strip.y, width: strip.width / 2 - 10, height: strip.height), size: 15,
                    color: Color("#ffffff"), align: .trailing)
            }
        }
        // Trip previews (leading panel).
        if t.sections.count == 2 {
            let panel = Rect(x: r.x + 8, y: r.y + 44, width: min(220, r.width * 0.5), height: r.height - 52)
            c.rect(panel, theme.background, radius: 10)
            var y = panel.y + 6
            for trip in t.sections[0].items where trip.details["selected"] == "true" {
                c.text(trip.text, Rect(x: panel.x + 10, y: y, width: panel.width - 20, height: 24), size: 17, weight: .semibold, color: theme.primaryText)
                y += 28
            }
            for route in t.sections[1].items {
                guard y + 40 <= panel.maxY - 40 else { break }
                let f = Rect(x: panel.x + 6, y: y, width: panel.width - 12, height: 38)
                c.rect(f, theme.cell, radius: 8)
                let summaries = route.details["summaryVariants"]?.components(separatedBy: "|") ?? [route.text ?? ""]
                let infos = route.details["additionalInformationVariants"]?.components(separatedBy: "|") ?? [route.detailText ?? ""]
                c.text(summaries, Rect(x: f.x + 8, y: f.y + 2, width: f.width - 16, height: 18), size: 14, weight: .semibold, color: theme.primaryText)
                c.text(infos, Rect(x: f.x + 8, y: f.y + 19, width: f.width - 16, height: 16), size: 12, color: theme.secondaryText)
                c.target(route, f)
                y += 42
            }
            let others = t.sections[0].items.filter { $0.details["selected"] != "true" }
            if !others.isEmpty, let first = others.first {
                let f = Rect(x: panel.x + 6, y: panel.maxY - 78, width: panel.width - 12, height: 30)
                c.text("\(others.count) more", f, size: 13, color: theme.accent, align: .center)
                c.target(first, f)
            }
            if let start = t.buttons.first(where: { $0.role == .startTrip }) {
                let f = Rect(x: panel.x + 6, y: panel.maxY - 42, width: panel.width - 12, height: 36)
                c.rect(f, theme.confirm, radius: 10)
                c.text(start.text, f, size: 17, weight: .bold, color: Color("#ffffff"), align: .center)
                c.target(start, f)
            }
        }
        // Map buttons (trailing, bottom up).
        var by = r.maxY - 8
        for b in t.buttons.filter({ $0.role == .mapButton }).reversed() {
            by -= 40
            let f = Rect(x: r.maxX - 48, y: by, width: 40, height: 40)
            c.rect(f, theme.cell, radius: 20)
            c.image(b.image ?? "symbol:circle", f.inset(10), color: theme.primaryText)
            c.target(b, f)
            by -= 6
        }
        if p["panning"] == "true" {
            let offsets: [String: (Double, Double)] = ["up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)]
            for arrow in t.buttons where arrow.role == .panButton {
                guard let name = arrow.text, let (dx, dy) = offsets[name] else { continue }
                let f = Rect(x: r.midX + dx * (r.width / 2 - 70) - 20, y: r.midY + dy * (r.height / 2 - 30) - 20, width: 40, height: 40)
                c.rect(f, theme.cell.withOpacity(0.85), radius: 20)
                c.symbol("chevron.\(name)", f.inset(10), theme.primaryText)
                c.target(arrow, f)
            }
        }
        // Navigation alert banner (top, centred).
        if let title = p["alertTitle"] {
            let banner = Rect(x: r.midX - min(160, r.width / 2 - 10), y: r.y + 8, width: min(320, r.width - 20), height: 84)
            c.rect(banner, theme.panel, radius: 12)
            c.text(
                [title], Rect(x: banner.x + 12, y: banner.y + 6, width: banner.width - 24, height: 22), size: 17, weight: .semibold,
                color: theme.primaryText, align: .center)
            c.text(
                p["alertSubtitle"], Rect(x: banner.x + 12, y: banner.y + 28, width: banner.width - 24, height: 18), size: 14,
                color: theme.secondaryText, align: .center)
            let actions = t.buttons.filter { $0.role == .navigationAlertAction }
            let w = (banner.width - 24 - 8 * Double(max(actions.count - 1, 0))) / Double(max(actions.count, 1))
            for (i, a) in actions.enumerated() {
                let f = Rect(x: banner.x + 12 + Double(i) * (w + 8), y: banner.maxY - 34, width: w, height: 28)
                c.rect(f, theme.cell, radius: 14)
                c.text(a.text, f, size: 15, weight: .semibold, color: theme.primaryText, align: .center)
                c.target(a, f)
            }
        }
    }

    /// The app's own drawing (window coordinates), moved into `r` and clipped to it.
    static func drawBaseView(_ c: inout Canvas, _ commands: [BaseViewCommand], in r: Rect) {
        c.list.items.append(.clip(r))
        for cmd in commands {
            c.list.items.append(
                .path(
                    offset(cmd.path, dx: r.x, dy: r.y), fill: cmd.fill.map { Color($0, opacity: cmd.fillOpacity ?? 1) },
                    stroke: cmd.stroke.map { Color($0, opacity: cmd.strokeOpacity ?? 1) }, width: cmd.lineWidth ?? 1))
        }
        c.list.items.append(.endClip)
    }

    /// Moves SVG path data (absolute commands with x y pairs) by an offset.
    static func offset(_ d: String, dx: Double, dy: Double) -> String {
        guard dx != 0 || dy != 0 else { return d }
        var out: [String] = []
        var isX = true
        for token in d.split(separator: " ") {
            var t = Substring(token)
            var prefix = ""
            if let first = t.first, first.isLetter {
                prefix = String(first)
                t = t.dropFirst()
                isX = true
            }
            guard let v = Double(t) else {
                out.append(prefix + t)
                continue
            }
            out.append(prefix + SVGWriter.num(v + (isX ? dx : dy)))
            isX.toggle()
        }
        return out.joined(separator: " ")
    }

    /// An arrow for a lane's angle (−180…180°, 0 is straight ahead).
    static func laneSymbol(_ angle: Double) -> String {
        switch angle {
        case ..<(-135), 135...: "arrow.uturn.left"
        case ..<(-20): "arrow.turn.up.left"
        case 20...: "arrow.turn.up.right"
        default: "arrow.up"
        }
    }

    static func maneuverSymbol(_ type: String?) -> String {
        switch type ?? "" {
        case let t where t.contains("Left") && t.contains("UTurn"): "arrow.uturn.left"
        case let t where t.contains("UTurn"): "arrow.uturn.left"
        case let t where t.contains("Left"): "arrow.turn.up.left"
        case let t where t.contains("Right"): "arrow.turn.up.right"
        case let t where t.contains("Roundabout"): "arrow.triangle.turn.up.right.diamond"
        case let t where t.contains("Arrive") || t.contains("Destination"): "flag.checkered"
        case let t where t.contains("Ferry"): "ferry"
        default: "arrow.up"
        }
    }

    // MARK: Search, voice control

    static func search(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect, loading: Set<String>) {
        let theme = c.theme
        let field = Rect(x: r.x + inset, y: r.y + 4, width: min(235, r.width - 2 * inset), height: 35)
        c.rect(field, theme.searchField, radius: 10)
        c.symbol("magnifyingglass", Rect(x: field.x + 8, y: field.midY - 8, width: 16, height: 16), theme.secondaryText)
        let text = t.properties["searchText"] ?? ""
        c.text(
            text.isEmpty ? "Search" : text, Rect(x: field.x + 30, y: field.y, width: field.width - 38, height: field.height), size: 15,
            color: text.isEmpty ? theme.secondaryText : theme.primaryText)
        let keyboardLimited = t.properties["keyboard"] == "limited"
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
                "Keyboard unavailable while driving", Rect(x: r.x, y: r.maxY - 30, width: r.width, height: 20), size: 13,
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
            c.text("space", space, size: 13, color: theme.primaryText, align: .center)
        }
    }

    static func voiceControl(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        c.symbol("waveform", Rect(x: r.midX - 40, y: r.midY - 60, width: 80, height: 80), theme.accent)
        c.text(
            t.title, Rect(x: r.x + 20, y: r.midY + 30, width: r.width - 40, height: 26), size: 20, weight: .semibold,
            color: theme.primaryText, align: .center)
    }

    // MARK: Modals

    static func modal(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        c.rect(r, theme.backdrop)
        switch t.kind {
        case .alert:
            let variants = t.properties["titleVariants"].map { $0.components(separatedBy: "|") } ?? [t.title ?? ""]
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
                    b.details["color"].map { Color($0) }
                    ?? (b.details["style"] == "destructive" ? theme.destructive : theme.primaryText)
                c.text(b.text, f.inset(dx: 6, dy: 0), size: 17, weight: b.details["style"] == "cancel" ? .regular : .semibold, color: color, align: .center)
                c.target(b, f)
                x += w + 20
            }
        case .actionSheet:
            let actions = t.buttons.filter { $0.details["style"] != "cancel" }
            let cancel = t.buttons.first { $0.details["style"] == "cancel" }
            let panelHeight = min(r.height - 70, 60 + Double(actions.count) * 45)
            let panel = Rect(x: r.x + 10, y: r.y + 6, width: r.width - 20, height: panelHeight)
            c.rect(panel, theme.panel, radius: 12)
            c.text(
                t.title, Rect(x: panel.x + 12, y: panel.y + 8, width: panel.width - 24, height: 22), size: 17, weight: .semibold,
                color: theme.primaryText, align: .center)
            c.text(
                t.properties["message"], Rect(x: panel.x + 12, y: panel.y + 30, width: panel.width - 24, height: 18), size: 14,
                color: theme.secondaryText, align: .center)
            var y = panel.y + 56
            for a in actions {
                guard y + 40 <= panel.maxY else { break }
                let f = Rect(x: panel.x + 8, y: y, width: panel.width - 16, height: 40)
                c.text(a.text, f, size: 17, color: a.details["style"] == "destructive" ? theme.destructive : theme.accent, align: .center)
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

extension Color {
    func withOpacity(_ o: Double) -> Color { Color(hex, opacity: opacity * o) }
}
