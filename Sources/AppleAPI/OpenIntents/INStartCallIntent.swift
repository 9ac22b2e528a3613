// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Start an audio or video call. Mirrors [`INStartCallIntent`](https://developer.apple.com/documentation/intents/instartcallintent).
open class INStartCallIntent: INIntent, @unchecked Sendable {
    public enum CallCapability: Int, Sendable {
        case unknown = 0
        case audioCall, videoCall
    }
    public let contacts: [INPerson]?
    public let callCapability: CallCapability
    public init(
        callRecordFilter: Any?, callRecordToCallBack: Any?, audioRoute: Int, destinationType: Int,
        contacts: [INPerson]?, callCapability: CallCapability
    ) {
        self.contacts = contacts
        self.callCapability = callCapability
        super.init()
    }
}

/// Mirrors [`INStartCallIntentResponse`](https://developer.apple.com/documentation/intents/instartcallintentresponse).
open class INStartCallIntentResponse: INIntentResponse, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case unspecified = 0
        case ready, continueInApp, userConfirmationRequired, failure, failureRequiringAppLaunch, failureCallingServiceNotAvailable,
            failureContactNotSupportedByApp, failureAirplaneModeEnabled, failureUnableToHandOff, failureAppConfigurationRequired, failureCallInProgress,
            failureCallRinging, failureRequiringInAppAuthentication
    }
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INStartCallIntentHandling`](https://developer.apple.com/documentation/intents/instartcallintenthandling).
public protocol INStartCallIntentHandling: NSObjectProtocol {
    func handle(intent: INStartCallIntent, completion: @escaping @Sendable (INStartCallIntentResponse) -> Void)
    func handle(intent: INStartCallIntent) async -> INStartCallIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INStartCallIntentHandling {
    public func handle(intent: INStartCallIntent, completion: @escaping @Sendable (INStartCallIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle", missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INStartCallIntentHandling"),
            fallback: { INStartCallIntentResponse(code: .failure, userActivity: nil) }, completion: completion, async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INStartCallIntent) async -> INStartCallIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle", missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INStartCallIntentHandling"),
            fallback: { INStartCallIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}
