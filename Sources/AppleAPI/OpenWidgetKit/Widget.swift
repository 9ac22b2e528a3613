// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenActivityKit
import OpenSwiftUI

/// A widget (or Live Activity) declaration. Mirrors [`Widget`](https://developer.apple.com/documentation/swiftui/widget).
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// What the system needs to show a widget, type-erased. - Note: Not in WidgetKit.
public struct WidgetDescriptor: @unchecked Sendable {
    public var kind: String
    public var displayName = ""
    public var description = ""
    public var families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    /// Locations and the families that are not optimised there (shown, but without interaction).
    public var disfavored: [WidgetLocation: [WidgetFamily]] = [:]
    public var backgroundRemovable = true
    /// For a widget: asks the provider for its timeline; each entry's date and its view, and the reload policy.
    public var timeline:
        (@MainActor (TimelineProviderContext, @escaping @MainActor ([(Date, @MainActor () -> ViewNode)], TimelineReloadPolicy) -> Void) -> Void)?
    /// For a Live Activity: the attributes type it draws, and its views for an activity's attributes and state.
    public var activityType: ObjectIdentifier?
    public var activityFamilies: [ActivityFamily] = []
    public var activityContent: (@MainActor (Any, Any) -> ViewNode)?
    public var compactLeading: (@MainActor (Any, Any) -> ViewNode)?
    public var compactTrailing: (@MainActor (Any, Any) -> ViewNode)?
}

/// A widget's configuration. Mirrors [`WidgetConfiguration`](https://developer.apple.com/documentation/swiftui/widgetconfiguration).
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    var descriptor: WidgetDescriptor { get }
}

/// A configuration with its options changed. - Note: SwiftUI's `ModifiedContent` for configurations.
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    public let descriptor: WidgetDescriptor
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ name: String) -> ModifiedWidgetConfiguration { with { $0.displayName = name } }
    public func description(_ text: String) -> ModifiedWidgetConfiguration { with { $0.description = text } }
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration { with { $0.families = families } }
    /// Where the widget works badly: in CarPlay it is grouped as not optimised and can't be interacted with.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
        with { d in for l in locations { d.disfavored[l, default: []] += families } }
    }
    /// Whether the system may drop the container background (CarPlay does when it's removable).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration { with { $0.backgroundRemovable = isRemovable } }
    /// The supplemental families a Live Activity supports (`.small` for CarPlay and the Apple Watch Smart Stack).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ModifiedWidgetConfiguration { with { $0.activityFamilies = families } }

    func with(_ change: (inout WidgetDescriptor) -> Void) -> ModifiedWidgetConfiguration {
        var d = descriptor
        change(&d)
        return ModifiedWidgetConfiguration(descriptor: d)
    }
}

/// A widget with a timeline. Mirrors [`StaticConfiguration`](https://developer.apple.com/documentation/widgetkit/staticconfiguration).
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let descriptor: WidgetDescriptor
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content) {
        var d = WidgetDescriptor(kind: kind)
        d.timeline = { context, done in
            provider.getTimeline(in: context) { timeline in
                let entries = timeline.entries
                let policy = timeline.policy
                let finish = done
                let deliver: @MainActor () -> Void = {
                    finish(entries.map { entry in (entry.date, { @MainActor in resolveView(content(entry)) }) }, policy)
                }
                if Thread.isMainThread { MainActor.assumeIsolated(deliver) } else { Task { @MainActor in deliver() } }
            }
        }
        descriptor = d
    }
}

/// Live Activity sizes besides the Lock Screen. Mirrors [`ActivityFamily`](https://developer.apple.com/documentation/widgetkit/activityfamily).
public enum ActivityFamily: String, Sendable, Codable { case small, medium }

/// What a Live Activity view gets. Mirrors [`ActivityViewContext`](https://developer.apple.com/documentation/widgetkit/activityviewcontext).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String
}

/// The Dynamic Island presentations of a Live Activity. Mirrors [`DynamicIsland`](https://developer.apple.com/documentation/widgetkit/dynamicisland).
public struct DynamicIsland {
    let compactLeading: ViewNode
    let compactTrailing: ViewNode
    @MainActor
    public init<Expanded: View, CL: View, CT: View, M: View>(
        @ViewBuilder expanded: () -> Expanded, @ViewBuilder compactLeading: () -> CL,
        @ViewBuilder compactTrailing: () -> CT, @ViewBuilder minimal: () -> M
    ) {
        self.compactLeading = resolveView(compactLeading())
        self.compactTrailing = resolveView(compactTrailing())
    }
}

/// A Live Activity's views. Mirrors [`ActivityConfiguration`](https://developer.apple.com/documentation/widgetkit/activityconfiguration).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public let descriptor: WidgetDescriptor
    public init<Content: View>(
        for attributesType: Attributes.Type = Attributes.self,
        @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        var d = WidgetDescriptor(kind: "\(Attributes.self)")
        d.families = []
        d.activityType = ObjectIdentifier(Attributes.self)
        func context(_ a: Any, _ s: Any) -> ActivityViewContext<Attributes> {
            ActivityViewContext(attributes: a as! Attributes, state: s as! Attributes.ContentState, isStale: false, activityID: "")
        }
        d.activityContent = { a, s in resolveView(content(context(a, s))) }
        d.compactLeading = { a, s in dynamicIsland(context(a, s)).compactLeading }
        d.compactTrailing = { a, s in dynamicIsland(context(a, s)).compactTrailing }
        descriptor = d
    }
}
