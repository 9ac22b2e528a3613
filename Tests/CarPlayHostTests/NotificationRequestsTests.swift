import CarPlayHost
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// A parking app that reminds the driver before the paid time ends: "Remind me" schedules a notification in 10
/// minutes, "Cancel reminder" takes it back; its screen counts what is pending and delivered, read from the center
/// the way apps read it (completion handlers), with the handler's completion called once the answers arrive.
final class ParkingReminderSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var pending: [String] = []
    var delivered: [String] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .carPlay]) { _, _ in }
        center.setNotificationCategories([UNNotificationCategory(identifier: "parking", actions: [], intentIdentifiers: [], options: [.allowInCarPlay])])
        let remind = CPListItem(text: "Remind me", detailText: nil)
        remind.handler = { _, done in
            let content = UNMutableNotificationContent()
            content.title = "Parking ends in 5 min"
            content.categoryIdentifier = "parking"
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
            center.add(UNNotificationRequest(identifier: "ends", content: content, trigger: trigger)) { _ in }
            done()
        }
        let cancel = CPListItem(text: "Cancel reminder", detailText: nil)
        cancel.handler = { _, done in
            center.removePendingNotificationRequests(withIdentifiers: ["ends"])
            done()
        }
        let check = CPListItem(text: "Check", detailText: nil)
        check.handler = { [weak self] _, done in
            center.getPendingNotificationRequests { requests in
                center.getDeliveredNotifications { notifications in
                    DispatchQueue.main.async {
                        self?.pending = requests.map(\.identifier)
                        self?.delivered = notifications.map(\.request.identifier)
                        done()
                    }
                }
            }
        }
        let clear = CPListItem(text: "Clear", detailText: nil)
        clear.handler = { _, done in
            center.removeDeliveredNotifications(withIdentifiers: ["ends"])
            done()
        }
        let items = [remind, cancel, check, clear]
        interfaceController.setRootTemplate(CPListTemplate(title: "Parking", sections: [CPListSection(items: items)]), animated: false, completion: nil)
    }
}

@MainActor
struct NotificationRequestsTests {
    /// A time interval trigger keeps the request pending until it fires on the car's clock; then it is delivered
    /// (a banner on the car) and listed as delivered until the app removes it.
    @Test func aScheduledReminderIsPendingThenDelivered() async throws {
        let app = ParkingReminderSceneDelegate()
        let car = try await CarPlayTestSession(categories: [.parking], hosting: .testProcess) { app }
        try await car.tap("Remind me")
        try await car.tap("Check")
        await car.settle()
        #expect(app.pending == ["ends"])
        #expect(app.delivered.isEmpty)
        #expect(car.car.visibleBanner == nil, "nothing shows before the trigger fires")
        await car.advance(by: .seconds(599))
        #expect(car.car.visibleBanner == nil, "the trigger fires at 600 s, not before")
        await car.advance(by: .seconds(2))
        #expect(car.car.visibleBanner?.title == "Parking ends in 5 min")
        try await car.tap("Check")
        await car.settle()
        #expect(app.pending.isEmpty)
        #expect(app.delivered == ["ends"])
        try await car.tap("Clear")
        try await car.tap("Check")
        await car.settle()
        #expect(app.delivered.isEmpty)
    }

    /// A pending request the app removes never reaches the car.
    @Test func aRemovedReminderNeverShows() async throws {
        let app = ParkingReminderSceneDelegate()
        let car = try await CarPlayTestSession(categories: [.parking], hosting: .testProcess) { app }
        try await car.tap("Remind me")
        try await car.tap("Cancel reminder")
        try await car.tap("Check")
        await car.settle()
        #expect(app.pending.isEmpty)
        await car.advance(by: .seconds(700))
        #expect(car.car.visibleBanner == nil)
        #expect(!car.events.contains { if case .banner = $0 { true } else { false } })
    }
}
