// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// "Most people interact with CarPlay while iPhone is locked so you need to ensure that your app works correctly even
/// when iPhone is locked": a file the app read while the phone was locked that the phone refused (its protection class
/// `complete` or `completeUnlessOpen`). Seen where the phone's runtime guards opens (Linux); elsewhere the screens'
/// comparison with the phone locked (`data.locked`'s other half) is all there is.
extension ReviewRecorder {
    func checkProtectedFiles(_ session: AppSession, _ screen: ScreenSnapshot) {
        let (count, file) = ProtectedFiles.refusals()
        defer { refusalsSeen = count }
        // A count below the last one is a new phone's (its count starts at 0).
        let last = refusalsSeen ?? 0
        let seen = last > count ? 0 : last
        guard count > seen, car.isPhoneLocked else { return }
        report(
            .dataLocked, subject: "file \(file)",
            "With the phone locked, \(session.app.name) read '\(file)', a file protected with NSFileProtectionComplete (or completeUnlessOpen): iOS refuses it until the phone is unlocked, so what it holds can't reach the car.",
            screen: screen)
    }
}
