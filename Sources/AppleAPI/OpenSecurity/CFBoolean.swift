// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A Core Foundation Boolean, as keychain queries pass `kCFBooleanTrue` for `kSecReturnData`. Mirrors
/// [`CFBoolean`](https://developer.apple.com/documentation/corefoundation/cfboolean).
public typealias CFBoolean = NSNumber

/// Core Foundation's true. Mirrors [`kCFBooleanTrue`](https://developer.apple.com/documentation/corefoundation/kcfbooleantrue).
public var kCFBooleanTrue: CFBoolean! { NSNumber(value: true) }
/// Core Foundation's false. Mirrors [`kCFBooleanFalse`](https://developer.apple.com/documentation/corefoundation/kcfbooleanfalse).
public var kCFBooleanFalse: CFBoolean! { NSNumber(value: false) }
