// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenSwiftUI
import OpenWidgetKit

/// What the car keeps of the apps' CarPlay widgets: each one's loaded timeline, the last tap on it (car time) and how
/// many reloads followed a tap (the refresh budget the reviewer checks). One of the components a ``HeadUnit`` is
/// made of. - Note: Ours.
struct WidgetShelf {
    struct LoadedTimeline {
        var entries: [(Date, @MainActor () -> ViewNode)]
        var policy: TimelineReloadPolicy
        var generation: Int
    }

    var timelines: [String: LoadedTimeline] = [:]
    var lastTap: [String: Double] = [:]
    var refreshesAfterTap: [String: Int] = [:]
}
