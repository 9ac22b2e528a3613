import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@Suite @MainActor
struct TrimmingAndLimitsTests {
    @Test func listsAreTrimmedTo12WhileDrivingAndRestoredWhenParked() async throws {
        let (car, _) = try await connect([.audio]) { list("Long", rows: 40) }
        #expect(car.top!.sections[0].items.count == 40)
        #expect(CPListTemplate.maximumItemCount == 500)
        await car.drive()
        #expect(CPListTemplate.maximumItemCount == 12)
        #expect(car.top!.sections[0].items.count == 12)
        let tid = car.top!.id
        #expect(car.events.contains(.trimmed(template: tid, what: "items", shown: 12, given: 40)))
        await #expect(throws: CarInputError.self) { try await car.tap("Long 20") }
        await car.park()
        #expect(car.top!.sections[0].items.count == 40)
        try await car.tap("Long 20")
    }

    @Test func aCarThatDoesNotLimitListsKeepsThem() async throws {
        let (car, _) = try await connect([.audio], vehicle: .unlimited) { list("Long", rows: 40) }
        await car.drive()
        #expect(car.top!.sections[0].items.count == 40)
    }

    @Test func limitSpansSections() async throws {
        let (car, _) = try await connect([.audio]) {
            CPListTemplate(
                title: "Two",
                sections: (0..<2).map { s in
                    CPListSection(items: (0..<10).map { CPListItem(text: "S\(s) R\($0)", detailText: nil) }, header: "Section \(s)", sectionIndexTitle: "Sx")
                })
        }
        await car.drive()
        let sections = car.top!.sections
        #expect(sections[0].items.count == 10)
        #expect(sections[1].items.count == 2)
        #expect(sections[0].indexTitle == "S")
    }

    @Test func gridShowsEightButtons() async throws {
        let buttons = (0..<10).map { CPGridButton(titleVariants: ["B\($0)"], image: UIImage(systemName: "star")!) }
        let (car, _) = try await connect([.communication]) { CPGridTemplate(title: "Grid", gridButtons: buttons) }
        #expect(car.top!.buttons.count == CPGridTemplateMaximumItems)
        #expect(car.top!.buttons.last?.text == "B7")
    }

    @Test func informationShowsTenItemsAndThreeActions() async throws {
        let (car, _) = try await connect([.parking]) {
            CPInformationTemplate(
                title: "Info", layout: .twoColumn,
                items: (0..<14).map { CPInformationItem(title: "T\($0)", detail: "D\($0)") },
                actions: (0..<5).map { CPTextButton(title: "A\($0)", textStyle: .normal) })
        }
        #expect(car.top!.sections[0].items.count == 10)
        #expect(car.top!.buttons.map(\.text) == ["A0", "A1", "A2"])
        #expect(car.top!.information?.layout == .twoColumn)
    }

    @Test func pointsOfInterestShowTwelve() async throws {
        let pois = (0..<15).map { i in
            CPPointOfInterest(
                location: MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60, longitude: 24 + Double(i) / 100))),
                title: "P\(i)", subtitle: nil, summary: nil, detailTitle: nil, detailSubtitle: nil, detailSummary: nil, pinImage: nil)
        }
        let (car, _) = try await connect([.evCharging]) { CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: pois, selectedIndex: 0) }
        #expect(car.top!.sections[0].items.count == 12)
    }

    @Test func barButtonsShowTwoPerSide() async throws {
        let (car, _) = try await connect([.communication]) {
            let t = list("Bar")
            t.leadingNavigationBarButtons = (0..<3).map { CPBarButton(title: "L\($0)") { _ in } }
            t.trailingNavigationBarButtons = (0..<4).map { CPBarButton(title: "T\($0)") { _ in } }
            return t
        }
        #expect(car.top!.leadingButtons.map(\.text) == ["L0", "L1"])
        #expect(car.top!.trailingButtons.map(\.text) == ["T0", "T1"])
    }

    /// The guide's "up to four" map buttons, panning or not (no Apple source gives a smaller number while panning).
    @Test func mapButtonsShowFourWhilePanningToo() async throws {
        let map = CPMapTemplate()
        let (car, _) = try await connect([.navigation]) { map }
        map.mapButtons = (0..<6).map { _ in CPMapButton { _ in } }
        #expect(car.top!.buttons.count == 4)
        map.showPanningInterface(animated: true)
        #expect(car.top!.buttons.filter { $0.role == .mapButton }.count == 4)
        #expect(car.top!.buttons.filter { $0.role == .panButton }.map(\.text) == ["up", "down", "left", "right"], "the car's arrows")
        #expect(map.isPanningInterfaceVisible)
    }

    @Test func alertKeepsTheMostRecentActions() async throws {
        let (car, probe) = try await connect([.communication]) { list("Root") }
        let actions = (0..<5).map { i in CPAlertAction(title: "A\(i)", style: .default) { _ in } }
        probe.interfaceController!.presentTemplate(CPAlertTemplate(titleVariants: ["Long title", "Short"], actions: actions), animated: true) { _, _ in }
        let max = CPAlertTemplate.maximumActionCount
        #expect(car.presented!.buttons.map(\.text) == actions.suffix(max).map(\.title))
    }

    @Test func sessionConfigurationFollowsDriving() async throws {
        final class Watcher: NSObject, CPSessionConfigurationDelegate {
            var changes: [CPLimitableUserInterface] = []
            func sessionConfiguration(
                _ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface
            ) {
                changes.append(limitedUserInterfaces)
            }
        }
        let (car, _) = try await connect([.navigation]) { CPMapTemplate() }
        let watcher = Watcher()
        let config = CPSessionConfiguration(delegate: watcher)
        #expect(config.limitedUserInterfaces == [])
        await car.drive()
        #expect(config.limitedUserInterfaces == [.keyboard, .lists])
        await car.park()
        #expect(watcher.changes == [[.keyboard, .lists], []])
    }

    @Test func keyboardIsLimitedWhileDriving() async throws {
        final class Searcher: NSObject, CPSearchTemplateDelegate {
            func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
                completionHandler(["Cafe \(searchText)", "Park \(searchText)"].map { CPListItem(text: $0, detailText: nil) })
            }
            func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
                completionHandler()
            }
        }
        let searcher = Searcher()
        let (car, probe) = try await connect([.navigation]) { CPMapTemplate() }
        let search = CPSearchTemplate()
        search.delegate = searcher
        probe.interfaceController!.pushTemplate(search, animated: true) { _, _ in }
        try await car.type("Mall")
        #expect(car.top!.sections[0].items.map(\.text) == ["Cafe Mall", "Park Mall"])
        try await car.tap("Park Mall")
        await car.drive()
        #expect(car.top!.search?.isKeyboardLimited == true)
        await #expect(throws: CarInputError("the keyboard is limited while driving")) { try await car.type("x") }
    }

    @Test func lockedPhoneMakesProtectedDataUnavailable() async throws {
        let (car, _) = try await connect([.audio]) { list("Root") }
        #expect(UIApplication.shared.isProtectedDataAvailable)
        await car.lockPhone()
        #expect(UIApplication.shared.isProtectedDataAvailable == false)
        await car.unlockPhone()
        #expect(UIApplication.shared.isProtectedDataAvailable)
    }

    @Test func endlessSpinnerIsReportedAfterTheTimeout() async throws {
        let (car, probe) = try await connect([.audio]) { list("Root") }
        let root = probe.interfaceController!.rootTemplate as! CPListTemplate
        var pending: (() -> Void)?
        (root.sections[0].items[0] as! CPListItem).handler = { _, done in pending = done }
        try await car.tap("Root 0")
        let id = "\(car.top!.id).s0.r0"
        #expect(car.screen.loadingElements == [id])
        #expect(car.top!.sections[0].items[0].details.isLoading)
        await car.advance(by: .seconds(9))
        #expect(!car.events.contains { if case .spinnerTimedOut = $0 { true } else { false } })
        await car.advance(by: .seconds(1))
        #expect(car.events.contains(.spinnerTimedOut(element: id, seconds: 10)))
        pending?()
        #expect(car.screen.loadingElements.isEmpty)
    }

    /// Apps often answer a selection from a network callback, off the main thread (Apple's CarPlay Music sample does):
    /// the spinner goes when the car's main actor next runs, and a search's results land the same way.
    @Test func completionsCalledFromAnotherThreadEndTheSpinner() async throws {
        final class Finder: NSObject, CPSearchTemplateDelegate {
            func searchTemplate(
                _ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void
            ) {
                let found = [CPListItem(text: "Found \(searchText)", detailText: nil)]
                nonisolated(unsafe) let answer = completionHandler
                DispatchQueue.global().async { answer(found) }
            }
            func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
                completionHandler()
            }
        }
        let finder = Finder()
        let (car, probe) = try await connect([.audio]) { list("Root") }
        let root = probe.interfaceController!.rootTemplate as! CPListTemplate
        (root.sections[0].items[0] as! CPListItem).handler = { _, done in
            nonisolated(unsafe) let finish = done
            DispatchQueue.global().async { finish() }
        }
        try await car.tap("Root 0")
        await car.settle()
        #expect(car.screen.loadingElements.isEmpty, "the completion from a global queue ended the spinner")
        #expect(car.events.contains(.completionCalled(element: "\(car.top!.id).s0.r0")))
        let (navigation, maps) = try await connect([.navigation]) { CPMapTemplate() }
        let search = CPSearchTemplate()
        search.delegate = finder
        maps.interfaceController!.pushTemplate(search, animated: false, completion: nil)
        try await navigation.type("jazz")
        await navigation.settle()
        #expect(navigation.texts.contains("Found jazz"), "\(navigation.texts)")
    }

    @Test func tabBarDelegateHearsTheFirstTabAndRetaps() async throws {
        final class TabWatcher: NSObject, CPTabBarTemplateDelegate {
            var selections: [String] = []
            func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {
                selections.append((selectedTemplate as! CPListTemplate).title!)
            }
        }
        let watcher = TabWatcher()
        let (car, _) = try await connect([.audio]) {
            let a = list("Library")
            let b = list("Search")
            a.tabSystemItem = .favorites
            b.tabTitle = "Find"
            b.tabImage = UIImage(systemName: "magnifyingglass")
            b.showsTabBadge = true
            let tabs = CPTabBarTemplate(templates: [a, b])
            tabs.delegate = watcher
            return tabs
        }
        #expect(watcher.selections == ["Library"])
        let tabs = car.top!.tabs
        #expect(tabs.map { $0.tabItem?.text } == ["Favorites", "Find"])
        #expect(tabs[1].tabItem?.details.showsBadge == true)
        try await car.tap("Find", role: .tab)
        try await car.tap("Find", role: .tab)
        #expect(watcher.selections == ["Library", "Search", "Search"])
        #expect(car.top!.selectedTab == 1)
        #expect(car.texts.contains("Search 0"))
    }

    @Test func voiceControlStatesAreRateLimited() async throws {
        let (car, probe) = try await connect([.navigation]) { CPMapTemplate() }
        let states = ["listening", "searching", "done"].map { CPVoiceControlState(identifier: $0, titleVariants: [$0.capitalized], image: nil, repeats: false) }
        let voice = CPVoiceControlTemplate(voiceControlStates: states)
        voice.activateVoiceControlState(withIdentifier: "searching")
        #expect(voice.activeStateIdentifier == "listening", "not presented yet: ignored")
        probe.interfaceController!.presentTemplate(voice, animated: true) { _, _ in }
        voice.activateVoiceControlState(withIdentifier: "searching")
        voice.activateVoiceControlState(withIdentifier: "done")
        #expect(voice.activeStateIdentifier == "searching")
        await car.advance(by: .seconds(1))
        voice.activateVoiceControlState(withIdentifier: "done")
        #expect(voice.activeStateIdentifier == "done")
        #expect(car.presented?.title == "Done")
    }

    /// A voice control state's action buttons (iOS 26.4): the first `maximumActionButtonCount` show and act.
    @Test func voiceControlStateButtonsShowUpToTheLimitAndAct() async throws {
        let (car, probe) = try await connect([.navigation]) { CPMapTemplate() }
        let listening = CPVoiceControlState(identifier: "listening", titleVariants: ["Listening"], image: nil, repeats: true)
        var tapped: [String] = []
        listening.actionButtons = ["Pause", "Favorite", "Share", "More"].map { title in
            CPButton(image: UIImage(systemName: "star")!) { _ in tapped.append(title) }.titled(title)
        }
        let voice = CPVoiceControlTemplate(voiceControlStates: [listening])
        probe.interfaceController!.presentTemplate(voice, animated: true) { _, _ in }
        let shown = car.presented?.buttons.filter { $0.role == .voiceControlButton } ?? []
        #expect(CPVoiceControlState.maximumActionButtonCount == 3 && shown.count == 3)
        #expect(shown.map(\.text) == ["Pause", "Favorite", "Share"], "leading to trailing, the fourth left out")
        try await car.tap("Favorite", role: .voiceControlButton)
        #expect(tapped == ["Favorite"])
    }
}

extension CPButton {
    /// The button with a title, as `CPButton.title` is settable.
    fileprivate func titled(_ title: String) -> CPButton {
        self.title = title
        return self
    }
}
