// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

#if !canImport(os)
    /// `OSAllocatedUnfairLock` as app code uses it (`import os`): a counter many threads bump, a compare-and-act under one
    /// acquisition, and the state-less form guarding the caller's own section.
    struct UnfairLockTests {
        /// A throttle's generation counter, as an app keeps one in a `static let`.
        enum Throttle {
            static let generation = OSAllocatedUnfairLock(initialState: 0)
        }

        @Test func concurrentIncrementsAreNotLost() async {
            let counter = OSAllocatedUnfairLock(initialState: 0)
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        for _ in 0..<2_000 { counter.withLock { $0 &+= 1 } }
                    }
                }
            }
            #expect(counter.withLock { $0 } == 16_000)
        }

        @Test func aTokenTakenUnderTheLockIsCheckedUnderIt() {
            let token: Int? = Throttle.generation.withLock { generation in generation > 100 ? nil : generation }
            #expect(token != nil)
            Throttle.generation.withLock { generation in generation &+= 1 }
            let current = Throttle.generation.withLock { $0 }
            #expect(current != token)
        }

        @Test func copiesShareTheirStateAndUncheckedStateNeedsNoSendable() {
            final class Box { var names: [String] = [] }
            let lock = OSAllocatedUnfairLock(uncheckedState: Box())
            let copy = lock
            copy.withLockUnchecked { $0.names.append("Kim") }
            #expect(lock.withLockUnchecked { $0.names } == ["Kim"])
        }

        @Test func theVoidFormLocksTheCallersOwnSection() {
            let lock = OSAllocatedUnfairLock()
            lock.lock()
            #expect(!lock.lockIfAvailable())
            #expect(lock.withLockIfAvailable { 1 } == nil)
            lock.unlock()
            #expect(lock.withLock { 2 } == 2)
            #expect(lock.withLockUnchecked { "three" } == "three")
        }
    }
#endif
