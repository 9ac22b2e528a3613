import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// iOS 26.4's waypoints: a trip between two of them, shown in the car's trip preview and archived.
@Suite @MainActor
struct WaypointTests {
    static let depot = CPNavigationWaypoint(
        centerPoint: CPLocationCoordinate3D(latitude: 45.75, longitude: 4.85, altitude: 170),
        locationThreshold: Measurement(value: 50, unit: .meters), name: "Depot", address: "12 Rue de la Gare, Lyon",
        entryPoints: [CPLocationCoordinate3D(latitude: 45.7501, longitude: 4.8502, altitude: 170)],
        timeZone: TimeZone(identifier: "Europe/Paris"))

    @Test func waypointsKeepWhatTheyWereMadeFrom() {
        let w = Self.depot
        #expect(w.centerPoint.latitude == 45.75)
        #expect(w.centerPoint.altitude == 170)
        #expect(w.locationThreshold == Measurement(value: 50, unit: .meters))
        #expect(w.name == "Depot")
        #expect(w.address == "12 Rue de la Gare, Lyon")
        #expect(w.timeZone?.identifier == "Europe/Paris")
        #expect(w.entryPoints.count == 1)
        let variants = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(), locationThreshold: nil, nameVariants: ["Main depot", "Depot"], addressVariants: [],
            entryPoints: [], timeZone: nil)
        #expect(variants.name == "Main depot")
        #expect(variants.address == nil)
        let item = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94),
                addressDictionary: ["Thoroughfare": "Mannerheimintie", "SubThoroughfare": "20", "City": "Helsinki"]))
        item.name = "Office"
        let fromItem = CPNavigationWaypoint(mapItem: item, locationThreshold: nil, entryPoints: [])
        #expect(fromItem.name == "Office")
        #expect(fromItem.address == "Mannerheimintie 20, Helsinki")
        #expect(fromItem.centerPoint.longitude == 24.94)
        #expect(fromItem.centerPoint.altitude == CLLocationDistanceMax)
    }

    @Test func aTripBetweenWaypointsShowsInTheCarAndArchives() async throws {
        let start = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 45.76, longitude: 4.83, altitude: CLLocationDistanceMax), locationThreshold: nil,
            name: "Home", address: nil, entryPoints: [], timeZone: nil)
        let trip = CPTrip(
            originWaypoint: start, destinationWaypoint: Self.depot,
            routeChoices: [CPRouteChoice(summaryVariants: ["Via A7"], additionalInformationVariants: [], selectionSummaryVariants: [])])
        #expect(trip.originWaypoint === start)
        #expect(trip.destination.name == "Depot")
        #expect(trip.destination.placemark.coordinate.latitude == 45.75)
        #expect(trip.origin.name == "Home")

        let map = CPMapTemplate()
        let (car, _) = try await car([.navigation]) { map }
        map.showTripPreviews([trip], textConfiguration: nil)
        #expect(car.top!.sections[0].items.map(\.text) == ["Depot"])

        let back = try secureRoundTrip(trip)
        #expect(back.destinationWaypoint.name == "Depot")
        #expect(back.destinationWaypoint.address == "12 Rue de la Gare, Lyon")
        #expect(back.destinationWaypoint.locationThreshold == Measurement(value: 50, unit: .meters))
        #expect(back.destinationWaypoint.timeZone?.identifier == "Europe/Paris")
        #expect(back.destinationWaypoint.entryPoints.map(\.longitude) == [4.8502])
        #expect(back.originWaypoint.centerPoint.altitude == CLLocationDistanceMax)
        #expect(back.destination.name == "Depot")

        // A trip made from map items has waypoints at them.
        let old = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: trip.destination, routeChoices: [])
        #expect(old.destinationWaypoint.name == "Depot")
    }
}
