// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import CarPlayReviewer

/// The settings rule judges what a selectable label is about: the app's configuration, the driver's account or the
/// app's upkeep, in any wording. These labels were written apart from the rule's word lists, as apps name them.
struct SettingsWordingTests {
    static let offering = [
        "App Settings",
        "Your Profile",
        "Log Out",
        "Sign out of Tuner",
        "Delete my account",
        "Switch accounts",
        "Change password",
        "Manage subscription",
        "Privacy & Terms",
        "Clear cache",
        "Check for updates",
        "Rate the app",
        "Send Feedback",
        "Show tutorial again",
        "About",
        "Membership & billing",
        "Sign up for Plus",
        "Update the app"
    ]

    static let notOffering = [
        "Route Options",
        "Hoagie Options",
        "Nearby chargers",
        "Recent orders",
        "Help",
        "Sign at the gate",
        "Radio Helsinki",
        "Log trip",
        "Kamppi · 12 free · €2.40/h",
        "Ready in about 5 min",
        "Camp is set up",
        "Play All",
        "Call Anna",
        "Welcome to the Hoagie Updates app!"
    ]

    @Test(arguments: offering) func labelsAboutSettingsAccountsOrUpkeepAreCaught(_ label: String) {
        #expect(SettingsWording.offersSettings(label) || settingsPhrase.matches(label), "\(label)")
    }

    @Test(arguments: notOffering) func labelsForTheDriveAreNot(_ label: String) {
        #expect(!SettingsWording.offersSettings(label) && !settingsPhrase.matches(label), "\(label)")
    }
}
