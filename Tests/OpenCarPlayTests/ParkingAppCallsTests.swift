// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A parking app as such apps are written: it keeps an empty fix until the first real one, shows its lots on a point
/// of interest template, and takes the driver to a lot with Maps, from its CarPlay scene, after checking whether
/// another maps app is installed.
final class LotFinderApp: UIResponder, CPTemplateApplicationSceneDelegate {
    var lastFix = CLLocation()
    var scene: CPTemplateApplicationScene?
    var mapsAnswers: [Bool] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        scene = templateApplicationScene
        let lot = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 52.2297, longitude: 21.0122)))
        lot.name = "Lot P1"
        let poi = CPPointOfInterest(
            location: lot, title: "Lot P1", subtitle: "120 spaces", summary: nil, detailTitle: nil, detailSubtitle: nil, detailSummary: nil,
            pinImage: nil)
        interfaceController.setRootTemplate(
            CPPointOfInterestTemplate(title: "Parking", pointsOfInterest: [poi], selectedIndex: NSNotFound), animated: false, completion: nil)
    }

    /// The driver chose a lot: Google Maps if the phone has it, else Apple's.
    func navigate(to lot: MKMapItem) -> Bool {
        if let google = URL(string: "comgooglemaps://"), UIApplication.shared.canOpenURL(google) {
            UIApplication.shared.open(google)
            return true
        }
        lot.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving], from: scene) { [weak self] opened in
            Task { @MainActor in self?.mapsAnswers.append(opened) }
        }
        return true
    }
}

@MainActor @Suite struct ParkingAppCallsTests {
    @Test func anEmptyFixIsAtZeroZero() {
        let fix = LotFinderApp().lastFix
        #expect(fix.coordinate.latitude == 0 && fix.coordinate.longitude == 0)
    }

    @Test func theDriverIsTakenToALotByAppleMapsFromTheScene() async throws {
        let (car, app) = try await connectedApp([.parking]) { LotFinderApp() }
        #expect(app.scene != nil)
        // Only Apple's own apps are on the simulated phone.
        #expect(!UIApplication.shared.canOpenURL(URL(string: "comgooglemaps://?daddr=52.2297,21.0122")!))
        #expect(UIApplication.shared.canOpenURL(URL(string: "https://example.com/lots")!))
        #expect(UIApplication.shared.canOpenURL(URL(string: "tel:+48221234567")!))
        let lot = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 52.2297, longitude: 21.0122)))
        lot.name = "Lot P1"
        #expect(app.navigate(to: lot))
        await car.settle()
        #expect(app.mapsAnswers == [true])
        let opened = try #require(PhoneLocationServices.current?.openedInMaps.last)
        #expect(opened.items.first?.name == "Lot P1" && opened.directionsMode == MKLaunchOptionsDirectionsModeDriving)
        #expect(car.texts.contains("Lot P1"))
    }
}
