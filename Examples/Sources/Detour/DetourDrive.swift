// SPDX-License-Identifier: Apache-2.0
// Detour's phone side, written as an iOS developer writes it: Core Location says where the car is, a MapKit local
// search finds places around it, Combine decides when to search again, and an AVQueuePlayer plays the guidance chimes
// in a voice-prompt audio session. Nothing here knows it runs in a simulated car.

import CarPlayShim
import Foundation

/// Places of one kind near the car, nearest first.
public struct NearbyPlaces {
    public let title: String
    public let places: [MKMapItem]
}

/// How far along a trip is.
public enum TripPhase: Equatable, Sendable {
    /// No destination.
    case idle
    /// Driving to the destination.
    case underway
    /// Within ``DetourDrive/approachDistance`` of it.
    case approaching
    /// Within ``DetourDrive/arrivalDistance`` of it.
    case arrived
}

/// What Detour knows on the phone, shared by the car screen and the instrument cluster: the car's position, the places
/// near it, and the trip under way.
@MainActor
public final class DetourDrive: NSObject, ObservableObject {
    /// The app's one drive (tests make their own).
    public static let shared = DetourDrive()

    /// What Detour looks for around the car: a section title and the words a user would type into Maps. A search that
    /// finds nothing nearby leaves its section out.
    public static let searches: [(title: String, query: String)] = [("Coffee", "coffee"), ("Parking", "parking"), ("Museums", "museum")]
    /// How many places each section lists (three sections of four fit the twelve rows a car shows while driving).
    public static let placesPerSearch = 4
    /// How far the car must move from where the last search looked before Detour searches again.
    public static let researchDistance: CLLocationDistance = 1_000
    public static let approachDistance: CLLocationDistance = 250
    public static let arrivalDistance: CLLocationDistance = 40

    @Published public private(set) var authorization: CLAuthorizationStatus = .notDetermined
    @Published public private(set) var location: CLLocation?
    @Published public private(set) var nearby: [NearbyPlaces] = []
    @Published public private(set) var destination: MKMapItem?
    @Published public private(set) var distanceRemaining: CLLocationDistance?
    @Published public private(set) var phase: TripPhase = .idle
    /// The chimes played so far, by file name.
    public private(set) var chimesPlayed: [String] = []
    /// Where the last search looked.
    public private(set) var searchedAround: CLLocation?

    private var manager: CLLocationManager?
    private var observers = Set<AnyCancellable>()
    private let player = AVQueuePlayer()
    private var chimeEndObserver: (any NSObjectProtocol)?
    /// The chimes queued and not yet ended.
    private var chimesPending: [AVPlayerItem] = []

    public override init() { super.init() }

    // MARK: Starting and stopping

    /// Asks for the car's location (the first time, iOS asks the user) and searches around it as it comes.
    public func start() {
        guard manager == nil else { return }
        let manager = CLLocationManager()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
        manager.distanceFilter = 10
        manager.activityType = .automotiveNavigation
        self.manager = manager
        // The fixes come every second or so while driving: look again at most every five seconds, with the latest.
        $location
            .compactMap { $0 }
            .throttle(for: .seconds(5), scheduler: RunLoop.main, latest: true)
            .sink { [weak self] fix in self?.searchNearby(around: fix) }
            .store(in: &observers)
        // AVFoundation may post this on any thread: hop to the main actor. (Not `queue: .main`: on Linux, Foundation's
        // NotificationCenter waits for an operation queue's block, and the main queue posting it would wait on itself.)
        chimeEndObserver = NotificationCenter.default.addObserver(
            forName: AVPlayerItem.didPlayToEndTimeNotification, object: nil, queue: nil
        ) { [weak self] note in
            let item = note.object as? AVPlayerItem
            Task { @MainActor in self?.chimeEnded(item) }
        }
        if manager.authorizationStatus == .notDetermined { manager.requestWhenInUseAuthorization() }
    }

    /// The car is gone: no more locations, searches or chimes.
    public func stop() {
        manager?.stopUpdatingLocation()
        manager?.delegate = nil
        manager = nil
        observers.removeAll()
        if let chimeEndObserver { NotificationCenter.default.removeObserver(chimeEndObserver) }
        chimeEndObserver = nil
        player.removeAllItems()
        chimesPending.removeAll()
        endTrip()
        searchedAround = nil
    }

    // MARK: Nearby places

    private func searchNearby(around fix: CLLocation) {
        if let last = searchedAround, fix.distance(from: last) < Self.researchDistance { return }
        searchedAround = fix
        let region = MKCoordinateRegion(center: fix.coordinate, latitudinalMeters: 3_000, longitudinalMeters: 3_000)
        for (title, query) in Self.searches {
            let request = MKLocalSearch.Request()
            request.naturalLanguageQuery = query
            request.region = region
            request.resultTypes = .pointOfInterest
            let search = MKLocalSearch(request: request)
            // Nothing found is an error (MKError.placemarkNotFound): the section is left out.
            search.start { [weak self] response, _ in
                self?.show(Array((response?.mapItems ?? []).prefix(Self.placesPerSearch)), as: title)
            }
        }
    }

    private func show(_ places: [MKMapItem], as title: String) {
        var sections = nearby.filter { $0.title != title }
        if !places.isEmpty { sections.append(NearbyPlaces(title: title, places: places)) }
        let order = Self.searches.map(\.title)
        nearby = sections.sorted { order.firstIndex(of: $0.title) ?? 0 < order.firstIndex(of: $1.title) ?? 0 }
    }

    /// How far the car is from `place` as the crow flies (nil before the first fix).
    public func distance(to place: MKMapItem) -> CLLocationDistance? {
        let c = place.placemark.coordinate
        return location?.distance(from: CLLocation(latitude: c.latitude, longitude: c.longitude))
    }

    // MARK: The trip

    /// Guides the car to `place`.
    public func navigate(to place: MKMapItem) {
        destination = place
        distanceRemaining = distance(to: place)
        phase = .underway
        playChime("start")
        if let location { follow(location) }
    }

    /// Ends the trip (arrived, or the driver stopped it).
    public func endTrip() {
        destination = nil
        distanceRemaining = nil
        phase = .idle
    }

    private func follow(_ fix: CLLocation) {
        guard let destination, phase != .arrived, let distance = distance(to: destination) else { return }
        distanceRemaining = distance
        if distance <= Self.arrivalDistance {
            phase = .arrived
            playChime("arrive")
        } else if distance <= Self.approachDistance && phase == .underway {
            phase = .approaching
            playChime("approach")
        }
    }

    // MARK: Chimes

    /// Plays a bundled chime over whatever the car plays (lowered meanwhile), as navigation prompts do.
    private func playChime(_ name: String) {
        guard let url = Bundle.module.url(forResource: name, withExtension: "wav", subdirectory: "Chimes") else { return }
        let session = AVAudioSession.sharedInstance()
        do {
            try session.setCategory(.playback, mode: .voicePrompt, options: [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
            try session.setActive(true)
        } catch {
            return
        }
        chimesPlayed.append(name)
        let item = AVPlayerItem(url: url)
        chimesPending.append(item)
        player.insert(item, after: nil)
        player.play()
    }

    /// A chime ended: once none is left, the car's own audio comes back up.
    private func chimeEnded(_ item: AVPlayerItem?) {
        guard let item, chimesPending.contains(where: { $0 === item }) else { return }
        chimesPending.removeAll { $0 === item }
        guard chimesPending.isEmpty else { return }
        try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
    }
}

// Core Location calls its delegate on the thread the manager was made on: here, the main thread.
extension DetourDrive: @preconcurrency CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        authorization = manager.authorizationStatus
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways: manager.startUpdatingLocation()
        default: manager.stopUpdatingLocation()
        }
    }

    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let fix = locations.last else { return }
        location = fix
        follow(fix)
    }

    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        // A fix that can't be had now (CLError.locationUnknown) comes later by itself; a refusal arrives as an
        // authorization change.
    }
}
