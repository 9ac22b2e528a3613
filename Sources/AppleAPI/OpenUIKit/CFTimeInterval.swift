// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)
    /// Seconds, as Core Foundation and QuartzCore count them (`CACurrentMediaTime()`, `CADisplayLink.timestamp`). Mirrors
    /// [`CFTimeInterval`](https://developer.apple.com/documentation/corefoundation/cftimeinterval), which Foundation on
    /// Linux doesn't export (on Apple's platforms Foundation brings Core Foundation's).
    public typealias CFTimeInterval = Double
#endif
