import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

// Apps that load their first screen with URLSession, the ordinary ways: a data task whose completion hops to the main
// queue, async/await, and a file in their bundle. (A session of the app's own, `URLSession(configuration: .default)`,
// goes to the real network: Foundation on Linux asks the registered protocols only for the shared session.) The car answers from what the test gives and
// lets the request finish before the first read.

/// A radio app whose stations come over the network.
final class NetworkStationsSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    enum Way: String, CaseIterable, Sendable {
        case dataTask, asyncAwait, bundleFile
    }

    static let stationsURL = URL(string: "https://radio.example/api/stations.json?region=eu")!
    let way: Way
    init(way: Way) { self.way = way }

    nonisolated static func names(_ data: Data?) -> [String] {
        ((try? JSONDecoder().decode([[String: String]].self, from: data ?? Data())) ?? []).compactMap { $0["name"] }
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let list = CPListTemplate(title: "Stations", sections: [])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        let show: @MainActor ([String], Error?) -> Void = { names, error in
            let rows = error.map { ["Couldn't load (\(($0 as? URLError)?.code.rawValue ?? 0))"] } ?? names
            list.updateSections([CPListSection(items: rows.map { CPListItem(text: $0, detailText: nil) })])
        }
        switch way {
        case .dataTask, .bundleFile:
            let url = way == .bundleFile ? Bundle.main.url(forResource: "stations", withExtension: "json")! : Self.stationsURL
            URLSession.shared.dataTask(with: url) { data, _, error in
                let names = Self.names(data)
                DispatchQueue.main.async { MainActor.assumeIsolated { show(names, error) } }
            }.resume()
        case .asyncAwait:
            Task {
                do {
                    let (data, _) = try await URLSession.shared.data(from: Self.stationsURL)
                    show(Self.names(data), nil)
                } catch {
                    show([], error)
                }
            }
        }
    }
}

@MainActor
struct AppNetworkTests {
    static let json = #"[{"name": "Classic Rock"}, {"name": "Jazz FM"}]"#

    func app(_ way: NetworkStationsSceneDelegate.Way) throws -> AppDeclaration {
        let folder = try makeBundleFolder(
            name: "NetRadio", identifier: "com.example.netradio", delegate: "NetworkStationsSceneDelegate", files: ["stations.json": Self.json])
        return try AppDeclaration(
            infoPlist: folder.appendingPathComponent("Info.plist"), entitlements: folder.appendingPathComponent("NetRadio.entitlements"),
            delegates: [SceneDelegateFactory(NetworkStationsSceneDelegate.self) { NetworkStationsSceneDelegate(way: way) }])
    }

    func network() -> CarNetwork {
        let network = CarNetwork()
        network.respond(to: NetworkStationsSceneDelegate.stationsURL, with: Data(Self.json.utf8), headers: ["Content-Type": "application/json"])
        return network
    }

    /// The first read sees the rows the request brought, every time.
    @Test(arguments: NetworkStationsSceneDelegate.Way.allCases)
    func theFirstReadSeesWhatTheRequestLoaded(way: NetworkStationsSceneDelegate.Way) async throws {
        let app = try app(way)
        let phone = await oneTurnForEveryLaunch()
        defer { phone.release() }
        var misses: [String] = []
        for _ in 0..<50 {
            let car = try await CarPlayTestSession(app: app, network: network(), hosting: .testProcess)
            if !car.texts.contains("Jazz FM") { misses.append(car.texts.joined(separator: ", ")) }
        }
        #expect(misses.isEmpty, "\(misses.count) of 50 first reads came before the stations: \(misses.prefix(3))")
    }

    @Test func theCarRecordsWhatItAnswered() async throws {
        let network = network()
        let car = try await CarPlayTestSession(app: try app(.dataTask), network: network, hosting: .testProcess)
        #expect(car.texts.contains("Classic Rock"))
        #expect(network.answeredRequests == [NetworkStationsSceneDelegate.stationsURL])
    }

    @Test func aPhoneWithNoConnectionFailsTheRequestAsIOSDoes() async throws {
        let network = CarNetwork()
        network.isOffline = true
        for way in [NetworkStationsSceneDelegate.Way.dataTask, .asyncAwait] {
            let car = try await CarPlayTestSession(app: try app(way), network: network)
            #expect(car.texts.contains("Couldn't load (\(URLError.Code.notConnectedToInternet.rawValue))"), "\(way): \(car.texts)")
        }
        let files = try await CarPlayTestSession(app: try app(.bundleFile), network: network)
        #expect(files.texts.contains("Jazz FM"), "a file in the app's bundle needs no connection: \(files.texts)")
    }

    @Test func eachCarAnswersWithItsOwnNetwork() async throws {
        let other = CarNetwork()
        other.respond(to: NetworkStationsSceneDelegate.stationsURL, with: Data(#"[{"name": "Other One"}]"#.utf8))
        for (network, shown, hidden) in [(network(), "Jazz FM", "Other One"), (other, "Other One", "Jazz FM")] {
            let car = try await CarPlayTestSession(app: try app(.asyncAwait), network: network)
            #expect(car.texts.contains(shown) && !car.texts.contains(hidden), "\(car.texts)")
        }
    }
}
