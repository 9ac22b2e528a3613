// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(ObjectiveC)
    /// Foundation's target–selector timers, which swift-corelibs-foundation lacks (it has no selectors): the timer calls
    /// the method `aSelector` carries (see `Selector`) on `target`, with the timer as its argument when it takes one,
    /// and holds the target until it is invalidated (a one-shot timer, until it fires), as Apple's does. - Note: Ours on
    /// Linux. `userInfo` is not kept: swift-corelibs-foundation's `Timer` has no way to set it, so a method that reads
    /// `timer.userInfo` gets nil (pass what it needs another way).
    extension Timer {
        /// Mirrors [`init(timeInterval:target:selector:userInfo:repeats:)`](https://developer.apple.com/documentation/foundation/timer/init(timeinterval:target:selector:userinfo:repeats:)):
        /// fires `ti` seconds after it is made, once added to a run loop.
        public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
            let seconds = ti > 0 ? ti : 0.0001
            self.init(
                fire: Date(timeIntervalSinceNow: seconds), interval: seconds, repeats: yesOrNo,
                block: Self.calling(aSelector, on: aTarget))
        }

        /// Mirrors [`init(fireAt:interval:target:selector:userInfo:repeats:)`](https://developer.apple.com/documentation/foundation/timer/init(fireat:interval:target:selector:userinfo:repeats:)).
        public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?, repeats rep: Bool) {
            self.init(fire: date, interval: ti > 0 ? ti : 0.0001, repeats: rep, block: Self.calling(s, on: t))
        }

        /// Mirrors [`scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`](https://developer.apple.com/documentation/foundation/timer/scheduledtimer(timeinterval:target:selector:userinfo:repeats:)):
        /// the timer, added to the current run loop.
        public class func scheduledTimer(
            timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
        )
            -> Timer
        {
            let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
            RunLoop.current.add(timer, forMode: .default)
            return timer
        }

        /// The timer's block: calls the selector on the target, on the main actor (timers are the main run loop's here,
        /// as an app's are on iOS; a target–selector timer on a thread's own run loop is not supported).
        private static func calling(_ selector: Selector, on target: Any) -> @Sendable (Timer) -> Void {
            nonisolated(unsafe) let object = target as AnyObject
            return { timer in
                nonisolated(unsafe) let timer = timer
                MainActor.assumeIsolated { TargetAction.perform(selector, on: object, with: [timer]) }
            }
        }
    }
#endif
