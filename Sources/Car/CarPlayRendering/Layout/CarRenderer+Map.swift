// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// The map template: base view, guidance card, lanes, trip estimates, previews, map and pan buttons, alerts.
extension CarRenderer {
    static func map(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect, baseView: [BaseViewCommand]?) {
        let theme = c.theme
        // The map is not mirrored on a right-to-left screen (what is on it is where it is).
        c.unmirrored { c in
            if let baseView, !baseView.isEmpty {
                drawBaseView(&c, baseView, in: r)
            } else {
                mapBackground(&c, r)
            }
        }
        let details = t.map ?? MapDetails()
        // Navigation bar buttons float at the top corners.
        _ = barButtons(&c, t, in: Rect(x: r.x, y: r.y, width: r.width, height: barHeight))
        // Guidance card (top leading).
        if let guidance = details.guidance {
            let first = guidance.maneuvers.first
            // Portrait and narrow screens give the card the full width.
            let card = Rect(x: r.x + 8, y: r.y + 44, width: r.width < 360 ? r.width - 16 : min(max(220, r.width * 0.4), r.width * 0.5), height: 64)
            c.rect(card, Color("#242429"), radius: 10)
            if let paused = guidance.paused {
                c.text(
                    paused.description ?? (paused.reason == .unknown ? "" : paused.reason.rawValue.capitalized), card.inset(dx: 12, dy: 0), size: 17,
                    weight: .semibold, color: Color("#ffffff"))
            } else {
                c.symbol(maneuverSymbol(first?.type), Rect(x: card.x + 10, y: card.y + 8, width: 36, height: 36), Color("#ffffff"))
                c.text(
                    first?.distance, Rect(x: card.x + 4, y: card.y + 44, width: 48, height: 16), size: 12, weight: .semibold,
                    color: Color("#ffffff"), align: .center)
                // The longest instruction variant that fits.
                let variants = first.map { $0.instructionVariants.isEmpty ? [""] : $0.instructionVariants } ?? [""]
                c.text(
                    variants, Rect(x: card.x + 58, y: card.y + 8, width: card.width - 66, height: 24), size: 17,
                    weight: .semibold, color: Color("#ffffff"))
                c.text(guidance.road, Rect(x: card.x + 58, y: card.y + 34, width: card.width - 66, height: 18), size: 13, color: Color("#9c9c9f"))
            }
            var below = card.maxY + 2
            let second = guidance.maneuvers.count > 1 ? guidance.maneuvers[1] : nil
            // A symbol-only second maneuver (the app's own lane diagram, 120×18 pt) takes the lanes' place.
            if let second, second.style == .symbolOnly, let image = second.image {
                let strip = Rect(x: card.x, y: below, width: card.width, height: 26)
                c.rect(strip, Color("#3f3f3f"), radius: 6)
                let area = Rect(x: strip.midX - 60, y: strip.y + 4, width: 120, height: 18)
                if let drawing = t.drawings?[image] {
                    // The app's lane diagram is spatial: not flipped, placed where the mirrored strip will be.
                    let area = c.mirrored(area)
                    c.unmirrored { c in
                        c.list.items.append(.clip(area))
                        c.recorded(drawing, dx: area.x, dy: area.y)
                        c.list.items.append(.endClip)
                    }
                } else {
                    c.image(image, area, color: Color("#ffffff"))
                }
                below = strip.maxY + 2
            } else if !guidance.lanes.isEmpty {
                let strip = Rect(x: card.x, y: below, width: card.width, height: 26)
                c.rect(strip, Color("#3f3f3f"), radius: 6)
                let lanes = guidance.lanes
                let laneWidth = min(24.0, (strip.width - 12) / Double(max(lanes.count, 1)))
                var lx = strip.midX - laneWidth * Double(lanes.count) / 2
                for lane in lanes {
                    let main = Double(lane.highlightedAngle ?? lane.angles.first ?? 0)
                    let color = lane.status == .notGood ? Color("#ffffff", opacity: 0.35) : (lane.status == .preferred ? theme.confirm : Color("#ffffff"))
                    c.symbol(laneSymbol(main), Rect(x: lx + 2, y: strip.y + 3, width: laneWidth - 4, height: laneWidth - 4), color)
                    lx += laneWidth
                }
                below = strip.maxY + 2
            }
            if let second, let instruction = second.instructionVariants.first, !instruction.isEmpty {
                let strip = Rect(x: card.x, y: below, width: card.width, height: 24)
                c.rect(strip, Color("#3f3f3f"), radius: 6)
                c.symbol(maneuverSymbol(second.type), Rect(x: strip.x + 8, y: strip.y + 4, width: 16, height: 16), Color("#ffffff"))
                c.text(
                    [c.word("Then") + " " + instruction], Rect(x: strip.x + 30, y: strip.y, width: strip.width - 38, height: strip.height), size: 13,
                    color: Color("#ffffff")
                )
            }
            // Trip estimates (bottom leading): time, distance.
            if let trip = guidance.trip {
                let strip = Rect(x: r.x + 8, y: r.maxY - 40, width: min(220, r.width * 0.5), height: 32)
                c.rect(strip, Color("#000000"), radius: 8)
                let timeColor: Color =
                    switch trip.color {
                    case .green: theme.confirm
                    case .orange: Color("#ff9f0a")
                    case .red: theme.destructive
                    case .default: Color("#ffffff")
                    }
                c.text(
                    "\(trip.minutesRemaining) min", Rect(x: strip.x + 10, y: strip.y, width: strip.width / 2 - 10, height: strip.height), size: 15,
                    weight: .semibold, color: timeColor)
                c.text(
                    trip.distance, Rect(x: strip.midX, y: strip.y, width: strip.width / 2 - 10, height: strip.height), size: 15,
                    color: Color("#ffffff"), align: .trailing)
            }
        }
        // Trip previews (leading panel).
        if t.sections.count == 2 {
            let panel = Rect(x: r.x + 8, y: r.y + 44, width: min(220, r.width * 0.5), height: r.height - 52)
            c.rect(panel, theme.background, radius: 10)
            var y = panel.y + 6
            for trip in t.sections[0].items where trip.details.isSelected {
                c.text(trip.text, Rect(x: panel.x + 10, y: y, width: panel.width - 20, height: 24), size: 17, weight: .semibold, color: theme.primaryText)
                y += 28
            }
            for route in t.sections[1].items {
                guard y + 40 <= panel.maxY - 40 else { break }
                let f = Rect(x: panel.x + 6, y: y, width: panel.width - 12, height: 38)
                c.rect(f, theme.cell, radius: 8)
                let summaries = route.details.summaryVariants ?? [route.text ?? ""]
                let infos = route.details.additionalInformationVariants ?? [route.detailText ?? ""]
                c.text(summaries, Rect(x: f.x + 8, y: f.y + 2, width: f.width - 16, height: 18), size: 14, weight: .semibold, color: theme.primaryText)
                c.text(infos, Rect(x: f.x + 8, y: f.y + 19, width: f.width - 16, height: 16), size: 12, color: theme.secondaryText)
                c.target(route, f)
                y += 42
            }
            let others = t.sections[0].items.filter { !$0.details.isSelected }
            if !others.isEmpty, let first = others.first {
                let f = Rect(x: panel.x + 6, y: panel.maxY - 78, width: panel.width - 12, height: 30)
                c.text(c.language == nil ? "\(others.count) more" : "\(others.count) " + c.word("more"), f, size: 13, color: theme.accent, align: .center)
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
        if details.isPanning {
            let offsets: [String: (Double, Double)] = ["up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)]
            // Pan arrows are spatial (UIKit's `.spatial`): left stays left on a right-to-left screen.
            c.unmirrored { c in
                for arrow in t.buttons where arrow.role == .panButton {
                    guard let name = arrow.text, let (dx, dy) = offsets[name] else { continue }
                    let f = Rect(x: r.midX + dx * (r.width / 2 - 70) - 20, y: r.midY + dy * (r.height / 2 - 30) - 20, width: 40, height: 40)
                    c.rect(f, theme.cell.withOpacity(0.85), radius: 20)
                    c.symbol("chevron.\(name)", f.inset(10), theme.primaryText)
                    c.target(arrow, f)
                }
            }
        }
        // Navigation alert banner (top, centred).
        if let alert = details.alert {
            let title = alert.title
            let banner = Rect(x: r.midX - min(160, r.width / 2 - 10), y: r.y + 8, width: min(320, r.width - 20), height: 84)
            c.rect(banner, theme.panel, radius: 12)
            c.text(
                [title], Rect(x: banner.x + 12, y: banner.y + 6, width: banner.width - 24, height: 22), size: 17, weight: .semibold,
                color: theme.primaryText, align: .center)
            c.text(
                alert.subtitle, Rect(x: banner.x + 12, y: banner.y + 28, width: banner.width - 24, height: 18), size: 14,
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
        c.recorded(commands, dx: r.x, dy: r.y)
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
}
