// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// How the two forms of a handling protocol's method stand in for each other. - Note: Not in Intents.
///
/// In Apple's SDK the handling protocols are Objective-C protocols, and Swift imports each completion-handler method
/// with an `async` alternative: an app implements either one, and Siri calls the one it has. Here each protocol
/// declares both, and an extension gives each a default that calls the other, so either satisfies the protocol and
/// a call to either reaches the app's. When the app implements neither, the two defaults would call each other
/// forever: the second call notices (a task-local record of the bridges under way) and answers the fallback instead:
/// for an optional method what Siri does without it; for `handle`, which Apple requires, a failure, after telling
/// `missingMethods` (the car) which methods are missing.
package enum INHandlingForms {
    struct Bridge: Hashable, Sendable {
        let object: ObjectIdentifier
        let method: String
    }

    /// The bridges under way in this task (an object's method whose default called its other form).
    @TaskLocal static var bridging: Set<Bridge> = []

    /// Told, when an app's handler implements neither form of a required method, what is missing (the car sets it).
    @TaskLocal package static var missingMethods: MissingMethods?

    /// What an app's handlers miss, as Siri's calls find it. A class, not a closure, in the task-local: a closure bound
    /// with `withValue` around an `async` body crashed an optimized build as the value was pushed (a release `headunit`'s
    /// app processes, at Siri's first call into a handler).
    package final class MissingMethods: Sendable {
        private let items = Mutex<[String]>([])
        package init() {}
        package func add(_ what: String) { items.withLock { $0.append(what) } }
        package var all: [String] { items.withLock { $0 } }
    }

    /// The default of a completion-handler form: runs the `async` form in a task and hands its answer to `completion`.
    /// `missing` says what is missing when neither form is implemented (nil for an optional method).
    package static func completionForm<R: Sendable>(
        of owner: AnyObject, _ method: String, missing: String? = nil, fallback: @escaping @Sendable () -> R,
        completion: @escaping (R) -> Void, async asyncForm: @escaping () async -> R
    ) {
        let bridge = Bridge(object: ObjectIdentifier(owner), method: method)
        guard !bridging.contains(bridge) else {
            if let missing { missingMethods?.add("\(type(of: owner)) \(missing)") }
            completion(fallback())
            return
        }
        let call = Unchecked((asyncForm, completion))
        $bridging.withValue(bridging.union([bridge])) {
            Task {
                let answer = await call.value.0()
                call.value.1(answer)
            }
        }
    }

    /// The default of an `async` form: calls the completion-handler form and waits for its first answer.
    package static func asyncForm<R: Sendable>(
        of owner: AnyObject, _ method: String, missing: String? = nil, fallback: @escaping @Sendable () -> R,
        completionForm: (@escaping @Sendable (R) -> Void) -> Void
    ) async -> R {
        let bridge = Bridge(object: ObjectIdentifier(owner), method: method)
        guard !bridging.contains(bridge) else {
            if let missing { missingMethods?.add("\(type(of: owner)) \(missing)") }
            return fallback()
        }
        return await $bridging.withValue(bridging.union([bridge])) { await firstAnswer(completionForm) }
    }

    /// Calls a completion-handler method and waits for its answer: the first, however often (and from whichever
    /// thread) the handler calls its completion.
    package static func firstAnswer<R: Sendable>(
        isolation: isolated (any Actor)? = #isolation, _ completionForm: (@escaping @Sendable (R) -> Void) -> Void
    ) async -> R {
        await withCheckedContinuation(isolation: isolation) { (c: CheckedContinuation<R, Never>) in
            let once = Once(c)
            completionForm { once.resume($0) }
        }
    }

    /// What is said when a handler implements neither form of `handle`.
    package static func neitherHandle(_ completionForm: String, _ asyncForm: String, of protocolName: String) -> String {
        "adopts \(protocolName) but implements neither \(completionForm) nor \(asyncForm): Siri can't handle the intent"
    }

    private struct Unchecked<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }

    /// Resumes a continuation once, however often (and from whichever thread) a handler calls its completion.
    private final class Once<T: Sendable>: @unchecked Sendable {
        private var continuation: CheckedContinuation<T, Never>?
        private let lock = NSLock()
        init(_ c: CheckedContinuation<T, Never>) { continuation = c }
        func resume(_ value: T) {
            lock.lock()
            let c = continuation
            continuation = nil
            lock.unlock()
            c?.resume(returning: value)
        }
    }
}
