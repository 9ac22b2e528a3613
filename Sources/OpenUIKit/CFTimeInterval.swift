// SPDX-License-Identifier: Apache-2.0

/// Seconds, as Core Foundation and QuartzCore count them (`CACurrentMediaTime()`, `CADisplayLink.timestamp`). Mirrors
/// [`CFTimeInterval`](https://developer.apple.com/documentation/corefoundation/cftimeinterval), which Foundation on
/// Linux doesn't export.
public typealias CFTimeInterval = Double
