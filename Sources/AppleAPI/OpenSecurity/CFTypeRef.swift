// SPDX-License-Identifier: Apache-2.0

/// Any Core Foundation object, as Swift sees it: what `SecItemCopyMatching` hands back (`Data`, a dictionary of
/// attributes, or an array of them) for the caller to cast. Mirrors
/// [`CFTypeRef`](https://developer.apple.com/documentation/corefoundation/cftyperef).
/// - Note: Only what keychain code needs of Core Foundation (Foundation on Linux bridges no CF types); a file that
///   also imports `CoreFoundation` gets two of these names.
public typealias CFTypeRef = AnyObject
