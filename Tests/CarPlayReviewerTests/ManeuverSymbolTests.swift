// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import Testing

/// The corpus's navigation app with one PNG arrow of a given grey as its turn symbol, on a card colour of its own or
/// the system's.
final class CardArrowApp: CorpusNavigationApp {
    var grey: UInt8 = 255
    var card: UIColor?

    override func setManeuvers(_ session: CPNavigationSession) {
        maneuver.symbolImage = UIImage(data: arrowPNG(grey: grey), scale: 2)!
        maneuver.cardBackgroundColor = card
        super.setManeuvers(session)
    }
}

/// `navigation.symbolContrast` judges a single maneuver image against the card it sits on, in both appearances.
@Suite @MainActor
struct ManeuverSymbolTests {
    func symbolFindings(grey: UInt8, card: UIColor?) async throws -> [Finding] {
        let clock = TestClock<Duration>()
        let app = try AppDeclaration.inMemory(
            name: "Arrows", categories: [.navigation],
            sceneDelegate: SceneDelegateFactory(className: "CardArrowApp") {
                let app = CardArrowApp(fixed: true, clock: clock)
                app.grey = grey
                app.card = card
                return app
            })
        let car = try await CarPlayTestSession(app: app, clock: clock)
        try await car.tap(.mapButton, at: 0)
        await car.advance(by: .seconds(1))
        return await car.findings.filter { $0.rule == .navigationSymbolContrast }
    }

    /// Apple's Coastal Roads: a white arrow on a cornflower blue card (2.97:1) shows in both appearances.
    @Test func aWhiteArrowOnACardColourOfItsOwnShows() async throws {
        let cornflower = UIColor(red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1)
        #expect(try await symbolFindings(grey: 255, card: cornflower).isEmpty)
    }

    /// On the system's card (white when the car is light, black when dark) one white arrow vanishes in the light
    /// appearance, one near-black arrow in the dark one; a mid grey shows on both.
    @Test func aSingleArrowOnTheSystemCardVanishesInOneAppearance() async throws {
        let white = try await symbolFindings(grey: 255, card: nil)
        #expect(white.count == 1)
        #expect(white.first?.message.contains("light appearance (card #ffffff; 0% of its pixels stand out)") == true, "\(white.map(\.message))")
        let dark = try await symbolFindings(grey: 20, card: nil)
        #expect(dark.count == 1)
        #expect(dark.first?.message.contains("dark appearance (card #000000") == true, "\(dark.map(\.message))")
        #expect(try await symbolFindings(grey: 128, card: nil).isEmpty)
    }
}
