// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Mirrors [`NSLayoutConstraint.Axis`](https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis).
public enum NSLayoutConstraintAxis: Int, Sendable {
    case horizontal = 0
    case vertical
}

/// Lays out its arranged views in a row or a column. Mirrors [`UIStackView`](https://developer.apple.com/documentation/uikit/uistackview).
///
/// A stack view places its arranged views itself (no constraints are made for them). Sizes
/// along the axis come from each view's `intrinsicContentSize` (`.fill` gives the room left to the last view without an
/// intrinsic size, else to the last view that isn't a control or an image, as UIKit's default hugging priorities do); across the axis, `alignment` decides.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public typealias Axis = NSLayoutConstraintAxis
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: Axis = .horizontal { didSet { setNeedsLayout() } }
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
        setNeedsLayout()
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        addSubview(view)
        setNeedsLayout()
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func willRemoveSubview(_ subview: UIView) { arrangedSubviews.removeAll { $0 === subview } }

    open override var intrinsicContentSize: CGSize {
        let views = arrangedSubviews.filter { !$0.isHidden }
        let sizes = views.map(\.intrinsicContentSize)
        let gaps = spacing * CGFloat(max(views.count - 1, 0))
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        if axis == .horizontal {
            return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps + m.left + m.right, height: (sizes.map(\.height).max() ?? 0) + m.top + m.bottom)
        }
        return CGSize(width: (sizes.map(\.width).max() ?? 0) + m.left + m.right, height: sizes.map(\.height).reduce(0, +) + gaps + m.top + m.bottom)
    }

    open override func layoutSubviews() {
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let area = CGRect(x: m.left, y: m.top, width: max(bounds.width - m.left - m.right, 0), height: max(bounds.height - m.top - m.bottom, 0))
        let horizontal = axis == .horizontal
        let length = horizontal ? area.width : area.height
        let across = horizontal ? area.height : area.width
        let sizes = views.map(\.intrinsicContentSize)
        func along(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
        func acrossOf(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
        var lengths = sizes.map(along)
        var gap = spacing
        let totalGaps = spacing * CGFloat(views.count - 1)
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max((length - totalGaps) / CGFloat(views.count), 0), count: views.count)
        case .fillProportionally:
            let sum = lengths.reduce(0, +)
            if sum > 0 { lengths = lengths.map { $0 / sum * max(length - totalGaps, 0) } }
        case .equalSpacing, .equalCentering:
            let free = length - lengths.reduce(0, +)
            gap = views.count > 1 ? max(free / CGFloat(views.count - 1), spacing) : 0
        case .fill:
            let free = length - lengths.reduce(0, +) - totalGaps
            // Like UIKit's default hugging priorities: controls and images keep their size, text stretches.
            let flexible =
                lengths.lastIndex(of: 0)
                ?? views.lastIndex { !($0 is UIControl) && !($0 is UIImageView) }
                ?? lengths.count - 1
            lengths[flexible] = max(lengths[flexible] + free, 0)
        }
        var position: CGFloat = 0
        for (i, v) in views.enumerated() {
            let natural = acrossOf(sizes[i])
            let size = alignment == .fill || natural == 0 ? across : min(natural, across)
            let offset: CGFloat =
                switch alignment {
                case .center: (across - size) / 2
                case .trailing, .lastBaseline: across - size
                default: 0
                }
            v.frame =
                horizontal
                ? CGRect(x: area.minX + position, y: area.minY + offset, width: lengths[i], height: size)
                : CGRect(x: area.minX + offset, y: area.minY + position, width: size, height: lengths[i])
            position += lengths[i] + gap
        }
    }
}
