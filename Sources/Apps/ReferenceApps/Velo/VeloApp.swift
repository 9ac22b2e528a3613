// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation

/// Velo, Velo Motors' automaker app: climate and radio, track timing, and the battery of electric models, on
/// the car's screen in its own UIKit interface; lock, horn and power level through Siri, with or without CarPlay.
///
/// Written as the WWDC talk shows: watch for accessories and screens, keep a window on the screen whose traits
/// have the CarPlay idiom (`updateCarWindow()`), and show only the features the connected car supports.
@MainActor
public final class VeloApp {
    public let vehicle: VeloVehicle
    public let cloud: VeloCloud
    /// The window on the car's screen, while CarPlay is connected.
    public private(set) var carWindow: UIWindow?
    private var observers: [NSObjectProtocol] = []

    public init(cloud: VeloCloud = VeloCloud()) {
        self.cloud = cloud
        vehicle = VeloVehicle(cloud: cloud)
    }

    /// `application(_:didFinishLaunchingWithOptions:)`.
    public func launch() {
        let manager = EAAccessoryManager.shared()
        manager.registerForLocalNotifications()
        let center = NotificationCenter.default
        for name in [NSNotification.Name.EAAccessoryDidConnect, .EAAccessoryDidDisconnect, UIScreen.didConnectNotification, UIScreen.didDisconnectNotification]
        {
            observers.append(
                center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.refresh() }
                })
        }
        // CarPlay may already be connected when the app launches.
        refresh()
    }

    private func refresh() {
        let accessoryThere = EAAccessoryManager.shared().connectedAccessories.contains { a in
            VeloFeature.allCases.contains { a.protocolStrings.contains($0.protocolName) }
        }
        if accessoryThere { vehicle.connect() } else if vehicle.isConnected { vehicle.disconnect() }
        updateCarWindow()
    }

    /// Puts Velo's interface on the CarPlay screen, or lets go of the window when CarPlay has gone.
    func updateCarWindow() {
        guard let screen = UIScreen.screens.first(where: { $0.traitCollection.userInterfaceIdiom == .carPlay }) else {
            carWindow = nil
            return
        }
        if let carWindow, carWindow.screen === screen { return }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = VeloCarViewController(vehicle: vehicle)
        window.isHidden = false
        carWindow = window
    }
}
