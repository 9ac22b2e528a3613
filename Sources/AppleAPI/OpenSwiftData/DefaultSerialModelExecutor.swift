// SPDX-License-Identifier: Apache-2.0

import Dispatch

/// The executor `@ModelActor` gives an actor: its jobs run one at a time on a queue of their own, and its context is
/// used only there. Apple's
/// [`DefaultSerialModelExecutor`](https://developer.apple.com/documentation/swiftdata/defaultserialmodelexecutor).
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    // Unchecked: the context is only touched by the jobs this executor runs, one at a time.
    public let modelContext: ModelContext
    /// Where the jobs run. - Note: Ours.
    private let queue = DispatchQueue(label: "OpenSwiftData.DefaultSerialModelExecutor")

    public init(modelContext: ModelContext) { self.modelContext = modelContext }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}
