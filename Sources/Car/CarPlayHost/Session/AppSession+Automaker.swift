// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenExternalAccessory
import OpenUIKit

/// Automaker apps: no template scene; the app puts its own `UIWindow` on the car's `UIScreen` and talks to the
/// vehicle over External Accessory sessions.
extension AppSession {
    func connectAutomaker() {
        activate()
        car.connectCarHardware()
        EAAccessoryManager.shared().supportedProtocols = Set(app.supportedAccessoryProtocols)
        // Launched from the car's home screen: CarPlay is already connected, so the app finds the car's screen
        // (and the accessory) when it starts; an app already running was told by the connect notifications.
        car.launchOnPhone(app)
        activate()
        isConnectedForAutomaker(true)
        car.record(.carScreen(app: app.name, .shown))
        if carWindows.isEmpty {
            car.record(.note("\(app.name) has no visible window on the car screen (a UIWindow whose screen is the CarPlay screen)"))
        }
    }

    func disconnectAutomaker() {
        guard isConnected else { return }
        car.disconnectCarHardware()
        isConnectedForAutomaker(false)
        car.record(.carScreen(app: app.name, .disconnected))
    }

    /// The app's visible windows on the car screen.
    var carWindows: [UIWindow] {
        guard let screen = car.carScreen else { return [] }
        return UIWindow.visibleWindows(on: screen)
    }

    /// The frontmost window on the car screen (the one touches and the knob go to).
    var carWindow: UIWindow? { carWindows.last }

    /// A view's id: its path of subview indices from the window (`ui.0.2.1`), the same in every run of the same
    /// screen (the reviewer replays paths by id in fresh cars), like a template row's `t2.s0.r3`.
    private func id(of view: UIView) -> String {
        var indices: [Int] = []
        var v = view
        while let parent = v.superview {
            indices.append(parent.subviews.firstIndex { $0 === v } ?? 0)
            v = parent
        }
        return (["ui"] + indices.reversed().map(String.init)).joined(separator: ".")
    }

    /// The app's car screen as values.
    func customUISnapshot() -> CustomUISnapshot {
        var views: [CustomViewSnapshot] = []
        var limited: [String: [Int]] = [:]
        let traits = carTraits
        let knob = car.vehicle.inputs.contains(.knob) || car.vehicle.inputs.contains(.touchpad)
        var order: [String] = []
        var focused: String?
        var bitmaps: [String: Data] = [:]
        // The frontmost window on the car screen (an app normally has one there; the last one shown covers any other).
        if let window = carWindow {
            window.frame = car.carScreen?.bounds ?? window.frame
            window.layoutIfNeeded()
            if knob { window.focusSystem.ensureFocus() }
            let origin = window.frame.origin
            func rect(_ r: CGRect) -> [Double] {
                [Double(r.origin.x + origin.x), Double(r.origin.y + origin.y), Double(r.width), Double(r.height)]
            }
            // `id` is the view's ``id(of:)``, built on the way down rather than walked up for every view.
            func walk(_ v: UIView, id: String, clip: CGRect?) {
                guard !v.isHidden, v.alpha > 0.01 else { return }
                v.layoutIfNeeded()
                let frame = v.convert(v.bounds, to: nil)
                var node = CustomViewSnapshot(id: id, kind: .view, frame: rect(frame))
                node.clip = clip.map(rect)
                if let bg = v.backgroundColor, bg.rgba(for: traits).3 > 0 {
                    node.background = bg.hex(for: traits)
                    node.backgroundOpacity = Double(bg.rgba(for: traits).3 * v.alpha)
                }
                func font(_ f: UIFont) {
                    node.fontSize = Double(f.pointSize)
                    node.fontWeight =
                        f.weight.rawValue >= 0.4 ? "bold" : f.weight.rawValue >= 0.3 ? "semibold" : f.weight.rawValue >= 0.2 ? "medium" : "regular"
                }
                switch v {
                case let label as UILabel:
                    node.kind = .label
                    node.text = label.text
                    font(label.font)
                    node.textColor = label.textColor.hex(for: traits)
                    node.alignment = label.textAlignment == .center ? "center" : label.textAlignment == .right ? "trailing" : "leading"
                    if v.superview is UITableView { node.kind = .sectionHeader }
                case let segment as UIStepper.Segment:
                    node.kind = segment.delta < 0 ? .stepperMinus : .stepperPlus
                    node.text = segment.delta < 0 ? "−" : "+"
                    node.isEnabled = segment.isEnabled
                case let button as UIButton:
                    node.kind = .button
                    node.text = button.currentTitle
                    if let image = button.currentImage { node.image = Self.imageReference(image, traits: traits, keeping: &bitmaps) }
                    font(button.titleLabel?.font ?? .systemFont(ofSize: 17))
                    node.textColor = button.currentTitleColor.hex(for: traits)
                    node.isEnabled = button.isEnabled
                    node.isSelected = button.isSelected
                    node.systemStyle = button.buttonType == .system
                case let imageView as UIImageView:
                    node.kind = .image
                    if let image = imageView.image { node.image = Self.imageReference(image, traits: traits, keeping: &bitmaps) }
                    node.textColor = (imageView.tintColor ?? .tintColor).hex(for: traits)
                case let cell as UITableViewCell:
                    node.kind = .cell
                    node.isSelected = cell.isSelected
                    node.accessory = cell.accessoryType == .none ? nil : "\(cell.accessoryType)"
                    node.text = cell.textLabel?.text
                    node.detailText = cell.detailTextLabel?.text
                case let table as UITableView:
                    node.kind = .table
                    if table.shownRowCount < table.totalRowCount { limited[node.id] = [table.shownRowCount, table.totalRowCount] }
                default:
                    break
                }
                // In window coordinates: a window on the car screen covers it from its top-left corner.
                let drawn = v.recordOwnDrawing(traits: traits)
                if !drawn.isEmpty {
                    let recorded = Self.baseView(drawn, traits: traits)
                    node.drawing = recorded.commands
                    bitmaps.merge(recorded.bitmaps) { a, _ in a }
                }
                node.isFocused = v.isFocused
                if node.isFocused { focused = node.id }
                // Cells draw their labels themselves (the row's text and detail).
                let skipChildren = v is UITableViewCell || v is UIButton
                if node.kind != .view || node.background != nil || node.drawing != nil { views.append(node) }
                guard !skipChildren else {
                    if let cell = v as? UITableViewCell, let image = cell.imageView, image.image != nil { walk(image, id: self.id(of: image), clip: clip) }
                    return
                }
                let childClip = v.clipsToBounds ? (clip.map { $0.intersection(frame) } ?? frame) : clip
                for (index, s) in v.subviews.enumerated() { walk(s, id: id + "." + String(index), clip: childClip) }
            }
            walk(window, id: id(of: window), clip: nil)
            order += window.focusSystem.focusOrder().map { id(of: $0) }
        }
        var snapshot = CustomUISnapshot(views: views, focusOrder: order, focused: focused, limitedTables: limited)
        if !bitmaps.isEmpty { snapshot.bitmaps = bitmaps }
        return snapshot
    }

    /// The controls and rows on the car screen, as elements (tap by id or text; the knob's order).
    func customElements() -> [LiveElement] {
        guard let window = carWindow else { return [] }
        return window.focusSystem.focusOrder().map { v in
            var text: String?
            var detail: String?
            var details = ElementDetails()
            var enabled = true
            switch v {
            case let segment as UIStepper.Segment:
                text = segment.delta < 0 ? "−" : "+"
                enabled = segment.isEnabled
                if let stepper = segment.superview { details.stepper = id(of: stepper) }
            case let button as UIButton:
                text = button.currentTitle
                enabled = button.isEnabled
            case let cell as UITableViewCell:
                text = cell.textLabel?.text
                detail = cell.detailTextLabel?.text
            case let control as UIControl:
                enabled = control.isEnabled
            default: break
            }
            let snapshot = ElementSnapshot(id: id(of: v), role: .customView, text: text, detailText: detail, isEnabled: enabled, details: details)
            return LiveElement(snapshot: snapshot) { [weak self, weak v] in
                guard let self, let v else { return }
                self.car.record(.selected(element: snapshot.id, text: text ?? snapshot.id))
                UIView.activate(v)
                self.invalidateElements()
            }
        }
    }

    /// A finger touches the car screen at a point of the app area (UIKit hit-testing decides what it hits).
    public func touch(atX x: Double, y: Double) throws {
        activate()
        guard let window = carWindow else { throw CarInputError("\(app.name) shows no window on the car screen") }
        window.layoutIfNeeded()
        let p = CGPoint(x: CGFloat(x) - window.frame.origin.x, y: CGFloat(y) - window.frame.origin.y)
        guard let hit = window.hitTest(p, with: nil) else { throw CarInputError("nothing to touch at \(x),\(y)") }
        car.record(.selected(element: id(of: hit), text: "touch \(Int(x)),\(Int(y))"))
        UIView.activate(hit)
        invalidateElements()
    }

    /// Turns the car's knob: focus moves through the app's focusable views.
    public func rotateKnob(by detents: Int) throws {
        activate()
        guard let window = carWindow else { throw CarInputError("\(app.name) shows no window on the car screen") }
        window.focusSystem.rotate(by: detents)
        invalidateElements()
    }

    /// Presses the knob: the focused control acts.
    public func pressKnob() throws {
        activate()
        guard let window = carWindow else { throw CarInputError("\(app.name) shows no window on the car screen") }
        guard window.focusSystem.focusedItem != nil || !window.focusSystem.focusOrder().isEmpty else {
            throw CarInputError("nothing on the car screen can take the focus")
        }
        window.focusSystem.select()
        invalidateElements()
    }

    /// The id of the focused view (automaker apps), if any.
    public var focusedCustomViewID: String? {
        (carWindow?.focusSystem.focusedItem as? UIView).map { id(of: $0) }
    }
}
