// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Dispatch
import Foundation
import Synchronization

/// The start-up self-check of the phone's runtime: which of its hooks are in effect in this process, and what the car
/// does without the others. Said once, on standard error, when a car first takes the phone.
///
/// On Linux every hook is in effect in an executable built by SwiftPM (its definitions are the ones the shared
/// libraries bind to). On other platforms, or an executable linked so that they bind elsewhere, the car falls back:
/// its own clock moves, the apps' timers, delays and sleeps run in real time.
/// - Note: Ours.
public struct PhoneRuntimeCheck: Sendable {
    /// One hook of the phone's runtime.
    public enum Hook: String, CaseIterable, Sendable {
        case clocks, kernelTimers, dispatch, mainRunLoop, protectedFiles, testRunner
        /// Overrides of Swift functions by mangled name (`PhoneRuntimeOverride`).
        case timerInitializer, locale, dataWrite, timerClass

        /// The hooks of the C runtime (`phone_runtime_hooks_in_effect`), which elsewhere than on Linux are never in effect.
        public static let runtimeHooks: [Hook] = [.clocks, .kernelTimers, .dispatch, .mainRunLoop, .protectedFiles, .testRunner]

        var bit: Int32 {
            switch self {
            case .clocks: Int32(PHONE_HOOK_CLOCKS)
            case .kernelTimers: Int32(PHONE_HOOK_KERNEL_TIMERS)
            case .dispatch: Int32(PHONE_HOOK_DISPATCH)
            case .mainRunLoop: Int32(PHONE_HOOK_MAIN_RUN_LOOP)
            case .protectedFiles: Int32(PHONE_HOOK_PROTECTED_FILES)
            case .testRunner: Int32(PHONE_HOOK_TEST_RUNNER)
            case .timerInitializer, .locale, .dataWrite, .timerClass: 0
            }
        }

        /// What the hook does, and what the car does without it.
        public var fallback: String {
            switch self {
            case .clocks: "clock readings (Date, ContinuousClock, DispatchTime) are real: the apps' time doesn't follow the car's clock"
            case .kernelTimers: "waits end in real time: the apps' timers, delays and sleeps run in real time, the car's own clock still moves"
            case .dispatch: "the apps' deadlines aren't seen: a car moving its clock steps a second at a time instead of deadline to deadline"
            case .mainRunLoop: "timers for the main run loop run only where the platform runs RunLoop.main"
            case .protectedFiles: "a locked phone's protected files stay readable"
            case .testRunner: "the test runner's time-limit sleeps follow the phone's clock"
            case .timerInitializer: "Timer(timeInterval:repeats:block:) is Foundation's on Linux: a timer made with it fires at once"
            case .locale: "Locale.current and preferredLanguages are Foundation's on Linux (en_001), not the phone's language"
            case .dataWrite: "Data.write(to:options:) is Foundation's: files written with a protection class aren't protected"
            case .timerClass: "no timer is kept for the main run loop: an app's Timer on RunLoop.main never fires"
            }
        }
    }

    /// The hooks not in effect.
    public let missing: [Hook]
    /// What was found for each override by mangled name that doesn't hold (see `PhoneRuntimeOverride`).
    public let details: [String]

    /// Checks this process: the C runtime's view of which symbols bind to it, and a probe that reads Foundation's,
    /// libdispatch's and Swift's clocks and counts the readings that reached it.
    public static func run() -> PhoneRuntimeCheck {
        let inEffect = phone_runtime_hooks_in_effect()
        var missing = Hook.runtimeHooks.filter { inEffect & $0.bit == 0 }
        if !missing.contains(.clocks) {
            var reached: [Int32] = []
            phone_runtime_probe_begin()
            _ = Date()
            reached.append(phone_runtime_probe_end())
            phone_runtime_probe_begin()
            _ = DispatchTime.now()
            reached.append(phone_runtime_probe_end())
            phone_runtime_probe_begin()
            _ = ContinuousClock.now
            reached.append(phone_runtime_probe_end())
            if reached.contains(0) { missing.insert(.clocks, at: 0) }
        }
        let overrides = PhoneRuntimeOverride.problems()
        missing += overrides.map(\.hook).filter { !missing.contains($0) }
        return PhoneRuntimeCheck(missing: missing, details: overrides.map(\.why))
    }

    public init(missing: [Hook], details: [String] = []) {
        self.missing = missing
        self.details = details
    }

    /// What to say (nil when every hook is in effect).
    public var message: String? {
        guard !missing.isEmpty else { return nil }
        var lines = missing.map { "  - \($0.rawValue): \($0.fallback)" }
        if !details.isEmpty {
            lines.append(
                "  overrides by mangled name, written for Swift \(PhoneRuntimeOverride.writtenFor), this toolchain Swift "
                    + "\(PhoneRuntimeOverride.toolchain): " + details.joined(separator: "; "))
        }
        return "opencarplay: \(missing.count) of the phone's runtime hooks \(missing.count == 1 ? "is" : "are") not in effect in this process"
            + " (the car falls back):\n" + lines.joined(separator: "\n") + "\n"
    }

    /// Says `message` through `write` the first time `reporter` is asked; later calls say nothing. Returns whether it spoke.
    @discardableResult
    public func report(once reporter: Reporter, write: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) -> Bool {
        guard let message, reporter.first() else { return false }
        write(message)
        return true
    }

    /// Remembers whether the check has been reported.
    public final class Reporter: Sendable {
        private let reported = Mutex(false)
        public init() {}
        func first() -> Bool {
            reported.withLock { was in
                defer { was = true }
                return !was
            }
        }
    }

    /// Reads a word the way the test runner's hook reads a task's: nil for an address that is null, misaligned or not
    /// mapped (never a fault), and always nil where the hook doesn't exist.
    package static func readWord(at address: UnsafeRawPointer?) -> UInt? {
        var word: UnsafeMutableRawPointer?
        guard phone_runtime_read_word(address, &word) != 0 else { return nil }
        return UInt(bitPattern: word)
    }

    /// Whether the test runner's sleeps could not be told apart in this process (they then follow the phone's clock).
    public static var testRunnerFellBack: Bool { phone_runtime_test_runner_fell_back() != 0 }

    /// The process's hooks, checked and reported at most once (every car in the process shares them).
    public static let process = Reporter()

    /// Checks the process's hooks and says, once per process, which aren't in effect.
    public static func reportOnce() {
        _ = processReported
    }
    private static let processReported: Bool = run().report(once: process)
}
