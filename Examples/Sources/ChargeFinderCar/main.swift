// Runs ChargeFinder in the simulated car: `swift run chargefinder-car` serves it to a browser at
// http://127.0.0.1:8080/ (`--port N` for another port); `swift run chargefinder-car --text` prints two screens instead.
import CarPlayHost
import CarPlayServer
import ChargeFinder
import Foundation

@MainActor func declaration() throws -> AppDeclaration {
    try AppDeclaration(infoPlist: ChargeFinderResources.infoPlist, entitlements: ChargeFinderResources.entitlements,
                       delegates: [SceneDelegateFactory(CarPlaySceneDelegate.self) { CarPlaySceneDelegate() }])
}

@MainActor func main() async throws {
    let arguments = CommandLine.arguments
    let car = HeadUnit(vehicle: .standard)
    car.install(try declaration())
    car.startCarServices()
    if arguments.contains("--text") {
        let session = try car.launch("ChargeFinder")
        print(ScreenText.render(session.screenSnapshot()))
        try session.tap(text: "Charger Töölö 1")
        try session.tap(text: "Start Charging")
        print(ScreenText.render(session.screenSnapshot()))
        return
    }
    let port = arguments.firstIndex(of: "--port").flatMap { Int(arguments[$0 + 1]) } ?? 8080
    let live = LiveCar(car: car, wait: { try? await Task.sleep(for: $0) })
    try car.launch("ChargeFinder")
    try await CarServer.run(live, options: .init(port: port)) { print("chargefinder-car: the car is at \($0)") }
}

try await main()
