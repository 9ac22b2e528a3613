// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import ReferenceApps
import Roads
import Testing

/// Atlas, navigation on the Helsinki road data: search, trip preview with route choices, guidance to arrival.
@Suite @MainActor
struct AtlasTests {
    /// Atlas in a car on a test clock; `traffic`: seconds into a trip when the traffic service looks for jams.
    static func connect(traffic: Double? = nil) async throws -> (CarPlayTestSession, AtlasNavigator) {
        let clock = TestClock<Duration>()
        let navigator = AtlasNavigator(clock: clock)
        navigator.trafficCheckAfter = traffic
        let car = try await CarPlayTestSession(app: try ReferenceApps.atlas(navigator: navigator, clock: clock), clock: clock, hosting: .testProcess)
        await car.settle()
        return (car, navigator)
    }

    /// Searches for a place and opens its trip preview.
    static func preview(_ car: CarPlayTestSession, _ name: String) async throws {
        try await car.tap(.barButton, at: 1)
        try await car.type(name)
        await car.settle()
        try await car.tap(name, role: .searchResult)
        await car.settle()
    }

    func connect() async throws -> (CarPlayTestSession, AtlasNavigator) { try await Self.connect() }

    func startTrip(_ car: CarPlayTestSession, to name: String) async throws { try await Self.startTrip(car, to: name) }

    /// Opens the trip preview to a place and starts the trip (Go).
    static func startTrip(_ car: CarPlayTestSession, to name: String) async throws {
        try await preview(car, name)
        try await car.tap(.startTrip, at: 0)
        await car.settle()
    }

    @Test func theMapIsDrawnFromTheRoadData() async throws {
        let (car, _) = try await connect()
        #expect(car.top?.kind == .map)
        let base = try #require(car.screen.baseView)
        // The land, one path per road class present, the car.
        #expect(base.count >= 5)
        #expect(base.filter { $0.stroke != nil }.count >= 3)
    }

    @Test func searchPreviewAndDriveToArrival() async throws {
        let (car, navigator) = try await connect()
        try await startTrip(car, to: "Cafe Engel")
        let drive = try #require(navigator.drive)
        #expect(navigator.destination?.name == "Cafe Engel")
        #expect(drive.maneuvers.count >= 3)
        var seconds = 0
        // Ten seconds at a time, then second by second near the end, so the check below lands while the arrival
        // prompt is still being spoken (the phone's speech runs on its own clock).
        while let d = navigator.drive, seconds < 900 {
            let step = d.remainingTime > 30 ? 10 : 1
            await car.advance(by: .seconds(step))
            seconds += step
        }
        #expect(navigator.drive == nil, "arrived within \(seconds) s")
        #expect(navigator.prompts.last == "You have arrived at Cafe Engel")
        #expect(navigator.prompts.count >= 3)
        #expect(AVAudioSession.sharedInstance().mode == .voicePrompt)
        #expect(AVAudioSession.sharedInstance().isActive, "speaking the arrival")
        await car.advance(by: .seconds(3))
        #expect(!AVAudioSession.sharedInstance().isActive, "the prompt session is active only while speaking")
    }

    @Test func theSystemCancellingNavigationEndsGuidanceAtOnce() async throws {
        let (car, navigator) = try await connect()
        try await startTrip(car, to: "Cafe Engel")
        #expect(navigator.drive != nil)
        await car.cancelNavigationBySystem()
        let said = navigator.prompts.count
        await car.advance(by: .seconds(60))
        #expect(navigator.drive == nil && navigator.prompts.count == said)
    }

    @Test func noPromptsDuringAPhoneCall() async throws {
        let (car, navigator) = try await connect()
        AVAudioSession.sharedInstance().setPromptStyle(.none)
        defer { AVAudioSession.sharedInstance().setPromptStyle(.normal) }
        try await startTrip(car, to: "Cafe Engel")
        await car.advance(by: .seconds(120))
        #expect(navigator.prompts.isEmpty)
    }
}

/// Atlas off the happy path: a GPS track that leaves the route, a traffic jam, the other route choice, calls and
/// Siri, and the car's other screens (CarPlay Dashboard, the instrument cluster, HUD metadata).
///
/// The traffic jam, the lane diagram, leaving the route and the HUD run in processes of their own (exit tests): in the
/// test process each kept the phone for seconds of the car's stops under load, and every other in-process car waited.
@Suite @MainActor
struct AtlasGuidanceFlowTests {
    func connect(traffic: Double? = nil) async throws -> (CarPlayTestSession, AtlasNavigator) { try await AtlasTests.connect(traffic: traffic) }
    func preview(_ car: CarPlayTestSession, _ name: String) async throws { try await AtlasTests.preview(car, name) }
    func startTrip(_ car: CarPlayTestSession, to name: String) async throws { try await AtlasTests.startTrip(car, to: name) }

    /// The GPS fixes of a drive along `route`, one a second: to the route's end, or for `seconds`.
    func track(along route: Route, _ navigator: AtlasNavigator, seconds: Int? = nil) -> [Coordinate] {
        var drive = RouteDrive(route: route, maneuvers: navigator.router.maneuvers(for: route), graph: navigator.graph)
        var fixes = [drive.position]
        while seconds.map({ fixes.count <= $0 }) ?? !drive.isArrived {
            drive.advance(by: 1)
            fixes.append(drive.position)
        }
        return fixes
    }

    /// Drives until the trip ends or the time runs out; returns the seconds driven.
    @discardableResult
    func driveToArrival(
        _ car: CarPlayTestSession, _ navigator: AtlasNavigator, limit: Int = 900,
        watch: (TemplateSnapshot?) -> Void = { _ in }
    ) async -> Int {
        var seconds = 0
        while navigator.drive != nil && seconds < limit {
            await car.advance(by: .seconds(1))
            seconds += 1
            watch(car.top)
        }
        return seconds
    }

    @Test func theOtherRouteChoiceIsTheOneDriven() async throws {
        let (car, navigator) = try await connect()
        try await preview(car, "Cafe Engel")
        let place = try #require(navigator.places.first { $0.name == "Cafe Engel" })
        let routes = try navigator.routes(to: place)
        #expect(routes.count >= 2)
        try await car.tap(.routeChoice, at: 1)
        let choices = car.top?.sections.flatMap(\.items).filter { $0.role == .routeChoice } ?? []
        #expect(choices.map(\.details.isSelected) == [false, true] + Array(repeating: false, count: max(choices.count - 2, 0)))
        try await car.tap(.startTrip, at: 0)
        await car.settle()
        #expect(navigator.drive?.route.legs.map(\.segment) == routes[1].legs.map(\.segment))
    }

    @Test func theSearchButtonOffersEveryMatchAsATripToChooseFrom() async throws {
        let (car, navigator) = try await connect()
        try await car.tap(.barButton, at: 1)
        try await car.type("cafe")
        await car.settle()
        let matches = navigator.search("cafe")
        #expect(matches.count > 2 && matches.count <= 12)
        try await car.pressSearchButton()
        await car.settle()
        let trips = car.top?.sections.first?.items.filter { $0.role == .tripPreview } ?? []
        #expect(trips.map(\.text) == matches.map(\.name), "one trip per match, nearest first")
        #expect(trips.first?.details.isSelected == true)
        // The driver picks the third; Go starts it.
        try await car.tap(.tripPreview, at: 2)
        #expect(car.top?.sections.first?.items[2].details.isSelected == true)
        try await car.tap(.startTrip, at: 0)
        await car.settle()
        #expect(navigator.destination == matches[2])
    }

    @Test func leavingTheRoutePausesGuidanceReroutesAndResumesWithNewRouteInformation() async {
        await #expect(processExitsWith: .success) { try await Self().leavingTheRoutePausesGuidanceReroutesAndResumesWithNewRouteInformationHere() }
    }

    func leavingTheRoutePausesGuidanceReroutesAndResumesWithNewRouteInformationHere() async throws {
        let (car, navigator) = try await connect()
        let place = try #require(navigator.places.first { $0.name == "Cafe Engel" })
        let routes = try navigator.routes(to: place)
        try #require(routes.count >= 2)
        // The driver follows the second route while guided along the first: a GPS track of that drive.
        let fixes = track(along: routes[1], navigator)
        navigator.positioning = .track(fixes)
        try await startTrip(car, to: "Cafe Engel")
        let session = try #require((car.templates.first as? CPMapTemplate)?.navigationSession)
        let firstManeuvers = session.upcomingManeuvers.map { $0.instructionVariants.first ?? "" }
        var sawPause = false
        await driveToArrival(car, navigator, limit: fixes.count + 30) { top in
            if top?.map?.guidance?.paused?.reason == .rerouting { sawPause = true }
        }
        #expect(sawPause, "the car showed guidance paused for rerouting")
        #expect(navigator.rerouteCount >= 1)
        #expect(navigator.prompts.contains("Rerouting"))
        #expect(navigator.prompts.last == "You have arrived at Cafe Engel")
        #expect(firstManeuvers != [], "guidance began on the first route")
        // After the reroute the car's route metadata (iOS 17.4) is the new route's.
        #expect(car.events.contains { if case .navigationSessionUpdated(_, let what) = $0 { what == "state" } else { false } })
    }

    @Test func aTrackThatStopsShortLeavesGuidanceWaitingForGPS() async throws {
        let (car, navigator) = try await connect()
        let place = try #require(navigator.places.first { $0.name == "Cafe Engel" })
        let route = try #require(try navigator.routes(to: place).first)
        navigator.positioning = .track(track(along: route, navigator, seconds: 20))
        try await startTrip(car, to: "Cafe Engel")
        await car.advance(by: .seconds(25))
        #expect(car.top?.map?.guidance?.paused != nil && car.top?.map?.guidance?.paused?.reason == .locating)
        #expect(car.top?.map?.guidance?.paused?.description == "Waiting for GPS")
        #expect(navigator.drive != nil && navigator.rerouteCount == 0)
    }

    @Test func aTrafficJamAheadOffersADetourThatTheDriverTakes() async {
        await #expect(processExitsWith: .success) { try await Self().aTrafficJamAheadOffersADetourThatTheDriverTakesHere() }
    }

    func aTrafficJamAheadOffersADetourThatTheDriverTakesHere() async throws {
        let (car, navigator) = try await connect(traffic: 5)
        try await startTrip(car, to: "Scandic Hakaniemi")
        await car.advance(by: .seconds(6))
        let jam = try #require(navigator.jam)
        #expect(car.top?.map?.alert?.title == "Traffic jam on \(jam.road)")
        #expect(car.top?.map?.alert?.subtitle?.hasPrefix("A detour saves") == true)
        try await car.tap("Detour", role: .navigationAlertAction)
        await car.settle()
        #expect(car.top?.map?.alert == nil)
        #expect(navigator.rerouteCount == 1)
        let route = try #require(navigator.drive?.route)
        #expect(!route.legs.contains { jam.segments.contains($0.segment) }, "the detour avoids the jammed road")
        await driveToArrival(car, navigator)
        #expect(navigator.prompts.last == "You have arrived at Scandic Hakaniemi")
    }

    @Test func anUnansweredTrafficAlertGoesAwayByItselfAndTheRouteStays() async throws {
        let (car, navigator) = try await connect(traffic: 5)
        try await startTrip(car, to: "Scandic Hakaniemi")
        let before = navigator.drive?.route.legs.map(\.segment)
        await car.advance(by: .seconds(6))
        #expect(car.top?.map?.alert != nil)
        await car.advance(by: .seconds(11))
        #expect(car.top?.map?.alert == nil)
        #expect(navigator.rerouteCount == 0 && navigator.drive?.route.legs.map(\.segment) == before)
    }

    @Test func noPromptsDuringACallAndATonePromptWhileSiriListens() async throws {
        let (car, navigator) = try await connect()
        _ = car.clock  // reading it hands the clock out: from here it moves at every stop
        let phone = VoxaPhone()
        try await startTrip(car, to: "Cafe Engel")
        let call = phone.startCall(to: "Anna")
        await car.advance(by: .seconds(3))
        #expect(AVAudioSession.sharedInstance().promptStyle == .none, "a call is on")
        let said = navigator.prompts.count
        await car.advance(by: .seconds(40))
        #expect(navigator.prompts.count == said, "nothing spoken during the call")
        CXCallController().request(CXTransaction(action: CXEndCallAction(call: call))) { _ in }
        await car.advance(by: .seconds(1))
        #expect(AVAudioSession.sharedInstance().promptStyle == .normal)
        // Siri listens: for the next 5 s prompts are a tone.
        await car.askSiri("what's the weather")
        #expect(AVAudioSession.sharedInstance().promptStyle == .short)
        navigator.speak("Turn left")
        #expect(navigator.prompts.last == "(tone)")
        await car.advance(by: .seconds(6))
        #expect(AVAudioSession.sharedInstance().promptStyle == .normal)
    }

    @Test func theDashboardOffersTwoShortcutsThenShowsGuidance() async throws {
        let (car, navigator) = try await connect()
        let dashboard = try #require(car.session.dashboardSnapshot())
        #expect(dashboard.buttons.count == 2)
        #expect(dashboard.buttons.map(\.text) == navigator.favourites.map(\.name))
        #expect(!dashboard.baseView.isEmpty, "Atlas draws its dashboard map")
        try car.session.tapDashboardButton(0)
        await car.settle()
        #expect(navigator.destination == navigator.favourites.first)
        let guiding = try #require(car.session.dashboardSnapshot())
        #expect(guiding.buttons.isEmpty, "no shortcuts while navigating")
        #expect(guiding.guidance != nil)
        #expect(car.exceptions.isEmpty, "\(car.exceptions)")
    }

    @Test func theClusterFollowsTheCarZoomsAndHonoursItsSettings() async throws {
        let (car, navigator) = try await connect()
        let idle = try #require(car.session.clusterSnapshot(on: .standard))
        #expect(idle.inactiveDescription == "Choose a destination in Atlas")
        try await startTrip(car, to: "Cafe Engel")
        await car.advance(by: .seconds(5))
        let guided = try #require(car.session.clusterSnapshot(on: .standard))
        #expect(guided.guidance != nil && guided.inactiveDescription == nil)
        #expect(navigator.speedLimit != nil, "the road has a posted limit")
        let full = guided.baseView.count
        // The car turns the compass and the speed limit off: Atlas draws less.
        try car.session.setInstrumentCluster(compass: .disabled, speedLimit: .disabled)
        let bare = try #require(car.session.clusterSnapshot(on: .standard))
        #expect(bare.baseView.count < full)
        try car.session.setInstrumentCluster(compass: .enabled, speedLimit: .enabled)
        #expect(try #require(car.session.clusterSnapshot(on: .standard)).baseView.count == full)
        // Zooming out from the car shows more road.
        let roads = bare.baseView.filter { $0.stroke != nil }.map(\.path.count).reduce(0, +)
        try car.session.zoomInstrumentCluster(in: false)
        try car.session.zoomInstrumentCluster(in: false)
        try car.session.setInstrumentCluster(compass: .disabled, speedLimit: .disabled)
        let wider = try #require(car.session.clusterSnapshot(on: .standard)).baseView.filter { $0.stroke != nil }.map(\.path.count).reduce(0, +)
        #expect(wider > roads)
    }

    @Test func panningModeByThePanButtonMovesTheMapByKnobAndTouchAndDoneLeavesIt() async throws {
        let (car, _) = try await connect()
        let base = try #require(car.screen.baseView)
        try await car.tap(.mapButton, at: 2)
        #expect(car.top?.map?.isPanning == true)
        #expect(car.top?.buttons.filter { $0.role == .mapButton }.count == 2, "zoom stays, the pan button goes")
        #expect(car.top?.trailingButtons.first?.text == "Done")
        try await car.nudgeKnob(.up)
        let nudged = try #require(car.screen.baseView)
        #expect(nudged != base, "the map moved")
        try await car.tap(id: "t1.pan.left")
        #expect(try #require(car.screen.baseView) != nudged)
        try await car.tap("Done", role: .barButton)
        #expect(car.top?.map?.isPanning == false)
        #expect(car.top?.buttons.filter { $0.role == .mapButton }.count == 4)
        #expect(car.top?.leadingButtons.first?.text == "Destinations")
    }

    @Test func theDriverEndsGuidanceWithEnd() async throws {
        let (car, navigator) = try await connect()
        try await startTrip(car, to: "Cafe Engel")
        #expect(car.top?.leadingButtons.map(\.text) == ["End"])
        try await car.tap("End", role: .barButton)
        await car.settle()
        #expect(navigator.drive == nil && car.top?.map?.guidance == nil)
        #expect(car.top?.leadingButtons.first?.text == "Destinations")
        let said = navigator.prompts.count
        await car.advance(by: .seconds(30))
        #expect(navigator.prompts.count == said)
    }

    @Test func theKeyboardIsLimitedWhileDriving() async throws {
        let (car, _) = try await connect()
        await car.drive()
        try await car.tap(.barButton, at: 1)
        await #expect(throws: CarInputError.self) { try await car.type("Cafe") }
        #expect(car.events.contains(.refused(operation: "type", error: "the keyboard is limited while driving")))
    }

    @Test func theCarDrawsTheAppsLaneDiagramAsTheSecondManeuver() async {
        await #expect(processExitsWith: .success) { try await Self().theCarDrawsTheAppsLaneDiagramAsTheSecondManeuverHere() }
    }

    func theCarDrawsTheAppsLaneDiagramAsTheSecondManeuverHere() async throws {
        let (car, navigator) = try await connect()
        // A place whose fastest route has a maneuver with lanes and nothing close behind it.
        let place = try #require(
            navigator.places.first { p in
                guard navigator.search(p.name).first == p, let route = try? navigator.routes(to: p).first else { return false }
                let ms = navigator.router.maneuvers(for: route, destination: p.coordinate)
                return ms.indices.dropFirst().dropLast().contains { i in !ms[i].lanes.isEmpty && ms[i + 1].distanceFromStart - ms[i].distanceFromStart >= 100 }
            })
        try await startTrip(car, to: place.name)
        var seen: ScreenSnapshot?
        while navigator.drive != nil, seen == nil {
            await car.advance(by: .seconds(1))
            if car.top?.map?.guidance?.maneuvers.dropFirst().first?.style == .symbolOnly { seen = car.screen }
        }
        let screen = try #require(seen, "a maneuver with lanes came up")
        let map = try #require(screen.stack.first)
        let second = try #require(map.map?.guidance?.maneuvers.dropFirst().first)
        let image = try #require(second.image)
        #expect(image.hasPrefix("drawing:") && second.imageWidth == 120 && second.imageHeight == 18)
        let drawing = try #require(map.drawings?[image])
        #expect(!drawing.isEmpty)
        // The renderer draws those strokes into the guidance card (offset into its 120×18 slot).
        let svg = SVGWriter.svg(CarRenderer.layout(screen))
        #expect(drawing.allSatisfy { svg.contains("stroke=\"\($0.stroke!)\"") })
    }

    @Test func theHUDGetsManeuverMetadataAndTheStatesRunInOrder() async {
        await #expect(processExitsWith: .success) { try await Self().theHUDGetsManeuverMetadataAndTheStatesRunInOrderHere() }
    }

    func theHUDGetsManeuverMetadataAndTheStatesRunInOrderHere() async throws {
        let (car, navigator) = try await connect()
        try await startTrip(car, to: "Cafe Engel")
        #expect(car.top?.map?.guidance?.metadata != nil)
        #expect(car.top?.map?.guidance?.metadata?.trafficSide.isEmpty == false && car.top?.map?.guidance?.metadata?.junction.isEmpty == false)
        var states: [String] = []
        await driveToArrival(car, navigator) { top in
            if let s = top?.map?.guidance?.metadata?.maneuverState.rawValue, states.last != s { states.append(s) }
        }
        // Each maneuver: continue or initial first, then prepare, then execute; never backwards within one.
        let order = ["continue": 0, "initial": 0, "prepare": 1, "execute": 2]
        var within: [Int] = []
        var violations = 0
        for s in states {
            let rank = order[s] ?? -1
            if let last = within.last, rank < last { within = [] }
            if let last = within.last, rank < last { violations += 1 }
            within.append(rank)
        }
        #expect(states.contains("prepare") && states.contains("execute") && violations == 0, "\(states)")
    }
}
