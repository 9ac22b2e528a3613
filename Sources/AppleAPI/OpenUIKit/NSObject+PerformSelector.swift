// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

#if !canImport(ObjectiveC)
    /// NSObject's `perform` family, which swift-corelibs-foundation lacks (it has no selectors): the method a `Selector`
    /// carries, called now or after a delay on the main run loop (so on the car's clock, as an app's timers are). As on
    /// iOS, a delayed request holds its target and argument until it runs or is cancelled. - Note: Ours on Linux.
    extension NSObject {
        /// Calls the method now. Mirrors [`perform(_:)`](https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:)).
        /// - Note: The method's result is not returned here (nil); called off the main thread, the method runs on the
        ///   main queue while the caller waits (methods here may touch the main actor's state).
        @discardableResult
        public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
            performSelector(onMainThread: aSelector, with: nil, waitUntilDone: true)
            return nil
        }

        /// Calls the method now with an argument. Mirrors [`perform(_:with:)`](https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:with:)).
        /// - Note: As ``perform(_:)``.
        @discardableResult
        public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
            performSelector(onMainThread: aSelector, with: object, waitUntilDone: true)
            return nil
        }

        /// Calls the method with `anArgument` after `delay` seconds, from the main run loop. Mirrors
        /// [`perform(_:with:afterDelay:)`](https://developer.apple.com/documentation/objectivec/nsobject/perform(_:with:afterdelay:)).
        public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
            nonisolated(unsafe) let target = self
            nonisolated(unsafe) let argument = anArgument
            let id = DelayedPerforms.nextID()
            let timer = Timer(timeInterval: max(delay, 0.0001), repeats: false) { _ in
                guard DelayedPerforms.take(id, target: ObjectIdentifier(target)) else { return }
                MainActor.assumeIsolated { TargetAction.perform(aSelector, on: target, with: [argument]) }
            }
            DelayedPerforms.add(id, timer: timer, selector: aSelector, argument: argument, target: ObjectIdentifier(self))
            RunLoop.main.add(timer, forMode: .default)
        }

        /// Calls the method on the main thread: now when already there, else on the main queue (waiting for it when
        /// `wait` is true). Mirrors [`performSelector(onMainThread:with:waitUntilDone:)`](https://developer.apple.com/documentation/objectivec/nsobject/performselector(onmainthread:with:waituntildone:)).
        public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
            TargetAction.performOnMainQueue(aSelector, on: self, with: [arg], wait: wait)
        }

        /// Cancels the delayed requests made on `aTarget`. Mirrors
        /// [`cancelPreviousPerformRequests(withTarget:)`](https://developer.apple.com/documentation/objectivec/nsobject/cancelpreviousperformrequests(withtarget:)).
        public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
            DelayedPerforms.cancel(target: ObjectIdentifier(aTarget as AnyObject)) { _, _ in true }
        }

        /// Cancels the delayed requests made on `aTarget` with this selector and an equal argument (`isEqual`, as
        /// Apple's compares them; here values that are `Hashable` compare with `==`). Mirrors
        /// [`cancelPreviousPerformRequests(withTarget:selector:object:)`](https://developer.apple.com/documentation/objectivec/nsobject/cancelpreviousperformrequests(withtarget:selector:object:)).
        public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
            DelayedPerforms.cancel(target: ObjectIdentifier(aTarget as AnyObject)) { selector, argument in
                guard selector == aSelector else { return false }
                switch (argument, anArgument) {
                case (nil, nil): return true
                case (let a?, let b?):
                    if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
                    if let a = a as? NSObject { return a.isEqual(b) }
                    return (a as AnyObject) === (b as AnyObject)
                default: return false
                }
            }
        }
    }

    /// Delayed `perform` requests waiting for their time, by target: what cancelling finds. - Note: Ours.
    enum DelayedPerforms {
        struct Request: @unchecked Sendable {
            // Unchecked: the timer and argument are only touched on the main run loop and under the lock.
            let id: Int
            let timer: Timer
            let selector: Selector
            let argument: Any?
        }
        private static let pending = Mutex<(next: Int, requests: [ObjectIdentifier: [Request]])>((0, [:]))

        static func nextID() -> Int {
            pending.withLock {
                $0.next += 1
                return $0.next
            }
        }

        static func add(_ id: Int, timer: Timer, selector: Selector, argument: Any?, target: ObjectIdentifier) {
            pending.withLock { $0.requests[target, default: []].append(Request(id: id, timer: timer, selector: selector, argument: argument)) }
        }

        /// Takes a request out as it runs: false when it was cancelled.
        static func take(_ id: Int, target: ObjectIdentifier) -> Bool {
            pending.withLock { state in
                guard var list = state.requests[target], let i = list.firstIndex(where: { $0.id == id }) else { return false }
                list.remove(at: i)
                state.requests[target] = list.isEmpty ? nil : list
                return true
            }
        }

        static func cancel(target: ObjectIdentifier, matching: (Selector, Any?) -> Bool) {
            let cancelled: [Request] = pending.withLock { state in
                guard let list = state.requests[target] else { return [] }
                let gone = list.filter { matching($0.selector, $0.argument) }
                let kept = list.filter { !matching($0.selector, $0.argument) }
                state.requests[target] = kept.isEmpty ? nil : kept
                return gone
            }
            for r in cancelled { r.timer.invalidate() }
        }
    }
#endif
