// Runs ChargeFinder in the simulated car and prints what the car screen shows after each step.
import CarPlayHost
import ChargeFinder

@MainActor func run() throws {
    let app = try AppDeclaration(infoPlist: ChargeFinderResources.infoPlist, entitlements: ChargeFinderResources.entitlements,
                                 delegates: [SceneDelegateFactory(CarPlaySceneDelegate.self) { CarPlaySceneDelegate() }])
    let car = HeadUnit(vehicle: .standard)
    guard let session = car.connect(app) else { fatalError("ChargeFinder is not a CarPlay app") }
    print(ScreenText.render(session.screenSnapshot()))
    try session.tap(text: "Charger Töölö 1")
    try session.tap(text: "Start Charging")
    print(ScreenText.render(session.screenSnapshot()))
}

try MainActor.assumeIsolated { try run() }
