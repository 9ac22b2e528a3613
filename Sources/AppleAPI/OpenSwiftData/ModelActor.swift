// SPDX-License-Identifier: Apache-2.0

/// An actor with a model context of its own, on its container's store: code on the actor reads and saves models off
/// the main actor, and what it saves the container's other contexts fetch. Apple's
/// [`ModelActor`](https://developer.apple.com/documentation/swiftdata/modelactor); `@ModelActor` writes the members.
public protocol ModelActor: Actor {
    /// The container whose store the actor's context uses.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor that runs the actor's code, and has its context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's context, used only on the actor.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The actor runs on its model executor (one job at a time, as any actor).
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        guard let serial = modelExecutor as? any SerialExecutor else {
            preconditionFailure("\(type(of: self))'s model executor \(type(of: modelExecutor)) is not a serial executor")
        }
        return serial.asUnownedSerialExecutor()
    }
}
