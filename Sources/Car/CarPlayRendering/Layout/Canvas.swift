// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import ImageCodec
import OpenUIKit

/// Collects drawing operations and hit targets while laying out a screen.
struct Canvas {
    var list: DisplayList
    let theme: Theme
    /// The PNG/JPEG bytes of the screen's images, by reference (from the templates' snapshots).
    var bitmaps: [String: Data] = [:]
    /// The references among them the app gave as template images: drawn in the slot's colour, as symbols are.
    var templateBitmaps: Set<String> = []
    /// Custom symbols (the app's symbol sets): path data in a unit square, by reference.
    var customSymbols: [String: [String]] = [:]
    /// Scaled images kept between frames (nil: each image is scaled for this frame only).
    var bitmapCache: BitmapCache?
    /// The phone's language (nil: English): the car's own words are in it (``word(_:)``).
    var language: String?
    /// Right to left: the horizontal span (the app area) that ``mirror(itemsFrom:targetsFrom:)`` flips.
    var mirrorSpan: (lo: Double, hi: Double)?
    /// Items and targets drawn with ``unmirrored(_:)``: kept as laid out when the screen mirrors.
    var keptItems: [Range<Int>] = []
    var keptTargets: [Range<Int>] = []

    init(width: Double, height: Double, scale: Double, theme: Theme) {
        list = DisplayList(width: width, height: height, scale: scale)
        self.theme = theme
    }

    mutating func rect(_ r: Rect, _ fill: Color, radius: Double = 0) { list.items.append(.rect(r, fill: fill, cornerRadius: radius)) }
    mutating func stroke(_ r: Rect, _ c: Color, width: Double = 1, radius: Double = 0) {
        list.items.append(.strokeRect(r, stroke: c, width: width, cornerRadius: radius))
    }
    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ c: Color, width: Double = 1) {
        list.items.append(.line(x1: x1, y1: y1, x2: x2, y2: y2, color: c, width: width))
    }
    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, _ c: Color) { list.items.append(.circle(cx: cx, cy: cy, r: r, fill: c)) }

    /// Draws one line of text fitted to the frame: the longest variant that fits, else truncated.
    @discardableResult
    mutating func text(
        _ variants: [String], _ frame: Rect, size: Double, weight: FontWeight = .regular, color: Color,
        align: TextAlignment = .leading
    ) -> String {
        guard !variants.isEmpty, frame.width > 0 else { return "" }
        let fitted = FontMetrics.inter(weight).fit(variants, size: size, width: frame.width)
        let missing = FontMetrics.missingGlyphs(fitted)
        if !missing.isEmpty { warn(.missingGlyphs(String(Array(Set(missing)).sorted()))) }
        if !fitted.isEmpty {
            list.items.append(.text(fitted, frame: frame, size: size, weight: weight, color: color, alignment: align))
        }
        return fitted
    }

    @discardableResult
    mutating func text(
        _ s: String?, _ frame: Rect, size: Double, weight: FontWeight = .regular, color: Color,
        align: TextAlignment = .leading
    ) -> String {
        guard let s, !s.isEmpty else { return "" }
        return text([s], frame, size: size, weight: weight, color: color, align: align)
    }

    /// Draws an image reference: symbols as glyphs, PNG/JPEG images as their pixels (`mode` says how they fill the
    /// frame; template images in `color`, as the car tints symbols), other images as grey tiles with a warning.
    mutating func image(
        _ ref: String?, _ frame: Rect, color: Color, radius: Double = 4, filled: Bool = false, mode: ContentMode = .aspectFit
    ) {
        guard let ref else { return }
        if ref.hasPrefix("symbol:") {
            symbol(String(ref.dropFirst(7)), frame, color, filled: filled)
        } else if let paths = customSymbols[ref] {
            // Filled in the slot's colour, in the frame's largest centred square. Paths are not flipped when a
            // right-to-left screen mirrors, so the frame is mirrored here.
            let frame = mirrorSpan != nil ? mirrored(frame) : frame
            let side = min(frame.width, frame.height)
            for p in paths {
                guard let d = SVGPathData.transformed(p, scale: side, dx: frame.midX - side / 2, dy: frame.midY - side / 2) else { continue }
                list.items.append(.path(d, fill: color, stroke: nil, width: 0))
            }
        } else if let data = bitmaps[ref],
            let item = Self.bitmap(
                ref, data, in: frame, scale: list.scale, radius: radius, mode: mode, tint: templateBitmaps.contains(ref) ? color : nil,
                cache: bitmapCache)
        {
            list.items.append(item)
        } else {
            // A drawing is the app's own vectors (drawn where the slot takes them); anything else has no pixels here.
            if !ref.hasPrefix("drawing:") { warn(.placeholderImage(ref)) }
            list.items.append(.image(ref, frame: frame, cornerRadius: radius))
        }
    }

    /// Draws what an app's views recorded (a base view, a custom view's `draw(_:)`, a drawn image), moved by `dx`, `dy`:
    /// paths as they are, images where they were placed, only their visible part (each image's clip) cut from the
    /// pixels and scaled at the screen's scale; symbols and drawings in their frame, clipped.
    mutating func recorded(_ commands: [BaseViewCommand], dx: Double, dy: Double) {
        for cmd in commands {
            guard let ref = cmd.image else {
                list.items.append(
                    .path(
                        CarRenderer.offset(cmd.path, dx: dx, dy: dy), fill: cmd.fill.map { Color($0, opacity: cmd.fillOpacity ?? 1) },
                        stroke: cmd.stroke.map { Color($0, opacity: cmd.strokeOpacity ?? 1) }, width: cmd.lineWidth ?? 1))
                continue
            }
            guard let f = cmd.frame, f.count == 4, f[2] > 0, f[3] > 0 else { continue }
            let frame = Rect(x: f[0] + dx, y: f[1] + dy, width: f[2], height: f[3])
            var visible = frame
            if let c = cmd.clip, c.count == 4 {
                let x0 = max(frame.x, c[0] + dx)
                let y0 = max(frame.y, c[1] + dy)
                let x1 = min(frame.maxX, c[0] + dx + c[2])
                let y1 = min(frame.maxY, c[1] + dy + c[3])
                guard x1 > x0, y1 > y0 else { continue }
                visible = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
            let tint = cmd.tint.map { Color($0) }
            let opacity = cmd.opacity ?? 1
            if let data = bitmaps[ref] {
                let crop = [
                    (visible.x - frame.x) / frame.width, (visible.y - frame.y) / frame.height, visible.width / frame.width,
                    visible.height / frame.height
                ]
                let w = max(1, Int((visible.width * list.scale).rounded()))
                let h = max(1, Int((visible.height * list.scale).rounded()))
                let entry: BitmapCache.Entry?
                if let bitmapCache {
                    entry = bitmapCache.part(ref: ref, data: data, crop: crop, width: w, height: h, tint: tint, opacity: opacity)
                } else {
                    entry = Bitmap(decoding: data).flatMap {
                        BitmapCache.makePart($0, crop: crop, width: w, height: h, tint: tint, opacity: opacity)
                    }
                }
                if let entry { list.items.append(.bitmap(ref, frame: visible, cornerRadius: 0, png: entry.png)) }
                continue
            }
            let clipped = visible != frame
            if clipped { list.items.append(.clip(visible)) }
            image(ref, frame, color: (tint ?? theme.primaryText).withOpacity(opacity), radius: 0)
            if clipped { list.items.append(.endClip) }
        }
    }

    /// Whether a reference is a PNG/JPEG image the car has the pixels of.
    func isBitmap(_ ref: String?) -> Bool { ref.map { bitmaps[$0] != nil } ?? false }

    /// An image's pixels scaled into a frame at the screen's scale, re-encoded as PNG: small (the slot's pixels, not
    /// the app's) and the same for the same bytes and slot. Aspect-fit images are centred at their fitted size.
    static func bitmap(
        _ ref: String, _ data: Data, in frame: Rect, scale: Double, radius: Double, mode: ContentMode, tint: Color? = nil,
        cache: BitmapCache?
    ) -> DisplayItem? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        let boxWidth = max(1, Int((frame.width * scale).rounded()))
        let boxHeight = max(1, Int((frame.height * scale).rounded()))
        let scaled =
            cache.map { $0.scaled(ref: ref, data: data, width: boxWidth, height: boxHeight, mode: mode, tint: tint) }
            ?? BitmapCache.make(data, width: boxWidth, height: boxHeight, mode: mode, tint: tint)
        guard let scaled else { return nil }
        let w = Double(scaled.width) / scale
        let h = Double(scaled.height) / scale
        let drawn = Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
        return .bitmap(ref, frame: drawn, cornerRadius: min(radius, w / 2, h / 2), png: scaled.png)
    }

    mutating func symbol(_ name: String, _ frame: Rect, _ color: Color, filled: Bool = false) {
        if SymbolGlyphs.drawing(for: name) == nil { warn(.unknownSymbol(name)) }
        list.items.append(.symbol(name, frame: frame, color: color, filled: filled))
    }

    /// Notes something drawn differently from what the app asked for (once per screen).
    mutating func warn(_ warning: RenderWarning) {
        if !list.warnings.contains(warning) { list.warnings.append(warning) }
    }

    mutating func target(_ element: ElementSnapshot, _ frame: Rect, control: CarControl? = nil) {
        guard element.isEnabled else { return }
        list.targets.append(HitTarget(elementID: element.id, frame: frame, label: element.text, control: control))
    }

    func width(_ s: String, size: Double, weight: FontWeight = .regular) -> Double { FontMetrics.inter(weight).width(s, size: size) }

    /// One of the car's own words in the phone's language.
    func word(_ english: String) -> String { CarStrings.text(english, language) }

    // MARK: Right to left

    /// A frame flipped across the mirrored span.
    func mirrored(_ r: Rect) -> Rect {
        guard let s = mirrorSpan else { return r }
        return Rect(x: s.lo + s.hi - r.maxX, y: r.y, width: r.width, height: r.height)
    }

    /// Draws what a right-to-left screen keeps as it is: playback controls and progress (UIKit's
    /// `UISemanticContentAttribute.playback`), spatial controls (the map's pan arrows, the phone keypad) and the map.
    mutating func unmirrored(_ body: (inout Canvas) -> Void) {
        let items = list.items.count
        let targets = list.targets.count
        body(&self)
        keptItems.append(items..<list.items.count)
        keptTargets.append(targets..<list.targets.count)
    }

    /// Mirrors what was laid out since the given indices across ``mirrorSpan`` (a right-to-left screen): frames flip,
    /// text aligned to the leading side is aligned to the trailing side, and the symbols that point forward or back
    /// point the other way. Images and text are not flipped themselves, nor is what ``unmirrored(_:)`` drew; paths
    /// (custom symbols) were placed mirrored when drawn.
    mutating func mirror(itemsFrom firstItem: Int, targetsFrom firstTarget: Int) {
        guard let span = mirrorSpan else { return }
        let axis = span.lo + span.hi
        func kept(_ i: Int, _ ranges: [Range<Int>]) -> Bool { ranges.contains { $0.contains(i) } }
        for i in firstItem..<list.items.count where !kept(i, keptItems) {
            let m = mirrored
            switch list.items[i] {
            case .rect(let r, let fill, let radius): list.items[i] = .rect(m(r), fill: fill, cornerRadius: radius)
            case .strokeRect(let r, let stroke, let width, let radius):
                list.items[i] = .strokeRect(m(r), stroke: stroke, width: width, cornerRadius: radius)
            case .text(let s, let frame, let size, let weight, let color, let alignment):
                let flipped: TextAlignment =
                    switch alignment {
                    case .leading: .trailing
                    case .trailing: .leading
                    case .center: .center
                    }
                let text = ["‹": "›", "›": "‹"][s] ?? s
                list.items[i] = .text(text, frame: m(frame), size: size, weight: weight, color: color, alignment: flipped)
            case .symbol(let name, let frame, let color, let filled):
                let swapped =
                    [
                        "chevron.forward": "chevron.backward", "chevron.backward": "chevron.forward", "arrow.forward": "arrow.backward",
                        "arrow.backward": "arrow.forward"
                    ][name] ?? name
                list.items[i] = .symbol(swapped, frame: m(frame), color: color, filled: filled)
            case .image(let ref, let frame, let radius): list.items[i] = .image(ref, frame: m(frame), cornerRadius: radius)
            case .bitmap(let ref, let frame, let radius, let png): list.items[i] = .bitmap(ref, frame: m(frame), cornerRadius: radius, png: png)
            case .line(let x1, let y1, let x2, let y2, let color, let width):
                list.items[i] = .line(x1: axis - x1, y1: y1, x2: axis - x2, y2: y2, color: color, width: width)
            case .circle(let cx, let cy, let r, let fill): list.items[i] = .circle(cx: axis - cx, cy: cy, r: r, fill: fill)
            case .clip(let r): list.items[i] = .clip(m(r))
            case .path, .endClip: break
            }
        }
        for i in firstTarget..<list.targets.count where !kept(i, keptTargets) {
            list.targets[i].frame = mirrored(list.targets[i].frame)
        }
    }
}
