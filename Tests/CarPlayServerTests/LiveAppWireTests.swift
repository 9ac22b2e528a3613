// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import Testing

@testable import CarPlayServer

/// The messages between the live car and its app processes: each round-trips in the envelope, and another version is
/// refused by name.
@MainActor
struct LiveAppWireTests {
    /// An app process's car: what it renders goes to its observer as frames (the typed screen, the page's state).
    func appProcessCar() async throws -> (LiveCar, [LiveAppFrame]) {
        let car = HeadUnit(vehicle: .standard)
        car.install(
            try AppDeclaration.inMemory(
                name: "Lots", categories: [.parking], sceneDelegate: SceneDelegateFactory(PushesItselfAgainDelegate.self) { PushesItselfAgainDelegate() }))
        let live = LiveCar(car: car, exceptionPolicy: .record, wait: { _ in })
        var frames: [LiveAppFrame] = []
        live.frameObserver = { frames.append($0) }
        try car.launch("Lots")
        live.render()
        try await live.perform(page: .knob(.right))
        return (live, frames)
    }

    @Test func anAppProcessesCarSendsItsScreenAsFrames() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let (live, frames) = try await appProcessCar()
        #expect(frames.count == 2)
        #expect(frames.first?.screen?.appName == "Lots")
        #expect(frames.first?.screen?.top?.texts.contains("Refresh") == true)
        #expect(frames.last?.focused != nil, "the knob's turn shows in the frame")
        #expect(frames.last?.state.activeApp == "Lots")
        #expect(live.lastPerformed == .input(KnobAction.right.input), "what the page's message became, for the live car's recorder")
        #expect(frames.last?.playsAudio == false && frames.last?.nowPlaying == nil && frames.last?.banner == nil)
        await #expect(throws: (any Error).self) { try await live.perform(page: .touch(SurfaceTouch(surface: .dashboard, x: 1, y: 1))) }
    }

    @Test func everyMessageRoundTrips() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let screen = try #require(try await appProcessCar().1.first?.screen)
        let start = LiveAppStart(
            app: "Podcasts", vehicle: .standard, style: .dark, driving: true, phoneLocked: false, phoneAppInForeground: false, phoneLanguage: "ja",
            clockRate: 10, monotonicNanoseconds: 123_456_789, showsFindings: true, phoneDataFolder: "/tmp/opencarplay-phone-1")
        let requests: [LiveAppRequest] = [
            .start(start), .page(number: 3, message: .touch(SurfaceTouch(surface: .widgets, x: 10, y: 20))), .page(number: 4, message: .set(.findings(true))),
            .command(number: 5, command: .input(.tap(text: "Lot A", role: .listItem, occurrence: 1))), .command(number: 6, command: .wait(2.5)),
            .command(number: 7, command: .input(.moveCar(latitude: 60.17, longitude: 24.94, course: 90, speed: 12))),
            .command(number: 8, command: .input(.locationAuthorization(.authorizedWhenInUse))),
            .command(number: 9, command: .input(.clusterSetting(.speedLimit, on: true))), .command(number: 10, command: .screenshot), .ping(number: 11),
            .screen(number: 12), .end
        ]
        for request in requests { #expect(try AppWire.decode(LiveAppRequest.self, from: AppWire.encode(request)) == request) }
        let frame = try #require(try await appProcessCar().1.last)
        let replies: [LiveAppReply] = [
            .frame(LiveAppFrame(screen: screen, focused: "t1.s0.r0", state: frame.state, panels: frame.panels)),
            .frame(LiveAppFrame(screen: nil, focused: nil, state: frame.state, panels: CarPanels())), .done(number: 7, error: "no row 'X'", output: nil),
            .done(number: 8, error: nil, output: "┌ Podcasts\n└\n"),
            .done(number: 9, error: nil, output: nil, performed: .input(.tap(text: "Lot A", role: nil, occurrence: 0))),
            .frame(
                LiveAppFrame(
                    screen: screen, focused: nil, state: frame.state, panels: frame.panels, banner: CarBanner(app: "Lots", title: "Lot A", subtitle: "2 free"),
                    dashboard: nil, nowPlaying: PanelNowPlaying(title: "Episode 12", artist: "The Show"), playsAudio: true,
                    widgetReloads: [WidgetReload(number: 4, kind: "BitesOrder"), WidgetReload(number: 5, kind: nil)])), .exiting
        ]
        for reply in replies { #expect(try AppWire.decode(LiveAppReply.self, from: AppWire.encode(reply)) == reply) }
    }

    @Test func anotherVersionIsRefusedByName() throws {
        var text = String(decoding: try AppWire.encode(LiveAppRequest.ping(number: 1)), as: UTF8.self)
        text = text.replacingOccurrences(of: #""version":2"#, with: #""version":9"#)
        #expect(throws: AppWireError.version(9)) { try AppWire.decode(LiveAppRequest.self, from: Data(text.utf8)) }
    }

    /// What ends an app's process, in the car's words.
    @Test func theCarSaysHowAnAppsProcessEnded() {
        #expect(CarEvent.appProcessEnded(app: "Glitch", .crashed).description == "Glitch's process crashed")
        #expect(CarEvent.appProcessEnded(app: "Glitch", .exited).description == "Glitch's process exited")
        #expect(CarEvent.appProcessEnded(app: "Glitch", .notResponding).description == "Glitch did not answer in time and the car ended its process")
    }
}
