// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a location manager tells the app: the authorization (when the manager is made and whenever it changes),
/// new locations, and failures. Every method is optional.
///
/// Mirrors [`CLLocationManagerDelegate`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate).
/// Not isolated to the main actor, as Apple's isn't; the car calls it on the main queue, where the manager was made
/// (a main-actor class adopts it as `@MainActor CLLocationManagerDelegate` or `@preconcurrency CLLocationManagerDelegate`).
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// Mirrors [`locationManagerDidChangeAuthorization(_:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanagerdidchangeauthorization(_:)) (iOS 14).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// Mirrors [`locationManager(_:didChangeAuthorization:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didchangeauthorization:)),
    /// deprecated since iOS 14: the car calls it only for a delegate that doesn't implement
    /// `locationManagerDidChangeAuthorization(_:)` (whose default implementation forwards to it).
    @available(iOS, introduced: 4.2, deprecated: 14.0)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// Mirrors [`locationManager(_:didUpdateLocations:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didupdatelocations:)):
    /// the newest location last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Mirrors [`locationManager(_:didFailWithError:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didfailwitherror:)):
    /// a `CLError` (`.denied` when the user refused, `.locationUnknown` when there is no fix).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// A new heading (after `startUpdatingHeading()`). Mirrors
    /// [`locationManager(_:didUpdateHeading:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didupdateheading:)).
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// Mirrors [`locationManager(_:didEnterRegion:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didenterregion:)).
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    /// Mirrors [`locationManager(_:didExitRegion:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didexitregion:)).
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    /// Mirrors [`locationManager(_:didStartMonitoringFor:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:didstartmonitoringfor:)).
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    /// Mirrors [`locationManager(_:monitoringDidFailFor:withError:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:monitoringdidfailfor:witherror:)).
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    /// Mirrors [`locationManager(_:didDetermineState:for:)`](https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanager(_:diddeterminestate:for:)).
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
}

extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        locationManager(manager, didChangeAuthorization: manager.authorizationStatus)
    }
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
}
