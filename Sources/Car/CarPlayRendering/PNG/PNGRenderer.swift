// SPDX-License-Identifier: Apache-2.0

import Foundation
import PhoneOS

/// Turns SVG into PNG at the screen's pixel size with librsvg's `rsvg-convert` (Debian: librsvg2-bin), which
/// draws text with the fonts the SVG names (``FontMetrics/fallbackFamilies``: Debian's fonts-inter, fonts-noto-cjk,
/// fonts-noto-core, fonts-noto-color-emoji); ``render(_:)`` reports a font this machine lacks. Emoji are drawn from
/// the emoji font's colour bitmaps (`ColorEmojiFont`, read by HarfBuzz), which the converter would draw as silhouettes.
public enum PNGRenderer {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The converter's path, if it is installed.
    public static var converter: String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    public static func png(fromSVG svg: String, width: Int, height: Int) throws -> Data {
        guard let tool = converter else {
            throw Failure(description: "rsvg-convert is not installed (Debian: apt-get install librsvg2-bin fonts-inter)")
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = ["--width", "\(width)", "--height", "\(height)", "--format", "png"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = errors
        try p.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(svg.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExitInRealTime()
        guard p.terminationStatus == 0 else {
            throw Failure(description: "rsvg-convert failed (\(p.terminationStatus)): \(String(decoding: err, as: UTF8.self))")
        }
        return data
    }

    public static func png(_ list: DisplayList) throws -> Data {
        try png(
            fromSVG: SVGWriter.svg(list, emoji: ColorEmojiFont.installed), width: Int((list.width * list.scale).rounded()),
            height: Int((list.height * list.scale).rounded()))
    }

    /// The PNG and what it draws differently from the SVG on this machine: a font of the car's chain its text needs
    /// that is not installed (``RenderWarning/missingFont(family:package:)``), and the layout's own warnings.
    public static func render(_ list: DisplayList) throws -> (png: Data, warnings: [RenderWarning]) {
        (try png(list), list.warnings + fontWarnings(list))
    }

    /// The Debian package of each family in ``FontMetrics/fallbackFamilies``.
    public static let fontPackages = [
        "Inter": "fonts-inter", "Noto Sans CJK JP": "fonts-noto-cjk", "Noto Sans Arabic": "fonts-noto-core",
        "Noto Sans Hebrew": "fonts-noto-core", "Noto Sans Thai": "fonts-noto-core", "Noto Color Emoji": "fonts-noto-color-emoji"
    ].merging(ScriptFont.indicRegular.map { ($0.family, "fonts-noto-core") }) { a, _ in a }

    /// The fonts the list's text needs that this machine lacks (by fontconfig, which rsvg-convert draws with).
    public static func fontWarnings(_ list: DisplayList) -> [RenderWarning] { fontWarnings(list, installed: installedCharsets) }

    /// The fonts the list's text needs that are not among `installed` (family → the code points it covers).
    package static func fontWarnings(_ list: DisplayList, installed: [String: CodePointSet]) -> [RenderWarning] {
        var needed: Set<String> = []
        for case .text(let s, _, _, _, _, _) in list.items { needed.formUnion(FontMetrics.families(s)) }
        return FontMetrics.fallbackFamilies.filter { needed.contains($0) && installed[$0] == nil }.map {
            .missingFont(family: $0, package: fontPackages[$0] ?? "fonts-noto")
        }
    }

    /// The characters of the list's text that no installed font of the car's chain has a glyph for: what the PNG
    /// draws as boxes on this machine (emoji sequences count by their first character).
    public static func missingGlyphs(_ list: DisplayList) -> [Character] {
        let installed = installedCharsets
        var missing: [Character] = []
        for case .text(let s, _, _, _, _, _) in list.items {
            for ch in s {
                guard let first = ch.unicodeScalars.first, !first.properties.isWhitespace else { continue }
                let v = first.value
                if !installed.values.contains(where: { $0.contains(v) }) { missing.append(ch) }
            }
        }
        return missing
    }

    /// The code points each installed family of the chain covers (fontconfig's charsets, all styles merged),
    /// read once per process from `fc-list`: the machine's fonts, not any car's state. Empty without fontconfig.
    static let installedCharsets: [String: CodePointSet] = {
        var out: [String: CodePointSet] = [:]
        for family in FontMetrics.fallbackFamilies {
            guard let text = run("fc-list", ["--format", "%{charset}\n", ":family=\(family)"]) else { continue }
            var set = CodePointSet()
            for line in text.split(separator: "\n") { set.add(charset: line) }
            if !set.isEmpty { out[family] = set }
        }
        return out
    }()

    static func run(_ tool: String, _ arguments: [String]) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            guard FileManager.default.isExecutableFile(atPath: path) else { continue }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: path)
            p.arguments = arguments
            let output = Pipe()
            p.standardOutput = output
            p.standardError = FileHandle.nullDevice
            guard (try? p.run()) != nil else { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExitInRealTime()
            return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
        }
        return nil
    }
}

/// Code point ranges, as fontconfig writes a charset (`20-7e a0 591-5c7`, hexadecimal).
package struct CodePointSet: Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    var isEmpty: Bool { ranges.isEmpty }

    package init(charset: String = "") { add(charset: Substring(charset)) }

    mutating func add(charset: Substring) {
        for token in charset.split(separator: " ") {
            let ends = token.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            if ends.count == 1 { ranges.append(ends[0]...ends[0]) } else if ends.count == 2, ends[0] <= ends[1] { ranges.append(ends[0]...ends[1]) }
        }
    }

    func contains(_ v: UInt32) -> Bool { ranges.contains { $0.contains(v) } }
}
