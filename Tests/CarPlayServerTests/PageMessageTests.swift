// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Clocks
import Foundation
import ReferenceApps
import Testing

@testable import CarPlayServer

/// The page's and the car's messages are types: each reads from the page's JSON and round-trips, and what doesn't read
/// is refused with the problem named; a touch on the home screen is typed input, not an id.
@Suite @MainActor
struct PageMessageTests {
    static let pageMessages: [(String, PageMessage)] = [
        (#"{"type":"tap","x":12.5,"y":40}"#, .touch(SurfaceTouch(surface: .screen, x: 12.5, y: 40))),
        (#"{"type":"widgetTap","x":1,"y":2}"#, .touch(SurfaceTouch(surface: .widgets, x: 1, y: 2))),
        (#"{"type":"dashboardTap","x":3,"y":4}"#, .touch(SurfaceTouch(surface: .dashboard, x: 3, y: 4))),
        (#"{"type":"command","line":"tap \"Library\""}"#, .command(line: #"tap "Library""#)),
        (#"{"type":"knob","action":"press"}"#, .knob(.press)),
        (#"{"type":"launch","app":"Podcasts"}"#, .launch(app: "Podcasts")),
        (#"{"type":"home"}"#, .home),
        (#"{"type":"set","findings":true}"#, .set(.findings(true))),
        (#"{"type":"set","vehicle":"wide"}"#, .set(.vehicle(VehicleRequest(vehicle: .wide)))),
        (
            #"{"type":"set","screen":"portrait","driveSide":"right","input":"knob"}"#,
            .set(.vehicle(VehicleRequest(screen: .portrait, driveSide: .right, input: .knob)))
        ),
        (#"{"type":"record","action":"start"}"#, .record(.start)),
        (#"{"type":"record","action":"delete","step":2}"#, .record(.delete(step: 2))),
        (#"{"type":"record","action":"check","step":1,"texts":["A"],"snapshot":true}"#, .record(.check(step: 1, texts: ["A"], snapshot: true))),
        (#"{"type":"record","action":"check","step":3}"#, .record(.check(step: 3, texts: [], snapshot: false))),
        (#"{"type":"record","action":"export","name":""}"#, .record(.export(name: nil))),
        (#"{"type":"replay","action":"load","name":"a.txt","script":"home"}"#, .replay(.load(name: "a.txt", script: "home"))),
        (#"{"type":"replay","action":"load","script":"home"}"#, .replay(.load(name: "script", script: "home"))),
        (#"{"type":"replay","action":"previous"}"#, .replay(.previous))
    ]

    @Test func thePagesMessagesReadAsTypesAndRoundTrip() throws {
        for (text, message) in Self.pageMessages {
            #expect(try PageMessage.decode(text) == message, "\(text)")
            #expect(try PageMessage.decode(message.text) == message, "\(message.text)")
        }
    }

    @Test func whatDoesNotReadIsRefusedByName() {
        let refused: [(String, String)] = [
            ("garbage", "not a JSON object: garbage"), ("[1,2]", "not a JSON object: [1,2]"), ("null", "not a JSON object: null"),
            (#"{"no":"type"}"#, #"the message has no "type""#), (#"{"type":7}"#, #"the message has no "type""#),
            (#"{"type":"fly"}"#, "unknown message type 'fly'"), (#"{"type":"tap","x":"a","y":1}"#, #"tap needs a number "x""#),
            (#"{"type":"dashboardTap","x":1}"#, #"dashboardTap needs a number "y""#),
            (#"{"type":"knob","action":"sideways"}"#, "knob action is left, right, press or back, not 'sideways'"),
            (#"{"type":"launch"}"#, #"launch needs a string "app""#), (#"{"type":"set","findings":"yes"}"#, "findings is true or false"),
            (#"{"type":"set","driveSide":"middle"}"#, "driveSide is left or right"),
            (#"{"type":"record","action":"delete","step":0}"#, #"record delete needs a step number "step" (from 1)"#),
            (#"{"type":"record","action":"check","step":1,"texts":"A"}"#, #"record check's "texts" is a list of strings"#),
            (#"{"type":"record"}"#, #"record needs an "action": start, stop, delete, check or export"#),
            (#"{"type":"replay","action":"load"}"#, #"replay load needs the script's text "script""#),
            (#"{"type":"replay","action":"rewind"}"#, "replay action is load, next, previous or stop, not 'rewind'")
        ]
        for (text, words) in refused {
            #expect(throws: LiveCar.ProtocolError(description: words), "\(text)") { try PageMessage.decode(text) }
        }
        #expect(throws: LiveCar.ProtocolError.self) { try PageMessage.decode(#"{"type":"set","screen":"imax"}"#) }
        #expect(throws: LiveCar.ProtocolError.self) { try PageMessage.decode(String(repeating: " ", count: 20_000)) }
    }

    @Test func theCarsMessagesRoundTrip() throws {
        let state = CarState(
            activeApp: "Podcasts", apps: [.init(name: "Podcasts", categories: ["audio"], shown: true, reason: "", running: true)], driving: false,
            vehicle: "standard", vehicles: ["standard"], vehicleState: "", style: .light, screen: "standard", screens: ["standard"],
            driveSide: .left, language: "en", input: .touch, locked: false, foreground: false, connected: true, focused: "", events: ["0.0s launch"],
            width: 400, height: 240, audio: "", audioDucked: false, spokenAudioPaused: false, banners: [], showsFindings: true,
            findings: [.init(app: "Lots", rule: "template.pushedTwice", title: "t", message: "m", fix: "f", guideline: "g")])
        var hud = CarPanels.HUD()
        hud.guidance = "active"
        hud.lanes = "preferred:0@0"
        let messages: [CarMessage] = [
            .screen(ScreenFrame(version: 1, svg: "<svg/>")), .patch(ScreenPatch(version: 2, base: 1, start: 3, delete: 1, insert: ["<g/>"])),
            .state(state), .panels(CarPanels(widgets: "<svg/>", hud: hud)), .panels(CarPanels()),
            .recorder(
                RecorderState(
                    recording: true,
                    steps: [.init(text: "open Podcasts", app: "Podcasts", title: "Library", texts: ["A"], checkTexts: [], snapshot: false, wait: false)],
                    replay: .init(name: "a.txt", lines: ["home"], position: 0, errors: ["1": "no row"]))),
            .export(
                ExportedRecording(
                    script: "home\n", test: "import Testing", testFile: "ATests.swift", scriptFile: "aTests.txt",
                    snapshots: [.init(path: "a.svg", svg: "<svg/>")])),
            .error(message: "unknown message type 'fly'")
        ]
        for message in messages {
            #expect(try JSONDecoder().decode(CarMessage.self, from: Data(message.text.utf8)) == message)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(message.text.utf8)) as? NSDictionary)
            #expect(object["type"] as? String == message.type, "the kind's fields sit beside its type, as the page reads them")
        }
    }

    /// A touch on the home screen reads the icon or arrow the layout put there, as a value.
    @Test func aHomeScreenTouchIsTypedInput() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        HeadUnit.resetProcessState()
        let clock = TestClock<Duration>()
        let car = HeadUnit(vehicle: .standard, clock: clock, exceptionPolicy: .record)
        for app in try ReferenceApps.all() { car.install(app) }
        let live = LiveCar(car: car, wait: { await clock.advance(by: $0) })
        let targets = live.homeList().targets
        let icon = try #require(targets.first { $0.control == .app("Podcasts") })
        #expect(try live.outcome(of: SurfaceTouch(surface: .screen, x: icon.frame.midX, y: icon.frame.midY)) == .input(.launch("Podcasts")))
        // Eleven apps take two pages on the standard screen: the arrow to the second is a typed control too.
        let arrow = try #require(targets.first { $0.control == .homePage(1) })
        #expect(try live.outcome(of: SurfaceTouch(surface: .screen, x: arrow.frame.midX, y: arrow.frame.midY)) == .homePage(1))
        #expect(throws: LiveCar.ProtocolError.self) { try live.outcome(of: SurfaceTouch(surface: .screen, x: 1e308, y: -1e308)) }
    }
}
