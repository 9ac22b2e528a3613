// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation

/// A review's findings for the terminal, as JSON, and as an HTML page with a screenshot of each finding.
/// - Note: Ours (not in CarPlay).
public struct ReviewReport: Sendable {
    public var result: ReviewResult
    public init(_ result: ReviewResult) { self.result = result }

    /// Plain text for a terminal.
    public func text() -> String {
        var out = "CarPlay review of \(result.app): \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s")"
        out +=
            " (\(result.screens) screens, \(result.runs) runs, \(String(format: "%.1f", result.seconds)) s\(result.complete ? "" : ", stopped at the time limit"))\n"
        for (i, f) in result.findings.enumerated() {
            out += "\n\(i + 1). [\(f.rule)] \(f.title) — \(f.guideline)\n"
            out += "   \(f.message)\n"
            out += "   reached by: \(f.path.joined(separator: " → "))  (\(f.context))\n"
            out += "   fix: \(f.fix)\n"
        }
        if result.findings.isEmpty { out += "No rule broken.\n" }
        if !result.renderNotes.isEmpty {
            out += "\nNotes (drawn differently here; not guideline findings):\n"
            for n in result.renderNotes { out += "- \(n.warning)\n  reached by: \(n.path.joined(separator: " → "))  (\(n.context))\n" }
        }
        return out
    }

    /// JSON: the result with every finding (screenshots by file name when written with ``write(to:)``).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(result)
    }

    /// An SVG of the screen a finding was seen on.
    public static func screenshot(_ f: Finding) -> String? {
        f.screen.map { SVGWriter.svg(CarRenderer.layout($0)) }
    }

    /// A self-contained HTML page: each finding with its rule, path, fix and screenshot (inline SVG).
    public func html() -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var out = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>CarPlay review: \(esc(result.app))</title>
            <style>
            body{font-family:Inter,system-ui,sans-serif;margin:2rem;max-width:70rem;color:#1c1c1e}
            .finding{border:1px solid #d1d1d6;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0;display:flex;gap:1.5rem}
            .finding .shot{flex:0 0 26rem} .finding .shot svg{width:100%;height:auto;border-radius:8px}
            .rule{font-family:ui-monospace,monospace;background:#f2f2f7;padding:.1rem .4rem;border-radius:4px}
            ol.path{padding-left:1.2rem;color:#3a3a3c} .fix{background:#e8f5e9;padding:.5rem .75rem;border-radius:8px}
            </style></head><body>
            <h1>CarPlay review: \(esc(result.app))</h1>
            <p id="summary">\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") · \(result.screens) screens · \(result.runs) runs · \(String(format: "%.1f", result.seconds)) s\(result.complete ? "" : " · stopped at the time limit") · car states: \(esc(result.conditions.joined(separator: "; ")))</p>

            """
        for (i, f) in result.findings.enumerated() {
            out += "<section class=\"finding\" id=\"finding-\(i + 1)\"><div class=\"body\">"
            out += "<h2>\(i + 1). \(esc(f.title))</h2><p><span class=\"rule\">\(esc(f.rule.rawValue))</span> · \(esc(f.guideline)) · \(esc(f.context))</p>"
            out += "<p class=\"message\">\(esc(f.message))</p><ol class=\"path\">" + f.path.map { "<li>\(esc($0))</li>" }.joined() + "</ol>"
            out += "<p class=\"fix\"><strong>Fix:</strong> \(esc(f.fix))</p></div>"
            if let svg = Self.screenshot(f) { out += "<div class=\"shot\">\(svg)</div>" }
            out += "</section>\n"
        }
        if result.findings.isEmpty { out += "<p>No rule broken.</p>\n" }
        return out + "</body></html>\n"
    }

    /// Writes `report.json`, `report.html` and one SVG screenshot per finding into a directory.
    public func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var withFiles = result
        for (i, f) in result.findings.enumerated() {
            guard let svg = Self.screenshot(f) else { continue }
            let name = String(format: "finding-%02d-%@.svg", i + 1, f.rule.rawValue)
            try svg.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            withFiles.findings[i].screenshot = name
        }
        let report = ReviewReport(withFiles)
        try report.json().write(to: directory.appendingPathComponent("report.json"))
        try report.html().write(to: directory.appendingPathComponent("report.html"), atomically: true, encoding: .utf8)
    }
}
