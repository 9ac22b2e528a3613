import CarPlayShim
import CarPlayTesting
import DepartureBoard
import Testing

/// Runs in parallel with the other suites (no `.serialized`): each test's car holds the phone while it runs.
@MainActor @Suite struct DepartureBoardTests {
    /// Hands the test the scene delegate the car made.
    final class Made: @unchecked Sendable { var app: DepartureBoardSceneDelegate? }

    func connect() async throws -> (CarPlayTestSession, DepartureBoardSceneDelegate) {
        let made = Made()
        let car = try await CarPlayTestSession(categories: [.drivingTask], hosting: .testProcess) {
            let app = DepartureBoardSceneDelegate()
            made.app = app
            return app
        }
        return (car, try #require(made.app))
    }

    @Test func theFirstDeparturesArriveAfterTwoSeconds() async throws {
        let (car, _) = try await connect()
        #expect(car.top?.title == "Departures")
        #expect(car.top?.list?.emptyTitle == "Loading departures…")
        await car.advance(by: .seconds(1.9))
        #expect(!car.texts.contains("Tram 4"), "nothing early")
        await car.advance(by: .seconds(0.2))
        #expect(car.texts.contains("Tram 4") && car.texts.contains("in 3 min"))
    }

    @Test func everyMinuteTheDeparturesCountDownUntilTheyLeave() async throws {
        let (car, app) = try await connect()
        await car.advance(by: .seconds(2))
        await car.advance(by: .seconds(60))
        #expect(car.texts.contains("in 2 min") && car.texts.contains("in 6 min"))
        await car.advance(by: .seconds(120))
        #expect(car.texts.contains("now"))
        await car.advance(by: .seconds(60))
        #expect(!car.texts.contains("Tram 4"), "it has left")
        #expect(app.departures.map(\.line) == ["Bus 55", "Tram 9"])
        await car.advance(by: .seconds(600))
        #expect(car.top?.list?.emptyTitle == "No more departures today")
        await car.expectNoFindings()
    }

    @Test func aDisconnectedCarStopsTheCountdown() async throws {
        let (car, app) = try await connect()
        await car.advance(by: .seconds(2))
        await car.disconnect()
        await car.advance(by: .seconds(300))
        #expect(app.departures.first?.minutes == 3, "no timer runs once the car is gone")
    }
}
