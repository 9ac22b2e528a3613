// SPDX-License-Identifier: Apache-2.0

/// An executor that runs a model actor's code, with the context that code uses. Apple's
/// [`ModelExecutor`](https://developer.apple.com/documentation/swiftdata/modelexecutor).
public protocol ModelExecutor: Executor {
    /// The context the actor's code reads and saves through.
    var modelContext: ModelContext { get }
}
