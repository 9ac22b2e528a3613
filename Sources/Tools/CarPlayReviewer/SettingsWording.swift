// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Whether a selectable label offers what guideline 4 for all apps and driving task guideline 3 keep off the car
/// ("unrelated settings, maintenance features", "account setup, detailed settings"), judged by what the label is about
/// rather than by a list of whole labels: the app's configuration (settings, preferences), the driver's account
/// (signing in, out or up, a profile, a password, a subscription or membership, billing) or the app's upkeep (a
/// cache to clear, updates to check, the app to rate, feedback to send, a tutorial, the app's version, privacy or
/// legal terms). Words that also name things on the road ("route options", "help", "history") count only as a whole
/// label or not at all. - Note: Ours: a heuristic over English labels; other languages aren't judged.
enum SettingsWording {
    /// Words that are about the app's configuration, account or upkeep wherever they stand in a label.
    static let nouns: Set<String> = [
        "settings", "preferences", "prefs", "profile", "password", "subscription", "subscriptions", "membership", "billing",
        "privacy", "cache", "diagnostics", "feedback", "tutorial", "onboarding", "licenses", "licences", "login", "logout", "signin",
        "signout", "signup", "registration", "configuration", "config"
    ]
    /// Labels that are about it only when they are the whole label ("Options", "Account", "About", "Setup").
    static let wholeLabels: Set<String> = [
        "options", "account", "accounts", "my account", "your account", "about", "setup", "set up", "setting", "register", "version",
        "configure", "customize", "customise", "manage"
    ]
    /// What is done to an account or the app: "delete account", "switch account", "clear cache", "check for updates".
    static let accountVerbs: Set<String> = ["create", "delete", "manage", "edit", "switch", "link", "unlink", "change", "reset", "close", "add"]

    static func offersSettings(_ text: String) -> Bool {
        let w = PhoneWording.words(text)
        guard !w.isEmpty, w.count <= 8 else { return false }  // a label, not a sentence
        let joined = w.joined(separator: " ")
        if wholeLabels.contains(joined) { return true }
        if w.contains(where: nouns.contains) { return true }
        for (i, word) in w.enumerated() {
            let next = i + 1 < w.count ? w[i + 1] : ""
            // "Sign in", "log out", "sign up", "log on".
            if ["sign", "log"].contains(word), ["in", "out", "up", "on", "off"].contains(next) { return true }
            // "Delete account", "manage my account", "switch accounts".
            if ["account", "accounts"].contains(word), w[..<i].contains(where: accountVerbs.contains) || i == 0 || ["my", "your"].contains(w[i - 1]) {
                return true
            }
            // "Rate the app", "rate us", "about this app", "app version".
            if word == "rate", ["us", "the", "this", "our", "app"].contains(next) { return true }
            if ["app", "application"].contains(word), w.contains(where: { ["about", "version", "rate", "reset"].contains($0) }) {
                return true
            }
            // "Check for updates", "update the app" (not "the Hoagie Updates app").
            if word == "check", next == "for", i + 2 < w.count, ["updates", "update"].contains(w[i + 2]) { return true }
            if word == "update", next == "app" || (next == "the" && i + 2 < w.count && w[i + 2] == "app") { return true }
            // "Clear cache", "clear data", "reset app data", "clear downloads".
            if ["clear", "reset", "erase", "wipe"].contains(word), w[(i + 1)...].contains(where: { ["data", "downloads", "storage", "cache"].contains($0) }) {
                return true
            }
            // "Terms of service", "terms and conditions", "terms of use".
            if word == "terms", w.contains(where: { ["service", "conditions", "use"].contains($0) }) { return true }
        }
        return false
    }
}
