// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenSwiftUI
import OpenWidgetKit
import PhoneApps

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
    /// Each app's widget extension, as the phone runs it to load the app's timelines (by app name).
    var extensions: [String: AppLaunch] = [:]
    /// The last reloads the apps asked `WidgetCenter` for in this car, oldest first (at most ``keptReloads``).
    var asked: [WidgetReload] = []
    static let keptReloads = 16
}

/// A reload of widget timelines an app asked `WidgetCenter` for (`reloadTimelines(ofKind:)`, or all of its widgets with
/// `reloadAllTimelines()`), numbered in the order asked in its car: a live car's app process passes them on to the live
/// car, whose widgets page loads the timelines. - Note: Ours.
package struct WidgetReload: Codable, Sendable, Equatable {
    package var number: Int
    /// The widgets' kind; nil: every widget of the app.
    package var kind: String?

    package init(number: Int, kind: String?) {
        self.number = number
        self.kind = kind
    }
}
