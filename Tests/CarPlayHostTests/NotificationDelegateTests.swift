import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A messaging app that is its own notification delegate, as apps set it up at launch, and posts a message
/// notification from its list while it is on the car's screen. `presents` is what its `willPresent` answers.
final class ForegroundMessagesSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, UNUserNotificationCenterDelegate {
    let presents: UNNotificationPresentationOptions
    var asked: [String] = []
    init(presents: UNNotificationPresentationOptions) { self.presents = presents }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .carPlay]) { _, _ in }
        center.setNotificationCategories([UNNotificationCategory(identifier: "message", actions: [], intentIdentifiers: [], options: [.allowInCarPlay])])
        let send = CPListItem(text: "Send", detailText: nil)
        send.handler = { _, done in
            let content = UNMutableNotificationContent()
            content.title = "Aino"
            content.body = "On my way"
            content.categoryIdentifier = "message"
            UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "m1", content: content, trigger: nil))
            done()
        }
        interfaceController.setRootTemplate(CPListTemplate(title: "Messages", sections: [CPListSection(items: [send])]), animated: false, completion: nil)
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        asked.append(notification.request.content.title)
        completionHandler(presents)
    }
}

@MainActor
struct NotificationDelegateTests {
    /// The app on the car's screen is asked, and its answer decides the banner.
    @Test(arguments: [true, false])
    func theForegroundAppsDelegateDecidesTheBanner(showsBanner: Bool) async throws {
        let app = ForegroundMessagesSceneDelegate(presents: showsBanner ? [.banner, .sound] : [.sound])
        let car = try await CarPlayTestSession(categories: [.communication], hosting: .testProcess) { app }
        try await car.tap("Send")
        await car.settle()
        #expect(app.asked == ["Aino"], "willPresent was asked once, in the app's code")
        #expect((car.car.visibleBanner?.title == "Aino") == showsBanner, "\(String(describing: car.car.visibleBanner))")
        if !showsBanner {
            #expect(car.events.contains { if case .note(let n) = $0 { n.contains("willPresent answered no banner") } else { false } })
        }
    }
}
