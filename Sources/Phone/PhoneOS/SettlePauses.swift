// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sleeps a settle's short pauses (in which the app's worker threads have the CPU) on a thread of its own. A pause
/// slept in a background task held a worker thread meanwhile: one of the two a priority's pool has on two cores (the
/// app's background work, and other pauses, waited for it), and in an app process, whose tasks run on the main queue,
/// the app's main thread itself. Each pause ends its length after it was asked for, whatever others are under way.
/// - Note: Ours.
package final class SettlePauses: Sendable {
    private struct Waiter {
        let asked: ContinuousClock.Instant
        let due: ContinuousClock.Instant
        let resume: CheckedContinuation<Duration, Never>
    }
    private let waiting = Mutex<[Waiter]>([])
    /// A pipe whose bytes wake the sleeper's thread (`phone_wait_readable`: a poll timed in the kernel's real time, no
    /// wait of the phone's runtime).
    private let wake: (read: Int32, write: Int32)

    /// The pauses of this process (a forked process gets its own: the thread isn't forked with it).
    package static var shared: SettlePauses {
        instance.withLock { current in
            if let (pid, pauses) = current, pid == getpid() { return pauses }
            let pauses = SettlePauses()
            current = (getpid(), pauses)
            return pauses
        }
    }
    private static let instance = Mutex<(pid: Int32, pauses: SettlePauses)?>(nil)

    private init() {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { fatalError("the settle's pauses need a pipe: \(String(cString: strerror(errno)))") }
        wake = (fds[0], fds[1])
        Thread.detachNewThread { [self] in sleepAsAsked() }
    }

    /// Returns about `microseconds` of real time after the call, having held no thread of the caller's meanwhile, with
    /// the real time from the call to the pause's end (the hop back to the caller not counted).
    package func pause(microseconds: UInt32) async -> Duration {
        let asked = PhoneTime.realNow
        return await withCheckedContinuation { (c: CheckedContinuation<Duration, Never>) in
            waiting.withLock { $0.append(Waiter(asked: asked, due: asked + .microseconds(microseconds), resume: c)) }
            var byte: UInt8 = 1
            while write(wake.write, &byte, 1) < 0 && errno == EINTR {}
        }
    }

    private func sleepAsAsked() {
        var bytes = [UInt8](repeating: 0, count: 64)
        var pending: [Waiter] = []
        while true {
            pending += waiting.withLock { w -> [Waiter] in
                defer { w = [] }
                return w
            }
            let now = PhoneTime.realNow
            let due = pending.filter { $0.due <= now }
            pending.removeAll { $0.due <= now }
            for waiter in due { waiter.resume.resume(returning: waiter.asked.duration(to: now)) }
            // Until the next pause is due, or a new one is asked for.
            let next = pending.map(\.due).min().map { now.duration(to: $0).nanoseconds } ?? -1
            if phone_wait_readable(wake.read, next) == 1 { _ = read(wake.read, &bytes, bytes.count) }
        }
    }
}
