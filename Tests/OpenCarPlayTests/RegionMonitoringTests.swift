// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A geofence helper as home-control apps write it: opens the garage when the car comes home.
final class HomeGeofence: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var events: [String] = []
    var failures: [CLError.Code] = []

    override init() {
        super.init()
        manager.delegate = self
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) { events.append("enter \(region.identifier)") }
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) { events.append("exit \(region.identifier)") }
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) { events.append("start \(region.identifier)") }
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        events.append("state \(region.identifier) \(state.rawValue)")
    }
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {
        if let e = error as? CLError { failures.append(e.code) }
    }
}

@MainActor @Suite struct RegionMonitoringTests {
    /// 300 m north of where the car is parked (Rautatientori).
    static let home = CLLocationCoordinate2D(latitude: HeadUnit.parkedPosition.latitude + 300 / 111_320, longitude: HeadUnit.parkedPosition.longitude)

    @Test func aCircleContainsWhatIsWithinItsRadius() {
        let region = CLCircularRegion(center: Self.home, radius: 100, identifier: "home")
        #expect(region.contains(Self.home))
        #expect(region.contains(CLLocationCoordinate2D(latitude: Self.home.latitude + 90 / 111_320, longitude: Self.home.longitude)))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: Self.home.latitude + 110 / 111_320, longitude: Self.home.longitude)))
        #expect(region.notifyOnEntry && region.notifyOnExit)
        #expect(CLLocationManager.isMonitoringAvailable(for: CLCircularRegion.self))
    }

    @Test func drivingInAndOutOfARegionReachesTheDelegate() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        car.car.setLocationAuthorization(.authorizedAlways)
        let fence = HomeGeofence()
        let home = CLCircularRegion(center: Self.home, radius: 100, identifier: "home")
        fence.manager.startMonitoring(for: home)
        fence.manager.requestState(for: home)
        await car.settle()
        #expect(fence.events == ["start home", "state home 2"])  // outside
        #expect(fence.manager.monitoredRegions.map(\.identifier) == ["home"])
        // North in 50 m steps: in at 250 m, past it, then back south and out again.
        let start = HeadUnit.parkedPosition
        let north = stride(from: 50.0, through: 450, by: 50).map { CLLocationCoordinate2D(latitude: start.latitude + $0 / 111_320, longitude: start.longitude) }
        await car.drive(through: north)
        #expect(fence.events.dropFirst(2) == ["enter home", "exit home"])
        await car.drive(through: north.reversed())
        #expect(fence.events.dropFirst(2) == ["enter home", "exit home", "enter home", "exit home"])
        // Only entries asked for; then no more.
        home.notifyOnExit = false
        await car.drive(through: north)
        #expect(fence.events.suffix(1) == ["enter home"])
        fence.manager.stopMonitoring(for: home)
        #expect(fence.manager.monitoredRegions.isEmpty)
        await car.drive(through: north.reversed())
        #expect(fence.events.count == 7)
    }

    @Test func startingInsideReportsNoEntry() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        car.car.setLocationAuthorization(.authorizedWhenInUse)
        let fence = HomeGeofence()
        fence.manager.startMonitoring(for: CLCircularRegion(center: HeadUnit.parkedPosition, radius: 200, identifier: "square"))
        fence.manager.requestState(for: CLCircularRegion(center: HeadUnit.parkedPosition, radius: 200, identifier: "square"))
        await car.settle()
        #expect(fence.events == ["start square", "state square 1"])
        await car.moveCar(to: Self.home)
        await car.settle()
        #expect(fence.events.last == "exit square")
    }

    @Test func refusedLocationOrTooManyRegionsFail() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        car.car.setLocationAuthorization(.denied)
        let fence = HomeGeofence()
        fence.manager.startMonitoring(for: CLCircularRegion(center: Self.home, radius: 100, identifier: "home"))
        await car.settle()
        #expect(fence.failures == [.regionMonitoringDenied])
        await car.setLocationAuthorization(.authorizedAlways)
        for i in 0..<21 { fence.manager.startMonitoring(for: CLCircularRegion(center: Self.home, radius: 100, identifier: "r\(i)")) }
        await car.settle()
        #expect(fence.manager.monitoredRegions.count == 20)
        #expect(fence.failures == [.regionMonitoringDenied, .regionMonitoringFailure])
    }
}
