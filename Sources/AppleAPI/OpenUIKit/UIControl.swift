// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A touch or press, as delivered to views. Mirrors [`UIEvent`](https://developer.apple.com/documentation/uikit/uievent) (no properties yet).
@preconcurrency @MainActor
open class UIEvent: NSObject {}

/// What a control does when used. Mirrors [`UIAction`](https://developer.apple.com/documentation/uikit/uiaction)
/// (title, image, identifier and handler; no menus).
@preconcurrency @MainActor
open class UIAction: NSObject {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    open var title: String
    open var image: UIImage?
    public let identifier: Identifier
    let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    open internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }
}

/// A view that sends actions when used: buttons, steppers.
///
/// Mirrors [`UIControl`](https://developer.apple.com/documentation/uikit/uicontrol). Actions are closures
/// (`addAction(_:for:)`) or target–action pairs (`addTarget(_:action:for:)`, with the selectors the `carplay-imports`
/// rewriter makes of `#selector` on Linux: see `Selector`).
@preconcurrency @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var isSelected = false { didSet { setNeedsDisplay() } }
    open var isHighlighted = false
    open var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        if isFocused { s.insert(.focused) }
        return s
    }
    private var actions: [(action: UIAction, events: Event)] = []
    /// Target–action pairs; the target is not retained, as in UIKit (nil: the first responder up the chain that has it).
    private var targetActions: [(target: WeakTarget, action: Selector, events: Event)] = []
    private struct WeakTarget {
        weak var object: AnyObject?
        let wasNil: Bool
    }

    /// Calls `action` on `target` (or, when nil, on the first of the control's views and view controllers up the chain
    /// that has the method) for these events, with the control and the event as the method takes them. Mirrors
    /// [`addTarget(_:action:for:)`](https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let i = targetActions.firstIndex(where: { $0.target.object === object && $0.target.wasNil == (object == nil) && $0.action == action }) {
            targetActions[i].events.formUnion(controlEvents)
        } else {
            targetActions.append((WeakTarget(object: object, wasNil: object == nil), action, controlEvents))
        }
    }

    /// Mirrors [`removeTarget(_:action:for:)`](https://developer.apple.com/documentation/uikit/uicontrol/removetarget(_:action:for:)):
    /// a nil target or action matches all.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for i in targetActions.indices.reversed() {
            let pair = targetActions[i]
            guard object == nil || pair.target.object === object, action == nil || pair.action == action else { continue }
            targetActions[i].events.subtract(controlEvents)
            if targetActions[i].events.isEmpty { targetActions.remove(at: i) }
        }
    }

    /// Mirrors [`allTargets`](https://developer.apple.com/documentation/uikit/uicontrol/alltargets).
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { pair in pair.target.object.map { ($0 as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier($0)) } })
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the actions registered for any of these events.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
        for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
            guard let target = pair.target.wasNil ? responder(for: pair.action) : pair.target.object else { continue }
            TargetAction.perform(pair.action, on: target, with: [self, UIEvent()])
        }
    }

    /// The first of this control, its superviews and their view controllers that has the action's method.
    private func responder(for action: Selector) -> AnyObject? {
        var view: UIView? = self
        while let current = view {
            if TargetAction.isImplemented(action, by: current) { return current }
            if let controller = current.owningViewController, TargetAction.isImplemented(action, by: controller) { return controller }
            view = current.superview
        }
        return nil
    }

    open override var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled }

    /// A finger lifted inside the control, or the knob pressed on it. - Note: Ours; subclasses refine it.
    package func activate() {
        guard isEnabled else { return }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}
