// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// Writes a display list as SVG, deterministically: fixed decimals, sorted attributes, no timestamps.
public enum SVGWriter {
    public static func svg(_ list: DisplayList) -> String { svg(list, emoji: nil) }

    /// The SVG, with emoji drawn as `emoji`'s colour bitmaps (`<image>`s placed where the text's measure puts them)
    /// instead of text: for a converter that draws a colour font's glyphs as silhouettes (the PNG strategy).
    package static func svg(_ list: DisplayList, emoji: ColorEmojiFont?) -> String {
        lines(list, emoji: emoji).joined(separator: "\n")
    }

    /// The SVG as its lines: `svg(list)` split at its line breaks (the last line empty), without writing it whole
    /// first — the live car compares a frame's lines with the last frame's.
    package static func lines(_ list: DisplayList, emoji: ColorEmojiFont? = nil) -> [String] {
        var lines = [opening(list)]
        lines.reserveCapacity(list.items.count + 3)
        let targetByFrame = targets(list)
        for item in list.items {
            let line = "  " + svg(item, targets: targetByFrame, emoji: emoji)
            if line.utf8.contains(UInt8(ascii: "\n")) {
                lines += line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            } else {
                lines.append(line)
            }
        }
        return lines + ["</svg>", ""]
    }

    private static func opening(_ list: DisplayList) -> String {
        element(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg",
                "width": num(list.width * list.scale), "height": num(list.height * list.scale),
                "viewBox": "0 0 \(num(list.width)) \(num(list.height))",
                "font-family": "Inter, sans-serif"
            ], close: false)
    }

    private static func targets(_ list: DisplayList) -> [Rect: String] {
        Dictionary(list.targets.map { ($0.frame, $0.elementID) }, uniquingKeysWith: { a, _ in a })
    }

    static func svg(_ item: DisplayItem, targets: [Rect: String], emoji: ColorEmojiFont? = nil) -> String {
        switch item {
        case .rect(let r, let fill, let radius):
            var a = rectAttributes(r, radius)
            paint(&a, "fill", fill)
            if let id = targets[r] { a["data-element"] = id }
            return element("rect", a)
        case .strokeRect(let r, let stroke, let width, let radius):
            var a = rectAttributes(r, radius)
            a["fill"] = "none"
            paint(&a, "stroke", stroke)
            a["stroke-width"] = num(width)
            return element("rect", a)
        case .text(let s, let frame, let size, let weight, let color, let alignment):
            var a: [String: String] = ["font-size": num(size), "font-weight": weightValue(weight)]
            // Text Inter can't draw names the car's whole chain of fonts, in its fixed order.
            if FontMetrics.needsFallback(s) { a["font-family"] = FontMetrics.fontFamily(for: s) }
            switch alignment {
            case .leading: a["x"] = num(frame.x)
            case .center:
                a["x"] = num(frame.midX)
                a["text-anchor"] = "middle"
            case .trailing:
                a["x"] = num(frame.maxX)
                a["text-anchor"] = "end"
            }
            // Baseline: centred in the frame using Inter's ascender/descender (0.969/-0.242 em).
            let baseline = frame.midY + size * (0.969 - 0.242) / 2
            a["y"] = num(baseline)
            paint(&a, "fill", color)
            let runs = FontMetrics.emojiRuns(s)
            guard runs.contains(where: \.isEmoji) else { return element("text", a, close: false) + escape(s) + "</text>" }
            if let emoji, let placed = placedEmoji(s, a, frame: frame, baseline: baseline, size: size, weight: weight, alignment: alignment, font: emoji) {
                return placed
            }
            return element("text", a, close: false)
                + runs.map {
                    $0.isEmoji ? element("tspan", ["font-family": FontMetrics.emojiFamily], close: false) + escape($0.text) + "</tspan>" : escape($0.text)
                }
                .joined() + "</text>"
        case .symbol(let name, let frame, let color, let forceFill):
            let scale = frame.width / 24
            var a: [String: String] = [
                "transform": "translate(\(num(frame.x)) \(num(frame.y))) scale(\(num(scale, 4)))",
                "stroke-linecap": "round", "stroke-linejoin": "round", "stroke-width": "2",
                "data-symbol": name
            ]
            if let glyph = SymbolGlyphs.drawing(for: name) {
                paint(&a, "stroke", color)
                if glyph.filled || forceFill { paint(&a, "fill", color) } else { a["fill"] = "none" }
                return element("g", a, close: false) + glyph.svg + "</g>"
            }
            // Unknown symbol: a generic tile (a rounded square with the name's first letter), the same for the same name.
            paint(&a, "stroke", color)
            a["fill"] = "none"
            let initial = name.first.map { String($0).uppercased() } ?? "?"
            var letter: [String: String] = [
                "x": "12", "y": "16.2", "font-size": "11", "font-weight": "600", "text-anchor": "middle", "stroke": "none"
            ]
            paint(&letter, "fill", color)
            return element("g", a, close: false)
                + element("rect", ["x": "3", "y": "3", "width": "18", "height": "18", "rx": "5"])
                + element("text", letter, close: false) + escape(initial) + "</text></g>"
        case .image(let name, let frame, let radius):
            var a = rectAttributes(frame, radius)
            a["fill"] = "#8e8e93"
            a["fill-opacity"] = "0.35"
            a["data-image"] = name
            return element("rect", a)
        case .bitmap(let name, let frame, let radius, let png):
            var a = rectAttributes(frame, 0)
            a["href"] = "data:image/png;base64," + png
            a["preserveAspectRatio"] = "none"
            a["data-image"] = name
            guard radius > 0 else { return element("image", a) }
            // Rounded corners: clipped by a rounded rectangle named after the frame (the same frame, the same name).
            let id = "image-\(num(frame.x))-\(num(frame.y))-\(num(frame.width))-\(num(frame.height))".replacingOccurrences(of: ".", with: "_")
            a["clip-path"] = "url(#\(id))"
            return element("clipPath", ["id": id], close: false) + element("rect", rectAttributes(frame, radius)) + "</clipPath>"
                + element("image", a)
        case .line(let x1, let y1, let x2, let y2, let color, let width):
            var a = ["x1": num(x1), "y1": num(y1), "x2": num(x2), "y2": num(y2), "stroke-width": num(width), "stroke-linecap": "round"]
            paint(&a, "stroke", color)
            return element("line", a)
        case .path(let d, let fill, let stroke, let width):
            var a = ["d": d]
            if let fill { paint(&a, "fill", fill) } else { a["fill"] = "none" }
            if let stroke {
                paint(&a, "stroke", stroke)
                a["stroke-width"] = num(width)
                a["stroke-linecap"] = "round"
                a["stroke-linejoin"] = "round"
            }
            return element("path", a)
        case .clip(let r):
            let id = "clip-\(num(r.x))-\(num(r.y))-\(num(r.width))-\(num(r.height))".replacingOccurrences(of: ".", with: "_")
            return element("clipPath", ["id": id], close: false) + element("rect", rectAttributes(r, 0)) + "</clipPath>"
                + element("g", ["clip-path": "url(#\(id))"], close: false)
        case .endClip:
            return "</g>"
        case .circle(let cx, let cy, let r, let fill):
            var a = ["cx": num(cx), "cy": num(cy), "r": num(r)]
            paint(&a, "fill", fill)
            return element("circle", a)
        }
    }

    static func rectAttributes(_ r: Rect, _ radius: Double) -> [String: String] {
        var a = ["x": num(r.x), "y": num(r.y), "width": num(r.width), "height": num(r.height)]
        if radius > 0 { a["rx"] = num(radius) }
        return a
    }

    static func paint(_ a: inout [String: String], _ key: String, _ c: Color) {
        a[key] = c.hex
        if c.opacity < 1 { a["\(key)-opacity"] = num(c.opacity) }
    }

    static func weightValue(_ w: FontWeight) -> String {
        switch w {
        case .regular: "400"
        case .medium: "500"
        case .semibold: "600"
        case .bold: "700"
        }
    }

    /// An element with its attributes sorted by name.
    /// A text with emoji as a row of pieces left to right: each run of other text a `<text>` at its measured start,
    /// each emoji the font's bitmap scaled to its advance, its baseline at the text's. Text that reads right to left
    /// is cut into pieces of one direction, placed in the order they show (``BidiPieces``); the converter orders the
    /// letters inside each. Nil (the text is written as text) when an emoji has no bitmap.
    static func placedEmoji(
        _ text: String, _ attributes: [String: String], frame: Rect, baseline: Double, size: Double, weight: FontWeight,
        alignment: TextAlignment, font: ColorEmojiFont
    ) -> String? {
        let runs = BidiPieces.visualOrder(text).map { (text: $0.text, isEmoji: $0.isEmoji) }
        let metrics = FontMetrics.inter(weight)
        let total = runs.reduce(0) { $0 + metrics.width($1.text, size: size) }
        var x: Double
        switch alignment {
        case .leading: x = frame.x
        case .center: x = frame.midX - total / 2
        case .trailing: x = frame.maxX - total
        }
        var pieces: [String] = []
        for run in runs {
            if !run.isEmoji {
                var a = attributes
                a["x"] = num(x)
                a["text-anchor"] = nil
                a["xml:space"] = "preserve"  // a piece's leading or trailing space is part of its measure
                pieces.append(element("text", a, close: false) + escape(run.text) + "</text>")
                x += metrics.width(run.text, size: size)
                continue
            }
            for cluster in run.text {
                guard let bitmap = font.bitmap(cluster) else { return nil }
                let advance = metrics.width(String(cluster), size: size)
                let height = advance * Double(bitmap.height) / Double(bitmap.width)
                // Noto Color Emoji's glyphs sit from 0.95 em above the baseline to 0.25 em below (its ascent and descent).
                let image: [String: String] = [
                    "x": num(x), "y": num(baseline - height * 0.95 / 1.2), "width": num(advance), "height": num(height),
                    "href": "data:image/png;base64," + bitmap.png.base64EncodedString(), "preserveAspectRatio": "xMidYMid meet"
                ]
                pieces.append(element("image", image))
                x += advance
            }
        }
        return element("g", [:], close: false) + pieces.joined() + "</g>"
    }

    static func element(_ name: String, _ attributes: [String: String], close: Bool = true) -> String {
        var s = "<" + name
        for key in attributes.keys.sorted() { s += " \(key)=\"\(escape(attributes[key]!))\"" }
        return s + (close ? "/>" : ">")
    }

    /// `v` with at most `decimals` decimals (0…6), trailing zeros dropped, never "-0": what `String(format: "%.2f")` of
    /// the rounded value prints, trimmed, written from the rounded integer (printf's formatting was most of a redraw's
    /// cost in the live car).
    package static func num(_ v: Double, _ decimals: Int = 2) -> String {
        let p = pow(10, Double(decimals))
        let scaled = (v * p).rounded()
        guard (0...6).contains(decimals), scaled.isFinite, abs(scaled) < 1e15 else { return formatted(v, decimals) }
        var k = Int64(scaled)
        if k == 0 { return "0" }
        let negative = k < 0
        if negative { k = -k }
        let unit = Int64(p)
        var fraction = k % unit
        var width = decimals
        while width > 0, fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        var s = negative ? "-" : ""
        s += String(k / unit)
        if width > 0 {
            let digits = String(fraction)
            s += "." + String(repeating: "0", count: width - digits.count) + digits
        }
        return s
    }

    /// ``num(_:_:)`` through printf: for values the integer path can't hold (not finite, or beyond 10^15).
    package static func formatted(_ v: Double, _ decimals: Int) -> String {
        let p = pow(10, Double(decimals))
        var r = (v * p).rounded() / p
        if r == 0 { r = 0 }
        var s = String(format: "%.\(decimals)f", r)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s
    }

    static func escape(_ s: String) -> String { XMLText.escaped(s) }
}
