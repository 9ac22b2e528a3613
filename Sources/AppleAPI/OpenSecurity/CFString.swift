// SPDX-License-Identifier: Apache-2.0

/// A string as Core Foundation passes it: the keychain's keys and values (`kSecClass`, `kSecAttrAccessibleWhenUnlocked`)
/// are these; code writes `kSecClass as String`, which works on both. Mirrors
/// [`CFString`](https://developer.apple.com/documentation/corefoundation/cfstring).
public typealias CFString = String
