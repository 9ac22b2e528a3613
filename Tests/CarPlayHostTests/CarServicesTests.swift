import CarPlayShim
import CarPlayTesting
import Foundation
import ReferenceApps
import Testing

@Suite @MainActor
struct CarServicesTests {
    @Test func theRadioPlaysUntilTheAppStartsPlayback() async throws {
        let car = try await CarPlayTestSession(app: ReferenceApps.podcasts(), hosting: .testProcess)
        #expect(car.audio.source == "radio")
        try await car.tap("Swift by Night")
        #expect(car.audio.source == "radio", "browsing does not take the audio")
        try await car.tap("Swift by Night #14")
        await car.settle()
        #expect(car.audio.source == "Podcasts")
        #expect(car.events.contains(.audio(.source(from: "FM 94.0 Radio Helsinki", to: "Podcasts"))))
    }

    @Test func voicePromptsDuckAndPauseSpokenAudio() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { NavigationPromptDelegate() }
        let s = AVAudioSession.sharedInstance()
        try s.setCategory(.playback, mode: .voicePrompt, options: [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
        try s.setActive(true)
        await car.settle()
        #expect(car.audio.ducked && car.audio.spokenAudioPaused && car.audio.source == "radio")
        try s.setActive(false, options: .notifyOthersOnDeactivation)
        await car.settle()
        #expect(!car.audio.ducked && !car.audio.spokenAudioPaused)
    }

    @Test func bannersShowSenderAndGroupNeverTheMessage() async throws {
        let car = try await CarPlayTestSession(categories: [.communication], hosting: .testProcess) { NavigationPromptDelegate() }
        let center = UNUserNotificationCenter.current()
        func post(_ category: String) {
            let content = UNMutableNotificationContent()
            content.title = "Ann"
            content.subtitle = "Base Camp"
            content.body = "The secret meeting point is the old mill"
            content.categoryIdentifier = category
            center.add(UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: nil))
        }
        post("message")
        await car.settle()
        #expect(car.banners.isEmpty)
        #expect(car.events.contains(.note("notification not shown in CarPlay: the app did not ask for (or was not granted) the .carPlay authorization option")))
        center.requestAuthorization(options: [.alert, .carPlay]) { _, _ in }
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "message", actions: [], intentIdentifiers: [], options: []),
            UNNotificationCategory(identifier: "carplay-message", actions: [], intentIdentifiers: [], options: [.allowInCarPlay])
        ])
        post("message")
        await car.settle()
        #expect(car.events.contains(.note("notification not shown in CarPlay: its category 'message' lacks .allowInCarPlay")))
        post("carplay-message")
        await car.settle()
        #expect(car.banners == [CarBanner(app: car.session.app.name, title: "Ann", subtitle: "Base Camp")])
        #expect(car.screen.banner?.title == "Ann")
        let svgTexts = car.texts + [car.screen.banner!.title, car.screen.banner!.subtitle]
        #expect(!svgTexts.contains { $0.contains("secret") })
        await car.advance(by: .seconds(5))
        #expect(car.screen.banner == nil, "the banner goes away")
    }
}

final class NavigationPromptDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        interfaceController.setRootTemplate(CPListTemplate(title: "Root", sections: []), animated: false, completion: nil)
    }
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}
