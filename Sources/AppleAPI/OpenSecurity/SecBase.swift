// SPDX-License-Identifier: Apache-2.0

// Result codes of Security's functions, with the values and messages Apple gives them.
// See [Security Framework Result Codes](https://developer.apple.com/documentation/security/security-framework-result-codes).

/// No error. Mirrors [`errSecSuccess`](https://developer.apple.com/documentation/security/errsecsuccess).
public let errSecSuccess: OSStatus = 0
/// The function or operation isn't implemented (here: keys, certificates and identities).
/// Mirrors [`errSecUnimplemented`](https://developer.apple.com/documentation/security/errsecunimplemented).
public let errSecUnimplemented: OSStatus = -4
/// A parameter isn't valid. Mirrors [`errSecParam`](https://developer.apple.com/documentation/security/errsecparam).
public let errSecParam: OSStatus = -50
/// There is no keychain (no phone: no car holds one). Mirrors
/// [`errSecNotAvailable`](https://developer.apple.com/documentation/security/errsecnotavailable).
public let errSecNotAvailable: OSStatus = -25291
/// An item with the same primary key is in the keychain already. Mirrors
/// [`errSecDuplicateItem`](https://developer.apple.com/documentation/security/errsecduplicateitem).
public let errSecDuplicateItem: OSStatus = -25299
/// No item matches. Mirrors [`errSecItemNotFound`](https://developer.apple.com/documentation/security/errsecitemnotfound).
public let errSecItemNotFound: OSStatus = -25300
/// The item can't be used now: its accessibility needs an unlocked phone (or one unlocked since it started). Mirrors
/// [`errSecInteractionNotAllowed`](https://developer.apple.com/documentation/security/errsecinteractionnotallowed).
public let errSecInteractionNotAllowed: OSStatus = -25308

/// A sentence describing a result code, or nil for a code this stand-in doesn't know. Mirrors
/// [`SecCopyErrorMessageString(_:_:)`](https://developer.apple.com/documentation/security/seccopyerrormessagestring(_:_:)).
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: "No error."
    case errSecUnimplemented: "Function or operation not implemented."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecNotAvailable: "No keychain is available. You may need to restart your computer."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecInteractionNotAllowed: "User interaction is not allowed."
    default: nil
    }
}
