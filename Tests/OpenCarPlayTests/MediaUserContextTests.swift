// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import PhoneApps
import Testing

@testable import OpenIntents

/// A media app tells Siri about its user as Apple's documentation shows (a context made current at launch); each app
/// keeps its own, and a new launch starts without one.
struct MediaUserContextTests {
    @Test func eachAppsCurrentContextIsItsOwn() {
        let radio = AppLaunch(name: "Radio")
        let books = AppLaunch(name: "Books")
        AppLaunch.runningInTask.withValue(radio) {
            let context = INMediaUserContext()
            context.numberOfLibraryItems = 345
            context.subscriptionStatus = .subscribed
            context.becomeCurrent()
        }
        let radioContext = INUserContext.current(of: radio) as? INMediaUserContext
        #expect(radioContext?.numberOfLibraryItems == 345)
        #expect(radioContext?.subscriptionStatus == .subscribed)
        #expect(INUserContext.current(of: books) == nil, "another app's context isn't this one's")
        AppLaunch.runningInTask.withValue(radio) {
            let later = INMediaUserContext()
            later.subscriptionStatus = .notSubscribed
            later.becomeCurrent()
        }
        #expect((INUserContext.current(of: radio) as? INMediaUserContext)?.subscriptionStatus == .notSubscribed, "the last made current")
        #expect(INUserContext.current(of: AppLaunch(name: "Radio")) == nil, "a new launch starts without one")
        #expect(INMediaUserContext().numberOfLibraryItems == nil && INMediaUserContext().subscriptionStatus == .unknown)
        #expect(INMediaUserContext.SubscriptionStatus.subscribed.rawValue == 2)
    }
}
