// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Steps a value up and down (a temperature, a fan speed). Mirrors [`UIStepper`](https://developer.apple.com/documentation/uikit/uistepper).
///
/// Its minus and plus halves are separate touch and focus targets (the knob moves between them), each disabled
/// at its end of the range unless `wraps`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    open var minimumValue: Double = 0 {
        didSet {
            value = clamp(value)
            refresh()
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            value = clamp(value)
            refresh()
        }
    }
    open var stepValue: Double = 1
    open var wraps = false { didSet { refresh() } }
    open var isContinuous = true
    open var autorepeat = true
    open var value: Double = 0 {
        didSet {
            if value != clamp(value) { value = clamp(value) }
            refresh()
        }
    }
    open override var isEnabled: Bool { didSet { refresh() } }

    /// One half of the stepper. - Note: Ours (UIKit's halves are private).
    package final class Segment: UIControl {
        package let delta: Double
        init(delta: Double) {
            self.delta = delta
            super.init(frame: .zero)
        }
        package override func activate() {
            guard isEnabled, let stepper = superview as? UIStepper else { return }
            stepper.step(by: delta)
        }
    }

    package let minus = Segment(delta: -1)
    package let plus = Segment(delta: 1)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
        addSubview(minus)
        addSubview(plus)
        refresh()
    }

    public convenience init() { self.init(frame: .zero) }

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
    open override var canBecomeFocused: Bool { false }

    open override func layoutSubviews() {
        let half = bounds.width / 2
        minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plus.frame = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
    }

    private func clamp(_ v: Double) -> Double { min(max(v, minimumValue), maximumValue) }

    private func refresh() {
        minus.isEnabled = isEnabled && (wraps || value > minimumValue)
        plus.isEnabled = isEnabled && (wraps || value < maximumValue)
        setNeedsDisplay()
    }

    func step(by direction: Double) {
        var next = value + direction * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        let clamped = clamp(next)
        guard clamped != value else { return }
        value = clamped
        sendActions(for: .valueChanged)
    }
}
