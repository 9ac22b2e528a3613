// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation
import Testing

/// An ordering app starts a Live Activity with a push token and follows it the ActivityKit way: a task per sequence
/// (content, state, push token), each ending when the activity is dismissed. The activities are the phone's: each test
/// holds the phone, so no car another test starts meanwhile resets them (`HeadUnit.resetProcessState()`).
struct LiveActivityUpdatesTests {
    struct DeliveryAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable, Sendable {
            var stage: String
        }
        var order: String
    }

    @Test func updatesReachEverySequenceUntilDismissal() async throws {
        let phone = await PhoneLease.acquire()
        defer { phone.release() }
        let activity = try Activity.request(
            attributes: DeliveryAttributes(order: "A-17"), content: .init(state: .init(stage: "confirmed"), staleDate: nil), pushType: .token)
        #expect(Activity<DeliveryAttributes>.activities.contains { $0.id == activity.id }, "the app finds its running activity")
        // Each sequence follows the activity from when it is asked for (here, before the updates).
        let tokenUpdates = activity.pushTokenUpdates
        let contentUpdates = activity.contentUpdates
        let stateUpdates = activity.activityStateUpdates
        let tokens = Task { () -> [Data] in
            var seen: [Data] = []
            for await token in tokenUpdates { seen.append(token) }
            return seen
        }
        let contents = Task { () -> [String] in
            var seen: [String] = []
            for await content in contentUpdates { seen.append(content.state.stage) }
            return seen
        }
        let states = Task { () -> [ActivityState] in
            var seen: [ActivityState] = []
            for await state in stateUpdates { seen.append(state) }
            return seen
        }
        await activity.update(.init(state: .init(stage: "preparing"), staleDate: nil))
        await activity.update(.init(state: .init(stage: "ready"), staleDate: nil))
        #expect(activity.content.state.stage == "ready" && activity.activityState == .active)
        #expect(activity.content.description.contains("ready"))
        await activity.end(.init(state: .init(stage: "picked up"), staleDate: nil), dismissalPolicy: .immediate)
        #expect(await contents.value == ["preparing", "ready", "picked up"])
        #expect(await states.value == [.ended, .dismissed])
        let pushed = await tokens.value
        #expect(pushed.count == 1 && pushed.first?.count == 32 && pushed.first == activity.pushToken)
        #expect(!Activity<DeliveryAttributes>.activities.contains { $0.id == activity.id }, "a dismissed activity is gone")
        await activity.update(.init(state: .init(stage: "late"), staleDate: nil))
        #expect(activity.content.state.stage == "picked up", "an ended activity keeps its last content")
    }

    @Test func withoutAPushTypeThereIsNoToken() async throws {
        let phone = await PhoneLease.acquire()
        defer { phone.release() }
        let activity = try Activity.request(attributes: DeliveryAttributes(order: "B-2"), content: .init(state: .init(stage: "confirmed"), staleDate: nil))
        #expect(activity.pushToken == nil)
        #expect(PushType.channel("c29tZUNoYW5uZWw=") != .token)
    }
}
