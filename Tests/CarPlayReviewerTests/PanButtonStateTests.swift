// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A navigation app that pans on drags and swaps its map buttons while it previews trips, as Apple's navigation sample
/// does: its default map has a pan button (unless `hasPanButton` is false) and a Go button; Go previews a trip, and the
/// map's buttons become Cancel alone.
final class PreviewSwapsButtonsApp: CorpusApp, CPMapTemplateDelegate {
    var map: CPMapTemplate?
    var hasPanButton = true

    override func connected(_ ic: CPInterfaceController, window: CPWindow) {
        window.rootViewController = CorpusMapViewController()
        let map = CPMapTemplate()
        map.mapDelegate = self
        self.map = map
        showDefaultButtons()
        ic.setRootTemplate(map, animated: false, completion: nil)
    }

    func showDefaultButtons() {
        guard let map else { return }
        let go = CPBarButton(title: "Go") { [weak self] _ in self?.previewTrip() }
        map.leadingNavigationBarButtons = [go]
        var buttons: [CPMapButton] = []
        if hasPanButton {
            let pan = CPMapButton { [weak self] _ in self?.map?.showPanningInterface(animated: true) }
            pan.image = UIImage(systemName: "arrow.up.and.down.and.arrow.left.and.right")
            buttons.append(pan)
        }
        map.mapButtons = buttons
    }

    func previewTrip() {
        guard let map else { return }
        let origin = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94)))
        let destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.2, longitude: 24.9)))
        destination.name = "Harbour"
        let choice = CPRouteChoice(summaryVariants: ["Fastest"], additionalInformationVariants: ["Via the coast"], selectionSummaryVariants: ["Fastest"])
        let trip = CPTrip(origin: origin, destination: destination, routeChoices: [choice])
        map.mapButtons = []
        map.leadingNavigationBarButtons = [
            CPBarButton(title: "Cancel") { [weak self] _ in
                self?.map?.hideTripPreviews()
                self?.showDefaultButtons()
            }
        ]
        map.showTripPreviews([trip], textConfiguration: nil)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {}
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) { mapTemplate.mapButtons.forEach { $0.isHidden = true } }
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) { mapTemplate.mapButtons.forEach { $0.isHidden = false } }
}

/// `navigation.panButton` judges the map's default buttons: an app may change them with its state ("You can update the
/// navigation bar buttons and map buttons dynamically based on the state of the app").
@MainActor
struct PanButtonStateTests {
    func panFindings(hasPanButton: Bool) async throws -> (findings: [Finding], screens: Int) {
        var options = ExplorationOptions()
        options.timeLimit = .seconds(60)
        options.maximumStates = 20
        let result = try await Explorer(options: options) { clock in
            try AppDeclaration.inMemory(
                name: hasPanButton ? "Previews" : "Previews without pan", categories: [.navigation],
                sceneDelegate: SceneDelegateFactory(className: "CorpusApp") {
                    let app = PreviewSwapsButtonsApp(fixed: true, clock: clock)
                    app.hasPanButton = hasPanButton
                    return app
                })
        }.run()
        return (result.findings.filter { $0.rule == .navigationPanButton }, result.screens)
    }

    @Test func aPreviewThatSwapsThePanButtonForCancelIsNoFinding() async throws {
        let (findings, screens) = try await panFindings(hasPanButton: true)
        #expect(screens >= 2, "the explorer reached the trip preview")
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func aDefaultMapWithoutAPanButtonIsStillAnError() async throws {
        let (findings, _) = try await panFindings(hasPanButton: false)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings.first?.severity == .error)
    }
}
