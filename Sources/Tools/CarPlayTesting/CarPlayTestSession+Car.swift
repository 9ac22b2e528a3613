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
    /// in order: what Siri and CarPlay know of its conversations. A relaunch of the app starts a new list.
    public var donatedInteractions: [INInteraction] { car.donatedInteractions(of: session.app.name) }

    /// The driver asks Siri (see `HeadUnit.askSiri(_:)` in CarPlayHost); returns what Siri's interface shows.
    @discardableResult
    public func askSiri(
        _ request: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> SiriSnapshot {
        reviewer.step("siri '\(request)'")
        let answer = await driver.ask(siri: request)
        checkExceptions(fileID: fileID, filePath: filePath, line: line, column: column)
        return answer
    }

    /// Someone calls through a VoIP app: the app gets its push and reports the call (see `HeadUnit.simulateVoIPPush(from:)` in CarPlayHost).
    public func receiveVoIPCall(
        from caller: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        attempt(.incomingCall(from: caller), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The car's own systems (climate, radio, body, performance, charging): read them, or change them as the car's
    /// own controls would (an app that listens hears of it).
    public var vehicleSystems: VehicleSystems { car.vehicleSystems }
    /// What the car's speakers play: the source, the radio station, ducking.
    public var audio: CarAudioState { car.audio }
    /// The notification banners the car showed, oldest first.
    public var banners: [CarBanner] { car.banners }
    /// The URLs apps asked the phone to open (`UIApplication.open`, `CPTemplateApplicationScene.open`), oldest first.
    public var openedURLs: [URL] { car.openedURLs }
    /// What the user taps when the app asks for the phone's media library (default `.authorized`).
    public var mediaLibraryPromptAnswer: MPMediaLibraryAuthorizationStatus {
        get { car.mediaLibraryPromptAnswer }
        set { car.mediaLibraryPromptAnswer = newValue }
    }
    /// The phone's keychain (the app's saved credentials).
    package var keychain: Keychain { car.keychain }
    /// Forgets the car's history so far (``events``), e.g. to look only at what one step records.
    public func clearEvents() {
        car.clearEvents()
        checkedEvents = 0
    }
}
