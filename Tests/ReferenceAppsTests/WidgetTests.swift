// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Clocks
import Foundation
import OpenActivityKit
import OpenSwiftUI
import OpenUIKit
import OpenWidgetKit
import PhoneOS
import ReferenceApps
import Testing

/// A widget written in the test: small or not, disfavoring CarPlay or not, reloading when its URL is opened.
struct ProbeWidget: Widget {
    nonisolated(unsafe) static var families: [WidgetFamily] = [.systemSmall]
    nonisolated(unsafe) static var disfavored = false
    nonisolated(unsafe) static var removable = true
    struct Provider: TimelineProvider {
        struct Entry: TimelineEntry { let date: Date }
        func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: Date())], policy: .never))
        }
    }
    init() {}
    var body: some WidgetConfiguration {
        let config = StaticConfiguration(kind: "Probe", provider: Provider()) { _ in
            Text("Tap me").containerBackground(.red, for: .widget).widgetURL(URL(string: "probe://tap"))
        }
        .supportedFamilies(Self.families)
        .containerBackgroundRemovable(Self.removable)
        return Self.disfavored ? config.disfavoredLocations([.carPlay], for: [.systemSmall]) : config.disfavoredLocations([], for: [])
    }
}

/// An activity without the small family.
struct ParcelAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable { var stops: Int }
    var carrier: String
}

struct ParcelActivity: Widget {
    init() {}
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            Text("\(context.attributes.carrier): \(context.state.stops) stops away")
        } dynamicIsland: { context in
            DynamicIsland {
                Text("Parcel")
            } compactLeading: {
                Image(systemName: "shippingbox")
            } compactTrailing: {
                Text("\(context.state.stops)")
            } minimal: {
                Text("\(context.state.stops)")
            }
        }
    }
}

/// The seeds' statements about widgets and Live Activities in CarPlay (001), each a test.
@Suite @MainActor
struct WidgetTests {
    func car(_ apps: [AppDeclaration], vehicle: VehicleProfile = .standard) async -> (HeadUnit, TestClock<Duration>) {
        HeadUnit.resetProcessState()
        let clock = TestClock<Duration>()
        let car = HeadUnit(vehicle: vehicle, clock: clock, exceptionPolicy: .record)
        car.startCarServices()
        for app in apps { car.install(app) }
        for _ in 0..<20 { await Task.yield() }
        return (car, clock)
    }

    func probeApp(carPlay: Bool) throws -> AppDeclaration {
        let info = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>Probe</string></dict></plist>"
        return try AppDeclaration(infoPlist: Data(info.utf8), entitlements: nil, delegates: []).withWidgets([ProbeWidget(), ParcelActivity()])
    }

    @Test func toEnableYourWidgetInCarPlaySupportTheSystemSmallFamily() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        ProbeWidget.families = [.systemMedium]
        defer { ProbeWidget.families = [.systemSmall] }
        let (car, _) = await car([try ReferenceApps.ordering(store: OrderingStore()), try ReferenceApps.weather(), try probeApp(carPlay: false)])
        #expect(car.widgetsPage().widgets.map(\.kind) == ["BitesOrder", "Weather"], "the medium-only widget is not shown")
        #expect(car.widgetsPage().widgets.first?.content.texts.contains("No order") == true)
    }

    @Test func ifYouSpecifyCarPlayAsADisfavoredLocationInteractionWillBeDisabled() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        ProbeWidget.disfavored = true
        defer { ProbeWidget.disfavored = false }
        let (car, _) = await car([try probeApp(carPlay: false)])
        let probe = try #require(car.widgetsPage().widgets.first)
        #expect(!probe.isInteractive)
        #expect(try car.tapWidget(probe.id) == "disabled")
        let list = CarRenderer.layoutWidgetsPage(car.widgetsPage())
        #expect(!list.targets.contains { $0.elementID == probe.id }, "no touch target")
    }

    @Test func yourWidgetCanOnlyLaunchYourAppInCarPlayIfYourAppIsAlsoACarPlayApp() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let store = OrderingStore()
        let (car, _) = await car([try ReferenceApps.ordering(store: store), try ReferenceApps.weather()])
        #expect(try car.tapWidget("widget.Weather.Weather") == "not a CarPlay app")
        #expect(try car.tapWidget("widget.Bites.BitesOrder") == "opened bites://orders/latest")
        #expect(car.activeSession?.app.name == "Bites", "the widget launched Bites on the car screen")
        #expect(car.events.map(\.event).contains(.openedURL("bites://orders/latest")))
    }

    @Test func ifYouMarkYourBackgroundAsRemovableYourWidgetsBackgroundWillNotBeShown() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (car, _) = await car([try probeApp(carPlay: false)])
        #expect(car.widgetsPage().widgets.first?.showsBackground == false)
        let svg = SVGWriter.svg(CarRenderer.layoutWidgetsPage(car.widgetsPage()))
        #expect(!svg.contains("#ff3b30"), "the red background is dropped")
        ProbeWidget.removable = false
        defer { ProbeWidget.removable = true }
        let (kept, _) = await self.car([try probeApp(carPlay: false)])
        #expect(SVGWriter.svg(CarRenderer.layoutWidgetsPage(kept.widgetsPage())).contains("#ff3b30"))
    }

    @Test func widgetsAppearToTheLeftOfDashboardOrToItsRightInRightHandDriveVehicles() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (left, _) = await car([try ReferenceApps.weather()])
        var rhd = VehicleProfile.standard
        rhd.driveSide = .right
        let (right, _) = await car([try ReferenceApps.weather()], vehicle: rhd)
        let l = try #require(CarRenderer.layoutWidgetsPage(left.widgetsPage()).targets.first?.frame)
        let r = try #require(CarRenderer.layoutWidgetsPage(right.widgetsPage()).targets.first?.frame)
        #expect(l.x < left.vehicle.screen.widthPoints / 2 && r.maxX > right.vehicle.screen.widthPoints / 2)
    }

    @Test func timelinesMoveOnAndReloadAsThePolicySays() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (car, clock) = await car([try ReferenceApps.weather()])
        #expect(car.widgetsPage().widgets.first?.content.texts.contains("Cloudy") == true)
        func timelines() -> Int { car.events.filter { if case .updated("widget.Weather.Weather", _) = $0.event { true } else { false } }.count }
        await clock.advance(by: .seconds(3601))
        // The reload's sleeper wakes on a task of its own and hops to the main actor: beside the package's other suites a
        // fixed 20 yields were too few for it (CI once saw one timeline). Up to 10 s of real time, then the checks.
        let deadline = PhoneTime.realNow + .seconds(10)
        while timelines() < 2, PhoneTime.realNow < deadline {
            await Task.yield()
            _ = await SettlePauses.shared.pause(microseconds: 1_000)
        }
        #expect(car.widgetsPage().widgets.first?.content.texts.contains("Light rain") == true, "the next entry, then a reload after an hour")
        #expect(timelines() == 2)
    }

    @Test func aWidgetThatRefreshesItsContentEachTimeYouTapMoreThanSixTimesIsFlagged() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (car, _) = await car([try probeApp(carPlay: false)])
        for i in 1...7 {
            _ = try car.tapWidget("widget.Probe.Probe")
            // The app reloads its widget whenever it's tapped (its URL handler).
            WidgetCenter.shared.reloadTimelines(ofKind: "Probe")
            for _ in 0..<20 { await Task.yield() }
            #expect((car.widgetsPage().widgets.first?.flag != nil) == (i > 6))
        }
    }

    @Test func toEnableYourLiveActivityInCarPlaySupportTheSmallActivityFamily() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let store = OrderingStore()
        let (car, _) = await car([try ReferenceApps.ordering(store: store)])
        let session = try car.launch("Bites")
        try session.tap(text: "Bites Kamppi")
        try session.tap(text: "Order Flat white")
        try session.tap(text: "Place Order")
        for _ in 0..<20 { await Task.yield() }
        let page = car.widgetsPage()
        #expect(page.activities.first?.presentation == "small")
        #expect(page.activities.first?.content.texts == ["Bites Kamppi", "Preparing", "12 min"])
        #expect(page.widgets.first?.content.texts.contains("Ready in 12 min") == true, "the widget reloaded when the order was placed")
    }

    @Test func withoutTheSmallFamilyCarPlayShowsTheCompactLeadingAndTrailingViewsAndTheAppNeedNotBeACarPlayApp() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (car, _) = await car([try probeApp(carPlay: false)])
        let activity = try Activity<ParcelAttributes>.request(
            attributes: ParcelAttributes(carrier: "Posti"), content: ActivityContent(state: .init(stops: 3), staleDate: nil))
        var shown = try #require(car.widgetsPage().activities.first)
        #expect(shown.presentation == "compact" && shown.app == "Probe")
        #expect(shown.content == .hstack([.symbol("shippingbox"), .spacer, .text("3")], spacing: nil))
        await activity.update(ActivityContent(state: .init(stops: 1), staleDate: nil))
        shown = try #require(car.widgetsPage().activities.first)
        #expect(shown.content.texts == ["1"])
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(car.widgetsPage().activities.isEmpty)
    }

    @Test func widgetsAndLiveActivitiesAreSupportedWithIOS26InCarPlay() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        var older = VehicleProfile.standard
        older.iOSMajorVersion = 18
        let (car, _) = await car([try ReferenceApps.weather()], vehicle: older)
        #expect(car.widgetsPage().widgets.isEmpty)
        let (current, _) = await self.car([try ReferenceApps.weather()])
        #expect(current.widgetsPage().widgets.count == 1)
    }

    @Test func widgetsSupportInteractionOnTouchscreenVehicles() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (knob, _) = await car([try ReferenceApps.ordering(store: OrderingStore())], vehicle: .knobOnly)
        #expect(knob.widgetsPage().widgets.first?.isInteractive == false)
        #expect(try knob.tapWidget("widget.Bites.BitesOrder") == "no touchscreen")
        let (touch, _) = await car([try ReferenceApps.ordering(store: OrderingStore())])
        #expect(try touch.tapWidget("widget.Bites.BitesOrder") == "opened bites://orders/latest")
    }

    @Test func aWidgetRelyingOnDataProtectionClassesAOrBIsGenerallyNonFunctionalBecauseIPhoneIsLocked() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        struct Protected: Widget {
            struct Provider: TimelineProvider {
                struct Entry: TimelineEntry {
                    let date: Date
                    let readable: Bool
                }
                func placeholder(in context: Context) -> Entry { Entry(date: Date(), readable: true) }
                func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
                    // A file with NSFileProtectionComplete (class A) reads only while the phone is unlocked.
                    let readable = MainActor.assumeIsolated { UIApplication.shared.isProtectedDataAvailable }
                    completion(Timeline(entries: [Entry(date: Date(), readable: readable)], policy: .never))
                }
            }
            init() {}
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Protected", provider: Provider()) { entry in Text(entry.readable ? "Balance €42" : "Unavailable") }
                    .supportedFamilies([.systemSmall])
            }
        }
        let info = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>Bank</string></dict></plist>"
        let bank = try AppDeclaration(infoPlist: Data(info.utf8), entitlements: nil, delegates: []).withWidgets([Protected()])
        HeadUnit.resetProcessState()
        let car = HeadUnit(vehicle: .standard, clock: TestClock<Duration>(), exceptionPolicy: .record)
        car.startCarServices()
        car.setPhoneLocked(true)
        car.install(bank)
        for _ in 0..<20 { await Task.yield() }
        #expect(car.widgetsPage().widgets.first?.content.texts == ["Unavailable"], "most people use CarPlay with the phone locked")
        car.setPhoneLocked(false)
        WidgetCenter.shared.reloadTimelines(ofKind: "Protected")
        for _ in 0..<20 { await Task.yield() }
        #expect(car.widgetsPage().widgets.first?.content.texts == ["Balance €42"])
    }
}
