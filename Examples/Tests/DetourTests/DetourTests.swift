import CarPlayShim
import CarPlayTesting
import Detour
import Foundation
import Testing

/// Detour in a car. Runs in parallel with the other suites: each test makes its own drive, which the delegates of the
/// car screen and the cluster share, as the app's one drive is shared on a phone.
@MainActor @Suite struct DetourTests {
    /// What the car made: the drive and the scene delegates (one per scene).
    final class Made: @unchecked Sendable {
        var drive: DetourDrive?
        var delegates: [DetourSceneDelegate] = []
    }

    func connect(driving: Bool = false, locked: Bool = false, settles: Bool = true) async throws -> (CarPlayTestSession, Made) {
        let made = Made()
        let factory = SceneDelegateFactory(DetourSceneDelegate.self) {
            let drive = made.drive ?? DetourDrive()
            made.drive = drive
            let delegate = DetourSceneDelegate(drive: drive)
            made.delegates.append(delegate)
            return delegate
        }
        let app = try AppDeclaration(infoPlist: DetourResources.infoPlist, entitlements: DetourResources.entitlements, delegates: [factory])
        let car = try await CarPlayTestSession(app: app, driving: driving, phoneLocked: locked, settlesAtConnect: settles, hosting: .testProcess)
        return (car, made)
    }

    /// Points from the car's position to `place`, about `step` metres apart, ending on it.
    func track(to place: MKMapItem, from start: CLLocationCoordinate2D, step: Double = 60) -> [CLLocationCoordinate2D] {
        let end = place.placemark.coordinate
        let metres = CLLocation(latitude: start.latitude, longitude: start.longitude)
            .distance(from: CLLocation(latitude: end.latitude, longitude: end.longitude))
        let count = max(Int((metres / step).rounded(.up)), 1)
        return (1...count).map { i in
            let f = Double(i) / Double(count)
            return CLLocationCoordinate2D(
                latitude: start.latitude + (end.latitude - start.latitude) * f, longitude: start.longitude + (end.longitude - start.longitude) * f)
        }
    }

    @Test func theCarsLocationFindsPlacesNearby() async throws {
        let (car, made) = try await connect()
        let drive = try #require(made.drive)
        await car.advance(by: .seconds(1))
        #expect(drive.authorization == .authorizedWhenInUse, "the user allowed the prompt")
        let here = try #require(drive.location?.coordinate)
        #expect(abs(here.latitude - HeadUnit.parkedPosition.latitude) < 1e-6 && abs(here.longitude - HeadUnit.parkedPosition.longitude) < 1e-6)
        try await car.tap("Nearby")
        #expect(car.top?.title == "Nearby")
        let sections = try #require(car.top?.sections)
        #expect(sections.map(\.header) == ["Coffee", "Parking", "Museums"])
        for section in sections {
            #expect((1...DetourDrive.placesPerSearch).contains(section.items.count))
            #expect(section.items.allSatisfy { $0.detailText?.hasSuffix(" m") == true || $0.detailText?.hasSuffix(" km") == true })
        }
        // Nearest first: the bundled map's coffee places, by distance from the railway square.
        let coffee = try #require(drive.nearby.first { $0.title == "Coffee" }?.places)
        let distances = coffee.compactMap { drive.distance(to: $0) }
        #expect(distances == distances.sorted() && distances[0] < 500)
        #expect(sections[0].items.map(\.text) == coffee.map(\.name))
    }

    @Test func drivingAKilometreAwaySearchesThereInstead() async throws {
        let (car, made) = try await connect()
        let drive = try #require(made.drive)
        await car.advance(by: .seconds(1))
        try await car.tap("Nearby")
        let before = car.top?.sections.first?.items.map(\.text)
        // Kallio, about 1.5 km north.
        await car.moveCar(to: CLLocationCoordinate2D(latitude: 60.1841, longitude: 24.9497))
        await car.advance(by: .seconds(6))
        let searched = try #require(drive.searchedAround?.coordinate)
        #expect(abs(searched.latitude - 60.1841) < 1e-6)
        #expect(car.top?.sections.first?.items.map(\.text) != before, "the list shows the new neighbourhood")
        // A few metres more: no new search.
        await car.moveCar(to: CLLocationCoordinate2D(latitude: 60.1845, longitude: 24.9497))
        await car.advance(by: .seconds(6))
        #expect(drive.searchedAround?.coordinate.latitude == searched.latitude)
    }

    @Test func aRefusedLocationSaysSoAndFindsNothing() async throws {
        let (car, made) = try await connect(settles: false)
        car.locationPromptAnswer = .denied
        await car.settle()
        await car.advance(by: .seconds(6))
        let drive = try #require(made.drive)
        #expect(drive.authorization == .denied)
        try await car.tap("Nearby")
        #expect(car.top?.sections.isEmpty == true)
        #expect(car.top?.list?.emptyTitle == "Allow Detour to use your location in Settings")
        await car.setLocationAuthorization(.authorizedWhenInUse)
        await car.advance(by: .seconds(1))
        #expect(car.top?.sections.first?.header == "Coffee", "allowed in Settings: the places come")
    }

    @Test func aTripFromTheListToArrival() async throws {
        let (car, made) = try await connect()
        let drive = try #require(made.drive)
        await car.advance(by: .seconds(1))
        try await car.tap("Nearby")
        // A place far enough for the trip to have a way to go before it nears.
        let place = try #require(drive.nearby.flatMap(\.places).first { (drive.distance(to: $0) ?? 0) > 400 })
        let name = try #require(place.name)
        try await car.tap(name)
        #expect(car.stack.count == 1, "back on the map, previewing the trip")
        try await car.tap(.startTrip, at: 0)
        await car.settle()
        #expect(drive.destination === place && drive.phase == .underway)
        #expect(car.top?.map?.guidance?.maneuvers.first?.instructionVariants.first == "Head to \(name)")
        // The start chime plays over the car's audio, lowered meanwhile; it lasts a second.
        #expect(drive.chimesPlayed == ["start"])
        #expect(car.audio.ducked)
        await car.advance(by: .seconds(1.1))
        #expect(!car.audio.ducked, "the chime ended and the audio session let go")

        // The cluster shows the same trip: the car draws the maneuver, Detour's window the place and distance.
        let cluster = try #require(made.delegates.first { $0.instrumentClusterController != nil })
        #expect(car.session.clusterSnapshot(on: .standard)?.guidance?.instruction == "Head to \(name)")
        #expect(cluster.clusterLabel?.text?.hasPrefix(name) == true)

        await car.drive(through: track(to: place, from: HeadUnit.parkedPosition))
        #expect(drive.phase == .arrived)
        #expect(drive.chimesPlayed == ["start", "approach", "arrive"])
        #expect(car.top?.map?.guidance?.maneuvers.first?.instructionVariants.first == "You have arrived at \(name)")
        // The finished trip clears five seconds after arriving (the drive's last second has passed since).
        await car.advance(by: .seconds(3.5))
        #expect(car.top?.map?.guidance != nil)
        await car.advance(by: .seconds(1))
        #expect(car.top?.map?.guidance == nil)
        #expect(drive.phase == .idle && drive.destination == nil)
        #expect(car.session.clusterSnapshot(on: .standard)?.inactiveDescription == "Pick a place on the car screen")
        #expect(cluster.clusterLabel?.text == nil)
        #expect(car.top?.trailingButtons.map(\.text) == ["Nearby"])
    }

    @Test func theEstimatesFollowTheCarEveryFiveSeconds() async throws {
        let (car, made) = try await connect()
        let drive = try #require(made.drive)
        await car.advance(by: .seconds(1))
        try await car.tap("Nearby")
        // The farthest museum listed.
        let place = try #require(drive.nearby.last?.places.last)
        try await car.tap(try #require(place.name))
        try await car.tap(.startTrip, at: 0)
        await car.settle()
        let first = try #require(car.top?.map?.guidance?.trip?.distance)
        let path = track(to: place, from: HeadUnit.parkedPosition, step: 20)
        await car.moveCar(to: path[path.count / 2])
        await car.advance(by: .seconds(5))
        let later = try #require(car.top?.map?.guidance?.trip?.distance)
        #expect(later != first, "\(first) then \(later)")
        try await car.tap("End")
        #expect(car.top?.map?.guidance == nil && drive.phase == .idle)
    }

    @Test func oneDelegateClassServesTheCarScreenAndTheCluster() async throws {
        let (car, made) = try await connect()
        #expect(made.delegates.count == 2, "iOS makes one delegate for each scene")
        let screen = try #require(made.delegates.first { $0.interfaceController != nil })
        let cluster = try #require(made.delegates.first { $0.instrumentClusterController != nil })
        #expect(screen !== cluster && screen.drive === cluster.drive)
        #expect(car.session.clusterSnapshot(on: .standard)?.inactiveDescription == "Pick a place on the car screen")

        // Light and dark reach both scenes through the one contentStyleDidChange.
        let map = try #require(car.templates.first as? CPMapTemplate)
        await car.setStyle(.dark)
        #expect(screen.contentStyle == .dark && cluster.contentStyle == .dark)
        #expect(map.tripEstimateStyle == .dark)
        #expect(cluster.clusterLabel?.textColor == .white)
        await car.setStyle(.light)
        #expect(screen.contentStyle == .light && cluster.contentStyle == .light)
        #expect(map.tripEstimateStyle == .light)
        #expect(cluster.clusterLabel?.textColor == .black)
    }

    @Test func guidesWhileDrivingWithThePhoneLocked() async throws {
        let (car, made) = try await connect(driving: true, locked: true)
        let drive = try #require(made.drive)
        await car.advance(by: .seconds(1))
        try await car.tap("Nearby")
        let place = try #require(drive.nearby.flatMap(\.places).first { (drive.distance(to: $0) ?? 0) > 400 })
        try await car.tap(try #require(place.name))
        try await car.tap(.startTrip, at: 0)
        await car.drive(through: track(to: place, from: HeadUnit.parkedPosition))
        await car.advance(by: .seconds(6))
        #expect(drive.chimesPlayed == ["start", "approach", "arrive"])
        await car.expectNoFindings()
    }

    @Test func aDisconnectedCarStopsTheLocationUpdates() async throws {
        let (car, made) = try await connect()
        let drive = try #require(made.drive)
        await car.advance(by: .seconds(1))
        await car.disconnect()
        await car.moveCar(to: CLLocationCoordinate2D(latitude: 60.1841, longitude: 24.9497))
        await car.advance(by: .seconds(10))
        #expect(drive.location == nil || drive.location?.coordinate.latitude != 60.1841)
    }
}
