// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// The location services of the phone connected to one car: where the phone is (the car's GPS fix, which iOS uses
/// while the phone is in CarPlay), whether Location Services are on, what the user allowed the app (and answers when
/// the app asks), and the map server local searches ask.
///
/// - Note: Ours. A car makes one for the phone it brings (`HeadUnit`) and hands it to the phone with ``use(_:)``;
///   the process runs one phone at a time (`PhoneLease`). A `CLLocationManager` or `MKLocalSearch` keeps the phone
///   it was made on, so an app left over from another car never hears this car's positions.
package final class PhoneLocationServices: @unchecked Sendable {
    private let lock = NSLock()
    private var fix: CLLocation?
    private var status: CLAuthorizationStatus = .notDetermined
    private var answer: CLAuthorizationStatus = .authorizedWhenInUse
    private var enabled = true
    private var managers: [ObjectIdentifier: WeakManager] = [:]
    /// The regions the app monitors, in the order it started them, and whether the phone was last inside each.
    private var regions: [(region: CLRegion, state: CLRegionState)] = []
    /// How many regions an app may monitor at once (iOS's limit).
    static let regionLimit = 20
    private var loadedPlaces: [LocalSearchPlace]?
    private let loadPlaces: @Sendable () -> [LocalSearchPlace]
    /// The phone's date now (the car's clock).
    package let now: @Sendable () -> Date
    /// Called after the app's authorization changed (a prompt answered, Settings changed). - Note: the car records it.
    package var onAuthorizationChange: (@Sendable (CLAuthorizationStatus) -> Void)?

    private struct WeakManager {
        weak var manager: CLLocationManager?
    }

    /// A phone at `fix` (nil: no fix yet); `places` is asked once, at the first local search.
    package init(fix: CLLocation?, now: @escaping @Sendable () -> Date, places: @escaping @Sendable () -> [LocalSearchPlace]) {
        self.fix = fix
        self.now = now
        self.loadPlaces = places
    }

    /// What an app asked Maps to show (`MKMapItem.openInMaps(launchOptions:)`): the items and the directions mode.
    package struct MapsRequest: Sendable {
        package let items: [MKMapItem]
        package let directionsMode: String?
    }

    private var mapsRequests: [MapsRequest] = []

    /// What apps asked this phone's Maps to show, in order.
    package var openedInMaps: [MapsRequest] {
        lock.withLock { mapsRequests }
    }

    func recordOpenedInMaps(_ request: MapsRequest) {
        lock.lock()
        mapsRequests.append(request)
        let hook = openInMapsHook
        lock.unlock()
        hook?(request)
    }

    /// Called for each request to open Maps (the car records it). - Note: Not in MapKit.
    package var onOpenInMaps: (@Sendable (MapsRequest) -> Void)? {
        get { lock.withLock { openInMapsHook } }
        set { lock.withLock { openInMapsHook = newValue } }
    }
    private var openInMapsHook: (@Sendable (MapsRequest) -> Void)?

    // MARK: The phone in use

    private static let phone = Mutex<PhoneLocationServices?>(nil)

    /// Makes `services` the ones `CLLocationManager` and `MKLocalSearch` reach (nil: no phone).
    package static func use(_ services: PhoneLocationServices?) { phone.withLock { $0 = services } }

    /// The phone with `services` is gone (unless a newer phone is the process's now).
    package static func stopUsing(_ services: PhoneLocationServices) {
        phone.withLock { if $0 === services { $0 = nil } }
    }

    /// The phone the process runs now.
    package static var current: PhoneLocationServices? { phone.withLock { $0 } }

    // MARK: The car's side

    /// The last fix (its time is when the car took it).
    package var location: CLLocation? {
        lock.withLock { fix }
    }

    /// The car's GPS has a new fix: managers that are updating hear of it (on the main queue, after this returns).
    package func move(to newFix: CLLocation) {
        lock.lock()
        fix = newFix
        let listeners = liveManagers()
        var crossings: [(CLRegion, Bool)] = []
        for i in regions.indices {
            let inside = regions[i].region.containsPoint(newFix.coordinate)
            let before = regions[i].state
            regions[i].state = inside ? .inside : .outside
            let region = regions[i].region
            if before == .outside && inside && region.notifyOnEntry { crossings.append((region, true)) }
            if before == .inside && !inside && region.notifyOnExit { crossings.append((region, false)) }
        }
        lock.unlock()
        for m in listeners { m.phoneMoved() }
        for (region, entering) in crossings {
            for m in listeners { m.phoneCrossed(region, entering: entering) }
        }
    }

    /// The app's authorization now.
    package var authorizationStatus: CLAuthorizationStatus {
        lock.withLock { status }
    }

    /// What the user answers when the app asks (default: Allow While Using App). `.authorizedAlways` is given only to
    /// an app that asked for Always.
    package var promptAnswer: CLAuthorizationStatus {
        get { lock.withLock { answer } }
        set { lock.withLock { answer = newValue } }
    }

    /// Whether Location Services are on (Settings › Privacy). Off: the app's status reads `.denied`.
    package var isEnabled: Bool {
        lock.withLock { enabled }
    }

    /// The user changes the app's authorization in Settings: every manager hears of it.
    package func setAuthorization(_ newStatus: CLAuthorizationStatus) {
        change { $0.status = newStatus }
    }

    /// The user turns Location Services on or off.
    package func setEnabled(_ on: Bool) {
        change { $0.enabled = on }
    }

    /// The status apps read: `.denied` while Location Services are off.
    func effectiveStatus() -> CLAuthorizationStatus {
        lock.withLock { enabled ? status : (status == .notDetermined ? .notDetermined : .denied) }
    }

    private func change(_ body: (PhoneLocationServices) -> Void) {
        let before = effectiveStatus()
        lock.withLock { body(self) }
        let after = effectiveStatus()
        guard after != before else { return }
        onAuthorizationChange?(after)
        lock.lock()
        let listeners = liveManagers()
        lock.unlock()
        for m in listeners { m.phoneAuthorizationChanged() }
    }

    // MARK: The app's side

    func register(_ manager: CLLocationManager) {
        lock.withLock { managers[ObjectIdentifier(manager)] = WeakManager(manager: manager) }
    }

    func unregister(_ manager: CLLocationManager) {
        lock.withLock { managers[ObjectIdentifier(manager)] = nil }
    }

    /// Called with the lock held.
    private func liveManagers() -> [CLLocationManager] {
        managers = managers.filter { $0.value.manager != nil }
        return managers.values.compactMap(\.manager)
    }

    /// The app starts monitoring `region` (replacing one with its identifier); false when it has too many. The phone's
    /// side of the edge is noted now, without an event.
    func startMonitoring(_ region: CLRegion) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let state: CLRegionState = fix.map { region.containsPoint($0.coordinate) ? .inside : .outside } ?? .unknown
        if let i = regions.firstIndex(where: { $0.region.identifier == region.identifier }) {
            regions[i] = (region, state)
            return true
        }
        guard regions.count < Self.regionLimit else { return false }
        regions.append((region, state))
        return true
    }

    func stopMonitoring(_ region: CLRegion) {
        lock.withLock { regions.removeAll { $0.region.identifier == region.identifier } }
    }

    /// The regions the app monitors.
    package var monitoredRegions: [CLRegion] {
        lock.withLock { regions.map(\.region) }
    }

    /// The app asks for authorization: the user answers the prompt a moment later (on the main queue), with the answer
    /// then set. Nothing happens when the app already has an answer, except Always asked by an app allowed While Using
    /// (the upgrade prompt, once).
    func request(always: Bool) {
        DispatchQueue.main.async { [self] in
            lock.lock()
            let current = status
            let reply = answer
            let on = enabled
            lock.unlock()
            guard on else { return }
            if current == .notDetermined {
                let granted: CLAuthorizationStatus = reply == .authorizedAlways && !always ? .authorizedWhenInUse : reply
                change { $0.status = granted }
            } else if always && current == .authorizedWhenInUse && reply == .authorizedAlways {
                change { $0.status = .authorizedAlways }
            }
        }
    }

    /// The phone's position now, stamped with the phone's time (nil: no fix).
    func currentFix() -> CLLocation? {
        guard let f = location else { return nil }
        return CLLocation(
            coordinate: f.coordinate, altitude: f.altitude, horizontalAccuracy: f.horizontalAccuracy,
            verticalAccuracy: f.verticalAccuracy, course: f.course, speed: f.speed, timestamp: now())
    }

    /// The named places the map server knows (read once).
    var places: [LocalSearchPlace] {
        lock.lock()
        if let loadedPlaces {
            lock.unlock()
            return loadedPlaces
        }
        lock.unlock()
        let loaded = loadPlaces()
        lock.withLock { loadedPlaces = loaded }
        return loaded
    }
}
