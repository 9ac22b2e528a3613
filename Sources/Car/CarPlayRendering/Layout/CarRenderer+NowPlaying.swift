// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// The now playing template.
extension CarRenderer {
    static func nowPlaying(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect) {
        let theme = c.theme
        let p = t.nowPlaying ?? NowPlayingDetails()
        let upNext = t.buttons.first { $0.role == .upNextButton }
        if let upNext {
            let w = c.width(upNext.text ?? "", size: 13, weight: .semibold) + 20
            let f = Rect(x: r.maxX - w - 8, y: r.y - barHeight + 6, width: w, height: 32)
            c.rect(f, theme.cell, radius: 16)
            c.text(upNext.text, f, size: 13, weight: .semibold, color: theme.primaryText, align: .center)
            c.target(upNext, f)
        }
        // Transport controls and the app's buttons (the car shows five at most: CPNowPlayingTemplate's documented
        // maximum) read leading to trailing in one row, the buttons made smaller to fit the app's area (8 buttons on a
        // 400 pt screen); where they would be smaller than `nowPlayingMinimumButton` (a portrait screen), the app's
        // buttons go in a row of their own above the transport controls. Apple publishes no layout for this; ours never
        // draws a button off the app's area.
        let transport = t.buttons.filter { $0.role == .transportButton }
        let appButtons = t.buttons.filter { $0.role == .nowPlayingButton }
        let rows = Self.nowPlayingRows(transport: transport, appButtons: appButtons, width: r.width)
        let controlsHeight = 64.0 + Double(rows.count - 1) * nowPlayingRowStep
        let art = max(min(r.height - controlsHeight - 16, r.width * 0.4), 0)
        let artFrame = Rect(x: r.x + 16, y: r.y + 8, width: art, height: art)
        c.rect(artFrame, theme.cell, radius: 8)
        // Album artwork fills its square (aspect-fill, cropped, our choice: CarPlay's rule isn't published).
        c.image(
            p.artwork ?? "symbol:music.note", p.artwork == nil ? artFrame.inset(art * 0.3) : artFrame, color: theme.secondaryText, radius: 8,
            mode: .aspectFill)
        let textX = artFrame.maxX + 16
        let textWidth = r.maxX - textX - inset
        if let sports = p.sports {
            c.text(sports.leftTeam, Rect(x: textX, y: r.y + 12, width: textWidth, height: 26), size: 20, weight: .bold, color: theme.primaryText)
            c.text(sports.rightTeam, Rect(x: textX, y: r.y + 40, width: textWidth, height: 26), size: 20, weight: .bold, color: theme.primaryText)
            c.text(sports.eventStatus, Rect(x: textX, y: r.y + 68, width: textWidth, height: 18), size: 14, color: theme.secondaryText)
        } else {
            c.text(
                p.title ?? c.word("Not Playing"), Rect(x: textX, y: r.y + 12, width: textWidth, height: 26), size: 20, weight: .bold,
                color: theme.primaryText)
            c.text(p.artist, Rect(x: textX, y: r.y + 40, width: textWidth, height: 20), size: 15, color: theme.secondaryText)
            if let album = t.buttons.first(where: { $0.role == .albumArtistButton }) {
                let f = Rect(x: textX, y: r.y + 60, width: textWidth, height: 20)
                c.text(p.album, f, size: 15, color: theme.accent)
                c.target(album, f)
            } else {
                c.text(p.album, Rect(x: textX, y: r.y + 60, width: textWidth, height: 20), size: 15, color: theme.secondaryText)
            }
        }
        // Progress.
        let duration = p.duration ?? 0
        let elapsed = p.elapsed ?? 0
        let barY = artFrame.maxY - 24
        // Progress and transport controls are playback controls (UIKit's `.playback`): they read left to right on a
        // right-to-left screen too; the bar sits under the mirrored text.
        let bar = c.mirrored(Rect(x: textX, y: barY, width: textWidth, height: 3))
        c.unmirrored { c in
            c.rect(bar, theme.secondaryText.withOpacity(0.4), radius: 1.5)
            if duration > 0 {
                c.rect(Rect(x: bar.x, y: bar.y, width: bar.width * min(elapsed / duration, 1), height: 3), theme.primaryText, radius: 1.5)
                c.text(clock(elapsed), Rect(x: bar.x, y: bar.maxY + 2, width: 60, height: 14), size: 11, color: theme.secondaryText)
                c.text(
                    "-" + clock(duration - elapsed), Rect(x: bar.maxX - 60, y: bar.maxY + 2, width: 60, height: 14), size: 11,
                    color: theme.secondaryText, align: .trailing)
            }
        }
        // Each control's image reference: a symbol, or the app's own picture (a CPNowPlayingImageButton's PNG/JPEG or
        // catalog image), drawn as any image is.
        let firstItem = c.list.items.count
        let firstTarget = c.list.targets.count
        for (index, row) in rows.enumerated() {
            let y = r.maxY - controlsHeight + 10 + Double(index) * nowPlayingRowStep
            // Full size with 12 pt between buttons when the row fits, else an equal share of the width each.
            let step = min(44 + 12, (r.width - 2 * inset) / Double(max(row.count, 1)))
            let size = min(44, step - 4)
            var x = r.midX - Double(row.count) * step / 2
            for control in row {
                let f = Rect(x: x, y: y, width: size, height: size)
                let label = control.details.kind == "playbackRate" ? p.rate.map { rateLabel($0) } : nil
                if let label {
                    c.text(label, f, size: 15, weight: .bold, color: theme.primaryText, align: .center)
                } else {
                    let selected = control.details.isSelected
                    c.image(
                        control.image ?? "symbol:circle", f.inset(size * 10 / 44),
                        color: selected ? theme.accent : (control.isEnabled ? theme.primaryText : theme.secondaryText),
                        filled: control.role == .transportButton)
                }
                c.target(control, f)
                x += step
            }
        }
        // The controls' row is centred: kept as laid out, it reads left to right on a right-to-left screen.
        c.keptItems.append(firstItem..<c.list.items.count)
        c.keptTargets.append(firstTarget..<c.list.targets.count)
    }

    /// The height a row of now playing controls takes above the bottom one.
    static let nowPlayingRowStep = 52.0
    /// The smallest now playing button the car draws in a shared row, in points (ours: Apple publishes none).
    static let nowPlayingMinimumButton = 34.0

    /// The rows of now playing controls, top to bottom: the transport controls and the app's buttons in one row when
    /// each can be at least `nowPlayingMinimumButton` wide there, else the app's buttons in a row above the transport
    /// controls.
    static func nowPlayingRows(transport: [ElementSnapshot], appButtons: [ElementSnapshot], width: Double) -> [[ElementSnapshot]] {
        let all = transport + appButtons
        if appButtons.isEmpty || (width - 2 * inset) / Double(all.count) - 4 >= nowPlayingMinimumButton { return [all] }
        return [appButtons, transport]
    }

    static func clock(_ seconds: Double) -> String {
        let s = max(Int(seconds.rounded(.down)), 0)
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }

    static func rateLabel(_ rate: Double) -> String {
        let r = rate == 0 ? 1 : rate
        return (r == r.rounded() ? String(format: "%.0f", r) : String(format: "%g", r)) + "×"
    }
}
