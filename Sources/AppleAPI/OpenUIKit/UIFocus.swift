// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Something that takes part in focus: it can prefer where focus goes, and is told when it moves.
/// Mirrors [`UIFocusEnvironment`](https://developer.apple.com/documentation/uikit/uifocusenvironment).
///
/// In CarPlay, cars with a knob or touchpad move focus between an automaker app's views; the app decides where
/// focus starts (`preferredFocusEnvironments`), may refuse a move (`shouldUpdateFocus(in:)`), and asks for focus to
/// be reset with `setNeedsFocusUpdate()` + `updateFocusIfNeeded()`.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: NSObjectProtocol {
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// Something that can be focused. Mirrors [`UIFocusItem`](https://developer.apple.com/documentation/uikit/uifocusitem).
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    var canBecomeFocused: Bool { get }
    var frame: CGRect { get }
    var isFocused: Bool { get }
}

/// Which way focus moves. Mirrors [`UIFocusHeading`](https://developer.apple.com/documentation/uikit/uifocusheading);
/// a knob turn is `.next` or `.previous`.
public struct UIFocusHeading: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// A focus move: from where, to where, which way. Mirrors [`UIFocusUpdateContext`](https://developer.apple.com/documentation/uikit/uifocusupdatecontext).
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }
    public let focusHeading: UIFocusHeading

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
        super.init()
    }
}

/// Runs animations alongside a focus move (at once here). Mirrors [`UIFocusAnimationCoordinator`](https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator).
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}

/// The focus of one window. Mirrors [`UIFocusSystem`](https://developer.apple.com/documentation/uikit/uifocussystem).
///
/// Knob order (ours: CarPlay doesn't document it): focusable views in reading order — rows top to bottom
/// (views whose vertical centres fall within half a row's height share a row), left to right within a row
/// (right to left is not applied for right-hand-drive cars: the reading order doesn't change with the drive side).
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    unowned let window: UIWindow
    open private(set) weak var focusedItem: (any UIFocusItem)?
    private weak var pendingEnvironment: (any UIFocusEnvironment)?
    private var pending = false

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The focus system of the window an environment is in.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        Self.view(of: environment)?.window?.focusSystem
    }

    private static func view(of environment: any UIFocusEnvironment) -> UIView? {
        if let v = environment as? UIView { return v }
        if let vc = environment as? UIViewController { return vc.view }
        return nil
    }

    /// Moves focus to an item (or the preferred item of an environment) now.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        if let target = preferredItem(from: environment) { move(to: target, heading: []) }
    }

    func setNeedsUpdate(from environment: any UIFocusEnvironment) {
        pending = true
        pendingEnvironment = environment
    }

    func updateIfNeeded() {
        guard pending else { return }
        pending = false
        let env = pendingEnvironment ?? window
        pendingEnvironment = nil
        // Only an environment that contains the focused item (or any, while nothing is focused) may reset focus.
        if let focused = focusedItem, !Self.contains(env, focused) { return }
        if let target = preferredItem(from: env) { move(to: target, heading: []) }
    }

    private static func contains(_ env: any UIFocusEnvironment, _ item: any UIFocusItem) -> Bool {
        var e: (any UIFocusEnvironment)? = item
        while let current = e {
            if current === env { return true }
            e = current.parentFocusEnvironment
        }
        return false
    }

    // MARK: Ours: the car's knob.

    /// Focusable views in knob order.
    package func focusOrder() -> [UIView] {
        window.layoutIfNeeded()
        return Self.readingOrder(Self.focusable(in: window), in: window)
    }

    static func focusable(in root: UIView) -> [UIView] {
        var found: [UIView] = []
        func walk(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0, v.isUserInteractionEnabled else { return }
            if v !== root, v.canBecomeFocused { found.append(v) }
            for s in v.subviews { walk(s) }
        }
        walk(root)
        return found.filter { isVisible($0, in: root) }
    }

    /// Whether a view shows inside every clipping ancestor (a table's rows scrolled away can still take focus:
    /// the table scrolls to them).
    private static func isVisible(_ v: UIView, in root: UIView) -> Bool {
        let f = v.convert(v.bounds, to: root)
        return f.width > 0 && f.height > 0
    }

    static func readingOrder(_ views: [UIView], in root: UIView) -> [UIView] {
        let framed = views.map { ($0, $0.convert($0.bounds, to: root)) }.sorted { a, b in
            a.1.midY != b.1.midY ? a.1.midY < b.1.midY : a.1.minX < b.1.minX
        }
        var rows: [[(UIView, CGRect)]] = []
        for item in framed {
            if let first = rows.last?.first, abs(item.1.midY - first.1.midY) < min(first.1.height, item.1.height) / 2 {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { $0.sorted { $0.1.minX < $1.1.minX }.map(\.0) }
    }

    /// The item an environment prefers: itself if focusable, else the first of its preferred environments that
    /// yields one, else the first focusable view inside it in knob order.
    func preferredItem(from env: any UIFocusEnvironment) -> UIView? {
        let order = focusOrder()
        func resolve(_ e: any UIFocusEnvironment, _ depth: Int) -> UIView? {
            guard depth < 32 else { return nil }
            if let v = e as? UIView, order.contains(where: { $0 === v }) { return v }
            for p in e.preferredFocusEnvironments where p !== e {
                if let r = resolve(p, depth + 1) { return r }
            }
            if let v = e as? UIView ?? (e as? UIViewController)?.view {
                return order.first { $0.isDescendant(of: v) }
            }
            return nil
        }
        return resolve(env, 0)
    }

    /// Focuses the preferred item if nothing (or something gone) is focused: the car shows focus from the start.
    package func ensureFocus() {
        updateIfNeeded()
        let order = focusOrder()
        if let f = focusedItem as? UIView, order.contains(where: { $0 === f }) { return }
        focusedItem = nil
        if let target = preferredItem(from: window) ?? order.first { move(to: target, heading: []) }
    }

    /// Turns the knob by detents (positive: forward). Stops at the ends.
    package func rotate(by detents: Int) {
        ensureFocus()
        let order = focusOrder()
        guard !order.isEmpty else { return }
        let current = (focusedItem as? UIView).flatMap { f in order.firstIndex { $0 === f } } ?? 0
        // Saturating: a huge turn stops at an end, as the knob does (no overflow).
        let (sum, overflow) = current.addingReportingOverflow(detents)
        let next = overflow ? (detents > 0 ? order.count - 1 : 0) : min(max(sum, 0), order.count - 1)
        guard next != current else { return }
        move(to: order[next], heading: detents > 0 ? .next : .previous)
    }

    @discardableResult
    func move(to target: UIView, heading: UIFocusHeading) -> Bool {
        let previous = focusedItem
        guard previous !== target else { return true }
        let context = UIFocusUpdateContext(previous: previous, next: target, heading: heading)
        let chain = Self.chain(previous) + Self.chain(target)
        var seen = Set<ObjectIdentifier>()
        let environments = chain.filter { seen.insert(ObjectIdentifier($0)).inserted }
        for e in environments where !e.shouldUpdateFocus(in: context) { return false }
        focusedItem = target
        if let cell = target as? UITableViewCell, let table = cell.table { table.scrollToVisible(cell) }
        let coordinator = UIFocusAnimationCoordinator()
        for e in environments { e.didUpdateFocus(in: context, with: coordinator) }
        return true
    }

    private static func chain(_ item: (any UIFocusEnvironment)?) -> [any UIFocusEnvironment] {
        var out: [any UIFocusEnvironment] = []
        var e = item
        while let current = e, out.count < 64 {
            out.append(current)
            e = current.parentFocusEnvironment
        }
        return out
    }

    /// Presses the knob: the focused control acts, a focused row is selected.
    package func select() {
        ensureFocus()
        guard let view = focusedItem as? UIView else { return }
        UIView.activate(view)
    }
}
