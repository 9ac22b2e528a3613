// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenUserNotifications

/// "Your app must enable CarPlay for the notification categories you want displayed": an app that asked to show
/// notifications in CarPlay (the `.carPlay` authorization option) but registered no category with `.allowInCarPlay`,
/// so none of its notifications can ever show in the car. An app with such a category that posts others outside it is
/// not judged: keeping phone-only notifications off the car is what the guide asks ("Do not use notifications in
/// CarPlay for features that are only relevant when using your app on iPhone").
extension ReviewRecorder {
    func checkNotificationCategories(_ session: AppSession, _ screen: ScreenSnapshot) {
        let shows: Set<AppCategory> =
            car.vehicle.iOSMajorVersion >= 18 ? [.communication, .evCharging, .parking, .drivingTask] : [.communication, .evCharging, .parking]
        guard !session.app.categories.isDisjoint(with: shows) else { return }
        let center = session.notificationCenter
        checkMessageLikeTitles(session, center, screen)
        guard center.grantedOptions.contains(.carPlay) else { return checkAuthorizationOption(session, center, screen) }
        let categories = center.registeredCategories
        guard !categories.contains(where: { $0.options.contains(.allowInCarPlay) }) else { return }
        guard let request = center.addedRequests.first else { return }
        let id = request.content.categoryIdentifier
        let why =
            id.isEmpty
            ? "it has no category"
            : categories.contains(where: { $0.identifier == id }) ? "its category '\(id)' lacks .allowInCarPlay" : "its category '\(id)' is not registered"
        report(
            .notificationNotInCarPlay, subject: "categories",
            "\(session.app.name) asked to show notifications in CarPlay (.carPlay) and posted '\(request.content.title)', but \(why), and none of its \(categories.count) registered categories allows CarPlay: the car never shows its notifications.",
            screen: screen)
    }
}

extension ReviewRecorder {
    /// "In order to show notifications in CarPlay, include the carPlay option when requesting authorization for
    /// notifications": an app that registered a category allowing CarPlay and posted a notification in it, but asked
    /// for authorization without `.carPlay`, so iOS never shows it in the car. (An app that didn't ask in this launch
    /// may have asked on the phone before: not judged.)
    func checkAuthorizationOption(_ session: AppSession, _ center: UNUserNotificationCenter, _ screen: ScreenSnapshot) {
        guard center.hasAsked, !center.requestedOptions.contains(.carPlay) else { return }
        let carCategories = Set(center.registeredCategories.filter { $0.options.contains(.allowInCarPlay) }.map(\.identifier))
        guard let request = center.addedRequests.first(where: { carCategories.contains($0.content.categoryIdentifier) }) else { return }
        report(
            .notificationNoCarPlayOption, subject: "authorization",
            "\(session.app.name) registered the category '\(request.content.categoryIdentifier)' with .allowInCarPlay and posted '\(request.content.title)' in it, but asked for notification authorization without the .carPlay option: iOS shows none of its notifications in the car.",
            screen: screen)
    }

    /// "In CarPlay, notifications must only include information such as the sender and group name in the title and
    /// subtitle": a communication app's notification whose title or subtitle reads as a message (a sentence: six words
    /// or more, or a "Name: text" line) rather than a sender or a group. The message bodies the phone knows are
    /// `message.inNotification`'s own check; this one finds what the app put there without a body to compare.
    func checkMessageLikeTitles(_ session: AppSession, _ center: UNUserNotificationCenter, _ screen: ScreenSnapshot) {
        guard session.app.categories.contains(.communication) else { return }
        for r in center.addedRequests {
            for (field, text) in [("title", r.content.title), ("subtitle", r.content.subtitle)] where Self.readsAsMessage(text) {
                report(
                    .messageInNotification, subject: r.identifier,
                    "Notification '\(r.identifier)' has a \(field) that reads as a message, not a sender or group: '\(text)'. Judged from its words (no message body to compare): confirm it is the message's content.",
                    screen: screen, severity: .warning)
            }
        }
    }

    /// Whether a notification title or subtitle reads as a message: six words or more, or a name, a colon and three
    /// words or more ("Anna: running late, sorry"). In scripts written without spaces, twelve characters or more
    /// ending like a sentence.
    static func readsAsMessage(_ text: String) -> Bool {
        let words = PhoneWording.words(text)
        if words.count >= 6 { return true }
        if let colon = text.firstIndex(of: ":"), PhoneWording.words(String(text[text.index(after: colon)...])).count >= 3 { return true }
        let spaceless = text.unicodeScalars.contains { $0.value >= 0x0E00 && $0.value < 0x0E80 || $0.value >= 0x3040 && $0.value < 0xA000 }
        return spaceless && text.count >= 12 && text.last.map { "。！？!?.".contains($0) } == true
    }
}
