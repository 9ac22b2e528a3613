// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import IssueReporting
import OpenMapKit
import OpenMediaPlayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Both sides of an app in its own process (``AppHosting/ownProcess``): the test's requests and the app's process
/// serving them. - Note: Ours.
extension CarPlayTestSession {
    /// The process id of the app's own process (``AppHosting/ownProcess``); nil when the app runs in the test's
    /// process or its session replays an earlier one's.
    public var appProcessIdentifier: Int32? { remote?.processChannel.map { Int32($0.pid) } }

    /// Asks the app's process from a thread of its own, so the test's main actor stays free for other tests while the
    /// app works; a process that ended or doesn't answer is a test failure (nil). Requests the test queued without
    /// waiting (``queue(_:)``) go first, in order.
    @discardableResult
    func ask(_ request: TestAppRequest) async -> TestAppReply? {
        guard let remote else { return nil }
        let requests = queuedRequests + [request]
        queuedRequests = []
        var reply: TestAppReply?
        for request in requests {
            let result: Result<TestAppReply, any Error>
            do { result = .success(try await offMain { try remote.request(request) }) } catch { result = .failure(error) }
            reply = take(result, for: request)
            guard reply != nil else { return nil }
        }
        return reply
    }

    /// Queues a request whose answer the test doesn't wait for (a prompt's answer, forgetting the events): it reaches
    /// the app's process before the test's next request, which is before the app can act on it.
    func queue(_ request: TestAppRequest) {
        guard remote != nil else { return }
        queuedRequests.append(request)
    }

    private func take(_ result: Result<TestAppReply, any Error>, for request: TestAppRequest) -> TestAppReply? {
        guard let remote, remoteEnd == nil else { return nil }
        switch result {
        case .success(let reply):
            if let state = reply.carState { take(state) }
            return reply
        case .failure(let error):
            remoteEnd = "\(app.name)'s process ended during \(request) (\(error)): \(remote.howItEnded())"
            reportIssue(remoteEnd!)
            return nil
        }
    }

    /// The app's car as its process describes it now, with the events since its last description.
    func take(_ state: TestAppState) {
        remoteEvents += state.events
        remoteState = state
    }

    /// The app's process: connects the app to a car of its own as the test asked, then performs the test's requests in
    /// order and answers each with the car as it is then. It ends when the session does (or the test's process does).
    static func serve(_ setup: LocalCar.Setup, on channel: AppProcessChannel) async -> Never {
        let local: LocalCar
        do { local = try await LocalCar(setup) } catch {
            try? channel.send(TestAppReply.refused("\(error)"))
            AppProcessChannel.exit(0)
        }
        var sent = 0
        do { try channel.send(TestAppReply.state(local.state(eventsAfter: &sent))) } catch { AppProcessChannel.exit(0) }
        // The test's requests, read on a thread of their own, performed on the main actor in order; the app's own work
        // runs between them. The process ends with the test's.
        for await request in channel.messages(TestAppRequest.self, threadName: "app process: the test's requests") {
            let reply: TestAppReply
            switch request {
            case .end: AppProcessChannel.exit(0)
            case .perform(let input):
                var refusal: String?
                do { try local.perform(input) } catch let e as CarInputError { refusal = e.message } catch { refusal = "\(error)" }
                local.reviewer.observe()
                reply = .state(local.state(eventsAfter: &sent, refusal: refusal))
            case .askSiri(let text):
                local.reviewer.step("siri '\(text)'")
                let answer = await local.driver.ask(siri: text)
                local.reviewer.observe()
                reply = .siri(answer, local.state(eventsAfter: &sent))
            case .advance(let duration):
                await local.advance(by: duration)
                reply = .state(local.state(eventsAfter: &sent))
            case .settle:
                await PhoneTime.settle()
                reply = .state(local.state(eventsAfter: &sent))
            case .findings:
                local.reviewer.observe()
                reply = .findings(local.reviewer.findings, local.state(eventsAfter: &sent))
            case .clearEvents:
                local.car.clearEvents()
                reply = .state(local.state(eventsAfter: &sent))
            case .promptAnswers(let location, let mediaLibrary):
                if let answer = CLAuthorizationStatus(rawValue: location) { local.car.locationPromptAnswer = answer }
                if let answer = MPMediaLibraryAuthorizationStatus(rawValue: mediaLibrary) { local.car.mediaLibraryPromptAnswer = answer }
                reply = .state(local.state(eventsAfter: &sent))
            }
            do { try channel.send(reply) } catch { AppProcessChannel.exit(0) }
        }
        AppProcessChannel.exit(0)
    }
}

extension TestAppReply {
    /// The car after the request, whatever else the reply carries.
    var carState: TestAppState? {
        switch self {
        case .state(let state), .siri(_, let state), .findings(_, let state): state
        case .refused: nil
        }
    }
}
