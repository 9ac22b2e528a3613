// SPDX-License-Identifier: Apache-2.0

import Foundation

#if os(Linux)
    /// `Timer(timeInterval:repeats:block:)` as Apple's Foundation has it: the timer fires `interval` seconds after it is
    /// made (and every `interval` after that when it repeats), once it is added to a run loop.
    ///
    /// swift-corelibs-foundation makes it with its first fire date *now* (and a one-shot with no interval at all), so a
    /// timer an app makes this way and adds to `RunLoop.main` by hand would fire at once. This definition has that
    /// initializer's symbol, so the executable's is the one app code binds to (as `CPhoneRuntime` defines the clock
    /// functions): it makes the timer with `Timer(fire:interval:repeats:block:)`, whose fire date it states. The
    /// metatype UIKit passes is not read (a subclass of `Timer` made this way is made as a `Timer`). As Apple's, an
    /// interval of 0 or less is 0.1 ms. - Note: Ours (Linux only; elsewhere Foundation's own initializer is right).
    @_silgen_name("$s10Foundation5TimerC12timeInterval7repeats5blockACSd_SbyACYbctcfC")
    func phoneTimerInit(_ interval: Double, _ repeats: Bool, _ block: __owned @escaping @Sendable (Timer) -> Void) -> Timer {
        let seconds = interval > 0 ? interval : 0.0001
        return Timer(fire: Date(timeIntervalSinceNow: seconds), interval: seconds, repeats: repeats, block: block)
    }
#endif
