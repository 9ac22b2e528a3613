// SPDX-License-Identifier: Apache-2.0

#if !canImport(os)
    import Foundation

    /// A lock that guards a piece of state, shared by every copy of it. Apple's
    /// [`OSAllocatedUnfairLock`](https://developer.apple.com/documentation/os/osallocatedunfairlock).
    ///
    /// It really locks: a thread that calls `withLock` while another holds the lock waits for it. The state and the lock
    /// live in one heap object, so copies of the structure share them, as with Apple's. Apple's lock is an
    /// `os_unfair_lock` (no fairness between waiters); this one is a `pthread` mutex via `NSLock`, which the caller can't
    /// tell apart. `precondition(_:)` (the ownership check) and the `flags:` forms (iOS 18) are not provided.
    public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
        /// The state and the lock guarding it, one object shared by all copies. - Note: Ours.
        final class Storage: @unchecked Sendable {
            let mutex = NSLock()
            var state: State
            init(_ state: State) { self.state = state }
        }
        let storage: Storage

        /// A lock guarding `initialState`, whether or not it is `Sendable` (the caller vouches for it).
        public init(uncheckedState initialState: State) { storage = Storage(initialState) }

        /// Runs `body` with the state while holding the lock; `body` may change the state.
        public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
            storage.mutex.lock()
            defer { storage.mutex.unlock() }
            return try body(&storage.state)
        }

        /// Runs `body` with the state while holding the lock; the result and `body` must be `Sendable`.
        public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
            try withLockUnchecked(body)
        }

        /// Runs `body` if the lock is free, else returns `nil` at once.
        public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
            guard storage.mutex.try() else { return nil }
            defer { storage.mutex.unlock() }
            return try body(&storage.state)
        }

        /// Runs `body` if the lock is free, else returns `nil` at once; the result and `body` must be `Sendable`.
        public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
            try withLockIfAvailableUnchecked(body)
        }
    }

    extension OSAllocatedUnfairLock where State: Sendable {
        /// A lock guarding `initialState`.
        public init(initialState: State) { self.init(uncheckedState: initialState) }
    }

    extension OSAllocatedUnfairLock where State == Void {
        /// A lock that guards no state: the caller's own critical sections.
        public init() { self.init(uncheckedState: ()) }

        /// Takes the lock, waiting while another thread holds it.
        public func lock() { storage.mutex.lock() }

        /// Gives the lock back.
        public func unlock() { storage.mutex.unlock() }

        /// Takes the lock if it is free; `false` if another thread holds it.
        public func lockIfAvailable() -> Bool { storage.mutex.try() }

        /// Runs `body` while holding the lock.
        public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
            lock()
            defer { unlock() }
            return try body()
        }

        /// Runs `body` while holding the lock; the result and `body` must be `Sendable`.
        public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
            try withLockUnchecked(body)
        }

        /// Runs `body` if the lock is free, else returns `nil` at once.
        public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? {
            guard lockIfAvailable() else { return nil }
            defer { unlock() }
            return try body()
        }

        /// Runs `body` if the lock is free, else returns `nil` at once; the result and `body` must be `Sendable`.
        public func withLockIfAvailable<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R? {
            try withLockIfAvailableUnchecked(body)
        }
    }
#endif
