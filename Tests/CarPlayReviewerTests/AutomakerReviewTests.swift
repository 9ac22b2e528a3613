// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayReviewer
import CarPlayShim
import Foundation
import ReferenceApps
import Testing

/// The reviewer on automaker apps: their screen is their own UIKit window, so "blank" means no window on the car's
/// screen (an app that only drew on the phone's screen), and Velo, written to the guidelines, has no findings.
@Suite @MainActor
struct AutomakerReviewTests {
    /// An automaker app that builds its interface but puts the window on the first screen it finds — the
    /// phone's — instead of the screen whose traits have the CarPlay idiom (the fix).
    /// Both follow the talk's pattern (update the car window at launch and on every screen connect/disconnect).
    @MainActor final class WrongScreenApp {
        let fixed: Bool
        var window: UIWindow?
        var observers: [NSObjectProtocol] = []
        init(fixed: Bool) { self.fixed = fixed }
        func launch() {
            for name in [UIScreen.didConnectNotification, UIScreen.didDisconnectNotification] {
                observers.append(
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                        MainActor.assumeIsolated { self?.updateCarWindow() }
                    })
            }
            updateCarWindow()
        }
        func updateCarWindow() {
            let screen = fixed ? UIScreen.screens.first { $0.traitCollection.userInterfaceIdiom == .carPlay } ?? UIScreen.main : UIScreen.screens[0]
            let w = UIWindow(frame: screen.bounds)
            w.screen = screen
            let vc = UIViewController()
            let b = UIButton(type: .system)
            b.setTitle("Defrost", for: .normal)
            b.frame = CGRect(x: 20, y: 20, width: 140, height: 44)
            vc.view.addSubview(b)
            w.rootViewController = vc
            w.isHidden = false
            window = w
        }
    }

    func review(fixed: Bool) async throws -> ReviewResult {
        var options = ExplorationOptions()
        options.vehicle = .veloE
        options.timeLimit = .seconds(30)
        return try await Explorer(options: options) { _ in
            let app = WrongScreenApp(fixed: fixed)
            let a = app
            return try AppDeclaration.automaker(name: fixed ? "Fixed Window" : "Phone Window", protocols: ["com.velomotors.climate"]) { a.launch() }
        }.run()
    }

    @Test func anAutomakerAppWithoutAWindowOnTheCarScreenNeedsThePhone() async throws {
        let faulty = try await review(fixed: false)
        #expect(faulty.findings.map(\.rule) == [.flowNeedsPhone])
        #expect(faulty.findings.first?.message.contains("no window on the car screen") == true)
        let fixed = try await review(fixed: true)
        #expect(fixed.findings.isEmpty, "\(fixed.findings.map(\.message))")
    }

    @Test(arguments: [VehicleProfile.veloE, .veloGT])
    func veloHasNoFindings(_ vehicle: VehicleProfile) async throws {
        var options = ExplorationOptions()
        options.vehicle = vehicle
        options.timeLimit = .seconds(120)
        let result = try await Explorer(options: options) { _ in try ReferenceApps.velo() }.run()
        #expect(result.findings.isEmpty, "\(result.findings.map { "[\($0.rule)] \($0.message) — \($0.path.joined(separator: " → "))" })")
        #expect(result.complete && result.screens >= 20)
        #expect(result.renderNotes.isEmpty, "\(result.renderNotes.map { "\($0.warning) — \($0.path.joined(separator: " → "))" })")
    }
}
