// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// What a test session asks its app's process (``TestAppProcess``), in `AppWire`'s envelope. Each request is answered
/// by one ``TestAppReply``. See docs/wire-format.md. - Note: Ours.
package enum TestAppRequest: Codable, Sendable, Equatable {
    /// Input on the car, as the test gives it (the reply's state says whether the car took it).
    case perform(CarInput)
    /// A request spoken to Siri.
    case askSiri(String)
    /// The car's clock moves on, stopping at every deadline in order.
    case advance(Duration)
    /// The work the app scheduled runs, as the next turns of its main run loop would.
    case settle
    /// The guideline findings of the session so far.
    case findings
    /// The car forgets its events.
    case clearEvents
    /// What the user taps when the app asks for location or the media library (raw values of `CLAuthorizationStatus`
    /// and `MPMediaLibraryAuthorizationStatus`).
    case promptAnswers(location: Int32, mediaLibrary: Int)
    /// The session is over: the app's process ends.
    case end
}

/// What the app's process answers a test session: the car as it is now, after every request. - Note: Ours.
package enum TestAppReply: Codable, Sendable, Equatable {
    /// The car after the request (or after the app connected, for the first reply).
    case state(TestAppState)
    /// Siri's answer, then the car.
    case siri(SiriSnapshot, TestAppState)
    /// The findings so far, then the car.
    case findings([Finding], TestAppState)
    /// The app could not be connected (the words say why): the process ends.
    case refused(String)
}

/// The car of the app's process as the test reads it: the screen and what the car did since the last reply. - Note: Ours.
package struct TestAppState: Codable, Sendable, Equatable {
    package var screen: ScreenSnapshot
    /// The elements the user can see and tap.
    package var visible: [ElementSnapshot]
    /// Every visible text (of the templates, or of an automaker app's own screen).
    package var texts: [String]
    /// The element the knob has focused.
    package var focused: String?
    /// The car's events since the last reply (all of them after `clearEvents`).
    package var events: [TimedCarEvent]
    package var audio: CarAudioState
    package var banners: [CarBanner]
    package var openedURLs: [URL]
    /// The car's words when it didn't take the request's input (`CarInputError`).
    package var refusal: String?
}

/// One request of a session and its answer (no request: the answer to the connection). - Note: Ours.
package struct TestAppExchange: Codable, Sendable, Equatable {
    package var request: TestAppRequest?
    package var reply: TestAppReply
}

/// The first message to an app's process: what the test's earlier sessions in its own processes asked and were
/// answered, in order, so that re-running the test up to its session replays them instead of launching them again.
/// - Note: Ours.
package struct TestAppTranscript: Codable, Sendable, Equatable {
    /// Per earlier session, by its number in the test (the first first).
    package var sessions: [[TestAppExchange]]
}
