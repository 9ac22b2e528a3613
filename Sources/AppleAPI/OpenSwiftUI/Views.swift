// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Text. Mirrors [`Text`](https://developer.apple.com/documentation/swiftui/text).
public struct Text: PrimitiveView {
    let content: String
    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
    package var node: ViewNode { .text(content) }
}

/// An image; in widgets, an SF Symbol. Mirrors [`Image`](https://developer.apple.com/documentation/swiftui/image).
public struct Image: PrimitiveView {
    let name: String
    public init(systemName: String) { name = systemName }
    package var node: ViewNode { .symbol(name) }
}

/// Views one above the other. Mirrors [`VStack`](https://developer.apple.com/documentation/swiftui/vstack).
public struct VStack<Content: View>: PrimitiveView {
    package let node: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        node = .vstack(Self.children(resolveView(content())), alignment: alignment.name, spacing: spacing.map(Double.init))
    }
    static func children(_ n: ViewNode) -> [ViewNode] {
        if case .vstack(let c, "center", nil) = n { return c }
        return [n]
    }
}

/// Views side by side. Mirrors [`HStack`](https://developer.apple.com/documentation/swiftui/hstack).
public struct HStack<Content: View>: PrimitiveView {
    package let node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        node = .hstack(VStack<Content>.children(resolveView(content())), spacing: spacing.map(Double.init))
    }
}

/// Views on top of each other. Mirrors [`ZStack`](https://developer.apple.com/documentation/swiftui/zstack).
public struct ZStack<Content: View>: PrimitiveView {
    package let node: ViewNode
    public init(@ViewBuilder content: () -> Content) {
        node = .zstack(VStack<Content>.children(resolveView(content())))
    }
}

/// Takes the space left in a stack. Mirrors [`Spacer`](https://developer.apple.com/documentation/swiftui/spacer).
public struct Spacer: PrimitiveView {
    public init(minLength: CGFloat? = nil) {}
    package var node: ViewNode { .spacer }
}

/// A progress bar. Mirrors [`ProgressView`](https://developer.apple.com/documentation/swiftui/progressview).
public struct ProgressView<Label: View>: PrimitiveView {
    package let node: ViewNode
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        let fraction = total > 0 ? Double(value ?? 0) / Double(total) : 0
        node = .progress(fraction: min(max(fraction, 0), 1), label: resolveView(label()))
    }
}

extension ProgressView where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

/// A value within a range, drawn as a gauge. Mirrors [`Gauge`](https://developer.apple.com/documentation/swiftui/gauge).
public struct Gauge<Label: View, CurrentValueLabel: View>: PrimitiveView {
    package let node: ViewNode
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? (Double(value) - Double(bounds.lowerBound)) / span : 0
        node = .gauge(fraction: min(max(fraction, 0), 1), current: resolveView(currentValueLabel()), label: resolveView(label()))
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label) { EmptyView() }
    }
}

/// Opens a URL when touched (in a widget: launches the app with it). Mirrors [`Link`](https://developer.apple.com/documentation/swiftui/link).
public struct Link<Label: View>: PrimitiveView {
    package let node: ViewNode
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        node = .link(destination.absoluteString, resolveView(label()))
    }
}

/// Mirrors [`HorizontalAlignment`](https://developer.apple.com/documentation/swiftui/horizontalalignment).
public struct HorizontalAlignment: Sendable, Equatable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Mirrors [`VerticalAlignment`](https://developer.apple.com/documentation/swiftui/verticalalignment).
public struct VerticalAlignment: Sendable, Equatable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
}
