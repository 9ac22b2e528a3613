// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Clocks
import Foundation
import ReferenceApps
import Testing

// In parallel (its cars take turns on the phone) its calls stayed "connecting" and missed calls went uncounted until
// two fixes: an ended launch lets its objects go (its VoIP push observer took later tests' pushes), and a wait is no
// longer moved past the instant it was given for by an earlier launch's wait for the same instant (each test's car
// starts at the instant the last one ended, so the last test's "answer in 2 s" was due when this one's was).
/// VoIP calling through CallKit and SiriKit in the car (seeds 001 and 002), with Voxa.
@Suite @MainActor
struct VoxaTests {
    func connect(driving: Bool = true, locked: Bool = true) async throws -> (CarPlayTestSession, VoxaPhone) {
        let phone = VoxaPhone()
        let car = try await CarPlayTestSession(
            app: try ReferenceApps.voxa(phone: phone), driving: driving, phoneLocked: locked, hosting: .testProcess)
        await car.settle()
        return (car, phone)
    }

    @Test func voipCallingAppsMustImplementCallKitToInformCarPlayAboutTheStatusOfCalls() async throws {
        let (car, _) = try await connect()
        await car.receiveVoIPCall(from: "Chloe")
        await car.settle()
        var call = try #require(car.screen.call)
        #expect(call.caller == "Chloe" && call.state == "incoming" && call.app == "Voxa")
        #expect(call.buttons.map(\.text) == ["Decline", "Answer"])
        #expect(car.displayList.targets.map(\.elementID) == ["call.decline", "call.answer"], "the call screen covers the app")
        try await car.tap("Answer")
        await car.advance(by: .seconds(65))
        call = try #require(car.screen.call)
        #expect(call.state == "active" && call.seconds == 65)
        #expect(car.audio.source == "Voxa", "the call's audio goes to the car (the radio stops)")
        try await car.tap("Mute")
        #expect(car.screen.call?.isMuted == true)
        try await car.tap("Keypad")
        try await car.tap("4")
        try await car.tap("2")
        #expect(car.screen.call?.digits == "42")
        try await car.tap("Hold")
        #expect(car.screen.call?.state == "on hold")
        try await car.tap("Resume")
        try await car.tap("End")
        #expect(car.screen.call == nil)
        #expect(car.audio.source == "radio" || car.audio.source == "Voxa")
        #expect(car.top?.kind == .tabBar, "back to the app")
        #expect(car.texts.contains("Chloe"))
        await car.expectNoFindings()
    }

    @Test func communicationAppsWithVoIPCallingMustSupportTheStartACallIntent() async throws {
        let (car, phone) = try await connect()
        let reply = await car.askSiri("call Anna")
        #expect(reply.app == "Voxa" && reply.reply == "Calling Anna…")
        await car.settle()
        #expect(car.screen.call?.caller == "Anna" && car.screen.call?.state == "connecting")
        await car.advance(by: .seconds(2))
        #expect(car.screen.call?.state == "active", "Anna answers")
        #expect(phone.history.last?.name == "Anna" && phone.history.last?.kind == .outgoing)
        let unknown = await car.askSiri("call Zed")
        #expect(unknown.reply == "I couldn't call Zed.")
    }

    @Test func anUnansweredCallBecomesAMissedCallNotifiedWithTheCallersNameOnly() async throws {
        let (car, phone) = try await connect()
        await car.receiveVoIPCall(from: "Dev")
        await car.settle()
        await car.advance(by: .seconds(30))
        #expect(car.screen.call == nil)
        #expect(phone.history.last?.kind == .missed)
        #expect(car.banners.last == CarBanner(app: "Voxa", title: "Dev", subtitle: "Missed Voxa call"))
        let reply = await car.askSiri("any missed calls?")
        #expect(reply.reply == "2 missed calls from Anna, Dev.")
        await car.expectNoFindings()
    }

    @Test func declineAndCallWaitingAndMerge() async throws {
        let (car, phone) = try await connect()
        await car.receiveVoIPCall(from: "Ben")
        await car.settle()
        try await car.tap("Decline")
        #expect(car.screen.call == nil && phone.history.last?.name == "Ben" && phone.history.last?.kind == .missed)
        try await car.tap("Anna", role: .listItem)
        await car.advance(by: .seconds(2))
        #expect(car.screen.call?.state == "active")
        await car.receiveVoIPCall(from: "Chloe")
        await car.settle()
        #expect(car.screen.call?.caller == "Chloe" && car.screen.call?.otherCalls == ["Anna"], "call waiting")
        try await car.tap("Answer")
        #expect(car.screen.call?.caller == "Chloe" && car.screen.call?.otherCalls == ["Anna (on hold)"], "answering holds the first call")
        try await car.tap("Merge")
        #expect(CXCallCenter.shared.calls.allSatisfy { $0.groupUUID != nil })
    }

    @Test func aSingleAppCanSupportBothMessagingAndVoIPCalling() async throws {
        let (car, phone) = try await connect()
        #expect(car.top?.tabs.compactMap(\.tabItem?.text) == ["Recents", "Contacts", "Messages"])
        let read = await car.askSiri("read my messages")
        #expect(read.reply == "1 new message from Anna.")
        let send = await car.askSiri("send a message to Anna saying on my way")
        #expect(send.reply == "Message sent to Anna.")
        #expect(phone.sent.first?.to == "Anna")
        _ = await car.askSiri("mark them as read")
        await car.settle()
        try await car.tap("Messages", role: .tab)
        #expect(!car.texts.contains("1 unread"))
        try await car.tap("Contacts", role: .tab)
        try await car.tap("Ben")
        #expect(car.top?.kind == .contact)
        try await car.tap(.contactButton, at: 0)
        #expect(car.screen.call?.caller == "Ben")
        await car.expectNoFindings()
    }

    @Test func anActionTheAppDoesNotHandleFails() async throws {
        final class Minimal: NSObject, CXProviderDelegate {
            func providerDidReset(_ provider: CXProvider) {}
            func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) { action.fulfill() }
            func provider(_ provider: CXProvider, perform action: CXEndCallAction) { action.fulfill() }
        }
        let (car, _) = try await connect()
        let delegate = Minimal()
        let provider = CXProvider(configuration: CXProviderConfiguration())
        provider.setDelegate(delegate, queue: nil)
        let update = CXCallUpdate()
        update.localizedCallerName = "Eve"
        update.supportsHolding = true
        provider.reportNewIncomingCall(with: UUID(), update: update) { _ in }
        await car.settle()
        try await car.tap("Answer")
        try await car.tap("Hold")
        await car.settle()
        #expect(car.screen.call?.state == "active", "holding failed: the app has no hold handler")
        #expect(car.events.contains { if case .carStateChanged(.call(let s)) = $0 { s.contains("SetHeldCallAction failed for Eve") } else { false } })
        let dup = UUID()
        provider.reportNewIncomingCall(with: dup, update: update) { _ in }
        nonisolated(unsafe) var error: (any Error)?
        provider.reportNewIncomingCall(with: dup, update: update) { error = $0 }
        #expect((error as? CXErrorCodeIncomingCallError)?.code == .callUUIDAlreadyExists)
    }
}

extension VoxaTests {
    /// A launch that ended lets the app's objects go, as the end of its process does, though a task the app started
    /// still sleeps on the phone's clock: the call the test starts is answered 2 s later, which never comes. Before, that
    /// task kept the launch, and with it the app's delegate and `VoxaPhone`, for the rest of the test process.
    @Test func theAppsObjectsGoWhenItsLaunchEnds() async throws {
        weak var gone: VoxaPhone?
        do {
            let (car, phone) = try await connect()
            gone = phone
            try await car.tap("Anna", role: .listItem)
            await car.settle()
            #expect(car.screen.call?.state == "connecting", "the other end answers after 2 s of the phone's clock")
        }
        #expect(gone == nil)
    }

    @Test func appsUsingSiriKitCanHandleTheseActionsButTheSiriRequestMustContainTheAppsName() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)  // this test drives a HeadUnit without the harness
        defer { lease.release() }
        let clock = TestClock<Duration>()
        let phone = VoxaPhone()
        HeadUnit.resetProcessState()
        let car = HeadUnit(vehicle: .standard, clock: clock, exceptionPolicy: .record)
        car.startCarServices()
        car.install(try ReferenceApps.messenger(store: MeshStore()))
        car.install(try ReferenceApps.voxa(phone: phone))
        try car.launch("Mesh")
        let reply = await car.askSiri("call Anna with Voxa")
        #expect(reply.app == "Voxa" && reply.reply == "Calling Anna…", "the app named in the request handles it, not the app on screen")
        for _ in 0..<20 { await Task.yield() }
        #expect(car.callScreen?.caller == "Anna")
    }
}
