// SPDX-License-Identifier: Apache-2.0
import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import ReferenceApps
import Testing

/// Automaker apps (seed 002, "automaker apps"), with Velo on Velo Motors' two cars.
@Suite(.serialized) @MainActor
struct VeloTests {
    func connect(_ vehicle: VehicleProfile, app: VeloApp = VeloApp()) async throws -> (CarPlayTestSession, VeloApp) {
        let car = try CarPlayTestSession(app: try ReferenceApps.velo(app: app), vehicle: vehicle)
        await car.settle()
        return (car, app)
    }

    @Test func debugFocus() async throws {
        let (car, app) = try await connect(.veloGT)
        let window = try #require(app.carWindow)
        window.layoutIfNeeded()
        print("window", window.frame, window.isHidden, window.subviews.count, window.isUserInteractionEnabled)
        func dump(_ v: UIView, _ indent: String) {
            print(indent, type(of: v), v.frame, v.isHidden, v.isUserInteractionEnabled, v.canBecomeFocused)
            for s in v.subviews { dump(s, indent + "  ") }
        }
        dump(window, "")
        print(car.screen.customUI?.focusOrder ?? [])
    }
}
