// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// Lays out what the car shows, as CarPlay draws it: status bar, navigation bar or tabs, the template, modals.
///
/// Measurements come from `shared/research/carplay-look.md` (simulator screenshots at 800×480 @2x): 44 pt
/// status bar, 44 pt bars and rows, 11 pt insets. Lists are laid out lazily: only the rows that fit are placed.
public enum CarRenderer {
    static let statusBarWidth = CarPlayMetrics.statusBarWidth

    /// The status bar's column (on the driver's side) and the area beside it.
    static func areas(width w: Double, height h: Double, leftHand: Bool) -> (status: Rect, app: Rect) {
        (
            Rect(x: leftHand ? 0 : w - statusBarWidth, y: 0, width: statusBarWidth, height: h),
            Rect(x: leftHand ? statusBarWidth : 0, y: 0, width: w - statusBarWidth, height: h)
        )
    }
    static let barHeight = CarPlayMetrics.barHeight
    static let rowHeight = CarPlayMetrics.rowHeight
    static let inset = CarPlayMetrics.inset

    /// Lays out a whole screen; `focused` (an element id) gets the knob's focus highlight. With a `bitmaps` cache, PNG
    /// and JPEG images scaled for an earlier frame are reused (the output is the same).
    public static func layout(_ screen: ScreenSnapshot, focused: String? = nil, bitmaps cache: BitmapCache? = nil) -> DisplayList {
        let theme = Theme.named(screen.style)
        let w = screen.screen.widthPoints
        let h = screen.screen.heightPoints
        var c = Canvas(width: w, height: h, scale: screen.screen.scale, theme: theme)
        c.bitmaps = bitmaps(of: screen)
        c.templateBitmaps = templateBitmaps(of: screen)
        c.customSymbols = customSymbols(of: screen)
        c.bitmapCache = cache
        c.language = screen.language
        c.rect(Rect(x: 0, y: 0, width: w, height: h), theme.background)
        // The status bar sits on the driver's side.
        let leftHand = screen.driveSide == .left
        let (status, app) = areas(width: w, height: h, leftHand: leftHand)
        statusBar(&c, status, screen)
        // A right-to-left phone language mirrors the app area (our reading of CarPlay: the status bar stays on the
        // driver's side, a side the car sets, not the language; Apple documents no CarPlay specifics).
        if screen.isRightToLeft { c.mirrorSpan = (app.x, app.maxX) }
        let firstItem = c.list.items.count
        if let custom = screen.customUI {
            customUI(&c, custom, in: app)
        } else if let top = screen.stack.last {
            template(&c, top, in: app, loading: Set(screen.loadingElements), baseView: screen.baseView)
        } else {
            c.text(c.word("Starting…"), Rect(x: app.x, y: app.midY - 12, width: app.width, height: 24), size: 15, color: theme.secondaryText, align: .center)
        }
        if let modal = screen.presented {
            // A modal covers the stack: only its own elements can be touched or focused.
            let before = c.list.targets.count
            self.modal(&c, modal, in: app)
            c.list.targets.removeFirst(before)
        }
        if let banner = screen.banner { self.banner(&c, banner, in: app, theme: theme) }
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
        c.mirror(itemsFrom: firstItem, targetsFrom: 0)
        if let focused, let target = c.list.targets.first(where: { $0.elementID == focused }) {
            c.stroke(target.frame.inset(-2), theme.focus, width: 3, radius: 10)
        }
        return c.list
    }

    /// The PNG/JPEG bytes of every image on the screen's templates (references are named from the bytes: merging
    /// never mixes two images up).
    static func bitmaps(of screen: ScreenSnapshot) -> [String: Data] {
        var all = templates(of: screen).reduce(into: [:]) { all, t in all.merge(t.bitmaps ?? [:]) { a, _ in a } }
        all.merge(screen.baseViewBitmaps ?? [:]) { a, _ in a }
        all.merge(screen.customUI?.bitmaps ?? [:]) { a, _ in a }
        return all
    }

    /// The references of the screen's template images (drawn in the slot's tint).
    static func templateBitmaps(of screen: ScreenSnapshot) -> Set<String> {
        templates(of: screen).reduce(into: []) { all, t in all.formUnion(t.templateBitmaps ?? []) }
    }

    /// The paths of the screen's custom symbols, by reference.
    static func customSymbols(of screen: ScreenSnapshot) -> [String: [String]] {
        templates(of: screen).reduce(into: [:]) { all, t in all.merge(t.customSymbols ?? [:]) { a, _ in a } }
    }

    /// Every template the screen holds: the stack, the modal, and their tabs (depth first, in order).
    static func templates(of screen: ScreenSnapshot) -> [TemplateSnapshot] {
        var all: [TemplateSnapshot] = []
        func add(_ t: TemplateSnapshot) {
            all.append(t)
            t.tabs.forEach(add)
        }
        screen.stack.forEach(add)
        screen.presented.map(add)
        return all
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
        var status = call.state == "incoming" ? "\(call.app) \(c.word("Audio"))" : c.language == nil ? call.state.capitalized : c.word(call.state)
        if let s = call.seconds { status = String(format: "%d:%02d", s / 60, s % 60) + (call.isMuted ? " · " + c.word("Muted") : "") }
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
                // The keypad's digits keep their order on a right-to-left screen (its place mirrors).
                let column = c.mirrorSpan == nil ? i % 3 : 2 - i % 3
                let f = Rect(x: x0 + Double(column) * (size + 8), y: top + Double(i / 3) * (size + 4), width: size, height: size)
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
}

extension Color {
    func withOpacity(_ o: Double) -> Color { Color(hex, opacity: opacity * o) }
}

extension CarRenderer {
    /// A banner at the top of the app area: a notification's title and subtitle (message content never reaches the
    /// car's screen), or the car's own word that an app quit.
    static func banner(_ c: inout Canvas, _ banner: CarBanner, in area: Rect, theme: Theme) {
        let f = Rect(x: area.x + 10, y: 6, width: area.width - 20, height: 50)
        c.rect(f, theme.panel, radius: 12)
        c.stroke(f, theme.secondaryText.withOpacity(0.4), width: 0.5, radius: 12)
        c.symbol("message.fill", Rect(x: f.x + 10, y: f.y + 13, width: 24, height: 24), theme.accent)
        let titleY = banner.subtitle.isEmpty ? f.y + 15 : f.y + 5
        c.text(banner.title, Rect(x: f.x + 44, y: titleY, width: f.width - 54, height: 20), size: 15, weight: .semibold, color: theme.primaryText)
        if !banner.subtitle.isEmpty {
            c.text(banner.subtitle, Rect(x: f.x + 44, y: f.y + 25, width: f.width - 54, height: 18), size: 13, color: theme.secondaryText)
        }
    }
}
