import CarPlayHost
import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import ReferenceApps
import Testing

@testable import CarPlayServer

@Suite @MainActor
struct LiveCarTests {
    func makeCar() throws -> (LiveCar, HeadUnit) {
        HeadUnit.resetProcessState()
        let clock = TestClock<Duration>()
        let car = HeadUnit(vehicle: .standard, clock: clock, exceptionPolicy: .record)
        for app in try ReferenceApps.all() { car.install(app) }
        return (LiveCar(car: car, wait: { await clock.advance(by: $0) }), car)
    }

    /// A message the car sent a tab, read as the type it is.
    static func read(_ text: String) -> CarMessage { try! JSONDecoder().decode(CarMessage.self, from: Data(text.utf8)) }

    /// A car (``makeCar()``) and a tab connected to it, past the tab's first three messages (screen, state, panels).
    func connectedTab() async throws -> (live: LiveCar, car: HeadUnit, id: UUID, stream: AsyncStream<String>) {
        let (live, car) = try makeCar()
        let (id, stream) = live.connect()
        _ = await drain(stream, count: 3)
        return (live, car, id, stream)
    }

    /// The next `count` messages, or of one type only when `type` is given (others, such as panels redrawn when a
    /// widget's timeline loads, skipped).
    func drain(_ stream: AsyncStream<String>, type: String? = nil, count: Int) async -> [CarMessage] {
        var out: [CarMessage] = []
        for await m in stream {
            let message = Self.read(m)
            if type == nil || message.type == type { out.append(message) }
            if out.count == count { break }
        }
        return out
    }

    /// The words of an `error` message (nil for another kind).
    func words(_ message: CarMessage) -> String? {
        guard case .error(let words) = message else { return nil }
        return words
    }

    @Test func aNewTabGetsTheScreenStateAndPanels() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, _) = try makeCar()
        let (_, stream) = live.connect()
        let first = await drain(stream, count: 3)
        #expect(first.map(\.type) == ["screen", "state", "panels"])
        guard case .screen(let screen) = first[0], case .state(let state) = first[1] else {
            Issue.record("a new tab gets the screen, then the state")
            return
        }
        #expect(screen.svg.contains(">Podcasts</text>"))
        #expect(state.apps.first?.name == "Podcasts")
    }

    @Test func changesArriveAsPatchesWhenSmaller() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, _, id, stream) = try await connectedTab()
        await live.receive(#"{"type":"launch","app":"Podcasts"}"#, from: id)
        await live.receive(#"{"type":"command","line":"tap \"Swift by Night\""}"#, from: id)
        await live.receive(#"{"type":"command","line":"style dark"}"#, from: id)
        let messages = await drain(stream, count: 4)
        let screens = messages.filter { ["screen", "patch"].contains($0.type) }
        #expect(!screens.isEmpty)
        // Apply the messages as the page does and compare with a fresh render.
        var lines: [String] = []
        let (_, fresh) = live.connect()
        guard case .screen(let snapshot) = await drain(fresh, count: 1)[0] else {
            Issue.record("a new tab gets the screen first")
            return
        }
        lines = snapshot.svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.joined(separator: "\n").contains("Swift by Night #14"))
    }

    /// Collects what a tab receives.
    final class Inbox {
        var messages: [CarMessage] = []
    }

    func collect(_ stream: AsyncStream<String>) -> Inbox {
        let inbox = Inbox()
        Task { @MainActor in
            for await m in stream { inbox.messages.append(Self.read(m)) }
        }
        return inbox
    }

    func settle(_ live: LiveCar? = nil) async {
        await PhoneTime.settle()
        for _ in 0..<20 { await Task.yield() }
        // A frame the live car holds back (it sends at most 20 a second of real time) goes out before the tabs are read:
        // on a loaded machine the last change can still be waiting for its turn.
        guard let live else { return }
        let until = PhoneTime.realNow + .seconds(10)
        while live.renderScheduled && PhoneTime.realNow < until {
            await RealTime.run { try? await Task.sleep(for: .milliseconds(10)) }
        }
        for _ in 0..<20 { await Task.yield() }
    }

    /// In a process of its own (an exit test), as the next: beside the package's other suites it held the test process's
    /// phone for 4 s.
    @Test func patchesReconstructTheScreen() async {
        await #expect(processExitsWith: .success) { try await Self().patchesReconstructTheScreenHere() }
    }

    func patchesReconstructTheScreenHere() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, _) = try makeCar()
        let (id, stream) = live.connect()
        let inbox = collect(stream)
        for line in [
            #"{"type":"launch","app":"Podcasts"}"#, #"{"type":"command","line":"tap \"Open Roads\""}"#, #"{"type":"command","line":"drive"}"#,
            #"{"type":"knob","action":"right"}"#, #"{"type":"knob","action":"right"}"#
        ] {
            await live.receive(line, from: id)
            // Each change drawn on its own (the live car folds changes closer than a frame apart into one).
            await settle(live)
        }
        var lines: [String] = []
        var version = 0
        var patches = 0
        for m in inbox.messages {
            switch m {
            case .screen(let screen):
                lines = screen.svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                version = screen.version
            case .patch(let patch):
                #expect(patch.base == version)
                lines.replaceSubrange(patch.start..<(patch.start + patch.delete), with: patch.insert)
                version = patch.version
                patches += 1
            default: break
            }
        }
        #expect(patches > 0)
        #expect(lines == live.screenLines(), "the patched screen equals a fresh render")
    }

    /// In a process of its own (an exit test): each of the car's stops in the 3 minutes hops to the main actor, which
    /// the package's other suites share; it held the test process's phone for 18 s (0.7 s alone).
    @Test func aBackgroundAppsTimerChangeShowsWhenItComesBack() async {
        await #expect(processExitsWith: .success) { try await Self().aBackgroundAppsTimerChangeShowsWhenItComesBackHere() }
    }

    func aBackgroundAppsTimerChangeShowsWhenItComesBackHere() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, car) = try makeCar()
        let (id, _) = live.connect()
        for line in [
            #"{"type":"launch","app":"Kerb"}"#, #"{"type":"command","line":"tap \"Kerb Kamppi\""}"#,
            #"{"type":"command","line":"tap \"Start Parking\""}"#
        ] {
            await live.receive(line, from: id)
        }
        #expect(live.screenLines().joined().contains(">1 h 0 min<"))
        await live.receive(#"{"type":"launch","app":"Podcasts"}"#, from: id)
        await PhoneTime.pass(.seconds(60 * 3))  // Kerb's minute timer runs in the background
        await live.receive(#"{"type":"launch","app":"Kerb"}"#, from: id)
        #expect(car.activeSession?.app.name == "Kerb")
        let screen = live.screenLines().joined()
        #expect(screen.contains(">57 min<"), "the live car shows what Kerb's timer changed while it was in the background")
        #expect(!screen.contains(">1 h 0 min<"))
    }

    @Test func garbledAndUnknownMessagesGetErrorsAndTheCarKeepsRunning() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, car, id, stream) = try await connectedTab()
        let bad = [
            "garbage", "[1,2]", #"{"no":"type"}"#, #"{"type":"fly"}"#, #"{"type":"tap","x":"a"}"#, #"{"type":"command","line":"tap \"unterminated"}"#,
            #"{"type":"knob","action":"sideways"}"#, #"{"type":"set","screen":"imax"}"#, #"{"type":"launch","app":"Nope"}"#,
            String(repeating: "x", count: 20_000)
        ]
        for b in bad { await live.receive(b, from: id) }
        let errors = await drain(stream, type: "error", count: bad.count)
        let texts = errors.map { words($0) ?? "" }
        #expect(texts[0].hasPrefix("not a JSON object"))
        #expect(texts[2] == #"the message has no "type""#)
        #expect(texts[3] == "unknown message type 'fly'")
        #expect(texts[4] == #"tap needs a number "x""#)
        #expect(texts[5].contains("unterminated quote"))
        #expect(texts[7].contains("no screen 'imax'"))
        #expect(texts[8].contains("no app named 'Nope'"))
        #expect(texts[9].contains("message too large"))
        await live.receive(#"{"type":"launch","app":"Podcasts"}"#, from: id)
        #expect(car.activeSession?.app.name == "Podcasts")
    }

    @Test func homeScreenTapLaunchesAndSettingsChangeTheCar() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, car) = try makeCar()
        let (id, _) = live.connect()
        let icon = try #require(live.homeList().targets.first { $0.elementID == "app:Podcasts" })
        await live.receive("{\"type\":\"tap\",\"x\":\(icon.frame.midX),\"y\":\(icon.frame.midY)}", from: id)
        #expect(car.activeSession?.app.name == "Podcasts")
        await live.receive(#"{"type":"set","screen":"high-resolution","driveSide":"right","input":"knob"}"#, from: id)
        #expect(car.vehicle.screen == .highResolution && car.vehicle.driveSide == .right && car.vehicle.inputs.contains(.knob))
    }

    @Test func aDashboardShortcutTouchedInThePanelStartsGuidance() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, car) = try makeCar()
        let (id, _) = live.connect()
        try car.launch("Atlas")
        let session = try #require(car.activeSession)
        let dashboard = try #require(session.dashboardSnapshot())
        let button = try #require(CarRenderer.layoutDashboard(dashboard).targets.first { $0.elementID == "dashboard.1" })
        await live.receive("{\"type\":\"dashboardTap\",\"x\":\(button.frame.midX),\"y\":\(button.frame.midY)}", from: id)
        #expect(car.events.contains { $0.event == .selected(element: "dashboard.1", text: dashboard.buttons[1].text) })
        #expect((session.stack.first as? CPMapTemplate)?.navigationSession != nil, "guidance started")
    }

    @Test func tokensForNonLoopbackHosts() async {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        #expect(CarServer.Options.isLoopback("127.0.0.1"))
        #expect(CarServer.Options.isLoopback("localhost"))
        #expect(!CarServer.Options.isLoopback("0.0.0.0"))
        // Parsed, not by prefix.
        for host in ["127.0.0.2", "::1", "[::1]", "::ffff:127.0.0.1", "LOCALHOST"] { #expect(CarServer.Options.isLoopback(host), "\(host)") }
        for host in ["127.evil.example", "127.0.0.1.nip.io", "128.0.0.1", "::2", "::ffff:10.0.0.1", "", "127"] {
            #expect(!CarServer.Options.isLoopback(host), "\(host)")
        }
        let t = CarServer.makeToken()
        #expect(t.count == 32 && t != CarServer.makeToken())
        let page = CarServer.page(token: "abc", nonce: "n0nce")
        #expect(page.contains(#"const token = "abc";"#))
        #expect(page.contains(#"<script nonce="n0nce">"#) && !page.contains("<script>"))
    }

    @Test func onlyTheCarsOwnAddressAndPageMayUseIt() {
        let policy = AccessPolicy(bindHost: "127.0.0.1", port: 8080, token: nil)
        #expect(policy.hostProblem("127.0.0.1:8080") == nil)
        #expect(policy.hostProblem("localhost:8080") == nil)
        #expect(policy.hostProblem("[::1]:8080") == nil)
        #expect(policy.hostProblem("evil.example:8080") != nil)  // DNS rebinding
        #expect(policy.hostProblem("127.0.0.1:9090") != nil)
        #expect(policy.hostProblem(nil) != nil)
        #expect(policy.originProblem("http://127.0.0.1:8080", authority: "127.0.0.1:8080") == nil)
        #expect(policy.originProblem("http://evil.example", authority: "127.0.0.1:8080") != nil)
        #expect(policy.originProblem("null", authority: "127.0.0.1:8080") != nil)
        #expect(policy.originProblem(nil, authority: "127.0.0.1:8080") != nil)
        #expect(policy.tokenProblem("/ws") == nil)
        let open = AccessPolicy(bindHost: "0.0.0.0", port: 8080, token: "s3cret")
        #expect(open.hostProblem("192.168.1.9:8080") == nil)
        #expect(open.tokenProblem("/health") == "a token is required")
        #expect(open.tokenProblem("/health?token=wrong") == "the token does not match")
        #expect(open.tokenProblem("/health?token=s3cret") == nil)
    }

    @Test func aRefusedMessageChangesNothingAndIsNotRedrawn() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, car, id, stream) = try await connectedTab()
        let pushes = live.pushes
        let events = car.events.count
        for _ in 0..<20 { await live.receive("not json", from: id) }
        await live.receive(#"{"type":"command","line":"wait 9.3e15"}"#, from: id)
        let replies = await drain(stream, type: "error", count: 21)
        #expect(replies.allSatisfy { (words($0)?.count ?? 300) < 300 })
        #expect(replies.last.flatMap(words)?.contains("86400") == true)
        #expect(live.pushes == pushes, "nothing was redrawn")
        #expect(car.events.count == events, "nothing happened in the car")
    }

    /// The person whose tab sent the input waits for it; the other tabs only watch. With ten tabs sharing two cores the
    /// order decided when the sender's tab could draw (the browser benchmark's input → screen at 10 tabs).
    @Test func theTabThatSentTheInputIsSentTheFrameFirst() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let (live, _) = try makeCar()
        var tabs: [UUID] = []
        for _ in 0..<8 {
            let (id, stream) = live.connect()
            tabs.append(id)
            _ = collect(stream)
        }
        var pushedTo: [UUID] = []
        live.onPush = { pushedTo.append($0) }
        for (i, tab) in tabs.enumerated() {
            let before = pushedTo.count
            await live.receive(#"{"type":"command","line":"\#(i % 2 == 0 ? "drive" : "park")"}"#, from: tab)
            #expect(pushedTo.count - before == tabs.count, "every tab is told the car \(i % 2 == 0 ? "drives" : "parks")")
            #expect(pushedTo.dropFirst(before).first == tab, "input from tab \(i) is answered there first")
        }
    }
}
