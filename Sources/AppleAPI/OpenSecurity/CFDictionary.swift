// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A dictionary as Core Foundation passes it: keychain queries are written `query as CFDictionary`. Here it is
/// `NSDictionary`, which Swift dictionaries (`[String: Any]`, `[CFString: Any]`) convert to with `as`, as they do to
/// CFDictionary on iOS. Mirrors [`CFDictionary`](https://developer.apple.com/documentation/corefoundation/cfdictionary).
public typealias CFDictionary = NSDictionary
