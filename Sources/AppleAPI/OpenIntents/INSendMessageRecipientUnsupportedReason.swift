// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Why a recipient can't be messaged. Mirrors
/// [`INSendMessageRecipientUnsupportedReason`](https://developer.apple.com/documentation/intents/insendmessagerecipientunsupportedreason).
/// The raw values follow the order of Apple's header as we know it (starting at 1); `noValidHandle` and
/// `requiringInAppAuthentication` are from memory of the header, not confirmed in the documentation we searched.
public enum INSendMessageRecipientUnsupportedReason: Int, Sendable {
    case noAccount = 1
    case offline
    case messagingServiceNotEnabledForRecipient
    case noValidHandle
    case requestedHandleInvalid
    case noHandleForLabel
    case requiringInAppAuthentication
}
