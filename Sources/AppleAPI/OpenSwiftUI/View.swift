// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A piece of user interface, described by its `body`. Mirrors [`View`](https://developer.apple.com/documentation/swiftui/view)
/// for the small set of views widgets and Live Activities use in the car.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// A view that resolves to a node directly. - Note: Not in SwiftUI.
@MainActor
package protocol PrimitiveView: View where Body == Never {
    var node: ViewNode { get }
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is drawn by the system") }
}

/// Resolves a view to what the car draws. - Note: Not in SwiftUI.
@MainActor
public func resolveView<V: View>(_ view: V) -> ViewNode {
    if let p = view as? any PrimitiveView { return p.node }
    return resolveView(view.body)
}

/// Nothing. Mirrors [`EmptyView`](https://developer.apple.com/documentation/swiftui/emptyview).
public struct EmptyView: PrimitiveView {
    public init() {}
    package var node: ViewNode { .empty }
}

/// Views built by a ``ViewBuilder`` block. Mirrors [`TupleView`](https://developer.apple.com/documentation/swiftui/tupleview).
public struct TupleView<T>: PrimitiveView {
    package let nodes: [ViewNode]
    package var node: ViewNode { nodes.count == 1 ? nodes[0] : .vstack(nodes, alignment: "center", spacing: nil) }
}

/// One of two views (`if`/`else` in a builder). - Note: SwiftUI's `_ConditionalContent`.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    package let node: ViewNode
}

/// Builds views from a block. Mirrors [`ViewBuilder`](https://developer.apple.com/documentation/swiftui/viewbuilder).
@resultBuilder @MainActor
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var nodes: [ViewNode] = []
        for view in repeat each content { nodes.append(resolveView(view)) }
        return TupleView(nodes: nodes)
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> ConditionalContent<Content, EmptyView> {
        ConditionalContent(node: content.map(resolveView) ?? .empty)
    }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { ConditionalContent(node: resolveView(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { ConditionalContent(node: resolveView(second)) }
}

/// A view with a modifier applied. Mirrors [`ModifiedContent`](https://developer.apple.com/documentation/swiftui/modifiedcontent).
public struct ModifiedContent<Content: View, Modifier>: PrimitiveView {
    package let node: ViewNode
}
