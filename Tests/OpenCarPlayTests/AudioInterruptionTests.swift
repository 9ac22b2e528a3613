// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// What an audio app keeps to hear of interruptions and route changes, as iOS code reads them.
final class InterruptionLog: @unchecked Sendable {
    var interruptions: [(AVAudioSession.InterruptionType, AVAudioSession.InterruptionOptions?)] = []
    var routeChanges: [(AVAudioSession.RouteChangeReason, AVAudioSession.Port?)] = []
    var tokens: [any NSObjectProtocol] = []

    init() {
        let center = NotificationCenter.default
        tokens.append(
            center.addObserver(forName: AVAudioSession.interruptionNotification, object: AVAudioSession.sharedInstance(), queue: nil) {
                [weak self] note in
                guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
                    let type = AVAudioSession.InterruptionType(rawValue: raw)
                else { return }
                let options = (note.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt).map(AVAudioSession.InterruptionOptions.init)
                self?.interruptions.append((type, options))
            })
        tokens.append(
            center.addObserver(forName: AVAudioSession.routeChangeNotification, object: nil, queue: nil) { [weak self] note in
                guard let raw = note.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt,
                    let reason = AVAudioSession.RouteChangeReason(rawValue: raw)
                else { return }
                let previous = note.userInfo?[AVAudioSessionRouteChangePreviousRouteKey] as? AVAudioSessionRouteDescription
                self?.routeChanges.append((reason, previous?.outputs.first?.portType))
            })
    }

    deinit { for t in tokens { NotificationCenter.default.removeObserver(t) } }
}

@MainActor @Suite struct AudioInterruptionTests {
    @Test func siriAndACallInterruptAnActiveSessionAndLetItResume() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { QuietApp() }
        let log = InterruptionLog()
        let session = AVAudioSession.sharedInstance()
        // In the car the audio goes to the car's speakers.
        #expect(session.currentRoute.outputs.map(\.portType) == [.carAudio])
        try session.setCategory(.playback, mode: .default, options: [])
        try session.setActive(true)

        await car.askSiri("What's the weather")
        await car.settle()
        #expect(log.interruptions.map(\.0) == [.began])
        await car.advance(by: .seconds(6))  // Siri's interface goes away
        #expect(log.interruptions.map(\.0) == [.began, .ended])
        #expect(log.interruptions.last?.1 == .shouldResume)

        // A call rings (a VoIP app reports it), is answered elsewhere and ends.
        let provider = CXProvider(configuration: CXProviderConfiguration())
        let call = UUID()
        provider.reportNewIncomingCall(with: call, update: CXCallUpdate()) { _ in }
        await car.settle()
        #expect(log.interruptions.count == 3)
        #expect(log.interruptions.last?.0 == .began)
        provider.reportCall(with: call, endedAt: nil, reason: .remoteEnded)
        await car.settle()
        #expect(log.interruptions.count == 4)
        #expect(log.interruptions.last?.0 == .ended)
        #expect(log.interruptions.last?.1 == .shouldResume)
        provider.invalidate()
    }

    @Test func anInactiveSessionIsNotToldAndTheCableChangesTheRoute() async throws {
        let car = try await CarPlayTestSession(categories: [.audio], hosting: .testProcess) { QuietApp() }
        // The car connecting moved the audio to it (heard before the log starts).
        await car.settle()
        let log = InterruptionLog()
        await car.askSiri("What's the weather")
        await car.advance(by: .seconds(6))
        #expect(log.interruptions.isEmpty)
        // The cable is pulled: the phone's speaker; plugged back: the car's.
        await car.disconnect()
        await car.settle()
        #expect(AVAudioSession.sharedInstance().currentRoute.outputs.map(\.portType) == [.builtInSpeaker])
        await car.reconnect()
        await car.settle()
        #expect(AVAudioSession.sharedInstance().currentRoute.outputs.map(\.portType) == [.carAudio])
        #expect(log.routeChanges.map(\.0) == [.oldDeviceUnavailable, .newDeviceAvailable])
        #expect(log.routeChanges.map(\.1) == [.carAudio, .builtInSpeaker])
    }
}
