// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import PhoneApps
import Synchronization
import Testing

/// Where the two tests below meet: one holds a car in the test process, the other runs beside it. Each waits for the
/// other in real time (the car's test stops the phone's clock), and neither holds the phone while it waits to meet.
private enum Meeting {
    struct CarReady: Sendable {
        let nowPlaying: ObjectIdentifier
        let audioSession: ObjectIdentifier
    }
    struct State {
        var besideArrived = false
        var car: CarReady?
        var besideDone = false
    }
    static let state = Mutex(State())

    /// Waits up to `seconds` of real time for `condition`; whether it came.
    static func wait(seconds: Double, for condition: @Sendable (State) -> Bool) async -> Bool {
        let end = PhoneTime.realNow + .seconds(seconds)
        while PhoneTime.realNow < end {
            if state.withLock({ condition($0) }) { return true }
            await RealTime.run { try? await Task.sleep(for: .milliseconds(10)) }
        }
        return state.withLock { condition($0) }
    }
}

/// Two tests in one run: what a test reads and asks of per-app objects while another test's car holds the test
/// process's phone is its own (the process's), not that car's app in front. Before, a test beside an Atlas car read
/// its phone-call prompt style and a test beside Mesh cleared its donations. Run them together (the suite): each needs
/// the other.
@Suite struct TestsBesideACarTests {
    @Test @MainActor func aTestHoldingACarStillReachesItsAppInFront() async throws {
        let met = await Meeting.wait(seconds: 300) { $0.besideArrived }
        try #require(met, "the test beside never started")
        let (car, _) = try await CurrentAppTests.carWithWavesInFront()
        let waves = try #require(car.car.appLaunch(of: "Waves"))
        let center = car.car.nowPlayingCenter(of: "Waves")
        let session = AVAudioSession.of(waves)
        let notices = { car.car.events.filter { "\($0)".contains("otification") }.count }
        let before = notices()
        Meeting.state.withLock { $0.car = .init(nowPlaying: ObjectIdentifier(center), audioSession: ObjectIdentifier(session)) }
        let read = await Meeting.wait(seconds: 60) { $0.besideDone }
        try #require(read, "the test beside never read")
        await car.settle()
        #expect(notices() == before && car.banners.isEmpty, "the test beside's notification isn't this car's: \(car.car.events.suffix(3))")
        // This test's own code, and app code it starts in a detached task (which says no test), reach the app in front.
        #expect(MPNowPlayingInfoCenter.default() === center)
        #expect(AVAudioSession.sharedInstance() === session)
        let detached = await Task.detached { ObjectIdentifier(MPNowPlayingInfoCenter.default()) }.value
        #expect(detached == ObjectIdentifier(center))
    }

    @Test func aTestBesideItReadsNoneOfItsApps() async throws {
        Meeting.state.withLock { $0.besideArrived = true }
        defer { Meeting.state.withLock { $0.besideDone = true } }
        let connected = await Meeting.wait(seconds: 300) { $0.car != nil }
        try #require(connected, "the car's test never connected")
        let car = try #require(Meeting.state.withLock { $0.car })
        var red: CGFloat = -1
        _ = UIColor(named: "Brand")?.getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == -1, "no app's brand colour (Waves' is 0.2)")
        #expect(ObjectIdentifier(MPNowPlayingInfoCenter.default()) != car.nowPlaying, "not Waves' now playing center")
        #expect(ObjectIdentifier(AVAudioSession.sharedInstance()) != car.audioSession, "not Waves' audio session")
        let content = UNMutableNotificationContent()
        content.title = "From the test beside"
        try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "beside", content: content, trigger: nil))
    }
}
