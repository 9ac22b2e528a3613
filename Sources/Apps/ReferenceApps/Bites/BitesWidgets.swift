// SPDX-License-Identifier: Apache-2.0

import Foundation

// Bites' widget extension: the latest order's status as a small widget, and a Live Activity while an order is
// being prepared. On iOS these files import SwiftUI, WidgetKit and ActivityKit.
#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
    import ActivityKit
#else
    import OpenSwiftUI
    import OpenWidgetKit
    import OpenActivityKit
#endif

/// An order being prepared, for its Live Activity.
public struct OrderStatusAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable, Sendable {
        public var status: String
        public var readyInMinutes: Int
        public init(status: String, readyInMinutes: Int) {
            self.status = status
            self.readyInMinutes = readyInMinutes
        }
    }
    public var restaurant: String
    public init(restaurant: String) { self.restaurant = restaurant }
}

/// One moment of the order widget.
public struct OrderEntry: TimelineEntry {
    public let date: Date
    public let restaurant: String?
    public let minutesLeft: Int
    public let total: Int
}

/// The latest order from the app group the app shares with its widget extension: an entry per minute until it's ready.
public struct OrderProvider: TimelineProvider {
    public func placeholder(in context: Context) -> OrderEntry { OrderEntry(date: Date(), restaurant: "Bites Kamppi", minutesLeft: 12, total: 12) }
    public func getSnapshot(in context: Context, completion: @escaping @Sendable (OrderEntry) -> Void) { completion(placeholder(in: context)) }
    public func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<OrderEntry>) -> Void) {
        guard let order = LatestOrder.read() else {
            return completion(Timeline(entries: [OrderEntry(date: Date(), restaurant: nil, minutesLeft: 0, total: 0)], policy: .never))
        }
        let entries = (0...order.minutes).map { m in
            OrderEntry(
                date: order.placedAt.addingTimeInterval(Double(m * 60)), restaurant: order.restaurant, minutesLeft: order.minutes - m, total: order.minutes)
        }
        completion(Timeline(entries: entries, policy: .never))
    }
}

/// The order widget: small, with a removable background, opening Bites' order on the car screen.
public struct BitesOrderWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BitesOrder", provider: OrderProvider()) { entry in
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: "takeoutbag.and.cup.and.straw.fill").foregroundStyle(.orange)
                    Text("Bites").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                if let restaurant = entry.restaurant {
                    Text(entry.minutesLeft > 0 ? "Ready in \(entry.minutesLeft) min" : "Ready to pick up").font(.headline)
                    Text(restaurant).font(.caption).foregroundStyle(.secondary)
                    ProgressView(value: Double(entry.total - entry.minutesLeft), total: Double(max(entry.total, 1)))
                } else {
                    Text("No order").font(.headline)
                }
            }
            .containerBackground(.orange.opacity(0.15), for: .widget)
            .widgetURL(URL(string: "bites://orders/latest"))
        }
        .configurationDisplayName("Order")
        .description("Your latest order's pick-up time.")
        .supportedFamilies([.systemSmall])
        .containerBackgroundRemovable(true)
    }
}

/// The order's Live Activity, with the small family CarPlay shows on Dashboard.
public struct BitesOrderActivity: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderStatusAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.restaurant).font(.caption).foregroundStyle(.secondary)
                Text(context.state.status).font(.headline)
                Text(context.state.readyInMinutes > 0 ? "\(context.state.readyInMinutes) min" : "Now").font(.title2).bold()
            }
        } dynamicIsland: { context in
            DynamicIsland {
                Text(context.state.status)
            } compactLeading: {
                Image(systemName: "takeoutbag.and.cup.and.straw.fill")
            } compactTrailing: {
                Text("\(context.state.readyInMinutes) min")
            } minimal: {
                Image(systemName: "takeoutbag.and.cup.and.straw.fill")
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

/// What the app does when an order is placed: refresh the widget and start the Live Activity.
public enum BitesOrderStatus {
    @MainActor
    public static func placed(restaurant: String, minutes: Int) {
        WidgetCenter.shared.reloadTimelines(ofKind: "BitesOrder")
        _ = try? Activity<OrderStatusAttributes>.request(
            attributes: OrderStatusAttributes(restaurant: restaurant),
            content: ActivityContent(state: .init(status: "Preparing", readyInMinutes: minutes), staleDate: nil))
    }
}
