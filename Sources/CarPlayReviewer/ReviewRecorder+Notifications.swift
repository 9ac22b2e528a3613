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
        guard center.grantedOptions.contains(.carPlay) else { return }
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
