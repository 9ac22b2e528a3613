// SPDX-License-Identifier: Apache-2.0

#if !canImport(Darwin)
    /// Seconds since 1 January 2001, as Core Foundation counts them (a disconnection's timestamp). Mirrors
    /// [`CFAbsoluteTime`](https://developer.apple.com/documentation/corefoundation/cfabsolutetime), which Foundation on
    /// Linux doesn't export (on Apple's platforms Foundation brings Core Foundation's).
    public typealias CFAbsoluteTime = Double
#endif
