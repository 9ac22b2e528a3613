// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Turns a view's active layout constraints into its subviews' frames when it lays out (`UIView.layoutSubviews()`).
/// - Note: Ours (UIKit's engine is Cassowary, an incremental simplex solver; this is a small deterministic one).
///
/// **What it solves.** One level at a time, top down, as `layoutIfNeeded()` walks the tree: when a view lays out, the
/// unknowns are the frames of its subviews whose `translatesAutoresizingMaskIntoConstraints` is false and of the layout
/// guides added to it (x, y, width, height each); everything else a constraint names is known: the view itself (its
/// bounds, from 0,0), its safe area and margins guides, views that keep their own frames, and views and guides
/// elsewhere in the window (converted into the view's coordinates). Every constraint is linear (`first = m × second +
/// c`), so the equalities are solved together by Gaussian elimination, most important first (priority, then the order
/// they were activated): edges pinned to the superview, its safe area or another view with constants, fixed sizes,
/// centring, multipliers on sizes, aspect ratios (`width = k × height`) and equal sizes shared by siblings all come out
/// exactly. A view's intrinsic content size counts as a size at its content hugging priority. An inequality that
/// doesn't hold in that solution is made to hold at its bound (`a <= b` becomes `a = b`) at its own priority, and the
/// system is solved again, so an optional constraint gives way to a required one and a size the content wants shrinks
/// to a required maximum.
///
/// **What it doesn't.** A required equality that contradicts those before it is not applied, and a message on standard
/// error names the view being laid out and the constraint, as UIKit logs "Unable to simultaneously satisfy
/// constraints" (once per constraint); optional constraints that can't hold are skipped quietly. Nothing is sized from
/// its subviews: a constraint between a view's subview and a deeper view inside another constrained subview is left to
/// that subview's own layout, so a container whose height should come from its content keeps its frame (and its content
/// reports the contradiction). A subview's own safe area and margins count as they are at the start of the layout.
/// Anything left free (an ambiguous layout) keeps its current value. Leading and trailing are left and right (no right-to-left
/// layout); baselines are the bottom edge; inequalities are not optimised beyond being held at their bound, and
/// optional constraints are dropped whole rather than brought as close as possible, as Cassowary would.
@MainActor
package enum ConstraintSolver {
    /// Places `view`'s constrained subviews and layout guides.
    package static func layOutSubviews(of view: UIView) {
        var items: [AnyObject] = []
        for sub in view.subviews where !sub.translatesAutoresizingMaskIntoConstraints { items.append(sub) }
        items += view.addedLayoutGuides
        guard !items.isEmpty else { return }
        var index: [ObjectIdentifier: Int] = [:]
        for (i, item) in items.enumerated() { index[ObjectIdentifier(item)] = i }
        var seen: Set<ObjectIdentifier> = []
        var constraints: [NSLayoutConstraint] = []
        for item in items {
            var involved = (item as? UILayoutGuide)?.involvedConstraints ?? []
            if let sub = item as? UIView { involved = sub.involvedConstraints + sub.existingLayoutGuides.flatMap(\.involvedConstraints) }
            for c in involved where seen.insert(ObjectIdentifier(c)).inserted { constraints.append(c) }
        }
        guard !constraints.isEmpty else { return }
        var level = Level(view: view, items: items, index: index)
        level.solve(constraints)
    }

    /// One view's layout: the unknown frames, the equations, the solution.
    @MainActor private struct Level {
        let view: UIView
        let items: [AnyObject]
        let index: [ObjectIdentifier: Int]
        var count: Int { items.count * 4 }

        /// An item's rectangle: the unknowns `4i…4i+3` (x, y, width, height) less insets, or a known rectangle.
        enum Box {
            case unknown(Int, UIEdgeInsets)
            case known(CGRect)
        }

        /// `Σ terms[k] × v[k] + constant`.
        struct Linear {
            var terms: [Int: Double] = [:]
            var constant: Double = 0
            static func + (a: Linear, b: Linear) -> Linear {
                var r = a
                for (k, v) in b.terms { r.terms[k, default: 0] += v }
                r.constant += b.constant
                return r
            }
            static func * (k: Double, a: Linear) -> Linear {
                Linear(terms: a.terms.mapValues { $0 * k }, constant: a.constant * k)
            }
        }

        /// One equation or inequality: `Σ row × v (relation) rhs`.
        struct Equation {
            var row: [Double]
            var rhs: Double
            var relation: NSLayoutConstraint.Relation
            var priority: Float
            var order: Int
            var constraint: NSLayoutConstraint?
        }

        mutating func solve(_ constraints: [NSLayoutConstraint]) {
            var equalities: [Equation] = []
            var inequalities: [Equation] = []
            for (order, c) in constraints.enumerated() {
                guard let e = equation(for: c, order: order) else { continue }
                if e.relation == .equal { equalities.append(e) } else { inequalities.append(e) }
            }
            // A view's intrinsic content size, as a size wanted at its hugging priority.
            for (i, item) in items.enumerated() {
                guard let sub = item as? UIView else { continue }
                let size = sub.intrinsicContentSize
                for (axis, value, k) in [(NSLayoutConstraintAxis.horizontal, size.width, 4 * i + 2), (.vertical, size.height, 4 * i + 3)] where value > 0 {
                    var row = [Double](repeating: 0, count: count)
                    row[k] = 1
                    equalities.append(
                        Equation(
                            row: row, rhs: Double(value), relation: .equal, priority: sub.contentHuggingPriority(for: axis).rawValue,
                            order: constraints.count + k, constraint: nil))
                }
            }
            let fallback = currentValues()
            var held: [Int] = []  // inequalities made to hold at their bound
            var values = fallback
            var broken: [NSLayoutConstraint] = []
            for _ in 0...inequalities.count {
                let list =
                    (equalities.map { ($0, false) } + held.map { (inequalities[$0], true) })
                    .sorted { a, b in
                        if a.0.priority != b.0.priority { return a.0.priority > b.0.priority }
                        if a.1 != b.1 { return !a.1 }
                        return a.0.order < b.0.order
                    }
                var elimination = Elimination(count: count)
                broken = []
                for (e, _) in list where !elimination.add(e.row, e.rhs) && e.priority >= UILayoutPriority.required.rawValue {
                    if let c = e.constraint { broken.append(c) }
                }
                values = elimination.solution(fallback: fallback)
                let violated = inequalities.indices.filter { i in
                    guard !held.contains(i) else { return false }
                    let e = inequalities[i]
                    let lhs = zip(e.row, values).reduce(0) { $0 + $1.0 * $1.1 }
                    return e.relation == .lessThanOrEqual ? lhs > e.rhs + 1e-6 : lhs < e.rhs - 1e-6
                }
                guard
                    let next = violated.min(by: { a, b in
                        let (x, y) = (inequalities[a], inequalities[b])
                        return x.priority != y.priority ? x.priority > y.priority : x.order < y.order
                    })
                else { break }
                held.append(next)
            }
            report(broken, among: constraints)
            apply(values)
        }

        /// Each unknown's value now: the frames as they are (what a free unknown keeps).
        func currentValues() -> [Double] {
            var values: [Double] = []
            for item in items {
                let r = (item as? UIView)?.frame ?? (item as? UILayoutGuide)?.layoutFrame ?? .zero
                values += [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
            }
            return values
        }

        func apply(_ values: [Double]) {
            func clean(_ v: Double) -> CGFloat { CGFloat((v * 1e6).rounded() / 1e6) }
            for (i, item) in items.enumerated() {
                let r = CGRect(
                    x: clean(values[4 * i]), y: clean(values[4 * i + 1]), width: max(clean(values[4 * i + 2]), 0),
                    height: max(clean(values[4 * i + 3]), 0))
                if let sub = item as? UIView, sub.frame != r { sub.frame = r }
                if let guide = item as? UILayoutGuide, guide.layoutFrame != r { guide.layoutFrame = r }
            }
        }

        func report(_ broken: [NSLayoutConstraint], among all: [NSLayoutConstraint]) {
            for c in broken where !c.reportedUnsatisfiable {
                c.reportedUnsatisfiable = true
                let others = all.filter { $0 !== c }.prefix(12).map { "    \($0)" }.joined(separator: "\n")
                NSLayoutConstraint.report(
                    "Unable to simultaneously satisfy constraints while laying out the subviews of \(String(describing: type(of: view))): "
                        + "\(c) contradicts the required constraints before it and is not applied. The others at this level:\n\(others)")
            }
        }

        // MARK: Constraints as equations

        func equation(for c: NSLayoutConstraint, order: Int) -> Equation? {
            guard let first = c.firstItem, let left = expression(first, c.firstAttribute) else { return nil }
            var e = left
            if let second = c.secondItem {
                guard let right = expression(second, c.secondAttribute) else { return nil }
                e = e + (-Double(c.multiplier)) * right
            }
            e.constant -= Double(c.constant)
            guard !e.terms.isEmpty else { return nil }
            var row = [Double](repeating: 0, count: count)
            for (k, v) in e.terms { row[k] = v }
            return Equation(row: row, rhs: -e.constant, relation: c.relation, priority: c.priority.rawValue, order: order, constraint: c)
        }

        /// The attribute's value as a linear expression of the unknowns, or nil when this level doesn't decide it.
        func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Linear? {
            var item = item
            var attribute = attribute
            if let base = attribute.withoutMargins {
                if let v = item as? UIView { item = v.marginsGuide }
                attribute = base
            }
            guard let box = box(of: item) else { return nil }
            let x: Linear
            let y: Linear
            let w: Linear
            let h: Linear
            switch box {
            case .known(let r):
                (x, y, w, h) = (Linear(constant: r.minX), Linear(constant: r.minY), Linear(constant: r.width), Linear(constant: r.height))
            case .unknown(let i, let e):
                x = Linear(terms: [4 * i: 1], constant: e.left)
                y = Linear(terms: [4 * i + 1: 1], constant: e.top)
                w = Linear(terms: [4 * i + 2: 1], constant: -e.left - e.right)
                h = Linear(terms: [4 * i + 3: 1], constant: -e.top - e.bottom)
            }
            switch attribute {
            case .left, .leading: return x
            case .right, .trailing: return x + w
            case .centerX: return x + 0.5 * w
            case .width: return w
            case .top: return y
            case .bottom, .lastBaseline, .firstBaseline: return y + h
            case .centerY: return y + 0.5 * h
            case .height: return h
            default: return nil
            }
        }

        /// Where an item is: unknown at this level, known, or nil when a deeper level decides it.
        func box(of item: AnyObject) -> Box? {
            if let i = index[ObjectIdentifier(item)] { return .unknown(i, .zero) }
            if item === view { return .known(CGRect(origin: .zero, size: view.bounds.size)) }
            if let other = item as? UIView {
                return insideUnknown(other) ? nil : .known(other.convert(other.bounds, to: view))
            }
            guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return nil }
            if guide.role == .safeArea || guide.role == .margins {
                let insets = guide.role == .safeArea ? owner.safeAreaInsets : owner.layoutMarginsIncludingSafeArea
                if let i = index[ObjectIdentifier(owner)] { return .unknown(i, insets) }
                if owner === view { return .known(CGRect(origin: .zero, size: view.bounds.size).inset(by: insets)) }
            }
            if owner !== view, index[ObjectIdentifier(owner)] != nil || insideUnknown(owner) { return nil }
            return .known(owner === view ? guide.layoutFrame : owner.convert(guide.layoutFrame, to: view))
        }

        /// Whether `other` is inside (not one of) this level's unknown subviews.
        func insideUnknown(_ other: UIView) -> Bool {
            var v: UIView? = other
            while let current = v, let parent = current.superview {
                if parent === view { return current !== other && index[ObjectIdentifier(current)] != nil }
                v = parent
            }
            return false
        }
    }

    /// Linear equations added one at a time, kept in reduced row echelon form.
    private struct Elimination {
        let count: Int
        private var rows: [(pivot: Int, row: [Double], rhs: Double)] = []

        init(count: Int) { self.count = count }

        /// Adds `row · v = rhs`; false when it contradicts the equations before it (it is then left out). An equation
        /// the others already imply is true and changes nothing.
        mutating func add(_ row: [Double], _ rhs: Double) -> Bool {
            var r = row
            var b = rhs
            for p in rows where r[p.pivot] != 0 {
                let f = r[p.pivot]
                for k in 0..<count { r[k] -= f * p.row[k] }
                b -= f * p.rhs
            }
            guard let pivot = r.indices.max(by: { abs(r[$0]) < abs(r[$1]) }), abs(r[pivot]) > 1e-9 else {
                return abs(b) < 1e-3  // a point's thousandth: the same value
            }
            let f = r[pivot]
            for k in 0..<count { r[k] /= f }
            b /= f
            r[pivot] = 1
            for i in rows.indices where rows[i].row[pivot] != 0 {
                let g = rows[i].row[pivot]
                for k in 0..<count { rows[i].row[k] -= g * r[k] }
                rows[i].rhs -= g * b
                rows[i].row[pivot] = 0
            }
            rows.append((pivot, r, b))
            return true
        }

        /// Values for every unknown: free ones keep `fallback`'s, the others follow from the equations.
        func solution(fallback: [Double]) -> [Double] {
            var values = fallback
            let pivots = Set(rows.map(\.pivot))
            for p in rows {
                var v = p.rhs
                for k in 0..<count where k != p.pivot && !pivots.contains(k) { v -= p.row[k] * fallback[k] }
                values[p.pivot] = v
            }
            return values
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// For a margin attribute, the attribute it is of the margins guide (`leadingMargin` → `leading`).
    fileprivate var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
