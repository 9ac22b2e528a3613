// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Resolves a message's recipient. Mirrors
/// [`INSendMessageRecipientResolutionResult`](https://developer.apple.com/documentation/intents/insendmessagerecipientresolutionresult).
open class INSendMessageRecipientResolutionResult: INPersonResolutionResult, @unchecked Sendable {
    /// The reason given with `unsupported(forReason:)`, as its raw value.
    package private(set) var unsupportedReasonCode: Int?

    /// A recipient result with a person result's outcome and values. Mirrors
    /// [`init(personResolutionResult:)`](https://developer.apple.com/documentation/intents/insendmessagerecipientresolutionresult/init(personresolutionresult:)).
    public convenience init(personResolutionResult: INPersonResolutionResult) {
        self.init(outcome: personResolutionResult.outcome)
        copyPersonValues(from: personResolutionResult)
    }

    /// The app can't message this person, for `reason`. Mirrors
    /// [`unsupported(forReason:)`](https://developer.apple.com/documentation/intents/insendmessagerecipientresolutionresult/unsupported(forreason:)).
    open class func unsupported(forReason reason: INSendMessageRecipientUnsupportedReason) -> Self {
        result(.unsupported) { $0.unsupportedReasonCode = reason.rawValue }
    }

    /// The reason given with `unsupported(forReason:)`. - Note: Not in Intents.
    package var unsupportedReason: INSendMessageRecipientUnsupportedReason? { unsupportedReasonCode.flatMap { .init(rawValue: $0) } }
}
