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
            let keys = e.details.keys.sorted().filter { !["titleVariants", "latitude", "longitude"].contains($0) }
            if !keys.isEmpty { s += " {" + keys.map { "\($0)=\(e.details[$0]!)" }.joined(separator: ", ") + "}" }
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
        for key in t.properties.keys.sorted() { line("\(key): \(t.properties[key]!)") }
        for s in t.sections {
            if let h = s.header { line("■ \(h)\(s.headerSubtitle.map { " — \($0)" } ?? "")\(s.headerButton.map { "  \(el($0))" } ?? "")") }
            for e in s.items { line("  \(el(e))") }
        }
        for b in t.buttons { line("▢ \(el(b))") }
        return out
    }
}
