// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenSwiftUI

/// Mirrors [`WidgetFamily`](https://developer.apple.com/documentation/widgetkit/widgetfamily).
public enum WidgetFamily: String, Sendable, CaseIterable, Codable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline
}

/// Where a widget can be shown. Mirrors [`WidgetLocation`](https://developer.apple.com/documentation/widgetkit/widgetlocation).
public struct WidgetLocation: Sendable, Hashable, Codable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let carPlay = WidgetLocation(name: "carPlay")
}

/// One moment of a widget's content. Mirrors [`TimelineEntry`](https://developer.apple.com/documentation/widgetkit/timelineentry).
public protocol TimelineEntry: Sendable {
    var date: Date { get }
}

/// When to ask for the next timeline. Mirrors [`TimelineReloadPolicy`](https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy).
public struct TimelineReloadPolicy: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case atEnd, never
        case after(Date)
    }
    package let kind: Kind
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Entries and when to reload. Mirrors [`Timeline`](https://developer.apple.com/documentation/widgetkit/timeline).
public struct Timeline<EntryType: TimelineEntry>: Sendable {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a timeline is for. Mirrors [`TimelineProviderContext`](https://developer.apple.com/documentation/widgetkit/timelineprovidercontext).
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
    package init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}

/// Gives the system a widget's entries. Mirrors [`TimelineProvider`](https://developer.apple.com/documentation/widgetkit/timelineprovider).
public protocol TimelineProvider: Sendable {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// Asks the system to reload timelines (after the app's data changed). Mirrors
/// [`WidgetCenter`](https://developer.apple.com/documentation/widgetkit/widgetcenter).
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    /// The system's hook (the car). - Note: Not in WidgetKit.
    public var onReload: (@Sendable (String?) -> Void)?
    public func reloadTimelines(ofKind kind: String) { onReload?(kind) }
    public func reloadAllTimelines() { onReload?(nil) }
}
