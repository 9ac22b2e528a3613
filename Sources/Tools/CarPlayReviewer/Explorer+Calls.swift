// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Clocks
import Foundation
import OpenCallKit
import OpenIntents

extension Explorer {
    /// How long a call the app accepted may take to reach CallKit.
    static let callReachesCallKit: Duration = .seconds(5)

    /// Plays Siri's part once per exploration, in a run of its own (parked, phone unlocked): a communication app whose
    /// intents extension (or app delegate, for in-app handling) handles `INStartCallIntent` is asked to call each name its first screen lists (up to three),
    /// until it accepts one. iOS then hands the app the user activity, as after "Hey Siri, call Anna"; the call must
    /// reach CallKit (`CXCallController` or `CXProvider`) within ``callReachesCallKit``, or the car never shows it.
    /// An app that accepts none of the names is not judged.
    func probeCalling() async throws -> RunRecord {
        // Only a communication app with an intents extension or in-app call handling is asked: no run for the others.
        guard let declared = try? makeApp(TestClock<Duration>()), declared.categories.contains(.communication),
            declared.intentHandler != nil || declared.inAppIntentsSupported.contains("INStartCallIntent")
        else {
            return RunRecord()
        }
        let (run, failed) = try await start(.parked, path: [])
        let app = run.session.app
        guard failed == nil, app.categories.contains(.communication) else { return RunRecord(run.recorder) }
        var names: [String] = []
        for e in run.session.visible where [.listItem, .messageItem, .contactButton].contains(e.role) {
            guard let name = e.text, !name.isEmpty, !names.contains(name) else { continue }
            names.append(name)
        }
        for name in names.prefix(3) {
            let intent = ReviewRecorder.startCallIntent(calling: name)
            guard let handler = run.car.siriHandler(for: intent, in: app) else { return RunRecord(run.recorder) }
            let before = CXCallCenter.shared.history.count
            run.recorder.step("Siri: call \(name) with \(app.name)")
            run.car.record(.carStateChanged(.siriRequest("call \(name)")))
            let (_, activity) = await HeadUnit.runContinuing(intent, with: handler)
            // The app declined this name (not a contact of its service): try the next one.
            guard let activity else { continue }
            app.userActivityHandler?(activity)
            await run.clock.pass(Self.callReachesCallKit, step: .seconds(1), catchingUp: false)
            run.recorder.observe()
            guard CXCallCenter.shared.history.count == before else { return RunRecord(run.recorder) }
            let continues = app.userActivityHandler == nil ? "it has no application(_:continue:restorationHandler:)" : "the app continued the activity"
            run.recorder.report(
                .callingCallKit, subject: "\(app.name) call",
                "Asked through Siri to call \(name), \(app.name) accepted (INStartCallIntent handled) and \(continues), but no call reached CallKit within \(Self.callReachesCallKit.components.seconds) s: the car shows no call and can't end it."
            )
            return RunRecord(run.recorder)
        }
        return RunRecord(run.recorder)
    }
}
