// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Who a call is with: a phone number, an email address, or an app-specific identifier.
/// Mirrors [`CXHandle`](https://developer.apple.com/documentation/callkit/cxhandle).
open class CXHandle: NSObject, @unchecked Sendable {
    public enum HandleType: Int, Sendable {
        case generic = 1
        case phoneNumber, emailAddress
    }
    public let type: HandleType
    public let value: String
    public init(type: HandleType, value: String) {
        self.type = type
        self.value = value
        super.init()
    }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CXHandle else { return false }
        return o.type == type && o.value == value
    }
    open override var hash: Int { value.hashValue ^ type.rawValue }
}
