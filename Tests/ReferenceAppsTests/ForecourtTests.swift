import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

@testable import ReferenceApps

@Suite @MainActor
struct ForecourtTests {
    func connect(driving: Bool = false, locked: Bool = false) async throws -> (CarPlayTestSession, ForecourtStore) {
        let store = ForecourtStore()
        return (
            try await CarPlayTestSession(
                app: ReferenceApps.forecourt(store: store), driving: driving, phoneLocked: locked, hosting: .testProcess), store
        )
    }

    @Test func oneAppWithBothCategoriesShowsOnlyItsOwnStations() async throws {
        let (car, _) = try await connect()
        #expect(Set(car.session.app.categories) == [.evCharging, .fueling])
        #expect(car.top!.tabs.map { $0.tabItem?.text } == ["Charge", "Fuel"])
        #expect(car.top!.tabs[0].sections[0].items.map(\.text) == ["Forecourt Ruoholahti", "Forecourt Vallila"], "stations with chargers")
        try await car.tap("Fuel", role: .tab)
        #expect(car.top!.tabs[1].sections[0].items.map(\.text) == ["Forecourt Ruoholahti", "Forecourt Lauttasaari"], "stations with pumps")
    }

    @Test func startAndMonitorAChargingSessionWhileDriving() async throws {
        let (car, store) = try await connect(driving: true, locked: true)
        try await car.tap("Forecourt Ruoholahti")
        try await car.tap("Start Charging")
        #expect(car.stack.count == 2)
        #expect(car.texts.contains("20% of 80%"))
        await car.advance(by: .seconds(600))
        #expect(car.texts.contains("62% of 80%"), "updated in place as energy flows: \(car.texts)")
        #expect(car.texts.contains("25.0 kWh"))
        #expect(car.texts.contains("€12.25"))
        await car.advance(by: .seconds(600))
        #expect(car.top?.title == "Charging Complete")
        #expect(store.charging?.batteryPercent == 80)
        try await car.tap("Stop Charging")
        #expect(car.top?.title == "Charging Stopped")
        #expect(store.receipts == ["Forecourt Ruoholahti: 36.0 kWh, €17.64"])
        try await car.tap("Done")
        #expect(car.stack.count == 1)
        #expect(car.exceptions.isEmpty)
    }

    @Test func activateAPumpFuelAndPayWithinDepthThree() async throws {
        let (car, store) = try await connect(locked: true)
        try await car.tap("Fuel", role: .tab)
        try await car.tap("Forecourt Lauttasaari")
        try await car.tap("Choose Pump")
        try await car.tap("Pump 2")
        #expect(car.stack.count == 3, "tab bar › pumps › pump: fueling's limit is 3")
        #expect(car.texts.contains("Ready: lift the nozzle"))
        await car.advance(by: .seconds(10))
        #expect(car.texts.contains("Fueling"))
        await car.advance(by: .seconds(40))
        #expect(car.texts.contains("20.0 l"))
        await car.advance(by: .seconds(40))
        #expect(store.pumping?.state == .awaitingPayment, "the tank is full")
        try await car.tap("Pay €74.00")
        #expect(store.receipts == ["Forecourt Lauttasaari pump 2: 40.0 l, €74.00"])
        #expect(car.texts.contains("Paid"))
        try await car.tap("Done")
        #expect(store.pumping == nil)
        #expect(car.stack.count == 1)
        #expect(car.exceptions.isEmpty)
    }

    @Test func stopThePumpEarlyAndPayForWhatWasDelivered() async throws {
        let (car, store) = try await connect()
        try await car.tap("Fuel", role: .tab)
        try await car.tap("Forecourt Ruoholahti")
        try await car.tap("Choose Pump")
        try await car.tap("Pump 3")
        await car.advance(by: .seconds(30))
        try await car.tap("Stop Pump")
        #expect(store.pumping?.litres == 10)
        try await car.tap("Pay €18.90")
        #expect(store.pumping?.state == .paid)
    }

    @Test func chargingContinuesAcrossADisconnect() async throws {
        let (car, store) = try await connect(locked: true)
        try await car.tap("Forecourt Vallila")
        try await car.tap("Start Charging")
        await car.disconnect()
        await car.advance(by: .seconds(360))
        #expect(store.charging?.energyKilowattHours ?? 0 > 4.9, "50 kW for 6 minutes: 5 kWh")
        await car.reconnect()
        try await car.tap("Forecourt Vallila")
        #expect(car.texts.contains("View Charging"))
        #expect(!car.texts.contains("Start Charging"))
        try await car.tap("View Charging")
        #expect(car.texts.contains("5.0 kWh"))
    }

    @Test func chargeWithTheKnobOnly() async throws {
        let (car, store) = try await connect(driving: true)
        func focus(_ label: String) async throws {
            let targets = car.displayList.targets
            let index = try #require(targets.firstIndex { $0.label == label }, "\(label) among \(targets.map(\.label))")
            await car.rotateKnob(-100)
            await car.rotateKnob(index)
        }
        try await focus("Forecourt Vallila")
        try await car.pressKnob()
        try await focus("Start Charging")
        try await car.pressKnob()
        #expect(store.charging?.stationID == "vallila")
    }
}
