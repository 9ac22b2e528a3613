import CarPlayShim
import CarPlayTesting
import ChargeFinder
import Testing

@Suite @MainActor
struct ChargeFinderTests {
    func connect(store: ChargerStore, driving: Bool = false, locked: Bool = false) async throws -> CarPlayTestSession {
        let app = try AppDeclaration(infoPlist: ChargeFinderResources.infoPlist, entitlements: ChargeFinderResources.entitlements,
                                     delegates: [SceneDelegateFactory(CarPlaySceneDelegate.self) { CarPlaySceneDelegate(store: store) }])
        return try await CarPlayTestSession(app: app, driving: driving, phoneLocked: locked, hosting: .testProcess)
    }

    @Test func showsTwelveNearbyChargers() async throws {
        let car = try await connect(store: ChargerStore())
        #expect(car.top?.kind == .pointOfInterest)
        #expect(car.top?.title == "Nearby Chargers")
        #expect(car.top?.sections[0].items.count == 12)
    }

    @Test func chargingWhileDrivingWithThePhoneLockedBreaksNoGuideline() async throws {
        let store = ChargerStore()
        let car = try await connect(store: store, driving: true, locked: true)
        try await car.tap("Charger Töölö 1")
        try await car.tap("Start Charging")
        store.deliver(kWh: 3)
        await car.advance(by: .seconds(30))
        await car.disconnect()
        await car.reconnect()
        await car.expectNoFindings()
    }

    @Test func startAndStopACharge() async throws {
        let store = ChargerStore()
        let car = try await connect(store: store)
        try await car.tap("Charger Töölö 1")
        #expect(car.top?.pointOfInterest?.detailSummary == "1 free")
        try await car.tap("Start Charging")
        #expect(car.top?.kind == .information)
        #expect(car.texts.contains("0.0 kWh"))
        store.deliver(kWh: 12.5)
        #expect(car.texts.contains("12.5 kWh"))
        #expect(car.texts.contains("€6.12"))
        try await car.tap("Stop Charging")
        #expect(car.stack.count == 1)
        #expect(store.activeSession == nil)
    }

    @Test func occupiedChargerOffersNoStart() async throws {
        let car = try await connect(store: ChargerStore())
        try await car.tap("Charger Kamppi 1")
        #expect(!car.elements.contains { $0.text == "Start Charging" })
    }

    @Test func worksWhileDrivingWithThePhoneLocked() async throws {
        let car = try await connect(store: ChargerStore(), driving: true, locked: true)
        try await car.tap("Charger Pasila 1")
        try await car.tap("Start Charging")
        #expect(car.top?.title == "Charging")
        await car.disconnect()
        await car.reconnect()
        #expect(car.top?.title == "Nearby Chargers")
    }
}
