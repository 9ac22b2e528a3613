// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation

/// A review's findings for the terminal, as JSON, and as an HTML page with a screenshot of each finding.
/// - Note: Ours (not in CarPlay).
public struct ReviewReport: Sendable {
    public var result: ReviewResult
    public init(_ result: ReviewResult) { self.result = result }

    /// "2 errors, 1 warning" (or "0 findings").
    var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        if result.findings.isEmpty { return "0 findings" }
        return "\(count(result.errors.count, "error")), \(count(result.warnings.count, "warning"))"
    }

    /// How many places a report shows a screenshot for, per finding.
    static let screenshotsPerFinding = 3

    /// Plain text for a terminal: errors first, then warnings, each once per cause with its places.
    public func text() -> String {
        var out = "CarPlay review of \(result.app): \(summary)"
        out +=
            " (\(result.screens) screens, \(result.runs) runs, \(String(format: "%.1f", result.seconds)) s\(result.complete ? "" : ", stopped at the time limit"))\n"
        for (i, f) in ordered.enumerated() {
            out += "\n\(i + 1). \(f.severity) [\(f.rule)] \(f.title) — \(f.guideline)\n"
            out += "   \(f.message)\n"
            out += "   reached by: \(f.path.joined(separator: " → "))  (\(f.context))\n"
            if f.places.count > 1 {
                out += "   and \(f.places.count - 1) more place\(f.places.count == 2 ? "" : "s"):\n"
                for p in f.places.dropFirst().prefix(5) { out += "   - \(p.message)  (\(p.path.joined(separator: " → ")))\n" }
                if f.places.count > 6 { out += "   - …\n" }
            }
            out += "   fix: \(f.fix)\n"
        }
        if result.findings.isEmpty { out += "No rule broken.\n" }
        if !result.renderNotes.isEmpty {
            out += "\nNotes (drawn differently here; not guideline findings):\n"
            for n in result.renderNotes { out += "- \(n.warning)\n  reached by: \(n.path.joined(separator: " → "))  (\(n.context))\n" }
        }
        return out
    }

    /// The findings, errors first (each kind in the order found).
    var ordered: [Finding] { result.errors + result.warnings }

    /// JSON: the result with every finding (screenshots by file name when written with ``write(to:)``).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(result)
    }

    /// SARIF 2.1.0 (the Static Analysis Results Interchange Format code-scanning tools read): one rule per catalogue
    /// entry with its default level, one result per finding (level `error` or `warning`), its places as the
    /// result's related locations. A finding whose cause is a line of the app's files (``Finding/source``: an intents
    /// extension's `IntentsSupported`) points at it; the others point at no source file: the car doesn't know which
    /// line of the app's code made a template (the path that reaches it is in the message and in `properties`).
    public func sarif() throws -> Data {
        struct Log: Encodable {
            let version = "2.1.0"
            let schema = "https://json.schemastore.org/sarif-2.1.0.json"
            let runs: [Run]
            enum CodingKeys: String, CodingKey {
                case version, runs
                case schema = "$schema"
            }
        }
        struct Run: Encodable {
            let tool: Tool
            let results: [Result]
        }
        struct Tool: Encodable { let driver: Driver }
        struct Driver: Encodable {
            let name = "OpenCarPlay reviewer"
            let informationUri = "https://developer.apple.com/carplay/documentation/CarPlay-Developer-Guide.pdf"
            let rules: [Rule]
        }
        struct Text: Encodable { let text: String }
        struct Rule: Encodable {
            let id: String
            let name: String
            let shortDescription: Text
            let fullDescription: Text
            let help: Text
            let defaultConfiguration: Configuration
            let properties: [String: String]
        }
        struct Configuration: Encodable { let level: String }
        struct Result: Encodable {
            let ruleId: String
            let ruleIndex: Int
            let level: String
            let message: Text
            let locations: [Location]?
            let relatedLocations: [Related]?
            let properties: [String: [String]]
        }
        struct Location: Encodable { let physicalLocation: PhysicalLocation }
        struct PhysicalLocation: Encodable {
            let artifactLocation: ArtifactLocation
            let region: Region?
        }
        struct ArtifactLocation: Encodable { let uri: String }
        struct Region: Encodable { let startLine: Int }
        struct Related: Encodable {
            let id: Int
            let message: Text
        }
        let rules = ReviewRule.catalogue
        let log = Log(runs: [
            Run(
                tool: Tool(
                    driver: Driver(
                        rules: rules.map { r in
                            Rule(
                                id: r.id.rawValue, name: r.title, shortDescription: Text(text: r.title), fullDescription: Text(text: r.checks),
                                help: Text(text: r.fix), defaultConfiguration: Configuration(level: r.severity.rawValue),
                                properties: ["guideline": r.guideline.description, "severityBasis": r.severityBasis])
                        })),
                results: ordered.map { f in
                    let related = f.places.dropFirst().enumerated().map { i, p in
                        Related(id: i + 1, message: Text(text: "\(p.message) (reached by: \(p.path.joined(separator: " → ")))"))
                    }
                    return Result(
                        ruleId: f.rule.rawValue, ruleIndex: rules.firstIndex { $0.id == f.rule } ?? 0, level: f.severity.rawValue,
                        message: Text(text: "\(f.message) (reached by: \(f.path.joined(separator: " → ")); \(f.context))"),
                        locations: f.source.map { s in
                            [Location(physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: s.file), region: s.line.map(Region.init)))]
                        },
                        relatedLocations: related.isEmpty ? nil : related, properties: ["path": f.path, "context": [f.context]])
                })
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(log)
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
            .severity{font-weight:600} .error .severity{color:#c62828} .warning .severity{color:#9a6700}
            ol.path{padding-left:1.2rem;color:#3a3a3c} .fix{background:#e8f5e9;padding:.5rem .75rem;border-radius:8px}
            </style></head><body>
            <h1>CarPlay review: \(esc(result.app))</h1>
            <p id="summary">\(summary) · \(result.screens) screens · \(result.runs) runs · \(String(format: "%.1f", result.seconds)) s\(result.complete ? "" : " · stopped at the time limit") · car states: \(esc(result.conditions.joined(separator: "; ")))</p>

            """
        for (i, f) in ordered.enumerated() {
            out += "<section class=\"finding \(f.severity)\" id=\"finding-\(i + 1)\"><div class=\"body\">"
            out +=
                "<h2>\(i + 1). \(esc(f.title))</h2><p><span class=\"severity\">\(f.severity)</span> · <span class=\"rule\">\(esc(f.rule.rawValue))</span> · \(esc(f.guideline)) · \(esc(f.context))</p>"
            out += "<p class=\"message\">\(esc(f.message))</p><ol class=\"path\">" + f.path.map { "<li>\(esc($0))</li>" }.joined() + "</ol>"
            if f.places.count > 1 {
                out += "<details class=\"places\"><summary>and \(f.places.count - 1) more place\(f.places.count == 2 ? "" : "s")</summary><ul>"
                for (n, p) in f.places.dropFirst().enumerated() {
                    out += "<li>\(esc(p.message)) <small>(\(esc(p.path.joined(separator: " → "))))</small>"
                    if n + 1 < Self.screenshotsPerFinding, let screen = p.screen {
                        out += "<div class=\"shot\">\(SVGWriter.svg(CarRenderer.layout(screen)))</div>"
                    }
                    out += "</li>"
                }
                out += "</ul></details>"
            }
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
        withFiles.findings = ordered
        for (i, f) in withFiles.findings.enumerated() {
            for (n, place) in f.places.prefix(Self.screenshotsPerFinding).enumerated() {
                guard let screen = place.screen else { continue }
                let name =
                    n == 0
                    ? String(format: "finding-%02d-%@.svg", i + 1, f.rule.rawValue) : String(format: "finding-%02d-%@-%d.svg", i + 1, f.rule.rawValue, n + 1)
                try SVGWriter.svg(CarRenderer.layout(screen)).write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
                withFiles.findings[i].places[n].screenshot = name
                if n == 0 { withFiles.findings[i].screenshot = name }
            }
        }
        let report = ReviewReport(withFiles)
        try report.json().write(to: directory.appendingPathComponent("report.json"))
        try report.html().write(to: directory.appendingPathComponent("report.html"), atomically: true, encoding: .utf8)
    }
}
