// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A display the phone drives: its own, and the car's while CarPlay is connected.
///
/// Mirrors [`UIScreen`](https://developer.apple.com/documentation/uikit/uiscreen). The car's screen has the
/// `.carPlay` idiom in its traits; only automaker apps may put their own windows on it.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")

    /// The phone screen's scale, readable from any thread (image contexts of scale 0 take it). - Note: Ours.
    package nonisolated static let phoneScale: CGFloat = 3

    /// The phone's own screen (a 6.1-inch iPhone).
    public static let main = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: phoneScale,
        traits: UITraitCollection(style: .light, scale: 3, idiom: .phone))
    private static var connected: [UIScreen] = []
    /// The phone's screen, then connected screens.
    public static var screens: [UIScreen] { [main] + connected }

    open private(set) var bounds: CGRect
    open private(set) var scale: CGFloat
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    open var nativeScale: CGFloat { scale }
    open private(set) var traitCollection: UITraitCollection
    /// How many times a second the screen refreshes: 60 for the phone's and the car's (most car screens run at 60 Hz;
    /// the simulator doesn't model others). Mirrors
    /// [`maximumFramesPerSecond`](https://developer.apple.com/documentation/uikit/uiscreen/maximumframespersecond).
    open var maximumFramesPerSecond: Int { CADisplayLink.displayRate }

    /// A display link for this screen that calls `sel` on `target` at each frame (every screen here refreshes at the
    /// same rate). Mirrors [`displayLink(withTarget:selector:)`](https://developer.apple.com/documentation/uikit/uiscreen/displaylink(withtarget:selector:)).
    open func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }
    /// The most rows a table on this screen shows (CarPlay limits tables). - Note: Ours; set by the car.
    package var tableRowLimit: Int?

    package init(bounds: CGRect, scale: CGFloat, traits: UITraitCollection) {
        self.bounds = bounds
        self.scale = scale
        traitCollection = traits
        super.init()
    }

    /// The car connects its screen (posts `didConnectNotification`). - Note: Ours.
    package static func connect(_ screen: UIScreen) {
        guard !connected.contains(where: { $0 === screen }) else { return }
        connected.append(screen)
        NotificationCenter.default.post(name: didConnectNotification, object: screen)
    }

    /// The car's screen goes away (posts `didDisconnectNotification`). - Note: Ours.
    package static func disconnect(_ screen: UIScreen) {
        guard let i = connected.firstIndex(where: { $0 === screen }) else { return }
        connected.remove(at: i)
        NotificationCenter.default.post(name: didDisconnectNotification, object: screen)
    }

    /// Disconnects every connected screen (posting `didDisconnectNotification` for each). - Note: Ours.
    package static func disconnectAll() {
        for screen in connected { disconnect(screen) }
    }

    /// Forgets connected screens without notifying (a new phone process). - Note: Ours.
    package static func reset() { connected = [] }

    /// The car changed style or size. - Note: Ours.
    package func update(bounds: CGRect, traits: UITraitCollection) {
        self.bounds = bounds
        traitCollection = traits
        scale = traits.displayScale
    }
}
