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
        let controlsHeight = 64.0
        let art = min(r.height - controlsHeight - 16, r.width * 0.4)
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
        // Transport controls and the app's buttons, leading to trailing.
        // Each control's image reference: a symbol, or the app's own picture (a CPNowPlayingImageButton's PNG/JPEG or
        // catalog image), drawn as any image is.
        var controls: [(image: String, element: ElementSnapshot?, label: String?)] = t.buttons.filter { $0.role == .transportButton }.map {
            ($0.image ?? "symbol:circle", $0, nil)
        }
        for b in t.buttons where b.role == .nowPlayingButton {
            let label = b.details["kind"] == "playbackRate" ? p.rate.map { rateLabel($0) } : nil
            controls.append((b.image ?? "symbol:circle", b, label))
        }
        let size = 44.0
        let y = r.maxY - controlsHeight + 10
        var x = r.midX - Double(controls.count) * (size + 12) / 2
        let firstItem = c.list.items.count
        let firstTarget = c.list.targets.count
        for control in controls {
            let f = Rect(x: x, y: y, width: size, height: size)
            if let label = control.label {
                c.text(label, f, size: 15, weight: .bold, color: theme.primaryText, align: .center)
            } else {
                let selected = control.element?.details["selected"] == "true"
                let enabled = control.element?.isEnabled ?? true
                c.image(
                    control.image, f.inset(10), color: selected ? theme.accent : (enabled ? theme.primaryText : theme.secondaryText),
                    filled: control.element?.role == .transportButton)
            }
            if let e = control.element { c.target(e, f) }
            x += size + 12
        }
        // The controls' row is centred: kept as laid out, it reads left to right on a right-to-left screen.
        c.keptItems.append(firstItem..<c.list.items.count)
        c.keptTargets.append(firstTarget..<c.list.targets.count)
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
