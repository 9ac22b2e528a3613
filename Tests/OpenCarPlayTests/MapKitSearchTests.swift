// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A points-of-interest app written as for iOS: on connecting it searches MapKit for cafés near the car and shows what
/// it found on a point of interest template, each with its distance.
final class NearbyCafesApp: UIResponder, CPTemplateApplicationSceneDelegate, CPPointOfInterestTemplateDelegate {
    var template: CPPointOfInterestTemplate?
    var search: MKLocalSearch?
    var response: MKLocalSearch.Response?
    var failure: (any Error)?
    var query = "Fazer"
    /// Where the app searches around: the car, if the app may know where it is; else the centre of Helsinki.
    var here = CLLocationCoordinate2D(latitude: 60.1699, longitude: 24.9384)

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let template = CPPointOfInterestTemplate(title: "Cafés", pointsOfInterest: [], selectedIndex: NSNotFound)
        template.pointOfInterestDelegate = self
        self.template = template
        interfaceController.setRootTemplate(template, animated: false, completion: nil)

        if let known = CLLocationManager().location?.coordinate { here = known }
        let here = self.here
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = query
        request.resultTypes = .pointOfInterest
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe, .bakery])
        request.region = MKCoordinateRegion(center: here, latitudinalMeters: 3000, longitudinalMeters: 3000)
        let search = MKLocalSearch(request: request)
        self.search = search
        search.start { [weak self] response, error in
            guard let self else { return }
            guard let response else {
                self.failure = error
                return
            }
            self.response = response
            let formatter = MKDistanceFormatter()
            formatter.units = .metric
            formatter.unitStyle = .abbreviated
            let origin = CLLocation(latitude: here.latitude, longitude: here.longitude)
            let points = response.mapItems.map { item in
                let distance = item.placemark.location.map { origin.distance(from: $0) } ?? 0
                return CPPointOfInterest(
                    location: item, title: item.name ?? "Café", subtitle: formatter.string(fromDistance: distance), summary: item.placemark.thoroughfare,
                    detailTitle: item.name, detailSubtitle: nil, detailSummary: nil, pinImage: nil)
            }
            template.setPointsOfInterest(points, selectedIndex: NSNotFound)
        }
    }

    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {}
}

@MainActor @Suite struct MapKitSearchTests {
    @Test func aSearchForANamedPlaceFillsThePointOfInterestTemplate() async throws {
        let (car, app) = try await connectedApp([.parking], settlesAtConnect: false) { NearbyCafesApp() }
        // The answer comes after the app's code returns, like a network reply.
        #expect(app.search?.isSearching == true)
        #expect(app.response == nil)
        await car.settle()
        #expect(app.search?.isSearching == false)
        let response = try #require(app.response)
        let names = response.mapItems.compactMap(\.name)
        // Every Fazer café of the extract, nearest to where the app searched first (it never asked for the location).
        // (OpenStreetMap spells one of them "fazer cafe": case and accents don't matter.)
        #expect(names.count == 4)
        #expect(names.allSatisfy { $0.lowercased().contains("fazer") })
        #expect(response.mapItems.allSatisfy { $0.pointOfInterestCategory == .cafe })
        let centre = CLLocation(latitude: app.here.latitude, longitude: app.here.longitude)
        let distances = response.mapItems.compactMap { $0.placemark.location?.distance(from: centre) }
        #expect(distances == distances.sorted())
        for item in response.mapItems { #expect(response.boundingRegion.contains(item.placemark.coordinate)) }
        // The car shows them, with their distances.
        let pins = car.elements.filter { $0.role == .pointOfInterest }
        #expect(pins.map(\.text) == names)
        #expect(pins.allSatisfy { $0.detailText?.hasSuffix(" m") == true })
        #expect(app.failure == nil)
    }

    @Test func aSearchThatFindsNothingFailsAsOnIOS() async throws {
        let (car, app) = try await connectedApp([.parking]) {
            let app = NearbyCafesApp()
            app.query = "Nowhere Near Helsinki"
            return app
        }
        await car.settle()
        #expect(app.response == nil)
        let error = try #require(app.failure as? MKError)
        #expect(error.code == .placemarkNotFound)
        #expect((app.failure! as NSError).domain == MKErrorDomain)
        #expect(car.elements.filter { $0.role == .pointOfInterest }.isEmpty)
    }

    @Test func kindsOfPlacesAndAddressesAreFoundByTheirWords() async throws {
        let car = try await CarPlayTestSession(categories: [.parking], hosting: .testProcess) { QuietApp() }
        // "parking" is no car park's name: their kind is.
        let parking = MKLocalSearch.Request(naturalLanguageQuery: "parking")
        parking.pointOfInterestFilter = MKPointOfInterestFilter(including: [.parking])
        let parks = try await MKLocalSearch(request: parking).start()
        #expect(parks.mapItems.count >= 5)
        #expect(parks.mapItems.allSatisfy { $0.pointOfInterestCategory == .parking })
        // Streets are addresses.
        let street = MKLocalSearch.Request(naturalLanguageQuery: "Mannerheimintie")
        street.resultTypes = .address
        let streets = try await MKLocalSearch(request: street).start()
        #expect(streets.mapItems.first?.name == "Mannerheimintie")  // the street itself, then its houses
        #expect(streets.mapItems.count > 1)
        #expect(streets.mapItems.allSatisfy { $0.placemark.thoroughfare == "Mannerheimintie" })
        let house = try #require(streets.mapItems.first { $0.placemark.subThoroughfare != nil })
        #expect(house.placemark.title == "Mannerheimintie \(house.placemark.subThoroughfare!), Helsinki")
        #expect(streets.mapItems.allSatisfy { $0.pointOfInterestCategory == nil })
        // Museums only, in a region around Kiasma: Kiasma first.
        let museums = MKLocalSearch.Request()
        museums.naturalLanguageQuery = "museum"
        museums.region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 60.1720, longitude: 24.9367), span: MKCoordinateSpan(latitudeDelta: 0.004, longitudeDelta: 0.008))
        let found = try await MKLocalSearch(request: museums).start()
        #expect(found.mapItems.first?.name == "Kiasma")
        #expect(found.mapItems.contains { $0.name == "Ateneum" })
        _ = car
    }

    @Test func aCancelledSearchNeverAnswers() async throws {
        let car = try await CarPlayTestSession(categories: [.parking], hosting: .testProcess) { QuietApp() }
        let search = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "Espresso House"))
        var answers = 0
        search.start { _, _ in answers += 1 }
        #expect(search.isSearching)
        search.cancel()
        #expect(!search.isSearching)
        await car.settle()
        #expect(answers == 0)
        // A second start is refused with an error; the first search keeps its own course.
        let again = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "Espresso House"))
        var results: [Int] = []
        var errors: [any Error] = []
        again.start { response, _ in results.append(response?.mapItems.count ?? -1) }
        again.start { _, error in if let error { errors.append(error) } }
        await car.settle()
        #expect(results == [7])
        #expect(errors.count == 1)
    }

    @Test func mapRectsAndRegionsAgree() {
        #expect(MKMapRect.world.size == MKMapSize.world)
        #expect(MKMapRect.world.width == 268_435_456)
        let world = MKCoordinateRegion(.world)
        #expect(abs(world.center.latitude) < 1e-9)
        #expect(abs(world.center.longitude) < 1e-9)
        #expect(abs(world.span.longitudeDelta - 360) < 1e-9)
        #expect(abs(world.span.latitudeDelta - 2 * 85.051_128_779_806_59) < 1e-6)
        let helsinki = CLLocationCoordinate2D(latitude: 60.1699, longitude: 24.9384)
        let point = MKMapPoint(helsinki)
        #expect(abs(point.coordinate.latitude - helsinki.latitude) < 1e-9)
        #expect(abs(point.coordinate.longitude - helsinki.longitude) < 1e-9)
        // A rectangle of 1 km around Helsinki's centre covers about 1 km of latitude.
        let side = 1000 * MKMapPointsPerMeterAtLatitude(helsinki.latitude)
        let rect = MKMapRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
        let region = MKCoordinateRegion(rect)
        #expect(abs(region.span.latitudeDelta * 111_320 - 1000) < 20)
        #expect(rect.contains(point))
        #expect(MKMapRect.world.contains(rect))
        #expect(rect.intersection(rect.offsetBy(dx: side * 2, dy: 0)).isNull)
        #expect(abs(rect.union(rect.offsetBy(dx: side, dy: 0)).width - 2 * side) < 1e-6)
        let empty = MKMapItem()
        #expect(empty.name == nil)
        #expect(!empty.isCurrentLocation)
    }

    @Test func distancesReadAsDriversExpect() {
        let f = MKDistanceFormatter()
        f.units = .metric
        #expect(f.string(fromDistance: 42) == "40 m")
        #expect(f.string(fromDistance: 456) == "460 m")
        #expect(f.string(fromDistance: 1_234) == "1.2 km")
        #expect(f.string(fromDistance: 23_456) == "23 km")
        f.unitStyle = .full
        #expect(f.string(fromDistance: 1_000) == "1 kilometer")
        #expect(f.string(fromDistance: 1_500) == "1.5 kilometers")
        f.units = .imperial
        f.unitStyle = .abbreviated
        #expect(f.string(fromDistance: 42) == "150 ft")
        #expect(f.string(fromDistance: 1_609.344 * 2.5) == "2.5 mi")
        f.units = .imperialWithYards
        f.unitStyle = .full
        #expect(f.string(fromDistance: 42) == "50 yards")
        #expect(f.distance(from: "1.2 km") == 1_200)
        #expect(f.distance(from: "nonsense") == -1)
    }
}
