// SPDX-License-Identifier: Apache-2.0

import Foundation

// Weather's small widget: a phone-only app's widget is shown in CarPlay too, but can't launch the app there.
#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import OpenSwiftUI
    import OpenWidgetKit
#endif

public struct WeatherEntry: TimelineEntry {
    public let date: Date
    public let temperature: Int
    public let condition: String
}

public struct WeatherProvider: TimelineProvider {
    public func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: Date(), temperature: 4, condition: "Cloudy") }
    public func getSnapshot(in context: Context, completion: @escaping @Sendable (WeatherEntry) -> Void) { completion(placeholder(in: context)) }
    /// The next three hours, refreshed every hour.
    public func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<WeatherEntry>) -> Void) {
        let now = Date()
        let entries = [(4, "Cloudy"), (5, "Light rain"), (3, "Rain")].enumerated().map { i, f in
            WeatherEntry(date: now.addingTimeInterval(Double(i) * 3600), temperature: f.0, condition: f.1)
        }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(3600))))
    }
}

public struct WeatherWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
            VStack(alignment: .leading) {
                Text("Helsinki").font(.caption).foregroundStyle(.secondary)
                Text("\(entry.temperature)°").font(.largeTitle)
                Spacer()
                HStack {
                    Image(systemName: "cloud")
                    Text(entry.condition).font(.caption)
                }
            }
            .containerBackground(.blue.opacity(0.2), for: .widget)
            .widgetURL(URL(string: "weather://helsinki"))
        }
        .configurationDisplayName("Weather")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
