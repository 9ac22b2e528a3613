// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

#if !canImport(ObjectiveC)

    extension Notification.Name {
        static let routeChanged = Notification.Name("RouteChanged")
        static let trafficChanged = Notification.Name("TrafficChanged")
    }

    /// A controller written the iOS way: it observes by selector and delays work with `perform(_:with:afterDelay:)`.
    /// Selectors are spelled as the `carplay-imports` rewriter writes `#selector` on Linux.
    final class RouteWatcher: NSObject {
        var heard: [String] = []
        var refreshed: [String] = []

        func routeChanged(_ note: Notification) { heard.append("route \(note.object as? String ?? "-")") }
        func trafficChanged() { heard.append("traffic") }
        func refresh(_ reason: Any?) { refreshed.append(reason as? String ?? "nil") }

        static var routeSelector: Selector { Selector(RouteWatcher.routeChanged(_:), named: "routeChanged:") }
        static var trafficSelector: Selector { Selector(RouteWatcher.trafficChanged, named: "trafficChanged") }
        static var refreshSelector: Selector { Selector(RouteWatcher.refresh(_:), named: "refresh:") }
    }

    @MainActor @Suite struct SelectorObservationTests {
        @Test func anObserverHearsByItsMethodUntilItIsRemovedOrGone() {
            let center = NotificationCenter()
            let seen = RouteWatcher()
            center.addObserver(seen, selector: RouteWatcher.routeSelector, name: .routeChanged, object: nil)
            center.addObserver(seen, selector: RouteWatcher.trafficSelector, name: .trafficChanged, object: nil)
            center.post(name: .routeChanged, object: "A4")
            center.post(name: .trafficChanged, object: nil)
            #expect(seen.heard == ["route A4", "traffic"], "the notification reaches the method that takes it")
            // Removing one name keeps the other.
            center.removeObserver(seen, name: .routeChanged, object: nil)
            center.post(name: .routeChanged, object: "A5")
            center.post(name: .trafficChanged, object: nil)
            #expect(seen.heard == ["route A4", "traffic", "traffic"])
            // Removing the observer ends the rest.
            center.removeObserver(seen)
            center.post(name: .trafficChanged, object: nil)
            #expect(seen.heard.count == 3)
            // Another observer of the same name is not touched by removing this one.
            let other = RouteWatcher()
            center.addObserver(other, selector: RouteWatcher.trafficSelector, name: .trafficChanged, object: nil)
            center.post(name: .trafficChanged, object: nil)
            #expect(other.heard == ["traffic"] && seen.heard.count == 3)
        }

        @Test func anObserverIsNotKeptAliveByTheCenter() {
            let center = NotificationCenter()
            var watcher: RouteWatcher? = RouteWatcher()
            weak let watched = watcher
            center.addObserver(watcher!, selector: RouteWatcher.trafficSelector, name: .trafficChanged, object: nil)
            watcher = nil
            #expect(watched == nil, "held weakly, as iOS's center has since iOS 9")
            center.post(name: .trafficChanged, object: nil)
        }

        @Test func aBlockTokenIsStillRemovedByRemoveObserver() {
            let center = NotificationCenter()
            var count = 0
            let token = center.addObserver(forName: .trafficChanged, object: nil, queue: nil) { _ in MainActor.assumeIsolated { count += 1 } }
            center.post(name: .trafficChanged, object: nil)
            center.removeObserver(token)
            center.post(name: .trafficChanged, object: nil)
            #expect(count == 1)
        }

        @Test func aDelayedPerformRunsOnTheCarsClockAndCanBeCancelled() async throws {
            let car = try await CarPlayTestSession(categories: [.navigation], hosting: .testProcess) { QuietApp() }
            let watcher = RouteWatcher()
            watcher.perform(RouteWatcher.refreshSelector, with: "soon", afterDelay: 2)
            watcher.perform(RouteWatcher.refreshSelector, with: "cancelled", afterDelay: 3)
            watcher.perform(RouteWatcher.refreshSelector, with: "later", afterDelay: 4)
            await car.advance(by: .seconds(1))
            #expect(watcher.refreshed.isEmpty)
            await car.advance(by: .seconds(1))
            #expect(watcher.refreshed == ["soon"], "after two seconds of the car's time")
            NSObject.cancelPreviousPerformRequests(withTarget: watcher, selector: RouteWatcher.refreshSelector, object: "cancelled")
            await car.advance(by: .seconds(3))
            #expect(watcher.refreshed == ["soon", "later"], "only the matching request was cancelled")
            watcher.perform(RouteWatcher.refreshSelector, with: nil, afterDelay: 1)
            NSObject.cancelPreviousPerformRequests(withTarget: watcher)
            await car.advance(by: .seconds(2))
            #expect(watcher.refreshed == ["soon", "later"])
            watcher.perform(RouteWatcher.refreshSelector, with: "now")
            #expect(watcher.refreshed.last == "now", "perform(_:with:) calls at once")
        }
    }

#endif
