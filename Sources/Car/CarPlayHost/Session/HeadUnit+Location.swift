// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// The car's position and the phone's location permission, as apps read them through `CLLocationManager`.
extension HeadUnit {
    /// Where a new car is parked: Rautatientori, the railway square in Helsinki (inside the bundled extract, where
    /// Atlas's car starts too).
    public nonisolated static let parkedPosition = CLLocationCoordinate2D(latitude: 60.1707, longitude: 24.9445)

    nonisolated static let parkedFix = CLLocation(
        coordinate: parkedPosition, altitude: 12, horizontalAccuracy: 5, verticalAccuracy: 8, course: -1, speed: 0, timestamp: Date())

    /// The car's GPS fix: what the phone reports as its location while in the car.
    public var location: CLLocation { locationServices.location ?? Self.parkedFix }

    /// The car moves (or a GPS track's next fix arrives): apps updating their location hear of it on the main queue.
    /// `course`: degrees clockwise from north (negative: unknown); `speed`: metres per second (negative: unknown).
    public func moveCar(
        to coordinate: CLLocationCoordinate2D, course: CLLocationDirection = -1, speed: CLLocationSpeed = -1, altitude: CLLocationDistance = 12
    ) {
        let stamp = locationServices.now()
        locationServices.move(
            to: CLLocation(
                coordinate: coordinate, altitude: altitude, horizontalAccuracy: 5, verticalAccuracy: 8, course: course, speed: speed,
                timestamp: stamp))
        record(.carStateChanged(.location(String(format: "%.5f, %.5f", coordinate.latitude, coordinate.longitude))))
    }

    /// What the user allows the app now (`.notDetermined` until it asks).
    public var locationAuthorization: CLAuthorizationStatus { locationServices.authorizationStatus }

    /// What the user taps when the app asks for location (default: Allow While Using App; `.denied`: Don't Allow).
    /// Read when the prompt is answered, a moment after the app asks.
    public var locationPromptAnswer: CLAuthorizationStatus {
        get { locationServices.promptAnswer }
        set { locationServices.promptAnswer = newValue }
    }

    /// The user changes the app's location permission in the phone's Settings: the app's managers hear of it.
    public func setLocationAuthorization(_ status: CLAuthorizationStatus) { locationServices.setAuthorization(status) }

    /// The user turns Location Services on or off (off: apps read `.denied`).
    public func setLocationServicesEnabled(_ enabled: Bool) { locationServices.setEnabled(enabled) }

    /// The status in words, as the event log writes it.
    public nonisolated static func describe(_ status: CLAuthorizationStatus) -> String {
        switch status {
        case .notDetermined: "not determined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .authorizedAlways: "always"
        case .authorizedWhenInUse: "when in use"
        }
    }
}
