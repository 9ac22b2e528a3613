// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a fetch request can return: managed objects (the only result type fetched here), and on iOS also object IDs,
/// dictionaries and counts.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
