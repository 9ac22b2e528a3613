// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// An app checks that Live Activities are allowed before starting one, and follows the user's changes, as on iOS.
/// The setting is the phone's: each test holds the phone while it changes it, so no car of another test sees it.
@Suite struct ActivityAuthorizationTests {
    @Test func activitiesAreEnabledUnlessTheUserTurnedThemOff() async {
        let phone = await PhoneLease.acquire()
        defer { phone.release() }
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(ActivityAuthorizationInfo().frequentPushesEnabled)
        ActivityRegistry.shared.activitiesEnabled = false
        defer { ActivityRegistry.shared.activitiesEnabled = true }
        let info = ActivityAuthorizationInfo()
        guard info.areActivitiesEnabled else { return #expect(!info.frequentPushesEnabled) }
        Issue.record("activities the user turned off are reported enabled")
    }

    @Test func theAppHearsWhenTheUserChangesIt() async {
        let phone = await PhoneLease.acquire()
        defer { phone.release() }
        let updates = ActivityAuthorizationInfo().activityEnablementUpdates
        var iterator = updates.makeAsyncIterator()
        ActivityRegistry.shared.activitiesEnabled = false
        ActivityRegistry.shared.activitiesEnabled = false  // no change, nothing to hear
        ActivityRegistry.shared.activitiesEnabled = true
        #expect(await iterator.next() == false)
        #expect(await iterator.next() == true)
    }
}
