// SPDX-License-Identifier: Apache-2.0

// Darwin's <time.h> (and libdispatch's headers there) give these as `UInt64`; Glibc has none of them, and audio
// code writes `CMTimeScale(NSEC_PER_SEC)`. Apple documents them under Dispatch, e.g.
// [`NSEC_PER_SEC`](https://developer.apple.com/documentation/dispatch/nsec_per_sec).

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
