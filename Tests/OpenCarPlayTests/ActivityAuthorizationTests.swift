// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// An app checks that Live Activities are allowed before starting one, as on iOS.
struct ActivityAuthorizationTests {
    @Test func activitiesAreEnabledUnlessTheUserTurnedThemOff() {
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(ActivityAuthorizationInfo().frequentPushesEnabled)
        ActivityRegistry.shared.activitiesEnabled = false
        defer { ActivityRegistry.shared.activitiesEnabled = true }
        let info = ActivityAuthorizationInfo()
        guard info.areActivitiesEnabled else { return #expect(!info.frequentPushesEnabled) }
        Issue.record("activities the user turned off are reported enabled")
    }
}
