// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What changed about a call (or what is known of a new one). Mirrors
/// [`CXCallUpdate`](https://developer.apple.com/documentation/callkit/cxcallupdate).
open class CXCallUpdate: NSObject, @unchecked Sendable {
    open var remoteHandle: CXHandle?
    open var localizedCallerName: String?
    open var supportsHolding = false
    open var supportsGrouping = false
    open var supportsUngrouping = false
    open var supportsDTMF = false
    open var hasVideo = false
    public override init() { super.init() }
}

/// Why a call ended, as the app reports it. Mirrors
/// [`CXCallEndedReason`](https://developer.apple.com/documentation/callkit/cxcallendedreason).
public enum CXCallEndedReason: Int, Sendable {
    case failed = 1
    case remoteEnded, unanswered, answeredElsewhere, declinedElsewhere
}
