// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Synchronization

/// Real time for the parts of a car's process that must not follow the phone's clock.
///
/// The phone's clock is the process's (see `PhoneTime`), but only the apps' code and the car's simulated world follow
/// it. The live car's server reads real time whatever `--speed` is: its NIO event loop threads are marked
/// (`markCurrentThread()`), and its tasks run inside `run(_:)` — their clock readings (`ContinuousClock`, `Date`,
/// `DispatchTime`), their sleeps (`Task.sleep`: WebSocket pings) and their dispatch waits are real. Where a server task
/// calls into the car (a WebSocket's messages), `onPhoneTime(_:)` puts it back on the phone's clock.
/// - Note: Ours.
public enum RealTime {
    @TaskLocal static var isOn = false

    /// Runs `body`, and every task it starts (child tasks and `Task {}` alike; not detached ones), on real time.
    public static func run<R>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R) async rethrows -> R {
        enter()
        defer { leave() }
        return try await $isOn.withValue(true, operation: body, isolation: isolation)
    }

    /// Runs `body` on the phone's clock inside real-time code: the car's own work a server task calls into.
    public static func onPhoneTime<R>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R) async rethrows -> R {
        try await $isOn.withValue(false, operation: body, isolation: isolation)
    }

    /// Marks the calling thread as reading real time for good: a thread that runs nothing but the server (an event
    /// loop's).
    public static func markCurrentThread() { phone_time_set_thread_real(1) }

    /// Whether the caller reads real time (a marked thread, a task inside `run`; every caller where the phone's clock
    /// can't be the process's).
    public static var isCurrent: Bool { phone_time_context_is_real() != 0 }

    /// How many `run` scopes are open: the runtime asks about the task-local only while one is (outside them a clock
    /// read costs the process nothing more).
    private static let scopes = Mutex(0)
    private static let check: @convention(c) () -> Int32 = { RealTime.isOn ? 1 : 0 }

    private static func enter() {
        scopes.withLock { open in
            if open == 0 { phone_time_set_real_time_check(check) }
            open += 1
        }
    }

    private static func leave() {
        scopes.withLock { open in
            open -= 1
            if open == 0 { phone_time_set_real_time_check(nil) }
        }
    }
}
