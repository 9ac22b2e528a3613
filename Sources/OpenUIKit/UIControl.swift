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
/// (`addAction(_:for:)`): target–selector pairs need the Objective-C runtime, which Linux doesn't have.
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
    }

    open override var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled }

    /// A finger lifted inside the control, or the knob pressed on it. - Note: Ours; subclasses refine it.
    package func activate() {
        guard isEnabled else { return }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}
