// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarPlayShim
import CarPlaySnapshotTesting
import CarPlayTesting
import Foundation
import ReferenceApps
import SnapshotTesting
import Testing

/// An automaker app's own UIKit screen, drawn by the car's renderer (seed 002: system buttons in CarPlay's style).
@Suite @MainActor
struct AutomakerRenderingTests {
    func velo(_ vehicle: VehicleProfile, style: UIUserInterfaceStyle) async throws -> CarPlayTestSession {
        let car = try await CarPlayTestSession(app: try ReferenceApps.velo(app: VeloApp()), vehicle: vehicle, hosting: .testProcess)
        await car.setStyle(style)
        await car.settle()
        return car
    }

    @Test func veloClimateOnTheSportsCarInDark() async throws {
        let car = try await velo(.veloGT, style: .dark)
        let list = car.displayList
        // Targets follow the knob order, inside the app area (right-hand drive: status bar on the right).
        #expect(list.targets.allSatisfy { $0.frame.maxX <= 400 - 44 + 0.5 })
        #expect(list.targets.map { $0.label ?? "" }.prefix(4) == ["Climate", "Comfort", "Track", "−"])
        #expect(list.items.contains { if case .strokeRect(_, let c, 3, _) = $0 { c == Theme.dark.focus } else { false } }, "the focus ring")
        assertSnapshot(of: car.screen, as: .svg, named: "velo-gt-climate-dark")
    }

    @Test func veloRadioOnTheElectricCarInLight() async throws {
        let car = try await velo(.veloE, style: .light)
        try await car.tap("Radio")
        await car.settle()
        let svg = SVGWriter.svg(car.displayList)
        #expect(svg.contains("Radio Helsinki") && svg.contains("Presets"))
        assertSnapshot(of: car.screen, as: .svg, named: "velo-e-radio-light")
    }

    @Test func aTouchAtAPointOfTheDrawnScreenHitsTheSameControlUIKitDoes() async throws {
        let car = try await velo(.veloE, style: .light)
        // Every drawn target, touched at its centre, activates the view the snapshot names.
        let list = car.displayList
        let seek = try #require(list.targets.first { $0.label == "+" })
        try await car.tap(atX: seek.frame.midX, y: seek.frame.midY)
        await car.settle()
        #expect(car.vehicleSystems.climate.driverTemperature == 21.5)
    }
}
