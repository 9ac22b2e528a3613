// SPDX-License-Identifier: Apache-2.0
// A navigation app's car screen as an iOS project writes it: the base view laid out with anchors, a display link, a
// timer, a notification observer and a delayed perform that name their methods with #selector, and @objc methods. The AppleImports plugin builds it unchanged (on Linux
// its carplay-imports rewriter blanks @objc and makes each #selector a Selector that carries its method).

import CarPlay
import UIKit

public final class GuidanceMapController: UIViewController {
    public let map = UIView()
    public private(set) var frames = 0
    public private(set) var reroutes: [String] = []
    public private(set) var announced: [String] = []
    var displayLink: CADisplayLink?

    public override func viewDidLoad() {
        super.viewDidLoad()
        map.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(map)
        map.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        map.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
        map.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
        map.rightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.rightAnchor).isActive = true
        NotificationCenter.default.addObserver(self, selector: #selector(routeDidChange(_:)), name: .guidanceRouteChanged, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func routeDidChange(_ notification: Notification) {
        let road = notification.userInfo?["road"] as? String ?? "?"
        reroutes.append(road)
        // Announce the new road a second later, unless another change comes first.
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        perform(#selector(announce(_:)), with: road, afterDelay: 1)
    }

    @objc func announce(_ road: Any?) {
        announced.append(road as? String ?? "?")
    }

    func startAnimating(on screen: UIScreen) {
        displayLink = screen.displayLink(withTarget: self, selector: #selector(step(displaylink:)))
        displayLink?.add(to: .main, forMode: .common)
    }

    @objc
    func step(displaylink: CADisplayLink) {
        frames += 1
    }

    @objc(stopAnimatingNow) func stopAnimating() {
        displayLink?.invalidate()
        displayLink = nil
    }
}

extension Notification.Name {
    public static let guidanceRouteChanged = Notification.Name("GuidanceRouteChanged")
}

public final class GuidanceSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    public let mapController = GuidanceMapController()
    var stopTimer: Timer?

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        window.rootViewController = mapController
        mapController.startAnimating(on: window.screen)
        // The guidance animation runs for two seconds ("#selector(…)" in a string stays as it is).
        stopTimer = Timer.scheduledTimer(
            timeInterval: 2, target: mapController, selector: #selector(GuidanceMapController.stopAnimating), userInfo: nil,
            repeats: false)
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }
}
