// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A scene delegate written as for iOS: it asks for the location when the car connects, starts updates once allowed,
/// and shows where the car is in a list item.
final class WhereAmIApp: UIResponder, CPTemplateApplicationSceneDelegate, @preconcurrency CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var list: CPListTemplate?
    var statuses: [CLAuthorizationStatus] = []
    var fixes: [CLLocation] = []
    var errors: [any Error] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Where am I", sections: [])
        self.list = list
        show("Locating…")
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.requestWhenInUseAuthorization()
    }

    func show(_ text: String) { list?.updateSections([CPListSection(items: [CPListItem(text: text, detailText: "Position")])]) }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        statuses.append(manager.authorizationStatus)
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways: manager.startUpdatingLocation()
        case .denied, .restricted: show("Location is off")
        case .notDetermined: break
        @unknown default: break
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        fixes.append(last)
        show(String(format: "%.4f, %.4f", last.coordinate.latitude, last.coordinate.longitude))
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) { errors.append(error) }
}

/// A helper object of the kind iOS apps keep beside their scene delegate (not on the main actor), written against the
/// pre-iOS 14 callback only.
final class LegacyLocationModel: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var statuses: [CLAuthorizationStatus] = []
    var fixes: [CLLocation] = []
    var errors: [any Error] = []

    override init() {
        super.init()
        manager.delegate = self
        manager.distanceFilter = 50
        manager.activityType = .automotiveNavigation
    }

    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) { statuses.append(status) }
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { fixes += locations }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) { errors.append(error) }
}

/// A scene delegate with nothing to do: the tests drive `CLLocationManager` themselves.
final class QuietApp: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Quiet", sections: []), animated: false, completion: nil)
    }
}

@MainActor @Suite struct CoreLocationTests {
    func connectWhereAmI() async throws -> (CarPlayTestSession, WhereAmIApp) {
        return try await connectedApp([.navigation], settlesAtConnect: false) { WhereAmIApp() }
    }

    @Test func theAppAsksThenShowsWhereTheCarIs() async throws {
        let (car, app) = try await connectWhereAmI()
        // Nothing reaches the delegate while the app's own code runs: the prompt is still up.
        #expect(app.statuses.isEmpty)
        #expect(app.manager.authorizationStatus == .notDetermined)
        #expect(car.texts.contains("Locating…"))
        await car.settle()
        // Told the status when the manager was made, then the user's answer (Allow While Using App).
        #expect(app.statuses == [.notDetermined, .authorizedWhenInUse])
        #expect(car.car.locationAuthorization == .authorizedWhenInUse)
        #expect(car.texts.contains("60.1707, 24.9445"))  // parked at Rautatientori
        #expect(app.manager.location?.coordinate == HeadUnit.parkedPosition)
        #expect(app.errors.isEmpty)
        #expect(car.events.contains(.carStateChanged(.locationAuthorization("when in use"))))

        // The car drives off: the app hears each fix after the car settles, not during the move.
        await car.moveCar(to: CLLocationCoordinate2D(latitude: 60.1699, longitude: 24.9384), course: 250, speed: 8)
        #expect(app.fixes.count == 1)
        await car.settle()
        #expect(app.fixes.count == 2)
        #expect(car.texts.contains("60.1699, 24.9384"))
        #expect(app.fixes.last?.course == 250)
        #expect(app.fixes.last?.speed == 8)
        #expect(app.fixes.last?.horizontalAccuracy ?? -1 > 0)
        await car.expectNoFindings()
    }

    @Test func fixesAreStampedWithTheCarsClock() async throws {
        let (car, app) = try await connectWhereAmI()
        await car.settle()
        let first = try #require(app.fixes.first)
        let track = [(60.1710, 24.9420), (60.1712, 24.9410), (60.1714, 24.9400)].map { CLLocationCoordinate2D(latitude: $0.0, longitude: $0.1) }
        await car.drive(through: track, every: .seconds(2))
        #expect(app.fixes.count == 4)
        let gaps = zip(app.fixes, app.fixes.dropFirst()).map { $1.timestamp.timeIntervalSince($0.timestamp) }
        #expect(gaps.count == 3)
        for gap in gaps.dropFirst() { #expect(abs(gap - 2) < 1e-6, "fixes \(gap) s apart") }
        #expect(abs(Date().timeIntervalSince(first.timestamp) - 6) < 1e-6)
        // Course and speed from fix to fix: west-north-west, 60 m in 2 s.
        let last = try #require(app.fixes.last)
        #expect(last.course > 285 && last.course < 300)
        #expect(last.speed > 28 && last.speed < 32)
    }

    @Test func aRefusedPromptReachesTheApp() async throws {
        let (car, app) = try await connectWhereAmI()
        car.locationPromptAnswer = .denied  // the user taps Don't Allow (answered a moment after the app asked)
        await car.settle()
        #expect(app.statuses == [.notDetermined, .denied])
        #expect(car.texts.contains("Location is off"))
        #expect(app.manager.location == nil)
        // Asking again changes nothing: iOS shows the prompt once.
        app.manager.requestWhenInUseAuthorization()
        await car.settle()
        #expect(app.statuses == [.notDetermined, .denied])
        // Updates started anyway fail with CLError.denied.
        app.manager.startUpdatingLocation()
        await car.settle()
        let error = try #require(app.errors.first as? CLError)
        #expect(error.code == .denied)
        #expect((app.errors.first! as NSError).domain == kCLErrorDomain)
        #expect((app.errors.first! as NSError).code == 1)
        #expect(app.fixes.isEmpty)
    }

    @Test func permissionTakenAwayInSettingsStopsTheUpdates() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        car.car.setLocationAuthorization(.authorizedAlways)
        let model = LegacyLocationModel()
        model.manager.startUpdatingLocation()
        await car.settle()
        #expect(model.statuses == [.authorizedAlways])  // the old callback, when the manager was made
        #expect(model.fixes.count == 1)
        await car.setLocationAuthorization(.denied)
        await car.settle()
        #expect(model.statuses == [.authorizedAlways, .denied])
        #expect(model.errors.count == 1)
        #expect((model.errors.first as? CLError)?.code == .denied)
        do { throw model.errors[0] } catch CLError.denied {} catch { Issue.record("expected CLError.denied, got \(error)") }
        // No more fixes, even when the car moves and the user allows again, until the app starts updating again.
        await car.setLocationAuthorization(.authorizedWhenInUse)
        await car.moveCar(to: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.95))
        await car.settle()
        #expect(model.fixes.count == 1)
        #expect(car.events.contains(.carStateChanged(.locationAuthorization("denied"))))
    }

    @Test func theDistanceFilterSkipsSmallMoves() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        car.car.setLocationAuthorization(.authorizedWhenInUse)
        let model = LegacyLocationModel()  // distanceFilter 50 m
        model.manager.startUpdatingLocation()
        await car.settle()
        let start = HeadUnit.parkedPosition
        // 10 m, 20 m, 60 m and 120 m north of where the first fix was.
        for metres in [10.0, 20, 60, 120] {
            await car.moveCar(to: CLLocationCoordinate2D(latitude: start.latitude + metres / 111_320, longitude: start.longitude))
            await car.settle()
        }
        #expect(model.fixes.count == 3)  // the first, 60 m (past 50 m from the first) and 120 m (60 m on)
        model.manager.stopUpdatingLocation()
        await car.moveCar(to: CLLocationCoordinate2D(latitude: start.latitude + 0.01, longitude: start.longitude))
        await car.settle()
        #expect(model.fixes.count == 3)
    }

    @Test func significantChangesComeEveryFewHundredMetres() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        car.car.setLocationAuthorization(.authorizedAlways)
        let model = LegacyLocationModel()
        #expect(CLLocationManager.significantLocationChangeMonitoringAvailable())
        #expect(CLLocationManager.headingAvailable())
        model.manager.startMonitoringSignificantLocationChanges()
        // A drive north, 100 m a step for 1.2 km: the first fix, then one at 500 m and one at 1 km.
        let start = HeadUnit.parkedPosition
        await car.drive(through: (1...12).map { CLLocationCoordinate2D(latitude: start.latitude + Double($0) * 100 / 111_320, longitude: start.longitude) })
        #expect(model.fixes.count == 3)
        model.manager.stopMonitoringSignificantLocationChanges()
        await car.moveCar(to: CLLocationCoordinate2D(latitude: start.latitude + 0.05, longitude: start.longitude))
        await car.settle()
        #expect(model.fixes.count == 3)
    }

    @Test func requestLocationGivesOneFix() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        let model = LegacyLocationModel()
        model.manager.requestAlwaysAuthorization()
        model.manager.requestLocation()
        #expect(model.fixes.isEmpty)
        await car.settle()
        // Asked for Always, the user gave While Using (the phone's default answer).
        #expect(model.statuses == [.notDetermined, .authorizedWhenInUse])
        #expect(model.fixes.count == 1)
        await car.moveCar(to: CLLocationCoordinate2D(latitude: 60.18, longitude: 24.95))
        await car.settle()
        #expect(model.fixes.count == 1)
        #expect(CLLocationManager.locationServicesEnabled())
        #expect(model.manager.accuracyAuthorization == .fullAccuracy)
    }

    @Test func locationServicesTurnedOffReadAsDenied() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
        car.car.setLocationAuthorization(.authorizedWhenInUse)
        let manager = CLLocationManager()
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
        car.car.setLocationServicesEnabled(false)
        #expect(manager.authorizationStatus == .denied)
        #expect(!CLLocationManager.locationServicesEnabled())
        #expect(manager.location == nil)
    }
}
