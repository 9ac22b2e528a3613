import CarPlayShim
import CarPlayTesting
import Foundation

/// One app per template kind, with realistic content, for rendering tests.
final class GalleryDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let kind: TemplateKind
    var interfaceController: CPInterfaceController?
    init(kind: TemplateKind) { self.kind = kind }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let ic = interfaceController
        switch kind {
        case .list:
            ic.setRootTemplate(Gallery.list(), animated: false, completion: nil)
        case .grid:
            let names = [
                ("Coffee", "cup.and.saucer"), ("Burgers", "fork.knife"), ("Pizza", "takeoutbag.and.cup.and.straw.fill"),
                ("Salads", "leaf"), ("Favorites", "star.fill"), ("Recent", "clock"), ("Deals", "tag"), ("Drinks", "cup.and.saucer.fill")
            ]
            ic.setRootTemplate(
                CPGridTemplate(
                    title: "Order",
                    gridButtons: names.map {
                        CPGridButton(titleVariants: [$0.0], image: UIImage(systemName: $0.1)!)
                    }), animated: false, completion: nil)
        case .tabBar:
            let a = Gallery.list()
            let b = CPGridTemplate(title: "Browse", gridButtons: [])
            a.tabTitle = "Library"
            a.tabImage = UIImage(systemName: "square.stack")
            b.tabSystemItem = .featured
            b.showsTabBadge = true
            ic.setRootTemplate(CPTabBarTemplate(templates: [a, b]), animated: false, completion: nil)
        case .information:
            ic.setRootTemplate(
                CPInformationTemplate(
                    title: "Order Summary", layout: .twoColumn,
                    items: [
                        CPInformationItem(title: "Pick-up", detail: "12:45 at Kamppi"),
                        CPInformationItem(title: "Items", detail: "2 × Latte, 1 × Bagel"),
                        CPInformationItem(title: "Total", detail: "€11.40"),
                        CPInformationRatingItem(rating: 4, maximumRating: 5, title: "Store", detail: "230 reviews")
                    ], actions: [CPTextButton(title: "Place Order", textStyle: .confirm), CPTextButton(title: "Cancel", textStyle: .cancel)]),
                animated: false, completion: nil)
        case .alert:
            ic.setRootTemplate(Gallery.list(), animated: false, completion: nil)
            ic.presentTemplate(
                CPAlertTemplate(
                    titleVariants: ["Charging session could not start at this charger", "Charging failed"],
                    actions: [
                        CPAlertAction(title: "Retry", style: .default) { _ in },
                        CPAlertAction(title: "Cancel", style: .cancel) { _ in }
                    ]),
                animated: false, completion: nil)
        case .actionSheet:
            ic.setRootTemplate(Gallery.list(), animated: false, completion: nil)
            ic.presentTemplate(
                CPActionSheetTemplate(
                    title: "End parking session?", message: "You will be charged €4.20",
                    actions: [
                        CPAlertAction(title: "End Session", style: .destructive) { _ in },
                        CPAlertAction(title: "Extend 30 min", style: .default) { _ in },
                        CPAlertAction(title: "Cancel", style: .cancel) { _ in }
                    ]),
                animated: false, completion: nil)
        case .contact:
            let contact = CPContact(name: "Ann Smith", image: UIImage(systemName: "person.crop.circle")!)
            contact.subtitle = "Base Camp"
            contact.informativeText = "Last seen 5 min ago"
            contact.actions = [CPContactCallButton { _ in }, CPContactMessageButton(phoneOrEmail: "+358401234567"), CPContactDirectionsButton { _ in }]
            ic.setRootTemplate(CPContactTemplate(contact: contact), animated: false, completion: nil)
        case .pointOfInterest:
            let pois = (0..<5).map { i -> CPPointOfInterest in
                let p = CPPointOfInterest(
                    location: MKMapItem(
                        placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.16 + Double(i) * 0.01, longitude: 24.93 + Double(i % 3) * 0.01))),
                    title: "Garage \(["Kamppi", "Töölö", "Pasila", "Kallio", "Sörnäinen"][i])", subtitle: "€\(2 + i)/h", summary: "\(10 * i + 5) free",
                    detailTitle: nil, detailSubtitle: "Level -2", detailSummary: "EV spots available", pinImage: nil)
                p.primaryButton = CPTextButton(title: "Start Parking", textStyle: .confirm)
                return p
            }
            ic.setRootTemplate(CPPointOfInterestTemplate(title: "Parking", pointsOfInterest: pois, selectedIndex: NSNotFound), animated: false, completion: nil)
        case .nowPlaying:
            var info: [String: Any] = [:]
            info[MPMediaItemPropertyTitle] = "Episode 42: The Long Road Home"
            info[MPMediaItemPropertyArtist] = "Open Roads"
            info[MPMediaItemPropertyAlbumTitle] = "Season 3"
            info[MPMediaItemPropertyPlaybackDuration] = 3125.0
            info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = 1204.0
            info[MPNowPlayingInfoPropertyPlaybackRate] = 1.5
            MPNowPlayingInfoCenter.default().nowPlayingInfo = info
            MPNowPlayingInfoCenter.default().playbackState = .playing
            let np = CPNowPlayingTemplate.shared
            np.isUpNextButtonEnabled = true
            np.isAlbumArtistButtonEnabled = true
            np.updateNowPlayingButtons([CPNowPlayingShuffleButton(), CPNowPlayingPlaybackRateButton()])
            ic.setRootTemplate(Gallery.list(), animated: false, completion: nil)
            ic.pushTemplate(np, animated: false, completion: nil)
        case .map:
            let map = CPMapTemplate()
            map.mapButtons = [CPMapButton { _ in }, CPMapButton { _ in }]
            map.mapButtons[0].image = UIImage(systemName: "plus.magnifyingglass")
            map.mapButtons[1].image = UIImage(systemName: "arrow.up.and.down.and.arrow.left.and.right")
            map.leadingNavigationBarButtons = [CPBarButton(title: "Search") { _ in }]
            map.trailingNavigationBarButtons = [CPBarButton(image: UIImage(systemName: "gear")!) { _ in }]
            ic.setRootTemplate(map, animated: false, completion: nil)
            let trip = CPTrip(
                origin: MKMapItem.forCurrentLocation(), destination: Gallery.place("Central Station"),
                routeChoices: [
                    CPRouteChoice(
                        summaryVariants: ["Fastest via Mannerheimintie", "Fastest"], additionalInformationVariants: ["12 min · 4.2 km"],
                        selectionSummaryVariants: ["Fastest"]),
                    CPRouteChoice(summaryVariants: ["Avoid tolls"], additionalInformationVariants: ["15 min · 5.0 km"], selectionSummaryVariants: ["No tolls"])
                ])
            map.showTripPreviews(
                [trip, CPTrip(origin: MKMapItem.forCurrentLocation(), destination: Gallery.place("Airport"), routeChoices: [])],
                textConfiguration: CPTripPreviewTextConfiguration(startButtonTitle: "Go", additionalRoutesButtonTitle: nil, overviewButtonTitle: nil))
        case .search:
            ic.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
            let search = CPSearchTemplate()
            search.delegate = Gallery.searcher
            ic.pushTemplate(search, animated: false, completion: nil)
        case .voiceControl:
            ic.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
            ic.presentTemplate(
                CPVoiceControlTemplate(voiceControlStates: [
                    CPVoiceControlState(identifier: "listening", titleVariants: ["Listening…"], image: nil, repeats: true)
                ]),
                animated: false, completion: nil)
        }
    }
}

@MainActor
enum Gallery {
    static func list() -> CPListTemplate {
        let playing = CPListItem(
            text: "Episode 42: The Long Road Home, with a title too long for any car screen", detailText: "Open Roads · 52 min",
            image: UIImage(systemName: "car.fill"), accessoryImage: nil, accessoryType: .disclosureIndicator)
        playing.isPlaying = true
        playing.playbackProgress = 0.4
        let explicit = CPListItem(text: "Late Night Radio", detailText: nil, image: UIImage(systemName: "radio"), accessoryImage: nil, accessoryType: .cloud)
        explicit.isExplicitContent = true
        let row = CPListImageRowItem(
            text: "Recently Played", images: ["music.note", "mic.fill", "headphones", "radio"].map { UIImage(systemName: $0)! },
            imageTitles: ["Mix", "Talk", "Focus", "Live"])
        let items: [any CPListTemplateItem] = [row, playing, explicit] + (1...20).map { CPListItem(text: "Episode \($0)", detailText: "\(20 + $0) min") }
        return CPListTemplate(title: "Podcasts", sections: [CPListSection(items: items, header: "Library", sectionIndexTitle: nil)])
    }

    static func place(_ name: String) -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94)))
        item.name = name
        return item
    }

    final class Searcher: NSObject, CPSearchTemplateDelegate {
        func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
            completionHandler(
                ["Café Regatta", "Cafe Engel"].map {
                    CPListItem(text: $0, detailText: "2.1 km", image: UIImage(systemName: "cup.and.saucer"), accessoryImage: nil, accessoryType: .none)
                })
        }
        func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
            completionHandler()
        }
    }
    static let searcher = Searcher()

    static func categories(_ kind: TemplateKind) -> Set<AppCategory> {
        switch kind {
        case .map, .search, .voiceControl, .contact: [.navigation]
        case .information, .grid, .pointOfInterest: [.parking]
        case .nowPlaying, .tabBar: [.audio]
        default: [.communication]
        }
    }

    static func connect(
        _ kind: TemplateKind, screen: CarScreen = .standard, style: String = "light", driving: Bool = false,
        rightHand: Bool = false
    ) async throws -> CarPlayTestSession {
        var vehicle = VehicleProfile.standard
        vehicle.screen = screen
        vehicle.driveSide = rightHand ? .right : .left
        let car = try await CarPlayTestSession(categories: categories(kind), vehicle: vehicle, driving: driving, hosting: .testProcess) {
            GalleryDelegate(kind: kind)
        }
        await car.setStyle(style == "dark" ? .dark : .light)
        if kind == .search { try await car.type("caf") }
        return car
    }
}
