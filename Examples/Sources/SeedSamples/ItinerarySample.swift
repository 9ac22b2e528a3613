// Seed 004 (a service-route app): the scene delegate, the NotificationCenter sync and the Mark Complete
// button, filled in where the write-up elides (`...`) with the simplest code that does what it says.
import CarPlayShim

public struct Stop: Equatable {
    public var id: Int
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var isComplete: Bool
    public init(id: Int, name: String, latitude: Double, longitude: Double, isComplete: Bool = false) {
        self.id = id; self.name = name; self.latitude = latitude; self.longitude = longitude; self.isComplete = isComplete
    }
}

public enum ItineraryStore {
    public static let postNotificationName = Notification.Name("ItineraryStoreDidChange")
    public struct NotificationPayload {
        public var date: Date
        public var key: String
        public var stops: [Stop]
        public var sender: String
    }
    public enum Loader {
        nonisolated(unsafe) public static var saved: [String: [Stop]] = [:]
        public static func save(_ stops: [Stop], key: String) { saved[key] = stops }
    }
    public static func post(_ stops: [Stop], key: String, date: Date, sender: String) {
        NotificationCenter.default.post(name: postNotificationName, object: NotificationPayload(date: date, key: key, stops: stops, sender: sender))
    }
}

class ItinerarySceneDelegate: UIResponder, ObservableObject, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    weak var scene: CPTemplateApplicationScene?
    var observers = Set<AnyCancellable>()
    var date = Date(timeIntervalSince1970: 0)
    var dateKey = "today"
    var stops: [Stop] = [] {
        didSet { pointsOfInterest = stops.filter { !$0.isComplete }.map(makePointOfInterest) }
    }
    @Published var pointsOfInterest: [CPPointOfInterest] = []

    override init() {
        super.init()
        NotificationCenter.default.publisher(for: ItineraryStore.postNotificationName)
                .map(\.object)
                .compactMap { $0 as? ItineraryStore.NotificationPayload }
                .sink { [weak self] payload in
                    guard let self = self else { return }
                    self.date = payload.date
                    self.dateKey = payload.key
                    self.stops = payload.stops
                }
                .store(in: &observers)

        $pointsOfInterest
                .receive(on: RunLoop.main)
                .sink { [weak self] pointsOfInterest in
                    let template = CPPointOfInterestTemplate(title: "Today's Itenerary", pointsOfInterest: pointsOfInterest, selectedIndex: 0)
                    self?.interfaceController?.setRootTemplate(template, animated: false, completion: nil)
                }
                .store(in: &observers)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        self.scene = templateApplicationScene

        let template = CPPointOfInterestTemplate(title: "Itenerary", pointsOfInterest: pointsOfInterest, selectedIndex: 0)
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
    }

    func makePointOfInterest(_ stop: Stop) -> CPPointOfInterest {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: stop.latitude, longitude: stop.longitude)))
        item.name = stop.name
        let poi = CPPointOfInterest(location: item, title: stop.name, subtitle: nil, summary: nil, detailTitle: stop.name,
                                    detailSubtitle: "Stop \(stop.id)", detailSummary: nil, pinImage: nil)
        poi.primaryButton = CPTextButton(title: "Navigate", textStyle: .confirm) { [weak self] _ in
            let url = URL(string: "maps://?daddr=\(stop.latitude),\(stop.longitude)")!
            self?.scene?.open(url, options: nil, completionHandler: nil)
        }
        poi.secondaryButton = makeCompleteButton(stop: stop)
        return poi
    }

    func makeCompleteButton(
        stop: Stop
    ) -> CPTextButton {
        CPTextButton(title: "Mark Complete", textStyle: .normal) { [weak self] _ in
            guard let self = self else { return }
            var newStop = stop
            newStop.isComplete = true
            guard let index = self.stops.firstIndex(where: { $0.id == newStop.id }) else { return }
            self.stops[index] = newStop
            let stops = self.stops, key = self.dateKey, date = self.date
            Task(priority: .background) {
                ItineraryStore.Loader.save(stops, key: key)
                ItineraryStore.post(stops, key: key, date: date, sender: "carplay")
            }
        }
    }
}

public enum ItinerarySample {
    public static let delegateClassName = "ItinerarySceneDelegate"
    @MainActor public static func makeDelegate() -> UISceneDelegate { ItinerarySceneDelegate() }
}
