import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import Testing

@Suite @MainActor
struct StackTests {
    @Test func lifecycleOrderOnConnectAndDisconnect() async throws {
        let (car, probe) = try await connect([.audio]) { list("Root") }
        #expect(
            probe.log == [
                "willConnect", "didConnect", "willAppear CPListTemplate", "didAppear CPListTemplate",
                "willEnterForeground", "didBecomeActive"
            ])
        await car.disconnect()
        #expect(Array(probe.log.suffix(4)) == ["willResignActive", "didEnterBackground", "didDisconnect", "sceneDidDisconnect"])
        #expect(car.session.isConnected == false)
    }

    @Test func reconnectMakesANewSceneAndAsksForTheRootAgain() async throws {
        let (car, _) = try await connect([.audio]) { list("Root") }
        let firstController = car.session.interfaceController
        await car.disconnect()
        await car.reconnect()
        #expect(car.session.isConnected)
        #expect(car.session.interfaceController !== firstController)
        #expect(car.top?.title == "Root")
    }

    @Test func pushPopAndCompletions() async throws {
        let (car, probe) = try await connect([.audio]) { list("Root") }
        let ic = probe.interfaceController!
        var results: [Bool] = []
        ic.pushTemplate(list("A"), animated: true) { ok, _ in results.append(ok) }
        ic.pushTemplate(list("B"), animated: true) { ok, _ in results.append(ok) }
        #expect(ic.templates.count == 3)
        #expect((ic.topTemplate as? CPListTemplate)?.title == "B")
        #expect((ic.rootTemplate as? CPListTemplate)?.title == "Root")
        ic.popTemplate(animated: true) { ok, _ in results.append(ok) }
        ic.popToRootTemplate(animated: true) { ok, _ in results.append(ok) }
        #expect(results == [true, true, true, true])
        var popError: Error?
        ic.popTemplate(animated: true) { ok, e in
            results.append(ok)
            popError = e
        }
        #expect(results.last == false)
        let ns = try #require(popError as NSError?)
        #expect(ns.domain == CarPlayErrorDomain)
        #expect(ns.localizedDescription == "No templates were available to be popped.")
        #expect(car.events.contains(.refused(operation: "pop", error: "No templates were available to be popped.")))
    }

    @Test func popToATemplateNotInTheStackFails() async throws {
        let (car, probe) = try await connect([.audio]) { list("Root") }
        defer { withExtendedLifetime(car) {} }
        var result: (Bool, Error?)?
        probe.interfaceController!.pop(to: list("Elsewhere"), animated: false) { result = ($0, $1) }
        #expect(result?.0 == false)
        #expect(result?.1 != nil)
    }

    @Test func failureWithoutCompletionRaises() async throws {
        let (car, probe) = try await connect([.audio]) { list("Root") }
        let e = await car.expectException { probe.interfaceController!.popTemplate(animated: true) }
        #expect(e?.name == "NSGenericException")
        #expect(e?.reason.hasPrefix("An error was encountered during a template operation, but no completion block was specified.") == true)
        #expect(e?.reason.contains("No templates were available to be popped.") == true)
    }

    @Test(arguments: [
        (AppCategory.audio, 5), (.communication, 5), (.navigation, 5), (.evCharging, 5), (.parking, 5),
        (.fueling, 3), (.drivingTask, 2), (.quickFoodOrdering, 2)
    ])
    func depthLimit(category: AppCategory, depth: Int) async throws {
        let (car, probe) = try await connect([category]) { category == .navigation ? CPMapTemplate() : CPGridTemplate(title: "Root", gridButtons: []) }
        let ic = probe.interfaceController!
        for i in 1..<depth {
            var ok = false
            ic.pushTemplate(list("L\(i)"), animated: false) { r, _ in ok = r }
            #expect(ok, "push \(i) of \(category)")
        }
        #expect(ic.templates.count == depth)
        var completionCalled = false
        let e = await car.expectException { ic.pushTemplate(list("too deep"), animated: false) { _, _ in completionCalled = true } }
        #expect(e?.name == "NSGenericException")
        #expect(e?.reason == "Application exceeded the hierarchy depth limit")
        #expect(completionCalled == false)
        #expect(ic.templates.count == depth)
    }

    @Test func pushingTheSameInstanceTwiceRaises() async throws {
        let root = list("Root")
        let (car, probe) = try await connect([.audio]) { root }
        let e = await car.expectException { probe.interfaceController!.pushTemplate(root, animated: true) { _, _ in } }
        #expect(e?.reason.contains("Pushing the same template instance more than once is not supported.") == true)
    }

    @Test func onlyAListMayBePushedOverNowPlaying() async throws {
        let (car, probe) = try await connect([.audio]) { list("Root") }
        let ic = probe.interfaceController!
        ic.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
        let e = await car.expectException { ic.pushTemplate(CPGridTemplate(title: "g", gridButtons: []), animated: true, completion: nil) }
        #expect(e?.name == "NSInvalidArgumentException")
        var ok = false
        ic.pushTemplate(list("Up Next"), animated: true) { r, _ in ok = r }
        #expect(ok)
    }

    @Test func onlyOneModalAndOnlyModalKinds() async throws {
        let (car, probe) = try await connect([.communication]) { list("Root") }
        let ic = probe.interfaceController!
        let alert = CPAlertTemplate(titleVariants: ["Hello"], actions: [CPAlertAction(title: "OK", style: .default) { _ in }])
        var results: [Bool] = []
        ic.presentTemplate(alert, animated: true) { ok, _ in results.append(ok) }
        ic.presentTemplate(CPActionSheetTemplate(title: "t", message: nil, actions: []), animated: true) { ok, _ in results.append(ok) }
        #expect(results == [true, false])
        #expect(ic.presentedTemplate === alert)
        #expect(car.presented?.kind == .alert)
        ic.dismissTemplate(animated: true) { ok, _ in results.append(ok) }
        #expect(ic.presentedTemplate == nil)
        let e = await car.expectException { ic.presentTemplate(list("not modal"), animated: true) { _, _ in } }
        #expect(e?.reason.contains("passed to presentTemplate:animated:completion:") == true)
        let e2 = await car.expectException { ic.pushTemplate(alert, animated: true) { _, _ in } }
        #expect(e2?.name == "NSInvalidArgumentException")
    }

    @Test func appearAndDisappearCallbacksFollowTheStack() async throws {
        let (car, probe) = try await connect([.audio]) { list("Root") }
        defer { withExtendedLifetime(car) {} }
        probe.log.removeAll()
        probe.interfaceController!.pushTemplate(CPGridTemplate(title: "G", gridButtons: []), animated: true) { _, _ in }
        probe.interfaceController!.popTemplate(animated: true) { _, _ in }
        #expect(
            probe.log == [
                "willDisappear CPListTemplate", "willAppear CPGridTemplate", "didDisappear CPListTemplate", "didAppear CPGridTemplate",
                "willDisappear CPGridTemplate", "willAppear CPListTemplate", "didDisappear CPGridTemplate", "didAppear CPListTemplate"
            ])
    }

    @Test func asyncFormsReturnAndThrow() async throws {
        let (car, probe) = try await connect([.audio]) { list("Root") }
        defer { withExtendedLifetime(car) {} }
        let ic = probe.interfaceController!
        let pushed = try await ic.pushTemplate(list("A"), animated: true)
        #expect(pushed)
        _ = try await ic.popTemplate(animated: true)
        await #expect(throws: (any Error).self) { try await ic.popTemplate(animated: true) }
    }

    @Test func eventHistoryOfATap() async throws {
        var selected: [Int] = []
        let (car, probe) = try await connect([.audio]) { list("Root") { selected.append($0) } }
        car.clearEvents()
        let item = (probe.interfaceController!.rootTemplate as! CPListTemplate).sections[0].items[1] as! CPListItem
        item.handler = { _, done in
            probe.interfaceController!.pushTemplate(list("Detail"), animated: true, completion: nil)
            done()
        }
        try await car.tap("Root 1")
        let root = car.session.id(of: car.session.stack[0])
        let detail = car.session.id(of: car.session.stack[1])
        #expect(
            car.events == [
                .selected(element: "\(root).s0.r1", text: "Root 1"),
                .pushed(template: "\(detail) CPListTemplate 'Detail'"),
                .completionCalled(element: "\(root).s0.r1")
            ])
    }

    /// The car's short id of a template lives on the template for the car that named it first; another car that asks
    /// about the same object names it in its own sequence, and neither id moves.
    @Test func aTemplateTwoCarsNameKeepsEachCarsOwnID() async throws {
        let (first, _) = try await connect([.audio]) { list("Root") }
        let (second, _) = try await connect([.audio]) { list("Other") }
        let shared = first.session.stack[0]
        let inFirst = first.session.id(of: shared)
        let inSecond = second.session.id(of: shared)
        #expect(inSecond != second.session.id(of: second.session.stack[0]))
        #expect(second.session.id(of: shared) == inSecond)
        #expect(first.session.id(of: shared) == inFirst)
        #expect(first.session.id(of: list("New")) != inFirst)
    }
}

/// Each CarPlay object reports its changes to the car and app it was handed to.
@Suite @MainActor
struct OwnershipTests {
    @Test func twoCarsInOneProcessNeverSeeEachOthersChanges() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let carA = HeadUnit(clock: TestClock<Duration>(), exceptionPolicy: .record)
        let carB = HeadUnit(clock: TestClock<Duration>(), exceptionPolicy: .record)
        let sessionA = try #require(
            carA.connect(
                AppDeclaration.inMemory(
                    name: "First", categories: [.communication],
                    sceneDelegate: SceneDelegateFactory(ProbeDelegate.self) { ProbeDelegate(makeRoot: { list("First") }) })))
        let sessionB = try #require(
            carB.connect(
                AppDeclaration.inMemory(
                    name: "Second", categories: [.communication],
                    sceneDelegate: SceneDelegateFactory(ProbeDelegate.self) { ProbeDelegate(makeRoot: { list("Second") }) })))
        let first = try #require(sessionA.sceneDelegate as? ProbeDelegate)
        // Car B connected last; a change to car A's template must still reach car A only.
        let listA = try #require(first.interfaceController?.rootTemplate as? CPListTemplate)
        carA.clearEvents()
        carB.clearEvents()
        listA.updateSections([CPListSection(items: [CPListItem(text: "Changed in A", detailText: nil)])])
        #expect(carA.events.contains { if case .updated(template: _, what: "sections") = $0.event { true } else { false } })
        #expect(carB.events.isEmpty)
        #expect(sessionA.screenSnapshot().stack.last?.texts.contains("Changed in A") == true)
        #expect(sessionB.screenSnapshot().stack.last?.texts.contains("Changed in A") == false)
        // An item's own change, too.
        let item = try #require(listA.sections.first?.items.first as? CPListItem)
        item.setText("Renamed in A")
        #expect(sessionA.screenSnapshot().stack.last?.texts.contains("Renamed in A") == true)
        #expect(carB.events.isEmpty)
    }

    @Test func aBackgroundAppsChangeShowsWhenItComesBack() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let car = HeadUnit(clock: TestClock<Duration>(), exceptionPolicy: .record)
        car.install(
            try AppDeclaration.inMemory(
                name: "First", categories: [.communication],
                sceneDelegate: SceneDelegateFactory(ProbeDelegate.self) { ProbeDelegate(makeRoot: { list("First") }) }))
        car.install(
            try AppDeclaration.inMemory(
                name: "Second", categories: [.communication],
                sceneDelegate: SceneDelegateFactory(ProbeDelegate.self) { ProbeDelegate(makeRoot: { list("Second") }) }))
        let a = try car.launch("First")
        #expect(a.screenSnapshot().stack.last?.texts.contains("First 0") == true)
        let first = try #require(a.sceneDelegate as? ProbeDelegate)
        try car.launch("Second")
        let item = try #require((first.interfaceController?.rootTemplate as? CPListTemplate)?.sections[0].items[0] as? CPListItem)
        item.setText("Changed in the background")
        try car.launch("First")
        #expect(car.activeSession?.screenSnapshot().stack.last?.texts.contains("Changed in the background") == true)
    }
}

/// The screen's JSON form (docs/wire-format.md) reads back to the same typed screen.
@Suite @MainActor
struct WireFormatTests {
    @Test func aScreenRoundTripsThroughItsJSON() async throws {
        let (car, _) = try await connect([.communication]) {
            let l = list("Inbox", rows: 0)
            l.emptyViewTitleVariants = ["No messages"]
            l.showsSpinnerWhileEmpty = true
            return l
        }
        let screen = car.screen
        #expect(screen.top?.list?.emptyTitle == "No messages")
        let data = try screen.wireJSON()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"screen":{"#) && text.contains(#""version":2"#))
        #expect(text.contains(#""content":{"list":{"emptyTitle":"No messages","showsEmptySpinner":true}}"#))
        #expect(try ScreenSnapshot.fromWireJSON(data) == screen)
        #expect(try screen.wireJSON() == data, "the same screen encodes to the same bytes")
    }

    @Test func anotherVersionIsAClearError() throws {
        let old = Data(#"{"version":1,"screen":{}}"#.utf8)
        #expect {
            try ScreenSnapshot.fromWireJSON(old)
        } throws: { error in
            "\(error)".contains("screen JSON version 1; this build reads version 2")
        }
    }
}
