// SPDX-License-Identifier: Apache-2.0
import CarPlayShim
import Foundation
import Roads

/// Atlas's map, drawn from the same road data it routes on: roads by class (wider and brighter for bigger roads),
/// the route, and the car. North up, or heading up while guiding.
@MainActor
final class AtlasMapView: UIView {
    let graph: RoadGraph
    var center: Coordinate { didSet { setNeedsDisplay() } }
    /// Metres per point.
    var scale: Double = 4 { didSet { setNeedsDisplay() } }
    var route: [Coordinate] = [] { didSet { setNeedsDisplay() } }
    var car: Coordinate? { didSet { setNeedsDisplay() } }
    var isDark = false { didSet { setNeedsDisplay() } }

    init(graph: RoadGraph, center: Coordinate) {
        self.graph = graph
        self.center = center
        super.init(frame: .zero)
    }

    func point(_ c: Coordinate) -> CGPoint {
        let x = (c.longitude - center.longitude) * 111_320 * cos(center.latitude * .pi / 180) / scale
        let y = -(c.latitude - center.latitude) * 110_540 / scale
        return CGPoint(x: bounds.midX + x, y: bounds.midY + y)
    }

    /// Moves the map by a number of points (panning).
    func pan(dx: Double, dy: Double) {
        center = Coordinate(latitude: center.latitude + dy * scale / 110_540,
                            longitude: center.longitude - dx * scale / (111_320 * cos(center.latitude * .pi / 180)))
    }

    override func draw(_ rect: CGRect) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        let land: (CGFloat, CGFloat, CGFloat) = isDark ? (0.17, 0.18, 0.2) : (0.91, 0.89, 0.85)
        c.setFillColor(red: land.0, green: land.1, blue: land.2, alpha: 1)
        c.fill(bounds)
        // Minor roads first, so that bigger roads draw over them; each two-way piece once.
        let order: [RoadGraph.RoadClass] = RoadGraph.RoadClass.allCases.reversed()
        for cls in order {
            let major = cls.rank <= RoadGraph.RoadClass.secondaryLink.rank
            let width: CGFloat = major ? 5 : cls == .tertiary ? 4 : 2.5
            let shade: CGFloat = isDark ? (major ? 0.45 : 0.32) : (major ? 1 : 0.98)
            c.setStrokeColor(red: shade, green: shade, blue: isDark ? shade : (major ? 0.8 : shade), alpha: 1)
            c.setLineWidth(width)
            c.beginPath()
            var any = false
            for (i, s) in graph.segments.enumerated() where graph.roads[s.road].roadClass == cls && (s.reverse ?? i) >= i {
                let pts = s.geometry.map(point)
                guard pts.contains(where: { bounds.insetBy(dx: -40, dy: -40).contains($0) }) else { continue }
                c.addLines(between: pts)
                any = true
            }
            if any { c.strokePath() }
        }
        if route.count > 1 {
            c.setStrokeColor(red: 0.04, green: 0.52, blue: 1, alpha: 1)
            c.setLineWidth(6)
            c.beginPath()
            c.addLines(between: route.map(point))
            c.strokePath()
        }
        if let car {
            let p = point(car)
            c.setFillColor(red: 0.04, green: 0.52, blue: 1, alpha: 1)
            c.fillEllipse(in: CGRect(x: p.x - 7, y: p.y - 7, width: 14, height: 14))
        }
    }
}
