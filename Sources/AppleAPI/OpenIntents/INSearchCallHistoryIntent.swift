// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Kinds of call record. Mirrors [`INCallRecordType`](https://developer.apple.com/documentation/intents/incallrecordtype).
public enum INCallRecordType: Int, Sendable {
    case unknown = 0
    case outgoing, missed, received, latest, voicemail, ringing, inProgress, onHold
}

/// Sets of call record kinds. Mirrors [`INCallRecordTypeOptions`](https://developer.apple.com/documentation/intents/incallrecordtypeoptions).
public struct INCallRecordTypeOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let outgoing = INCallRecordTypeOptions(rawValue: 1 << 0)
    public static let missed = INCallRecordTypeOptions(rawValue: 1 << 1)
    public static let received = INCallRecordTypeOptions(rawValue: 1 << 2)
    public static let latest = INCallRecordTypeOptions(rawValue: 1 << 3)
    public static let voicemail = INCallRecordTypeOptions(rawValue: 1 << 4)
    public static let ringing = INCallRecordTypeOptions(rawValue: 1 << 5)
    public static let inProgress = INCallRecordTypeOptions(rawValue: 1 << 6)
    public static let onHold = INCallRecordTypeOptions(rawValue: 1 << 7)
}

/// Audio or video. Mirrors [`INCallCapability`](https://developer.apple.com/documentation/intents/incallcapability)
/// and [`INCallCapabilityOptions`](https://developer.apple.com/documentation/intents/incallcapabilityoptions).
public enum INCallCapability: Int, Sendable {
    case unknown = 0
    case audioCall, videoCall
}
public struct INCallCapabilityOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audioCall = INCallCapabilityOptions(rawValue: 1 << 0)
    public static let videoCall = INCallCapabilityOptions(rawValue: 1 << 1)
}

/// One entry of the app's call history. Mirrors [`INCallRecord`](https://developer.apple.com/documentation/intents/incallrecord).
open class INCallRecord: NSObject, @unchecked Sendable {
    public let identifier: String
    public let dateCreated: Date?
    public let callRecordType: INCallRecordType
    public let callCapability: INCallCapability
    public let callDuration: NSNumber?
    public let unseen: NSNumber?
    public let participants: [INPerson]?
    public let numberOfCalls: NSNumber?
    public let isCallerIdBlocked: NSNumber?
    public var caller: INPerson? { participants?.first }

    public init(
        identifier: String, dateCreated: Date?, callRecordType: INCallRecordType, callCapability: INCallCapability,
        callDuration: NSNumber?, unseen: NSNumber?, participants: [INPerson]?, numberOfCalls: NSNumber?, isCallerIdBlocked: NSNumber?
    ) {
        self.identifier = identifier
        self.dateCreated = dateCreated
        self.callRecordType = callRecordType
        self.callCapability = callCapability
        self.callDuration = callDuration
        self.unseen = unseen
        self.participants = participants
        self.numberOfCalls = numberOfCalls
        self.isCallerIdBlocked = isCallerIdBlocked
        super.init()
    }
}

/// "Any missed calls?" Mirrors [`INSearchCallHistoryIntent`](https://developer.apple.com/documentation/intents/insearchcallhistoryintent).
open class INSearchCallHistoryIntent: INIntent, @unchecked Sendable {
    public let recipient: INPerson?
    public let callCapabilities: INCallCapabilityOptions
    public let callTypes: INCallRecordTypeOptions
    public let unseen: NSNumber?
    public init(dateCreated: Any?, recipient: INPerson?, callCapabilities: INCallCapabilityOptions, callTypes: INCallRecordTypeOptions, unseen: NSNumber?) {
        self.recipient = recipient
        self.callCapabilities = callCapabilities
        self.callTypes = callTypes
        self.unseen = unseen
        super.init()
    }
}

/// Mirrors [`INSearchCallHistoryIntentResponse`](https://developer.apple.com/documentation/intents/insearchcallhistoryintentresponse).
open class INSearchCallHistoryIntentResponse: INIntentResponse, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case unspecified = 0
        case ready, continueInApp, inProgress, success, failure, failureRequiringAppLaunch, failureAppConfigurationRequired
    }
    public let code: Code
    open var callRecords: [INCallRecord]?
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INSearchCallHistoryIntentHandling`](https://developer.apple.com/documentation/intents/insearchcallhistoryintenthandling).
public protocol INSearchCallHistoryIntentHandling: NSObjectProtocol {
    func handle(intent: INSearchCallHistoryIntent, completion: @escaping @Sendable (INSearchCallHistoryIntentResponse) -> Void)
    func handle(intent: INSearchCallHistoryIntent) async -> INSearchCallHistoryIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INSearchCallHistoryIntentHandling {
    public func handle(intent: INSearchCallHistoryIntent, completion: @escaping @Sendable (INSearchCallHistoryIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSearchCallHistoryIntentHandling"),
            fallback: { INSearchCallHistoryIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSearchCallHistoryIntent) async -> INSearchCallHistoryIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSearchCallHistoryIntentHandling"),
            fallback: { INSearchCallHistoryIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}
