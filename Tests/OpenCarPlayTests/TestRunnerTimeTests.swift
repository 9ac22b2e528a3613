// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Foundation
import PhoneOS
import Testing
import XCTest

/// Swift Testing runs in the phone's process, yet its own time stays real: a car test lasts as long as it takes, not
/// as long as the car time it passes, and a `.timeLimit` counts real minutes (a hung test still ends).
@MainActor @Suite struct TestRunnerTimeTests {
    /// Ten minutes of car time under a five-minute limit: the limit counts real time, so the test passes, and the app's
    /// timers still follow the car. (Five, not one: the limit also counts the time the test waits for the phone while
    /// other cars of the same process use it, which on a loaded two-core machine has passed a minute.)
    @Test(.timeLimit(.minutes(5))) func tenCarMinutesFitInAFiveMinuteLimit() async throws {
        let (car, app) = try await PhoneRuntimeTests().connect()
        await car.advance(by: .seconds(600))
        #expect(app.ticks == 600)
        #expect(app.log.map(\.0) == PhoneRuntimeTests.firings.map(\.name))
    }

    /// XCTest's waiters (`assertSnapshot` waits with one) give dispatch a watchdog for their timeout: it counts real time
    /// too, so a car that stops the phone's clock and passes an hour, or runs it a thousand times as fast, never fires it
    /// under a waiter still waiting (on the phone's clock it fired and trapped the test process).
    @Test func anXCTestWaitersWatchdogIsNotDueOnThePhonesClock() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let expectation = XCTestExpectation(description: "fulfilled after 0.2 s of real time")
        let result = await withCheckedContinuation { (done: CheckedContinuation<XCTWaiter.Result, Never>) in
            Thread.detachNewThread { done.resume(returning: XCTWaiter().wait(for: [expectation], timeout: 30)) }
            usleep(100_000)
            // The only wait on the phone's clock would be the watchdog's, 30.25 s on.
            let due = PhoneTime.nextAppDeadline()
            #expect(due.map { $0 < .seconds(30) || $0 > .seconds(31) } ?? true, "the watchdog is due in \(due.map { "\($0)" } ?? "") of phone time")
            usleep(100_000)
            expectation.fulfill()
        }
        #expect(result == .completed)
    }

    /// What `swift test` prints for that test: the seconds it really took, not the 600 of car time it passed. Runs
    /// this test executable again for that one test and reads its report.
    @Test func theRunnerReportsRealDurations() async throws {
        // On a thread of its own: the other tests' main-actor and pool work goes on while this one waits for its child.
        let (status, report) = try await offMain {
            let process = Process()
            #if os(Linux)
                process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            #else
                process.executableURL = Bundle.main.executableURL
            #endif
            process.arguments = ["--testing-library", "swift-testing", "--filter", "TestRunnerTimeTests/tenCarMinutesFitInAFiveMinuteLimit"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExitInRealTime()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        #expect(status == 0, "\(report)")
        let seconds = report.firstMatch(of: /tenCarMinutesFitInAFiveMinuteLimit\(\) passed after ([0-9.]+) seconds/).flatMap { Double($0.1) }
        #expect(seconds.map { $0 < 300 } == true, "reported \(seconds.map { "\($0) s" } ?? "nothing"): \(report)")
        #expect(!report.contains("Time limit was exceeded"), "\(report)")
    }

    /// The car's and the tests' waits for a tool they run end when the tool does, while a test's car holds the phone's
    /// clock stopped. Foundation's `waitUntilExit()` waits in run-loop slices whose time-outs follow the phone's clock:
    /// when the tool's end missed waking it, the wait lasted until that clock moved, and a whole package test run hung
    /// in `rsvg-convert`'s wait. (The missed wake-up can't be forced here; this checks the wait reads no clock of the
    /// phone's: the tool's real 0.2 s pass, and its status is there, while the phone's `Date()` stands still.)
    @Test func aWaitForAToolEndsWithTheToolWhileACarHoldsThePhonesClockStopped() async throws {
        let lease = await PhoneLease.acquire(stoppingTime: true)
        defer { lease.release() }
        let (real, phone, status) = try await offMain { () -> (Duration, TimeInterval, Int32) in
            let (realStart, phoneStart) = (PhoneTime.realNow, Date())
            let tool = Process()
            tool.executableURL = URL(fileURLWithPath: "/bin/sh")
            tool.arguments = ["-c", "sleep 0.2; exit 3"]
            try tool.run()
            tool.waitUntilExitInRealTime()
            return (realStart.duration(to: PhoneTime.realNow), Date().timeIntervalSince(phoneStart), tool.terminationStatus)
        }
        #expect(status == 3)
        #expect(real >= .milliseconds(190), "the wait ended with the tool, not before: \(real)")
        #expect(phone == 0, "the phone's clock stood still meanwhile")
    }
}
