// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The outcome of resolving one intent parameter. Mirrors [`INIntentResolutionResult`](https://developer.apple.com/documentation/intents/inintentresolutionresult).
open class INIntentResolutionResult: NSObject, @unchecked Sendable {
    /// What the resolution decided. - Note: Not in Intents.
    public enum Outcome: Sendable, Equatable {
        case success, needsValue, notRequired, unsupported
        case disambiguation(Int)
        case confirmationRequired
    }
    public let outcome: Outcome
    open class func needsValue() -> Self { Self(outcome: .needsValue) }
    open class func notRequired() -> Self { Self(outcome: .notRequired) }
    open class func unsupported() -> Self { Self(outcome: .unsupported) }
    required public init(outcome: Outcome, _ tag: Void = ()) {
        self.outcome = outcome
        super.init()
    }
}

open class INPersonResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public private(set) var resolvedPerson: INPerson?
    open class func success(with resolvedPerson: INPerson) -> Self {
        let r = Self(outcome: .success)
        r.resolvedPerson = resolvedPerson
        return r
    }
    open class func disambiguation(with personsToDisambiguate: [INPerson]) -> Self {
        Self(outcome: .disambiguation(personsToDisambiguate.count))
    }
    open class func confirmationRequired(with personToConfirm: INPerson?) -> Self {
        let r = Self(outcome: .confirmationRequired)
        r.resolvedPerson = personToConfirm
        return r
    }
}

open class INSendMessageRecipientResolutionResult: INPersonResolutionResult, @unchecked Sendable {}

open class INStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public private(set) var resolvedString: String?
    open class func success(with resolvedString: String) -> Self {
        let r = Self(outcome: .success)
        r.resolvedString = resolvedString
        return r
    }
}

open class INSpeakableStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public private(set) var resolvedString: INSpeakableString?
    open class func success(with resolvedString: INSpeakableString) -> Self {
        let r = Self(outcome: .success)
        r.resolvedString = resolvedString
        return r
    }
}
