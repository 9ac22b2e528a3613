// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reports where the phone is — in the car, the car's position — once the user allowed it.
///
/// Mirrors [`CLLocationManager`](https://developer.apple.com/documentation/corelocation/cllocationmanager). As on
/// iOS, nothing reaches the delegate during a call: it hears on the main queue afterwards (the authorization once the
/// manager is made, the first fix after `startUpdatingLocation()` or `requestLocation()`, then each move of the car
/// that passes `distanceFilter`), on the car's clock. A manager belongs to the phone it was made on
/// (`PhoneLocationServices`); made with no phone connected, it never hears anything.
open class CLLocationManager: NSObject {
    /// Mirrors [`delegate`](https://developer.apple.com/documentation/corelocation/cllocationmanager/delegate).
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// Mirrors [`desiredAccuracy`](https://developer.apple.com/documentation/corelocation/cllocationmanager/desiredaccuracy).
    /// The car's GPS gives the same fixes whatever is asked.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// Metres the car must move before the next update. Mirrors
    /// [`distanceFilter`](https://developer.apple.com/documentation/corelocation/cllocationmanager/distancefilter).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Mirrors [`activityType`](https://developer.apple.com/documentation/corelocation/cllocationmanager/activitytype).
    open var activityType: CLActivityType = .other
    /// Mirrors [`pausesLocationUpdatesAutomatically`](https://developer.apple.com/documentation/corelocation/cllocationmanager/pauseslocationupdatesautomatically).
    /// Updates never pause in the car.
    open var pausesLocationUpdatesAutomatically = true
    /// Mirrors [`allowsBackgroundLocationUpdates`](https://developer.apple.com/documentation/corelocation/cllocationmanager/allowsbackgroundlocationupdates).
    open var allowsBackgroundLocationUpdates = false
    /// Mirrors [`showsBackgroundLocationIndicator`](https://developer.apple.com/documentation/corelocation/cllocationmanager/showsbackgroundlocationindicator).
    open var showsBackgroundLocationIndicator = false

    private let phone: PhoneLocationServices?
    private let lock = NSLock()
    private var updating = false
    private var oneShot = false
    /// Significant-change monitoring: a fix each time the car has moved `significantDistance` since the last.
    private var significant = false
    /// How far the car moves between significant-change fixes. - Note: Ours; iOS says "500 metres or more".
    static let significantDistance: CLLocationDistance = 500
    /// Where the last update put the app (for the distance filter).
    private var lastDelivered: CLLocation?
    private var lastFix: CLLocation?

    public override init() {
        phone = PhoneLocationServices.current
        super.init()
        phone?.register(self)
        // iOS tells the delegate the app's authorization when the manager is made (the delegate set just after counts).
        deliver { manager, delegate in delegate.locationManagerDidChangeAuthorization(manager) }
    }

    deinit { phone?.unregister(self) }

    // MARK: Authorization

    /// The app's authorization. Mirrors [`authorizationStatus`](https://developer.apple.com/documentation/corelocation/cllocationmanager/authorizationstatus-swift.property) (iOS 14).
    open var authorizationStatus: CLAuthorizationStatus { phone?.effectiveStatus() ?? .notDetermined }

    /// Mirrors [`authorizationStatus()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/authorizationstatus()),
    /// deprecated since iOS 14: the phone the process runs now.
    @available(iOS, introduced: 4.2, deprecated: 14.0)
    open class func authorizationStatus() -> CLAuthorizationStatus { PhoneLocationServices.current?.effectiveStatus() ?? .notDetermined }

    /// Mirrors [`locationServicesEnabled()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/locationservicesenabled()-4lb9u).
    open class func locationServicesEnabled() -> Bool { PhoneLocationServices.current?.isEnabled ?? false }

    /// Mirrors [`accuracyAuthorization`](https://developer.apple.com/documentation/corelocation/cllocationmanager/accuracyauthorization) (iOS 14).
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// Asks for locations while the app is in use: the user answers the prompt a moment later (the phone's answer, see
    /// `PhoneLocationServices.promptAnswer`), and every manager of the app hears of the new status. Mirrors
    /// [`requestWhenInUseAuthorization()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/requestwheninuseauthorization()).
    open func requestWhenInUseAuthorization() { phone?.request(always: false) }

    /// Mirrors [`requestAlwaysAuthorization()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/requestalwaysauthorization()).
    open func requestAlwaysAuthorization() { phone?.request(always: true) }

    // MARK: Locations

    /// The last fix, while the app may read it. Mirrors [`location`](https://developer.apple.com/documentation/corelocation/cllocationmanager/location).
    open var location: CLLocation? {
        guard authorizationStatus.allowsLocation else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return lastFix ?? phone?.location
    }

    /// Mirrors [`startUpdatingLocation()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/startupdatinglocation()):
    /// the current fix follows, then one for each move of the car past `distanceFilter`. Refused: `CLError.denied`;
    /// not asked yet: the fixes start once the user allows.
    open func startUpdatingLocation() {
        lock.lock()
        updating = true
        lastDelivered = nil
        lock.unlock()
        deliverFixOrFailure()
    }

    /// Mirrors [`stopUpdatingLocation()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/stopupdatinglocation()):
    /// no update reaches the delegate after this returns.
    open func stopUpdatingLocation() {
        lock.withLock { updating = false }
    }

    /// One fix, then nothing more. Mirrors [`requestLocation()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/requestlocation()).
    /// - Note: A request made before the user answered waits for the answer (unsure whether iOS fails it at once).
    open func requestLocation() {
        lock.withLock { oneShot = true }
        deliverFixOrFailure()
    }

    /// Mirrors [`startMonitoringSignificantLocationChanges()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/startmonitoringsignificantlocationchanges()):
    /// the current fix, then one each time the car has moved 500 m.
    open func startMonitoringSignificantLocationChanges() {
        lock.lock()
        significant = true
        lastDelivered = nil
        lock.unlock()
        deliverFixOrFailure()
    }

    /// Mirrors [`stopMonitoringSignificantLocationChanges()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/stopmonitoringsignificantlocationchanges()).
    open func stopMonitoringSignificantLocationChanges() {
        lock.withLock { significant = false }
    }

    /// Mirrors [`significantLocationChangeMonitoringAvailable()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/significantlocationchangemonitoringavailable()).
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }

    // MARK: Heading

    /// Whether a heading can be had. Mirrors [`headingAvailable()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/headingavailable()):
    /// in the car, yes (the car's course, see `CLHeading`).
    open class func headingAvailable() -> Bool { true }

    /// Degrees the heading must turn before the next update (`kCLHeadingFilterNone`: every change). Mirrors
    /// [`headingFilter`](https://developer.apple.com/documentation/corelocation/cllocationmanager/headingfilter); 1° by default.
    open var headingFilter: CLLocationDegrees = 1

    /// The last heading reported. Mirrors [`heading`](https://developer.apple.com/documentation/corelocation/cllocationmanager/heading).
    open var heading: CLHeading? {
        lock.withLock { lastHeading }
    }

    /// Reports the car's heading: the current one, then each turn past `headingFilter`, to
    /// `locationManager(_:didUpdateHeading:)` on the main queue. Mirrors
    /// [`startUpdatingHeading()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/startupdatingheading()).
    /// - Note: Nothing comes while the car's fix has no course (standing still before it first moved).
    open func startUpdatingHeading() {
        lock.lock()
        updatingHeading = true
        lastHeading = nil
        lock.unlock()
        deliverHeading()
    }

    /// No heading reaches the delegate after this returns. Mirrors
    /// [`stopUpdatingHeading()`](https://developer.apple.com/documentation/corelocation/cllocationmanager/stopupdatingheading()).
    open func stopUpdatingHeading() {
        lock.withLock { updatingHeading = false }
    }

    private var updatingHeading = false
    private var lastHeading: CLHeading?

    /// Sends the car's heading if it turned past the filter since the last one sent.
    private func deliverHeading() {
        guard let fix = phone?.location, fix.course >= 0 else { return }
        let allowed = authorizationStatus.allowsLocation
        let heading = CLHeading(
            magneticHeading: fix.course, trueHeading: allowed ? fix.course : -1,
            headingAccuracy: fix.courseAccuracy >= 0 ? fix.courseAccuracy : 5, timestamp: fix.timestamp)
        lock.lock()
        let turned: Bool = {
            guard let last = lastHeading else { return true }
            let difference = abs((heading.magneticHeading - last.magneticHeading + 540).truncatingRemainder(dividingBy: 360) - 180)
            return headingFilter < 0 || difference >= headingFilter
        }()
        let send = updatingHeading && turned
        if send { lastHeading = heading }
        lock.unlock()
        guard send else { return }
        deliver { manager, delegate in
            manager.lock.lock()
            let still = manager.updatingHeading
            manager.lock.unlock()
            if still { delegate.locationManager(manager, didUpdateHeading: heading) }
        }
    }

    // MARK: Regions

    /// The regions the app monitors, shared by all its managers (on this phone). Mirrors
    /// [`monitoredRegions`](https://developer.apple.com/documentation/corelocation/cllocationmanager/monitoredregions).
    open var monitoredRegions: Set<CLRegion> { Set(phone?.monitoredRegions ?? []) }

    /// The largest radius a monitored region may have (a larger one is monitored at this radius). Mirrors
    /// [`maximumRegionMonitoringDistance`](https://developer.apple.com/documentation/corelocation/cllocationmanager/maximumregionmonitoringdistance).
    /// - Note: iOS gives a device-dependent figure; ours is 1,000 km (unconfirmed).
    open var maximumRegionMonitoringDistance: CLLocationDistance { 1_000_000 }

    /// Mirrors [`isMonitoringAvailable(for:)`](https://developer.apple.com/documentation/corelocation/cllocationmanager/ismonitoringavailable(for:)):
    /// circular regions can be monitored (beacons can't, in the car).
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { regionClass is CLCircularRegion.Type }

    /// Starts watching `region`: each time the car enters or leaves it, every manager's delegate hears
    /// `locationManager(_:didEnterRegion:)` or `…didExitRegion:` (as `notifyOnEntry`/`notifyOnExit` allow) on the main
    /// queue. Mirrors [`startMonitoring(for:)`](https://developer.apple.com/documentation/corelocation/cllocationmanager/startmonitoring(for:)).
    /// As on iOS, starting inside a region reports no entry (ask with `requestState(for:)`), a region with the identifier
    /// of one already monitored replaces it, and an app monitors at most 20 regions (the 21st fails with
    /// `CLError.regionMonitoringFailure`). Refused or turned-off location fails with `CLError.regionMonitoringDenied`.
    /// - Note: Events come as soon as the car's fix crosses the edge; iOS waits for the phone to be some metres and
    ///   seconds past it. Any location permission lets regions work here; iOS relaunches only apps allowed Always.
    open func startMonitoring(for region: CLRegion) {
        let status = authorizationStatus
        if status == .denied || status == .restricted {
            deliver { manager, delegate in
                delegate.locationManager(manager, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied))
            }
            return
        }
        guard let phone, phone.startMonitoring(region) else {
            deliver { manager, delegate in
                delegate.locationManager(manager, monitoringDidFailFor: region, withError: CLError(.regionMonitoringFailure))
            }
            return
        }
        deliver { manager, delegate in delegate.locationManager(manager, didStartMonitoringFor: region) }
    }

    /// Stops watching the region with `region`'s identifier. Mirrors [`stopMonitoring(for:)`](https://developer.apple.com/documentation/corelocation/cllocationmanager/stopmonitoring(for:)).
    open func stopMonitoring(for region: CLRegion) { phone?.stopMonitoring(region) }

    /// Asks whether the phone is inside `region`: the delegate hears `locationManager(_:didDetermineState:for:)`.
    /// Mirrors [`requestState(for:)`](https://developer.apple.com/documentation/corelocation/cllocationmanager/requeststate(for:)).
    open func requestState(for region: CLRegion) {
        let fix = authorizationStatus.allowsLocation ? phone?.location : nil
        let state: CLRegionState = fix.map { region.containsPoint($0.coordinate) ? .inside : .outside } ?? .unknown
        deliver { manager, delegate in delegate.locationManager(manager, didDetermineState: state, for: region) }
    }

    /// The car crossed the edge of a monitored region (the phone already checked what the region asks to hear).
    func phoneCrossed(_ region: CLRegion, entering: Bool) {
        guard authorizationStatus.allowsLocation else { return }
        deliver { manager, delegate in
            if entering {
                delegate.locationManager(manager, didEnterRegion: region)
            } else {
                delegate.locationManager(manager, didExitRegion: region)
            }
        }
    }

    // MARK: The phone's news (ours)

    /// The car moved.
    func phoneMoved() {
        lock.lock()
        let wanted = updating || oneShot || significant
        lock.unlock()
        if wanted && authorizationStatus.allowsLocation { deliverFixOrFailure() }
        deliverHeading()
    }

    /// The user answered or changed the app's authorization.
    func phoneAuthorizationChanged() {
        deliver { manager, delegate in delegate.locationManagerDidChangeAuthorization(manager) }
        lock.lock()
        let wanted = updating || oneShot || significant
        lock.unlock()
        guard wanted else { return }
        // Allowed: the waiting requests get their fix; refused: they fail with `.denied`.
        deliverFixOrFailure()
    }

    /// Sends the delegate the phone's fix as it is now, or why there is none, on the main queue.
    private func deliverFixOrFailure() {
        if authorizationStatus == .notDetermined { return }
        let fix = phone?.currentFix()
        deliver { manager, delegate in manager.send(fix, to: delegate) }
    }

    /// Runs on the main queue: decides what the delegate hears now (the manager may have stopped meanwhile).
    private func send(_ fix: CLLocation?, to delegate: any CLLocationManagerDelegate) {
        let status = authorizationStatus
        lock.lock()
        let wanted = updating || oneShot || significant
        lock.unlock()
        guard wanted, status != .notDetermined else { return }
        guard status.allowsLocation else {
            lock.lock()
            oneShot = false
            updating = false
            significant = false
            lock.unlock()
            delegate.locationManager(self, didFailWithError: CLError(.denied))
            return
        }
        guard let fix else {
            lock.withLock { oneShot = false }
            delegate.locationManager(self, didFailWithError: CLError(.locationUnknown))
            return
        }
        lock.lock()
        let wasOneShot = oneShot
        let threshold = updating ? distanceFilter : Self.significantDistance
        let filtered: Bool = {
            guard !wasOneShot, threshold > 0, let last = lastDelivered else { return false }
            return fix.distance(from: last) < threshold
        }()
        if !filtered {
            oneShot = false
            lastDelivered = fix
            lastFix = fix
        }
        lock.unlock()
        if !filtered { delegate.locationManager(self, didUpdateLocations: [fix]) }
    }

    /// Calls the delegate on the main queue, after the current call returns (if there is a delegate by then).
    private func deliver(_ body: @escaping @MainActor @Sendable (CLLocationManager, any CLLocationManagerDelegate) -> Void) {
        let manager = UncheckedManager(manager: self)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard let delegate = manager.manager.delegate else { return }
                body(manager.manager, delegate)
            }
        }
    }
}

/// Carries a manager to the main queue: the manager is used there only, as on iOS.
private struct UncheckedManager: @unchecked Sendable {
    let manager: CLLocationManager
}
