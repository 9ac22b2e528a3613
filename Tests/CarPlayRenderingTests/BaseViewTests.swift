import CarPlayRendering
import CarPlayShim
import CarPlaySnapshotTesting
import CarPlayTesting
import Foundation
import SnapshotTesting
import Testing

/// A navigation app's map view, drawn with UIKit's drawing API as on iOS.
final class RoadMapView: UIView {
    var laidOutSafeArea: UIEdgeInsets = .zero
    override func layoutSubviews() { laidOutSafeArea = safeAreaInsets }
    override func draw(_ rect: CGRect) {
        UIColor(red: 0.16, green: 0.18, blue: 0.2, alpha: 1).setFill()
        UIBezierPath(rect: rect).fill()
        let road = UIBezierPath()
        road.move(to: CGPoint(x: 0, y: rect.height * 0.7))
        road.addCurve(
            to: CGPoint(x: rect.width, y: rect.height * 0.3), controlPoint1: CGPoint(x: rect.width * 0.4, y: rect.height * 0.7),
            controlPoint2: CGPoint(x: rect.width * 0.6, y: rect.height * 0.3))
        road.lineWidth = 8
        UIColor(white: 0.45, alpha: 1).setStroke()
        road.stroke()
        // The car's position, centred in the safe area.
        let safe = rect.inset(by: safeAreaInsets)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemBlue.cgColor)
        context.fillEllipse(in: CGRect(x: safe.midX - 8, y: safe.midY - 8, width: 16, height: 16))
    }
}

final class RoadMapViewController: UIViewController {
    override func loadView() { view = RoadMapView(frame: .zero) }
}

final class NavigationBaseViewDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var window: CPWindow?
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.window = window
        window.rootViewController = RoadMapViewController()
        let map = CPMapTemplate()
        map.mapButtons = [CPMapButton { _ in }]
        map.mapButtons[0].image = UIImage(systemName: "plus.magnifyingglass")
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
    }
}

extension CGRect {
    func inset(by i: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + i.left, y: minY + i.top, width: width - i.left - i.right, height: height - i.top - i.bottom)
    }
}

@Suite @MainActor
struct BaseViewTests {
    @Test func theMapViewIsDrawnUnderTheOverlaysAndHonoursTheSafeArea() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { NavigationBaseViewDelegate() }
        let screen = car.screen
        let base = try #require(screen.baseView)
        #expect(base.count == 3, "background, road, position")
        #expect(base[1].stroke == "#737373" && base[1].lineWidth == 8)
        #expect(base[0].path == "M0 0 L356 0 L356 240 L0 240 Z", "the window is the app area, beside the status bar")
        let delegate = car.session.sceneDelegate as! NavigationBaseViewDelegate
        let view = delegate.window!.rootViewController!.view as! RoadMapView
        #expect(view.laidOutSafeArea == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 56))
        #expect(delegate.window!.mapButtonSafeAreaLayoutGuide.layoutFrame.width == 56)
        let svg = SVGWriter.svg(CarRenderer.layout(screen))
        #expect(svg.contains("<path d=\"M44 0 L400 0 L400 240 L44 240 Z\""), "moved into the app area")
        // The map buttons are drawn over the base view.
        let list = CarRenderer.layout(screen)
        let pathIndex = list.items.lastIndex { if case .path = $0 { true } else { false } }!
        let buttonIndex = list.items.firstIndex { if case .symbol("plus.magnifyingglass", _, _, _) = $0 { true } else { false } }!
        #expect(pathIndex < buttonIndex)
    }

    @Test func snapshotOfTheBaseView() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], vehicle: .wide, hosting: .testProcess) { NavigationBaseViewDelegate() }
        await car.setStyle(.dark)
        assertSnapshot(of: car.screen, as: .svg, named: "navigation-base-view")
    }
}

@Suite @MainActor
struct GuidanceRenderingTests {
    func guide(_ vehicle: VehicleProfile) async throws -> CarPlayTestSession {
        let car = try await CarPlayTestSession(categories: [.navigation], vehicle: vehicle, hosting: .testProcess) { NavigationBaseViewDelegate() }
        let map = car.templates[0] as! CPMapTemplate
        let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: Gallery.place("Airport"), routeChoices: [])
        let session = map.startNavigationSession(for: trip)
        let first = CPManeuver()
        first.instructionVariants = ["Turn Right on Solar Circle", "Turn Right on Solar Cir.", "Turn Right"]
        first.maneuverType = .rightTurn
        let lanes = CPLaneGuidance()
        lanes.lanes = [
            CPLane(angles: [Measurement(value: -90, unit: .degrees)]), CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
            CPLane(
                angles: [Measurement(value: 0, unit: .degrees), Measurement(value: 90, unit: .degrees)],
                highlightedAngle: Measurement(value: 90, unit: .degrees), isPreferred: true)
        ]
        first.linkedLaneGuidance = lanes
        let second = CPManeuver()
        second.instructionVariants = ["Keep left towards the airport", "Keep left"]
        second.maneuverType = .keepLeft
        session.upcomingManeuvers = [first, second]
        session.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 240, unit: .meters), timeRemaining: 30), for: first)
        session.currentRoadNameVariants = ["Mannerheimintie"]
        map.update(CPTravelEstimates(distanceRemaining: Measurement(value: 18.4, unit: .kilometers), timeRemaining: 1260), for: trip, with: .orange)
        return car
    }

    @Test func guidanceCardLanesSecondManeuverAndEstimates() async throws {
        let car = try await guide(.wide)
        let top = try #require(car.top)
        #expect(top.map?.guidance?.maneuvers.first?.distance == "240 m")
        #expect(
            top.map?.guidance?.lanes == [
                MapDetails.Lane(status: .notGood, angles: [-90]), MapDetails.Lane(status: .notGood, angles: [0]),
                MapDetails.Lane(status: .preferred, angles: [0, 90], highlightedAngle: 90)
            ])
        #expect(top.map?.guidance?.trip == MapDetails.TripEstimate(minutesRemaining: 21, distance: "18.4 km", color: .orange))
        assertSnapshot(of: car.screen, as: .svg, named: "guidance-wide")
        let variants = ["Turn Right on Solar Circle", "Turn Right on Solar Cir.", "Turn Right"]
        let metrics = FontMetrics.inter(.semibold)
        func instruction(_ car: CarPlayTestSession) async -> (String, Double)? {
            CarRenderer.layout(car.screen).items.compactMap { if case .text(let s, let f, 17, .semibold, _, _) = $0 { (s, f.width) } else { nil } }.first
        }
        // On every screen: the longest variant that fits the card; every longer one would not.
        for screen in CarScreen.all {
            let (chosen, width) = try await #require(instruction(try guide(VehicleProfile(name: screen.name, screen: screen))))
            #expect(variants.contains(chosen), "\(screen.name): \(chosen)")
            #expect(metrics.width(chosen, size: 17) <= width)
            for longer in variants.prefix(while: { $0 != chosen }) { #expect(metrics.width(longer, size: 17) > width) }
        }
        // A card too narrow for any variant truncates the shortest.
        let tiny = try await guide(VehicleProfile(name: "tiny", screen: CarScreen(name: "tiny", widthPixels: 400, heightPixels: 456, scale: 2)))
        await #expect(instruction(tiny)?.0.hasSuffix("…") == true)
    }
}
