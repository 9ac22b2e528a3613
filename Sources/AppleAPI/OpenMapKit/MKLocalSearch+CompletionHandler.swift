// SPDX-License-Identifier: Apache-2.0

import Foundation

extension MKLocalSearch {
    /// The type of a search's completion handler: the response, or the error when there is none. Mirrors
    /// [`MKLocalSearch.CompletionHandler`](https://developer.apple.com/documentation/mapkit/mklocalsearch/completionhandler),
    /// spelled as Apple's page gives it (without `@MainActor @Sendable`, which `start(completionHandler:)` asks of the
    /// closure it is given).
    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void
}
