// SPDX-License-Identifier: Apache-2.0

import Foundation
package import ImageCodec

/// Pixels that Core Graphics drawing paints into (a bitmap context, a renderer image that drew a bitmap, a drawn
/// image asked for its `cgImage`). - Note: Ours: premultiplied RGBA in 0…1, rows top to bottom.
///
/// Fills are scan-converted with the nonzero (or even-odd) rule at four sub-scanlines per pixel row, with exact
/// horizontal coverage, so edges are anti-aliased; strokes are the outline of each segment plus round joins (Core
/// Graphics' default join is a miter: a thin sharp corner differs by a few pixels). Everything is a pure function of
/// the drawing, so the same calls give the same pixels.
package final class RasterCanvas {
    let width: Int
    let height: Int
    /// `width * height * 4`: premultiplied red, green, blue, alpha.
    var pixels: [Float]
    /// Fills keep to where something was painted already (Core Graphics' `sourceIn` blend: the colour times the
    /// destination's alpha), as tinting an image does; otherwise they paint over (`normal`).
    var sourceIn = false

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [Float](repeating: 0, count: width * height * 4)
    }

    /// Straight RGBA bytes (what `Bitmap` and PNG hold).
    package var bitmap: Bitmap {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = pixels[i + 3]
            out[i + 3] = Self.byte(a)
            guard a > 0 else { continue }
            out[i] = Self.byte(pixels[i] / a)
            out[i + 1] = Self.byte(pixels[i + 1] / a)
            out[i + 2] = Self.byte(pixels[i + 2] / a)
        }
        return Bitmap(width: width, height: height, pixels: out)
    }

    static func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }

    /// Paints a recorded fill or stroke whose points are multiplied by `scale` to give pixels.
    package func paint(_ command: DrawingCommand, scale: Double) {
        let subpaths = Self.flatten(command.segments, scale: scale)
        if let fill = command.fill { self.fill(subpaths.map(\.points), color: fill, evenOdd: false) }
        if let stroke = command.stroke {
            let half = max(command.lineWidth * scale, 0.0) / 2
            guard half > 0 else { return }
            var polygons: [[(Double, Double)]] = []
            for sub in subpaths {
                var pts = sub.points
                if sub.closed, let first = pts.first { pts.append(first) }
                for i in 0..<max(pts.count - 1, 0) {
                    let (x0, y0) = pts[i]
                    let (x1, y1) = pts[i + 1]
                    let len = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
                    guard len > 0 else { continue }
                    let nx = -(y1 - y0) / len * half
                    let ny = (x1 - x0) / len * half
                    polygons.append([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
                    // A round join where this segment meets the next.
                    if i + 1 < pts.count - 1 || sub.closed { polygons.append(Self.circle(x1, y1, half)) }
                }
            }
            fill(polygons.map(Self.counterClockwise), color: stroke, evenOdd: false)
        }
    }

    struct Subpath {
        var points: [(Double, Double)] = []
        var closed = false
    }

    /// Straight-line subpaths from recorded segments (curves in 16 steps).
    static func flatten(_ segments: [DrawingSegment], scale: Double) -> [Subpath] {
        var result: [Subpath] = []
        var current = Subpath()
        func p(_ v: [Double]) -> (Double, Double) { (v[0] * scale, v[1] * scale) }
        func finish() {
            if current.points.count > 1 { result.append(current) }
            current = Subpath()
        }
        for s in segments {
            switch s {
            case .move(let a):
                finish()
                current.points = [p(a)]
            case .line(let a): current.points.append(p(a))
            case .quad(let c, let a):
                let start = current.points.last ?? p(c)
                let (cx, cy) = p(c)
                let (ex, ey) = p(a)
                for i in 1...16 {
                    let t = Double(i) / 16
                    let u = 1 - t
                    current.points.append((u * u * start.0 + 2 * u * t * cx + t * t * ex, u * u * start.1 + 2 * u * t * cy + t * t * ey))
                }
            case .cubic(let c1, let c2, let a):
                let start = current.points.last ?? p(c1)
                let (ax, ay) = p(c1)
                let (bx, by) = p(c2)
                let (ex, ey) = p(a)
                for i in 1...16 {
                    let t = Double(i) / 16
                    let u = 1 - t
                    let x = u * u * u * start.0 + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * ex
                    let y = u * u * u * start.1 + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * ey
                    current.points.append((x, y))
                }
            case .close:
                current.closed = true
                let start = current.points.first
                finish()
                // Drawing after a close starts at the subpath's first point.
                if let start { current.points = [start] }
            }
        }
        finish()
        return result
    }

    static func circle(_ x: Double, _ y: Double, _ r: Double) -> [(Double, Double)] {
        (0..<16).map { i in
            let a = Double(i) / 16 * 2 * .pi
            return (x + r * cos(a), y + r * sin(a))
        }
    }

    static func counterClockwise(_ polygon: [(Double, Double)]) -> [(Double, Double)] {
        var area = 0.0
        for i in 0..<polygon.count {
            let (x0, y0) = polygon[i]
            let (x1, y1) = polygon[(i + 1) % polygon.count]
            area += x0 * y1 - x1 * y0
        }
        return area < 0 ? polygon.reversed() : polygon
    }

    /// Fills closed polygons with a colour (straight RGBA in 0…1), source over.
    func fill(_ polygons: [[(Double, Double)]], color: [Double], evenOdd: Bool) {
        struct Edge {
            let x0: Double, y0: Double, x1: Double, y1: Double
            let dir: Int
        }
        var edges: [Edge] = []
        var minY = Double.infinity
        var maxY = -Double.infinity
        for poly in polygons where poly.count > 2 {
            for i in 0..<poly.count {
                let (ax, ay) = poly[i]
                let (bx, by) = poly[(i + 1) % poly.count]
                guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { continue }
                edges.append(ay < by ? Edge(x0: ax, y0: ay, x1: bx, y1: by, dir: 1) : Edge(x0: bx, y0: by, x1: ax, y1: ay, dir: -1))
                minY = min(minY, ay, by)
                maxY = max(maxY, ay, by)
            }
        }
        guard !edges.isEmpty, color.count == 4, color[3] > 0 else { return }
        let alpha = Float(max(0, min(1, color[3])))
        let src = (Float(color[0]) * alpha, Float(color[1]) * alpha, Float(color[2]) * alpha, alpha)
        let firstRow = max(0, Int(minY.rounded(.down)))
        let lastRow = min(height - 1, Int(maxY.rounded(.up)))
        guard firstRow <= lastRow else { return }
        let samples = 4
        var coverage = [Float](repeating: 0, count: width + 1)
        var crossings: [(Double, Int)] = []
        for row in firstRow...lastRow {
            for i in coverage.indices { coverage[i] = 0 }
            var touched = false
            for s in 0..<samples {
                let sy = Double(row) + (Double(s) + 0.5) / Double(samples)
                crossings.removeAll(keepingCapacity: true)
                for e in edges where e.y0 <= sy && sy < e.y1 {
                    crossings.append((e.x0 + (sy - e.y0) * (e.x1 - e.x0) / (e.y1 - e.y0), e.dir))
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.0 < $1.0 }
                var winding = 0
                for i in 0..<(crossings.count - 1) {
                    winding += crossings[i].1
                    let inside = evenOdd ? winding % 2 != 0 : winding != 0
                    guard inside else { continue }
                    addSpan(&coverage, crossings[i].0, crossings[i + 1].0, 1 / Float(samples))
                    touched = true
                }
            }
            guard touched else { continue }
            for x in 0..<width where coverage[x] > 0 {
                let c = min(coverage[x], 1)
                let i = (row * width + x) * 4
                if sourceIn {
                    let da = pixels[i + 3]
                    pixels[i] = src.0 * da * c + pixels[i] * (1 - c)
                    pixels[i + 1] = src.1 * da * c + pixels[i + 1] * (1 - c)
                    pixels[i + 2] = src.2 * da * c + pixels[i + 2] * (1 - c)
                    pixels[i + 3] = src.3 * da * c + pixels[i + 3] * (1 - c)
                    continue
                }
                let k = 1 - src.3 * c
                pixels[i] = src.0 * c + pixels[i] * k
                pixels[i + 1] = src.1 * c + pixels[i + 1] * k
                pixels[i + 2] = src.2 * c + pixels[i + 2] * k
                pixels[i + 3] = src.3 * c + pixels[i + 3] * k
            }
        }
    }

    private func addSpan(_ coverage: inout [Float], _ a: Double, _ b: Double, _ weight: Float) {
        let a = max(0, min(Double(width), a))
        let b = max(0, min(Double(width), b))
        guard b > a else { return }
        let ia = Int(a)
        let ib = Int(b)
        if ia == ib {
            coverage[ia] += Float(b - a) * weight
            return
        }
        coverage[ia] += Float(Double(ia + 1) - a) * weight
        if ia + 1 < ib { for i in (ia + 1)..<ib { coverage[i] += weight } }
        if ib < width { coverage[ib] += Float(b - Double(ib)) * weight }
    }

    /// Draws straight-RGBA pixels into a device rectangle (scaled to it), source over, at `opacity`; `flipped` puts
    /// the image's first row at the bottom.
    func draw(_ image: Bitmap, x: Int, y: Int, width w: Int, height h: Int, flipped: Bool, opacity: Float) {
        guard w > 0, h > 0, opacity > 0 else { return }
        let scaled = image.width == w && image.height == h ? image : image.resized(width: w, height: h)
        for row in 0..<h {
            let dy = y + row
            guard dy >= 0, dy < height else { continue }
            let sy = flipped ? h - 1 - row : row
            for col in 0..<w {
                let dx = x + col
                guard dx >= 0, dx < width else { continue }
                let s = (sy * w + col) * 4
                let a = Float(scaled.pixels[s + 3]) / 255 * opacity
                guard a > 0 else { continue }
                let i = (dy * width + dx) * 4
                let k = 1 - a
                pixels[i] = Float(scaled.pixels[s]) / 255 * a + pixels[i] * k
                pixels[i + 1] = Float(scaled.pixels[s + 1]) / 255 * a + pixels[i + 1] * k
                pixels[i + 2] = Float(scaled.pixels[s + 2]) / 255 * a + pixels[i + 2] * k
                pixels[i + 3] = a + pixels[i + 3] * k
            }
        }
    }

    /// Clears a device rectangle to transparent.
    func clear(x: Int, y: Int, width w: Int, height h: Int) {
        let rows = max(0, y)..<max(max(0, y), min(height, y + h))
        let cols = max(0, x)..<max(max(0, x), min(width, x + w))
        for row in rows {
            for col in cols { for c in 0..<4 { pixels[(row * width + col) * 4 + c] = 0 } }
        }
    }
}
