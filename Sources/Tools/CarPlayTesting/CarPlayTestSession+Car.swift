// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenIntents
import OpenMediaPlayer
import OpenSecurity

/// The car around the app, as a test reads and drives it: Siri, calls, the car's own systems, its audio and banners.
/// - Note: Ours.
extension CarPlayTestSession {
    /// The interactions the app donated (`INInteraction(intent:response:).donate(completion:)`) in its current launch,
    /// in order: what Siri and CarPlay know of its conversations. A relaunch of the app starts a new list. Only with
    /// ``AppHosting/testProcess``.
    public var donatedInteractions: [INInteraction] {
        let local = inTestProcess("donatedInteractions")
        return local.car.donatedInteractions(of: local.session.app.name)
    }

    /// The driver asks Siri (see `HeadUnit.askSiri(_:)` in CarPlayHost); returns what Siri's interface shows.
    @discardableResult
    public func askSiri(
        _ request: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> SiriSnapshot {
        defer { checkExceptions(fileID: fileID, filePath: filePath, line: line, column: column) }
        guard let local else {
            guard case .siri(let answer, _) = await ask(.askSiri(request)) else {
                return SiriSnapshot(request: request, app: nil, reply: remoteEnd ?? "")
            }
            return answer
        }
        local.reviewer.step("siri '\(request)'")
        return await local.driver.ask(siri: request)
    }

    /// Someone calls through a VoIP app: the app gets its push and reports the call (see `HeadUnit.simulateVoIPPush(from:)` in CarPlayHost).
    public func receiveVoIPCall(
        from caller: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await attempt(.incomingCall(from: caller), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The car's own systems (climate, radio, body, performance, charging): read them, or change them as the car's
    /// own controls would (an app that listens hears of it). Only with ``AppHosting/testProcess``.
    public var vehicleSystems: VehicleSystems { inTestProcess("vehicleSystems").car.vehicleSystems }
    /// What the car's speakers play: the source, the radio station, ducking.
    public var audio: CarAudioState { local?.car.audio ?? remoteState!.audio }
    /// The notification banners the car showed, oldest first.
    public var banners: [CarBanner] { local?.car.banners ?? remoteState!.banners }
    /// The URLs apps asked the phone to open (`UIApplication.open`, `CPTemplateApplicationScene.open`), oldest first.
    public var openedURLs: [URL] { local?.car.openedURLs ?? remoteState!.openedURLs }
    /// What the user taps when the app asks for the phone's media library (default `.authorized`).
    public var mediaLibraryPromptAnswer: MPMediaLibraryAuthorizationStatus {
        get { local?.car.mediaLibraryPromptAnswer ?? remotePromptAnswers.mediaLibrary }
        set {
            guard let local else {
                remotePromptAnswers.mediaLibrary = newValue
                return queue(.promptAnswers(location: remotePromptAnswers.location.rawValue, mediaLibrary: newValue.rawValue))
            }
            local.car.mediaLibraryPromptAnswer = newValue
        }
    }
    /// The phone's keychain (the app's saved credentials).
    package var keychain: Keychain { inTestProcess("keychain").car.keychain }
    /// Forgets the car's history so far (``events``), e.g. to look only at what one step records.
    public func clearEvents() {
        checkedEvents = 0
        guard let local else {
            remoteEvents = []
            return queue(.clearEvents)
        }
        local.car.clearEvents()
    }
}
