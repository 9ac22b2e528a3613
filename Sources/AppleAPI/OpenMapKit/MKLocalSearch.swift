// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Runs one search for places or addresses and hands back what the map server found.
///
/// Mirrors [`MKLocalSearch`](https://developer.apple.com/documentation/mapkit/mklocalsearch). In the car, the phone's
/// map server is the bundled OpenStreetMap extract's named places and streets (`PhoneLocationServices`): a place
/// matches when every word of the query is in its name, its address or the words of its kind ("coffee", "parking",
/// "charger"…); a place named exactly as asked comes first, then places in the request's region, then the nearest
/// to the region's centre (or to the car).
/// The answer reaches the completion handler on the main queue after `start` returns; nothing found is
/// `MKError.placemarkNotFound`, as on iOS.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// The largest number of map items one response holds. - Note: Ours; Apple doesn't document its limit.
    package static let maximumResults = 25

    private let query: Query
    private let phone: PhoneLocationServices?
    private let lock = NSLock()
    private var started = false
    private var searching = false
    private var cancelled = false

    /// What the request asked, copied when the search was made (as Apple's copies its request).
    struct Query: Sendable {
        var text: String?
        var region: MKCoordinateRegion
        var resultTypes: ResultType
        var filter: MKPointOfInterestFilter?
    }

    /// Mirrors [`init(request:)`](https://developer.apple.com/documentation/mapkit/mklocalsearch/init(request:)-12tf0).
    public init(request: MKLocalSearch.Request) {
        query = Query(
            text: request.naturalLanguageQuery, region: request.region, resultTypes: request.resultTypes, filter: request.pointOfInterestFilter)
        phone = PhoneLocationServices.current
        super.init()
    }

    /// Whether the search runs now. Mirrors [`isSearching`](https://developer.apple.com/documentation/mapkit/mklocalsearch/issearching).
    open var isSearching: Bool {
        lock.withLock { searching }
    }

    /// Starts the search; the handler gets the response or an error on the main queue. Calling it again gets an error
    /// and leaves the first search running. Mirrors
    /// [`start(completionHandler:)`](https://developer.apple.com/documentation/mapkit/mklocalsearch/start(completionhandler:)).
    open func start(completionHandler: @escaping @MainActor @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void) {
        lock.lock()
        let again = started
        started = true
        if !again { searching = true }
        lock.unlock()
        if again {
            // Which error iOS gives a second start is not documented; ours says the search is throttled.
            DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler(nil, MKError(.loadingThrottled)) } }
            return
        }
        let result = answer()
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated {
                lock.lock()
                let wasCancelled = cancelled
                searching = false
                lock.unlock()
                // A cancelled search never calls back (unsure whether iOS calls back with an error).
                guard !wasCancelled else { return }
                switch result {
                case .success(let response): completionHandler(response, nil)
                case .failure(let error): completionHandler(nil, error)
                }
            }
        }
    }

    /// Mirrors [`start()`](https://developer.apple.com/documentation/mapkit/mklocalsearch/start()). Cancelling the
    /// calling task cancels the search and throws `CancellationError`.
    open func start() async throws -> MKLocalSearch.Response {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<MKLocalSearch.Response, any Error>) in
                lock.withLock { onCancel = { continuation.resume(throwing: CancellationError()) } }
                start { response, error in
                    self.lock.lock()
                    self.onCancel = nil
                    self.lock.unlock()
                    if let response { continuation.resume(returning: response) } else { continuation.resume(throwing: error ?? MKError(.unknown)) }
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Resumes an `async` start when the search is cancelled.
    private var onCancel: (@Sendable () -> Void)?

    /// Stops a running search: its handler is never called. Mirrors [`cancel()`](https://developer.apple.com/documentation/mapkit/mklocalsearch/cancel()).
    open func cancel() {
        lock.lock()
        guard searching, !cancelled else {
            lock.unlock()
            return
        }
        cancelled = true
        searching = false
        let resume = onCancel
        onCancel = nil
        lock.unlock()
        resume?()
    }

    // MARK: The map server (ours)

    private func answer() -> Result<Response, MKError> {
        guard let phone else { return .failure(MKError(.serverFailure)) }
        let found = Self.search(query, in: phone.places, near: phone.location?.coordinate)
        guard !found.isEmpty else { return .failure(MKError(.placemarkNotFound)) }
        return .success(Response(mapItems: found.map(\.mapItem), boundingRegion: .enclosing(found.map(\.coordinate))))
    }

    /// The places that answer a query, best first.
    static func search(_ query: Query, in places: [LocalSearchPlace], near position: CLLocationCoordinate2D?) -> [LocalSearchPlace] {
        let words = fold(query.text ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let region = query.region.span.latitudeDelta > 0 && query.region.span.longitudeDelta > 0 ? query.region : nil
        guard !words.isEmpty || query.filter != nil else { return [] }
        let hits = places.filter { place in
            switch place.kind {
            case .pointOfInterest:
                guard query.resultTypes.contains(.pointOfInterest) else { return false }
                if let filter = query.filter, !filter.admits(place.category) { return false }
            case .address:
                guard query.resultTypes.contains(.address), query.filter == nil || !words.isEmpty else { return false }
            }
            let haystack =
                fold([place.name, place.street, place.houseNumber].compactMap { $0 }.joined(separator: " ")) + " "
                + (place.category.map { categoryWords[$0] ?? "" } ?? "")
            return words.allSatisfy { haystack.contains($0) }
        }
        let centre = region?.center ?? position
        struct Ranked {
            var place: LocalSearchPlace
            /// 0: the name is the query, word for word.
            var inexact: Int
            var outside: Int
            var distance: Double
        }
        let whole = words.joined(separator: " ")
        func rank(_ p: LocalSearchPlace) -> Ranked {
            let inexact = fold(p.name) == whole ? 0 : 1
            let outside = region.map { $0.contains(p.coordinate) ? 0 : 1 } ?? 0
            guard let centre else { return Ranked(place: p, inexact: inexact, outside: outside, distance: 0) }
            let dLat: Double = (p.coordinate.latitude - centre.latitude) * 111_320
            let dLon: Double = (p.coordinate.longitude - centre.longitude) * 111_320 * cos(centre.latitude * .pi / 180)
            return Ranked(place: p, inexact: inexact, outside: outside, distance: dLat * dLat + dLon * dLon)
        }
        let ranked = hits.map(rank).sorted { (a: Ranked, b: Ranked) -> Bool in
            if a.inexact != b.inexact { return a.inexact < b.inexact }
            if a.outside != b.outside { return a.outside < b.outside }
            if a.distance != b.distance { return a.distance < b.distance }
            return a.place.name < b.place.name
        }
        return ranked.prefix(maximumResults).map { $0.place }
    }

    static func fold(_ s: String) -> String {
        s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).trimmingCharacters(in: .whitespaces)
    }

    /// What people call each kind of place when they search for it.
    static let categoryWords: [MKPointOfInterestCategory: String] = [
        .cafe: "cafe coffee", .restaurant: "restaurant food eat dining", .bakery: "bakery bread", .foodMarket: "grocery supermarket market food",
        .gasStation: "gas fuel petrol station", .evCharger: "ev charger charging electric station", .parking: "parking car park garage",
        .pharmacy: "pharmacy chemist drugstore", .hotel: "hotel hostel", .museum: "museum", .store: "shop store", .atm: "atm cash",
        .bank: "bank", .hospital: "hospital", .police: "police", .postOffice: "post office", .library: "library", .school: "school",
        .university: "university", .theater: "theater theatre", .movieTheater: "cinema movie", .nightlife: "bar pub nightlife",
        .park: "park", .publicTransport: "station transit", .fitnessCenter: "gym fitness", .carRental: "car rental"
    ]
}
