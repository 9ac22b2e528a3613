// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Draws a screen snapshot as plain text, for terminals and logs.
public enum ScreenText {
    public static func render(_ screen: ScreenSnapshot) -> String {
        var out = "┌ \(screen.appName) · \(screen.screen.name) \(screen.screen.widthPixels)×\(screen.screen.heightPixels)@\(Int(screen.screen.scale))x"
        out += " · \(screen.isDriving ? "driving" : "parked") · \(screen.style)\(screen.isPhoneLocked ? " · phone locked" : "")\n"
        if let ui = screen.customUI {
            out += "│ own screen (UIKit)\(ui.focused.map { " · focus \($0)" } ?? "")\n"
            for v in ui.views where v.text != nil || v.kind == .stepperMinus || v.kind == .stepperPlus {
                var s = "[\(v.id)] \(v.kind.rawValue) \(v.text ?? "")"
                if let d = v.detailText, !d.isEmpty { s += " — \(d)" }
                if v.isSelected { s += " (selected)" }
                if !v.isEnabled { s += " (disabled)" }
                if v.isFocused { s += " ◉" }
                out += "│ " + s + "\n"
            }
            if let siri = screen.siri { out += "├─ Siri ─ “\(siri.request)” → \(siri.reply)\n" }
            return out + "└\n"
        }
        if screen.stack.isEmpty { out += "│ (no template)\n" }
        for (i, t) in screen.stack.enumerated() where i == screen.stack.count - 1 {
            out += "│ stack: " + screen.stack.map { "\($0.kind.rawValue)\($0.title.map { " '\($0)'" } ?? "")" }.joined(separator: " › ") + "\n"
            out += render(t, indent: "│ ", loading: Set(screen.loadingElements))
        }
        if let call = screen.call {
            out += "├─ call ─ \(call.caller) · \(call.app) · \(call.state)\(call.seconds.map { String(format: " %d:%02d", $0 / 60, $0 % 60) } ?? "")"
            out += "\(call.isMuted ? " · muted" : "") · audio \(call.audioRoute)\(call.digits.isEmpty ? "" : " · sent \(call.digits)")"
            out += "\(call.otherCalls.isEmpty ? "" : " · also: " + call.otherCalls.joined(separator: ", "))\n"
            out += "│ " + call.buttons.map { "[\($0.id)] \($0.text ?? "")\($0.isEnabled ? "" : " (disabled)")" }.joined(separator: "  ") + "\n"
        }
        if let p = screen.presented {
            out += "├─ modal ─\n" + render(p, indent: "│ ", loading: Set(screen.loadingElements))
        }
        return out + "└\n"
    }

    public static func render(_ t: TemplateSnapshot, indent: String, loading: Set<String> = []) -> String {
        var out = ""
        func line(_ s: String) { out += indent + s + "\n" }
        func el(_ e: ElementSnapshot) -> String {
            var s = "[\(e.id)] "
            if let img = e.image { s += "(\(img)) " }
            s += e.text ?? ""
            if let d = e.detailText, !d.isEmpty { s += " — \(d)" }
            let fields = e.details.fields.filter { !["titleVariants", "latitude", "longitude"].contains($0.key) }
            if !fields.isEmpty { s += " {" + fields.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + "}" }
            if !e.isEnabled { s += " (disabled)" }
            if loading.contains(e.id) { s += " ⟳" }
            return s
        }
        let bar = (t.backButton.map { ["‹ \(el($0))"] } ?? []) + t.leadingButtons.map(el) + ["«\(t.title ?? "")»"] + t.trailingButtons.map(el)
        line(bar.joined(separator: "  "))
        if !t.tabs.isEmpty {
            line("tabs: " + t.tabs.compactMap { $0.tabItem.map(el) }.joined(separator: " | "))
            if let sel = t.selectedTab, t.tabs.indices.contains(sel) { out += render(t.tabs[sel], indent: indent + "  ", loading: loading) }
        }
        for l in t.detailLines { line(l) }
        for s in t.sections {
            if let h = s.header { line("■ \(h)\(s.headerSubtitle.map { " — \($0)" } ?? "")\(s.headerButton.map { "  \(el($0))" } ?? "")") }
            for e in s.items { line("  \(el(e))") }
        }
        for b in t.buttons { line("▢ \(el(b))") }
        return out
    }
}

extension TemplateSnapshot {
    /// The kind-specific details as lines of the text screen (for people; nothing parses them).
    var detailLines: [String] {
        var out: [String] = []
        func join(_ parts: [String?], _ separator: String = " — ") -> String { parts.compactMap { $0 }.joined(separator: separator) }
        if let l = list {
            if l.emptyTitle != nil || l.emptySubtitle != nil || l.showsEmptySpinner {
                out.append("empty: " + join([l.emptyTitle, l.emptySubtitle]) + (l.showsEmptySpinner ? " ⟳" : ""))
            }
            if let a = l.assistantCell { out.append("assistant cell: \(a.position.rawValue) (\(a.action.rawValue))") }
        }
        if let i = information { out.append("layout: \(i.layout.rawValue)") }
        if let a = alert { out.append("title variants: " + a.titleVariants.joined(separator: " | ")) }
        if let m = actionSheet?.message { out.append("message: \(m)") }
        if let c = contact { out.append("contact: " + join([c.image, c.subtitle, c.informativeText])) }
        if let p = pointOfInterest { out.append("detail: " + join([p.detailTitle, p.detailSubtitle, p.detailSummary])) }
        if let n = nowPlaying {
            out.append("now playing: " + join([n.title ?? "Not Playing", n.artist, n.album]) + " (\(n.playbackState.rawValue))")
            if let d = n.duration {
                out.append(String(format: "time: %.2f / %.2f s", n.elapsed ?? 0, d) + (n.rate.map { String(format: " at %.2f×", $0) } ?? ""))
            }
            if n.isLiveStream { out.append("live stream") }
            if let a = n.artwork { out.append("artwork: \(a)") }
            if let sp = n.sports { out.append("sports: " + join([sp.leftTeam, sp.rightTeam, sp.eventStatus], " · ")) }
        }
        if let m = map {
            if m.isPanning { out.append("panning") }
            if let g = m.guidance {
                if let p = g.paused {
                    out.append("guidance: paused (\(p.reason.rawValue))" + (p.description.map { ": \($0)" } ?? ""))
                } else {
                    out.append("guidance: active")
                }
                for (i, man) in g.maneuvers.enumerated() {
                    out.append("maneuver \(i + 1): \(man.type) '\(man.instructionVariants.first ?? "")'" + (man.distance.map { " in \($0)" } ?? ""))
                }
                if let r = g.road { out.append("road: \(r)") }
                if !g.lanes.isEmpty {
                    out.append(
                        "lanes: "
                            + g.lanes.map {
                                "\($0.status.rawValue) \($0.angles.map(String.init).joined(separator: ","))\($0.highlightedAngle.map { "@\($0)" } ?? "")"
                            }.joined(separator: "; "))
                }
                if let t = g.trip { out.append("trip: \(t.minutesRemaining) min · \(t.distance) (\(t.color.rawValue))") }
                if let md = g.metadata {
                    out.append(
                        "metadata: " + join([md.maneuverState.rawValue, md.junction, md.trafficSide, md.exitAngle.map { "exit \($0)°" }, md.exitLabel], ", "))
                }
            }
            if let a = m.alert { out.append("alert: " + join([a.title, a.subtitle])) }
        }
        if let sd = search { out.append("search: '\(sd.text)'" + (sd.isKeyboardLimited ? " (keyboard limited)" : "")) }
        if let v = voiceControl { out.append("voice state: \(v.stateIdentifier)") }
        return out
    }
}
