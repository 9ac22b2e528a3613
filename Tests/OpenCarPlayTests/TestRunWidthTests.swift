import Foundation
import PhoneOS
import Synchronization
import TestRunWidth
import Testing

/// The package's own test run has a width (TestRunWidth.c): Swift Testing starts no more test cases at once.
struct TestRunWidthTests {
    /// The width this run has: the one `TestRunWidth` set as the binary loaded, or the one the run was given (nil:
    /// none, every case at once).
    static var width: Int? { variable.flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } }

    /// Swift Testing's setting as this process has it.
    static var variable: String? { ProcessInfo.processInfo.environment["SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH"] }

    @Test func theBinarySetsTheWidthUnlessTheRunHasOne() {
        let set = Int(opencarplay_test_run_width())
        if set > 0 {
            #expect(set == 4 * max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
            #expect(Self.width == set, "Swift Testing reads the width from the environment as the run starts")
        } else {
            #expect(Self.variable != nil, "the run's own width is kept")
        }
    }

    /// Cases running now, and the most seen at once.
    static let running = Mutex((now: 0, most: 0))

    /// Each case waits 50 ms on a thread of its own: without a width all 48 would be waiting at once.
    @Test(arguments: 0..<48) func noMoreCasesRunAtOnceThanTheWidth(index: Int) async throws {
        Self.running.withLock {
            $0.now += 1
            $0.most = max($0.most, $0.now)
        }
        _ = try await offMain { usleep(50_000) }
        let most = Self.running.withLock { running -> Int in
            running.now -= 1
            return running.most
        }
        if let width = Self.width { #expect(most <= width, "case \(index): \(most) cases ran at once, the width is \(width)") }
    }
}
