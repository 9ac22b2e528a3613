// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Roads

/// Atlas's map, drawn from the same road data it routes on: roads by class (wider and brighter for bigger roads),
/// the route, and the car as an arrow. North up, or heading up (the direction of travel at the top). The cluster's
/// map is the minimal one: major roads and the route only, with a compass and the speed limit when the car's
/// settings ask for them.
@MainActor
final class AtlasMapView: UIView {
    enum Style { case carScreen, dashboard, cluster }

    let graph: RoadGraph
    let style: Style
    var center: Coordinate { didSet { setNeedsDisplay() } }
    /// Metres per point.
    var scale: Double = 4 { didSet { setNeedsDisplay() } }
    var route: [Coordinate] = [] { didSet { setNeedsDisplay() } }
    var car: Coordinate? { didSet { setNeedsDisplay() } }
    /// Degrees clockwise from north that the car faces.
    var heading: Double = 0 { didSet { setNeedsDisplay() } }
    var headingUp = false { didSet { setNeedsDisplay() } }
    var isDark = false { didSet { setNeedsDisplay() } }
    var showsCompass = false { didSet { setNeedsDisplay() } }
    /// km/h, drawn as a round sign when set.
    var speedLimit: Int? { didSet { setNeedsDisplay() } }
    /// Where on the view `center` is drawn, as fractions of its size: lower and to the trailing side while guiding,
    /// so that the car shows beside the guidance card with the road ahead above it.
    var anchor = CGPoint(x: 0.5, y: 0.5) { didSet { setNeedsDisplay() } }

    init(graph: RoadGraph, center: Coordinate, style: Style = .carScreen) {
        self.graph = graph
        self.center = center
        self.style = style
        super.init(frame: .zero)
    }

    /// The map's rotation: the heading when heading up, else none (radians).
    private var rotation: Double { headingUp ? heading * .pi / 180 : 0 }

    func point(_ c: Coordinate) -> CGPoint {
        let x = (c.longitude - center.longitude) * 111_320 * cos(center.latitude * .pi / 180) / scale
        let y = -(c.latitude - center.latitude) * 110_540 / scale
        let r = rotation
        return CGPoint(
            x: bounds.minX + bounds.width * anchor.x + x * cos(r) + y * sin(r),
            y: bounds.minY + bounds.height * anchor.y - x * sin(r) + y * cos(r))
    }

    /// Moves the map by a number of points (panning), as the screen shows it.
    func pan(dx: Double, dy: Double) {
        let r = rotation
        let east = dx * cos(r) - dy * sin(r)
        let south = dx * sin(r) + dy * cos(r)
        center = Coordinate(
            latitude: center.latitude + south * scale / 110_540,
            longitude: center.longitude - east * scale / (111_320 * cos(center.latitude * .pi / 180)))
    }

    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        // The car screen's scene says its style (contentStyle); the dashboard follows the traits it's drawn with.
        let dark = style == .cluster || (style == .dashboard ? UITraitCollection.current.userInterfaceStyle == .dark : isDark)
        let land: (CGFloat, CGFloat, CGFloat) = style == .cluster ? (0, 0, 0) : dark ? (0.17, 0.18, 0.2) : (0.91, 0.89, 0.85)
        c.setFillColor(red: land.0, green: land.1, blue: land.2, alpha: 1)
        c.fill(bounds)
        // Minor roads first, so that bigger roads draw over them; each two-way piece once. The cluster shows
        // streets faintly and no service roads.
        let order: [RoadGraph.RoadClass] = RoadGraph.RoadClass.allCases.reversed()
        let reach = max(bounds.width, bounds.height) * 1.5 + 40
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        for cls in order {
            if style == .cluster && cls == .service { continue }
            let major = cls.rank <= RoadGraph.RoadClass.secondaryLink.rank
            let width: CGFloat = (major ? 5 : cls == .tertiary ? 4 : 2.5) * (style == .carScreen ? 1 : 0.7)
            let shade: CGFloat = dark ? (major ? 0.45 : 0.32) : (major ? 1 : 0.98)
            c.setStrokeColor(red: shade, green: shade, blue: dark ? shade : (major ? 0.8 : shade), alpha: style == .cluster && !major ? 0.6 : 1)
            c.setLineWidth(width)
            c.beginPath()
            var any = false
            for (i, s) in graph.segments.enumerated() where graph.roads[s.road].roadClass == cls && (s.reverse ?? i) >= i {
                let pts = s.geometry.map(point)
                guard pts.contains(where: { abs($0.x - middle.x) < reach && abs($0.y - middle.y) < reach }) else { continue }
                c.addLines(between: pts)
                any = true
            }
            if any { c.strokePath() }
        }
        if route.count > 1 {
            c.setStrokeColor(red: 0.04, green: 0.52, blue: 1, alpha: 1)
            c.setLineWidth(style == .carScreen ? 6 : 4)
            c.beginPath()
            c.addLines(between: route.map(point))
            c.strokePath()
        }
        if let car { drawCar(c, at: point(car)) }
        if showsCompass { drawCompass(c) }
        if let speedLimit { drawSpeedLimit(c, speedLimit) }
    }

    /// The car: an arrow pointing where it drives (up when the map turns with it).
    private func drawCar(_ c: CGContext, at p: CGPoint) {
        let angle = (heading * .pi / 180) - rotation
        func at(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: p.x + x * cos(angle) - y * sin(angle), y: p.y + x * sin(angle) + y * cos(angle))
        }
        c.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        c.fillEllipse(in: CGRect(x: p.x - 10, y: p.y - 10, width: 20, height: 20))
        c.setFillColor(red: 0.04, green: 0.52, blue: 1, alpha: 1)
        c.beginPath()
        c.addLines(between: [at(0, -8), at(6, 6), at(0, 3), at(-6, 6)])
        c.closePath()
        c.fillPath()
    }

    /// A compass in the bottom leading corner (the car draws its guidance strip along the top): the needle points
    /// north.
    private func drawCompass(_ c: CGContext) {
        let centre = CGPoint(x: bounds.minX + safeAreaInsets.left + 24, y: bounds.maxY - safeAreaInsets.bottom - 24)
        c.setFillColor(red: 0.12, green: 0.12, blue: 0.14, alpha: 0.9)
        c.fillEllipse(in: CGRect(x: centre.x - 16, y: centre.y - 16, width: 32, height: 32))
        let north = -rotation
        func at(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: centre.x + x * cos(north) - y * sin(north), y: centre.y + x * sin(north) + y * cos(north))
        }
        c.setFillColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        c.beginPath()
        c.addLines(between: [at(0, -12), at(4, 0), at(-4, 0)])
        c.closePath()
        c.fillPath()
        c.setFillColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
        c.beginPath()
        c.addLines(between: [at(0, 12), at(4, 0), at(-4, 0)])
        c.closePath()
        c.fillPath()
    }

    /// A speed limit sign in the bottom trailing corner: red ring, white disc, the number in stroked digits.
    private func drawSpeedLimit(_ c: CGContext, _ limit: Int) {
        let r: CGFloat = 18
        let centre = CGPoint(x: bounds.maxX - safeAreaInsets.right - r - 6, y: bounds.maxY - safeAreaInsets.bottom - r - 6)
        c.setFillColor(red: 0.86, green: 0.1, blue: 0.1, alpha: 1)
        c.fillEllipse(in: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
        c.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        c.fillEllipse(in: CGRect(x: centre.x - r + 4, y: centre.y - r + 4, width: 2 * r - 8, height: 2 * r - 8))
        let digits = String(limit).compactMap(\.wholeNumberValue)
        let w: CGFloat = 7
        let h: CGFloat = 12
        let gap: CGFloat = 3
        var x = centre.x - (CGFloat(digits.count) * w + CGFloat(digits.count - 1) * gap) / 2
        c.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        c.setLineWidth(1.8)
        c.beginPath()
        for d in digits {
            Self.addDigit(d, to: c, in: CGRect(x: x, y: centre.y - h / 2, width: w, height: h))
            x += w + gap
        }
        c.strokePath()
    }

    /// A digit as seven segments (a sign's numerals, without a font).
    static func addDigit(_ d: Int, to c: CGContext, in r: CGRect) {
        let on: [Int: [Character]] = [
            0: ["a", "b", "c", "d", "e", "f"], 1: ["b", "c"], 2: ["a", "b", "g", "e", "d"], 3: ["a", "b", "g", "c", "d"],
            4: ["f", "g", "b", "c"], 5: ["a", "f", "g", "c", "d"], 6: ["a", "f", "g", "e", "c", "d"], 7: ["a", "b", "c"],
            8: ["a", "b", "c", "d", "e", "f", "g"], 9: ["a", "b", "c", "d", "f", "g"]
        ]
        let l = r.minX
        let rt = r.maxX
        let t = r.minY
        let m = r.midY
        let b = r.maxY
        let segments: [Character: (CGPoint, CGPoint)] = [
            "a": (CGPoint(x: l, y: t), CGPoint(x: rt, y: t)), "b": (CGPoint(x: rt, y: t), CGPoint(x: rt, y: m)),
            "c": (CGPoint(x: rt, y: m), CGPoint(x: rt, y: b)), "d": (CGPoint(x: l, y: b), CGPoint(x: rt, y: b)),
            "e": (CGPoint(x: l, y: m), CGPoint(x: l, y: b)), "f": (CGPoint(x: l, y: t), CGPoint(x: l, y: m)),
            "g": (CGPoint(x: l, y: m), CGPoint(x: rt, y: m))
        ]
        for s in on[d] ?? [] {
            guard let (a, z) = segments[s] else { continue }
            c.move(to: a)
            c.addLine(to: z)
        }
    }
}
