import CarPlayShim
import Foundation
import Testing

/// Navigation's classes (trips, points of interest, maneuvers, alerts, the map's buttons) archived and read back.
extension SecureCodingTests {
    static func mapItem(_ name: String, _ lat: Double, _ lon: Double) -> MKMapItem {
        let item = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: lat, longitude: lon),
                addressDictionary: ["Name": name, "City": "Lyon", "ZIP": "69002"]))
        item.phoneNumber = "+33 4 00 00 00 00"
        item.url = URL(string: "https://example.org/\(name)")
        item.pointOfInterestCategory = .evCharger
        return item
    }

    @Test func tripsAndPointsOfInterestKeepTheirPlaces() throws {
        let choice = CPRouteChoice(summaryVariants: ["Via A7"], additionalInformationVariants: ["Tolls"], selectionSummaryVariants: ["Fastest"])
        choice.userInfo = ["route": 1]
        let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: Self.mapItem("Depot", 45.75, 4.85), routeChoices: [choice])
        trip.destinationNameVariants = ["The depot", "Depot"]
        let back = try secureRoundTrip(trip)
        #expect(back.origin.isCurrentLocation)
        #expect(back.destination.name == "Depot")
        #expect(back.destination.placemark.coordinate.latitude == 45.75)
        #expect(back.destination.placemark.coordinate.longitude == 4.85)
        #expect(back.destination.placemark.locality == "Lyon")
        #expect(back.destination.placemark.postalCode == "69002")
        #expect(back.destination.phoneNumber == "+33 4 00 00 00 00")
        #expect(back.destination.url?.absoluteString == "https://example.org/Depot")
        #expect(back.destination.pointOfInterestCategory == .evCharger)
        #expect(back.routeChoices.map(\.summaryVariants) == [["Via A7"]])
        #expect(back.routeChoices[0].additionalInformationVariants == ["Tolls"])
        #expect(back.routeChoices[0].selectionSummaryVariants == ["Fastest"])
        #expect((back.routeChoices[0].userInfo as? [String: Any])?["route"] as? Int == 1)
        #expect(back.destinationNameVariants == ["The depot", "Depot"])

        let poi = CPPointOfInterest(
            location: Self.mapItem("Charger", 45.7, 4.8), title: "Charger", subtitle: "2 free", summary: "22 kW",
            detailTitle: "Charger 7", detailSubtitle: "Level -1", detailSummary: "Open 24 h", pinImage: try Self.pngImage(),
            selectedPinImage: UIImage(systemName: "bolt.fill"))
        poi.primaryButton = CPTextButton(title: "Go", textStyle: .confirm) { _ in }
        poi.secondaryButton = CPTextButton(title: "Call", textStyle: .normal)
        let template = try secureRoundTrip(CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: [poi, poi], selectedIndex: 1))
        #expect(template.title == "Chargers")
        #expect(template.selectedIndex == 1)
        #expect(template.pointsOfInterest.count == 2)
        // One object archived twice is one object read back, as NSKeyedArchiver keeps identity.
        #expect(template.pointsOfInterest[0] === template.pointsOfInterest[1])
        let p = template.pointsOfInterest[0]
        #expect(p.location.name == "Charger")
        #expect(
            [p.title, p.subtitle, p.summary, p.detailTitle, p.detailSubtitle, p.detailSummary] == [
                "Charger", "2 free", "22 kW", "Charger 7", "Level -1", "Open 24 h"
            ])
        #expect(p.pinImage?.source == (try Self.pngImage()).source)
        #expect(p.selectedPinImage?.source == .symbol("bolt.fill"))
        #expect(p.primaryButton?.title == "Go")
        #expect(p.primaryButton?.textStyle == .confirm)
        #expect(p.secondaryButton?.title == "Call")
    }

    @Test func aManeuverKeepsEveryField() throws {
        let m = CPManeuver()
        m.symbolImage = UIImage(systemName: "arrow.turn.up.right")
        m.symbolSet = CPImageSet(lightContentImage: try Self.pngImage(), darkContentImage: try #require(UIImage(systemName: "arrow.up")))
        m.junctionImage = try Self.pngImage()
        m.instructionVariants = ["Turn right onto Rue de la République", "Turn right"]
        let shield = NSTextAttachment(image: try Self.pngImage())
        shield.bounds = CGRect(x: 0, y: -2, width: 24, height: 12)
        let text = NSMutableAttributedString(string: "Take ")
        text.append(NSAttributedString(attachment: shield))
        text.append(NSAttributedString(string: " north"))
        m.attributedInstructionVariants = [text]
        m.initialTravelEstimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 1.2, unit: .miles), distanceRemainingToDisplay: Measurement(value: 2000, unit: .yards),
            timeRemaining: 95)
        m.userInfo = ["step": 3]
        m.dashboardSymbolImage = UIImage(systemName: "arrow.right")
        m.dashboardJunctionImage = try Self.pngImage()
        m.dashboardInstructionVariants = ["Right"]
        m.dashboardAttributedInstructionVariants = [NSAttributedString(string: "Right now")]
        m.notificationSymbolImage = UIImage(systemName: "arrow.right.circle")
        m.notificationInstructionVariants = ["Turn right soon"]
        m.notificationAttributedInstructionVariants = [NSAttributedString(string: "Soon")]
        m.cardBackgroundColor = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white })
        m.maneuverType = .rightTurn
        m.roadFollowingManeuverVariants = ["Follow the A7"]
        m.trafficSide = .left
        m.junctionType = .roundabout
        m.junctionExitAngle = Measurement(value: 90, unit: .degrees)
        m.junctionElementAngles = [Measurement(value: 0, unit: .degrees), Measurement(value: -1.5, unit: .radians)]
        let guidance = twoLanes(turning: 45)
        guidance.instructionVariants = ["Use the right lane"]
        m.linkedLaneGuidance = guidance
        m.highwayExitLabel = "Exit 12"

        let b = try secureRoundTrip(m)
        #expect(b.symbolImage?.source == .symbol("arrow.turn.up.right"))
        #expect(b.symbolSet?.darkContentImage.source == .symbol("arrow.up"))
        #expect(b.junctionImage?.source == (try Self.pngImage()).source)
        #expect(b.instructionVariants == m.instructionVariants)
        let a = try #require(b.attributedInstructionVariants.first)
        #expect(a.string == text.string)
        #expect(a.textAttachments.count == 1)
        #expect(a.textAttachments[0].location == 5)
        #expect(a.textAttachments[0].attachment.bounds == CGRect(x: 0, y: -2, width: 24, height: 12))
        #expect(a.textAttachments[0].attachment.image?.source == (try Self.pngImage()).source)
        let e = try #require(b.initialTravelEstimates)
        #expect(e.distanceRemaining == Measurement(value: 1.2, unit: .miles))
        #expect(e.distanceRemaining.unit == .miles)
        #expect(e.distanceRemainingToDisplay.unit == .yards)
        #expect(e.distanceRemainingToDisplay.value == 2000)
        #expect(e.timeRemaining == 95)
        #expect((b.userInfo as? [String: Any])?["step"] as? Int == 3)
        #expect(b.dashboardSymbolImage?.source == .symbol("arrow.right"))
        #expect(b.dashboardJunctionImage != nil)
        #expect(b.dashboardInstructionVariants == ["Right"])
        #expect(b.dashboardAttributedInstructionVariants.map(\.string) == ["Right now"])
        #expect(b.notificationSymbolImage?.source == .symbol("arrow.right.circle"))
        #expect(b.notificationInstructionVariants == ["Turn right soon"])
        #expect(b.notificationAttributedInstructionVariants.map(\.string) == ["Soon"])
        let card = try #require(b.cardBackgroundColor)
        #expect(card.hex(for: UITraitCollection(userInterfaceStyle: .dark)) == "#000000")
        #expect(card.hex(for: UITraitCollection(userInterfaceStyle: .light)) == "#ffffff")
        #expect(b.maneuverType == .rightTurn)
        #expect(b.roadFollowingManeuverVariants == ["Follow the A7"])
        #expect(b.trafficSide == .left)
        #expect(b.junctionType == .roundabout)
        #expect(b.junctionExitAngle == Measurement(value: 90, unit: .degrees))
        #expect(b.junctionElementAngles == m.junctionElementAngles)
        let lanes = try #require(b.linkedLaneGuidance)
        #expect(lanes.instructionVariants == ["Use the right lane"])
        #expect(lanes.lanes.count == 2)
        #expect(lanes.lanes[0].status == .notGood)
        #expect(lanes.lanes[0].highlightedAngle == nil)
        #expect(lanes.lanes[1].status == .preferred)
        #expect(lanes.lanes[1].angles.map(\.value) == [0, 45])
        #expect(lanes.lanes[1].highlightedAngle == Measurement(value: 45, unit: .degrees))
        #expect(b.highwayExitLabel == "Exit 12")

        let empty = try secureRoundTrip(CPManeuver())
        #expect(empty.symbolImage == nil)
        #expect(empty.instructionVariants.isEmpty)
        #expect(empty.maneuverType == .noTurn)
        #expect(empty.junctionElementAngles == nil)
    }

    @Test func navigationAlertsMapTemplatesAndPreviewTexts() throws {
        let alert = CPNavigationAlert(
            titleVariants: ["Traffic ahead"], subtitleVariants: ["20 min delay"], image: UIImage(systemName: "car"),
            primaryAction: CPAlertAction(title: "Reroute", style: .default) { _ in },
            secondaryAction: CPAlertAction(title: "Dismiss", style: .cancel) { _ in }, duration: 12)
        let a = try secureRoundTrip(alert)
        #expect(a.titleVariants == ["Traffic ahead"])
        #expect(a.subtitleVariants == ["20 min delay"])
        #expect(a.image?.source == .symbol("car"))
        #expect(a.imageSet == nil)
        #expect(a.primaryAction.title == "Reroute")
        #expect(a.secondaryAction?.style == .cancel)
        #expect(a.duration == 12)

        let map = CPMapTemplate()
        map.guidanceBackgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        map.tripEstimateStyle = .dark
        let zoom = CPMapButton { _ in }
        zoom.image = UIImage(systemName: "plus.magnifyingglass")
        zoom.focusedImage = try Self.pngImage()
        zoom.isHidden = true
        let pan = CPMapButton()
        pan.isEnabled = false
        map.mapButtons = [zoom, pan]
        map.automaticallyHidesNavigationBar = false
        let m = try secureRoundTrip(map)
        #expect(m.guidanceBackgroundColor.hex(for: UITraitCollection()) == "#336699")
        #expect(m.tripEstimateStyle == .dark)
        #expect(m.mapButtons.count == 2)
        #expect(m.mapButtons[0].image?.source == .symbol("plus.magnifyingglass"))
        #expect(m.mapButtons[0].focusedImage != nil)
        #expect(m.mapButtons[0].isHidden)
        #expect(m.mapButtons[0].isEnabled)
        #expect(m.mapButtons[0].tapHandler == nil)
        #expect(!m.mapButtons[1].isEnabled)
        #expect(!m.automaticallyHidesNavigationBar)
        #expect(m.hidesButtonsWithNavigationBar)
        // A system colour keeps its name (snapshots show it) and both its looks.
        #expect(try secureRoundTrip(CPMapTemplate()).guidanceBackgroundColor.name == UIColor.systemBackground.name)

        let texts = try secureRoundTrip(CPTripPreviewTextConfiguration(startButtonTitle: "Go", additionalRoutesButtonTitle: nil, overviewButtonTitle: "All"))
        #expect(texts.startButtonTitle == "Go")
        #expect(texts.additionalRoutesButtonTitle == nil)
        #expect(texts.overviewButtonTitle == "All")

        let dash = try secureRoundTrip(
            CPDashboardButton(titleVariants: ["Home"], subtitleVariants: ["12 min"], image: try Self.pngImage()) { _ in })
        #expect(dash.titleVariants == ["Home"])
        #expect(dash.subtitleVariants == ["12 min"])
        #expect(dash.image.source == (try Self.pngImage()).source)
        #expect(dash.tapHandler == nil)
    }

}
