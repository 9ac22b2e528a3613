// SPDX-License-Identifier: Apache-2.0
//
// A live car with one app that crashes: its Refresh row pushes the screen that is already shown, which CarPlay
// answers with an exception. The car ends that app only, shows the home screen with a banner, and starts the app
// afresh when it is opened again. `swift run GlitchCar` serves it at http://127.0.0.1:8080/ (`--port N`); the
// browser test drives it.
import CarPlayHost
import CarPlayServer
import CarPlayShim
import Foundation

/// A parking app with a bug: "Refresh" pushes the list that is on screen instead of updating it.
final class GlitchSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    /// Lots opened by this instance of the app (a fresh instance starts at 0).
    var opened = 0

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let lots = CPListTemplate(title: "Glitch", sections: [])
        update(lots)
        interfaceController.setRootTemplate(lots, animated: false, completion: nil)
    }

    func update(_ lots: CPListTemplate) {
        let open = CPListItem(text: "Lot A", detailText: "Opened \(opened) times")
        open.handler = { [weak self, weak lots] _, completion in
            guard let self, let lots else { return completion() }
            self.opened += 1
            self.update(lots)
            completion()
        }
        let refresh = CPListItem(text: "Refresh", detailText: "Pushes this screen again (an exception)")
        refresh.handler = { [weak self, weak lots] _, completion in
            if let lots { self?.interfaceController?.pushTemplate(lots, animated: true, completion: nil) }
            completion()
        }
        lots.updateSections([CPListSection(items: [open, refresh])])
    }
}

@MainActor func main() async throws {
    let arguments = CommandLine.arguments
    let port = arguments.firstIndex(of: "--port").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 8080
    let car = HeadUnit(vehicle: .standard)
    car.install(
        try AppDeclaration.inMemory(
            name: "Glitch", categories: [.parking], sceneDelegate: SceneDelegateFactory(GlitchSceneDelegate.self) { GlitchSceneDelegate() }))
    car.startCarServices()
    // The live car's default policy: an app's exception ends that app, not the car.
    let live = LiveCar(car: car, wait: { try? await Task.sleep(for: $0) })
    try await CarServer.run(live, options: .init(port: port)) { print("glitch-car: the car is at \($0)") }
}

try await main()
