// Seed 001 (the CarPlay Developer Guide): the notification authorization, list and now playing, and
// navigation startup snippets. The guide's `listItemHandler` and `CPNowPlayingTemplate.shared()` are
// pseudo-code for `handler` and `CPNowPlayingTemplate.shared`; `.CPTripPauseReasonLoading` is `.loading`.
import CarPlayShim

public final class NotificationSample {
    public private(set) var granted: Bool?
    public init() {}
    public func requestAuthorization() {
        let authorizationOptions : UNAuthorizationOptions = [.badge, .sound, .alert, .carPlay]
        let notificationCenter = UNUserNotificationCenter.current()
        notificationCenter.requestAuthorization(options: authorizationOptions) {
            (granted, error) in
            // Enable or disable app features based on authorization
            self.granted = granted
        }
    }
}

class GuideListSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController!

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(CPListTemplate(title: "Library", sections: []), animated: false, completion: nil)

        let item = CPListItem(text: "My title", detailText: "My subtitle")
        item.handler = { [weak self] item, completion in

            // Start playback asynchronously...

            self?.interfaceController.pushTemplate(CPNowPlayingTemplate.shared, animated: true)
            completion()
        }

        let section = CPListSection(items: [item])
        let listTemplate = CPListTemplate(title: "Albums", sections: [section])
        self.interfaceController.pushTemplate(listTemplate, animated: true)
    }
}

class MyRootViewController: UIViewController {}

class GuideNavigationSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
    var interfaceController: CPInterfaceController?
    var carWindow: CPWindow?
    var session: CPNavigationSession?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow) {
        self.interfaceController = interfaceController
        self.carWindow = window

        let rootViewController = MyRootViewController()
        window.rootViewController = rootViewController

        let rootTemplate: CPMapTemplate = createRootTemplate()
        self.interfaceController?.setRootTemplate(rootTemplate, animated: false)
    }

    func createRootTemplate() -> CPMapTemplate {
        let mapTemplate = CPMapTemplate()
        mapTemplate.mapDelegate = self
        let panButton = CPMapButton { [weak mapTemplate] _ in mapTemplate?.showPanningInterface(animated: true) }
        panButton.image = UIImage(systemName: "arrow.up.and.down.and.arrow.left.and.right")
        mapTemplate.mapButtons = [panButton]
        mapTemplate.leadingNavigationBarButtons = [CPBarButton(title: "Destinations") { [weak self] _ in self?.previewTrip(on: mapTemplate) }]
        return mapTemplate
    }

    func previewTrip(on mapTemplate: CPMapTemplate) {
        let origin = MKMapItem.forCurrentLocation()
        let destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.1699, longitude: 24.9384)))
        destination.name = "Central Station"
        let fastest = CPRouteChoice(summaryVariants: ["Fastest route via Mannerheimintie", "Fastest route"],
                                    additionalInformationVariants: ["No tolls"], selectionSummaryVariants: ["Fastest"])
        let trip = CPTrip(origin: origin, destination: destination, routeChoices: [fastest])
        mapTemplate.showTripPreviews([trip], textConfiguration: CPTripPreviewTextConfiguration(startButtonTitle: "Go", additionalRoutesButtonTitle: nil, overviewButtonTitle: nil))
        mapTemplate.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 4.2, unit: .kilometers), timeRemaining: 600), for: trip)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        mapTemplate.hideTripPreviews()
        let session = mapTemplate.startNavigationSession(for: trip)
        session.pauseTrip(for: .loading, description: nil)
        self.session = session
    }

    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        session = nil
    }
}

public enum GuideSamples {
    public static let listDelegateClassName = "GuideListSceneDelegate"
    public static let navigationDelegateClassName = "GuideNavigationSceneDelegate"
    @MainActor public static func makeListDelegate() -> UISceneDelegate { GuideListSceneDelegate() }
    @MainActor public static func makeNavigationDelegate() -> UISceneDelegate { GuideNavigationSceneDelegate() }
}
