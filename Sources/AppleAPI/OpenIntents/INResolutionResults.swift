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

    /// A result of the class it is called on, with `outcome` and the values `set` gives it: the body of each
    /// `success(with:)`, `disambiguation(with:)`, `confirmationRequired(with:)` and `unsupported(forReason:)`.
    static func result(_ outcome: Outcome, _ set: (Self) -> Void) -> Self {
        let r = Self(outcome: outcome)
        set(r)
        return r
    }
}

open class INPersonResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public private(set) var resolvedPerson: INPerson?
    open class func success(with resolvedPerson: INPerson) -> Self {
        result(.success) { $0.resolvedPerson = resolvedPerson }
    }
    open class func disambiguation(with personsToDisambiguate: [INPerson]) -> Self {
        result(.disambiguation(personsToDisambiguate.count)) { $0.personsToDisambiguate = personsToDisambiguate }
    }
    /// The people given to `disambiguation(with:)`, for Siri to ask among. - Note: Not in Intents.
    package internal(set) var personsToDisambiguate: [INPerson] = []
    /// Copies another result's outcome and values (a recipient result made from a person result).
    func copyPersonValues(from other: INPersonResolutionResult) {
        resolvedPerson = other.resolvedPerson
        personsToDisambiguate = other.personsToDisambiguate
    }
    open class func confirmationRequired(with personToConfirm: INPerson?) -> Self {
        result(.confirmationRequired) { $0.resolvedPerson = personToConfirm }
    }
}

open class INStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public private(set) var resolvedString: String?
    open class func success(with resolvedString: String) -> Self {
        result(.success) { $0.resolvedString = resolvedString }
    }
}

/// Mirrors [`INSpeakableStringResolutionResult`](https://developer.apple.com/documentation/intents/inspeakablestringresolutionresult).
open class INSpeakableStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    public private(set) var resolvedString: INSpeakableString?
    /// The strings given to `disambiguation(with:)`. - Note: Not in Intents.
    package private(set) var stringsToDisambiguate: [INSpeakableString] = []
    open class func success(with resolvedString: INSpeakableString) -> Self {
        result(.success) { $0.resolvedString = resolvedString }
    }
    /// Mirrors [`disambiguation(with:)`](https://developer.apple.com/documentation/intents/inspeakablestringresolutionresult/disambiguation(with:)).
    open class func disambiguation(with stringsToDisambiguate: [INSpeakableString]) -> Self {
        result(.disambiguation(stringsToDisambiguate.count)) { $0.stringsToDisambiguate = stringsToDisambiguate }
    }
    /// Mirrors [`confirmationRequired(with:)`](https://developer.apple.com/documentation/intents/inspeakablestringresolutionresult/confirmationrequired(with:)).
    open class func confirmationRequired(with stringToConfirm: INSpeakableString?) -> Self {
        result(.confirmationRequired) { $0.resolvedString = stringToConfirm }
    }
}
