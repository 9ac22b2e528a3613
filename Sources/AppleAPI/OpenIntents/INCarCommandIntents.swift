// SPDX-License-Identifier: Apache-2.0

import Foundation

// The car commands domain (locks, power level, signals): available to every app, with or without CarPlay.
// Apple's pages: https://developer.apple.com/documentation/sirikit/car_commands

/// The response codes the car command responses share (each Apple type has its own enum with these cases).
public enum INCarCommandResponseCode: Int, Sendable {
    case unspecified = 0
    case ready, inProgress, success, failure, failureRequiringAppLaunch
}

/// Lock or unlock the car. Mirrors [`INSetCarLockStatusIntent`](https://developer.apple.com/documentation/intents/insetcarlockstatusintent).
open class INSetCarLockStatusIntent: INIntent, @unchecked Sendable {
    public let locked: Bool?
    public let carName: INSpeakableString?
    public init(locked: Bool?, carName: INSpeakableString?) {
        self.locked = locked
        self.carName = carName
        super.init()
    }
}

/// Mirrors [`INSetCarLockStatusIntentResponse`](https://developer.apple.com/documentation/intents/insetcarlockstatusintentresponse).
open class INSetCarLockStatusIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INCarCommandResponseCode
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INSetCarLockStatusIntentHandling`](https://developer.apple.com/documentation/intents/insetcarlockstatusintenthandling).
public protocol INSetCarLockStatusIntentHandling: NSObjectProtocol {
    func handle(intent: INSetCarLockStatusIntent, completion: @escaping @Sendable (INSetCarLockStatusIntentResponse) -> Void)
    func handle(intent: INSetCarLockStatusIntent) async -> INSetCarLockStatusIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INSetCarLockStatusIntentHandling {
    public func handle(intent: INSetCarLockStatusIntent, completion: @escaping @Sendable (INSetCarLockStatusIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetCarLockStatusIntentHandling"),
            fallback: { INSetCarLockStatusIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSetCarLockStatusIntent) async -> INSetCarLockStatusIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetCarLockStatusIntentHandling"),
            fallback: { INSetCarLockStatusIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}

/// Is the car locked? Mirrors [`INGetCarLockStatusIntent`](https://developer.apple.com/documentation/intents/ingetcarlockstatusintent).
open class INGetCarLockStatusIntent: INIntent, @unchecked Sendable {
    public let carName: INSpeakableString?
    public init(carName: INSpeakableString?) {
        self.carName = carName
        super.init()
    }
}

/// Mirrors [`INGetCarLockStatusIntentResponse`](https://developer.apple.com/documentation/intents/ingetcarlockstatusintentresponse).
open class INGetCarLockStatusIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INCarCommandResponseCode
    public let code: Code
    public var locked: Bool?
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INGetCarLockStatusIntentHandling`](https://developer.apple.com/documentation/intents/ingetcarlockstatusintenthandling).
public protocol INGetCarLockStatusIntentHandling: NSObjectProtocol {
    func handle(intent: INGetCarLockStatusIntent, completion: @escaping @Sendable (INGetCarLockStatusIntentResponse) -> Void)
    func handle(intent: INGetCarLockStatusIntent) async -> INGetCarLockStatusIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INGetCarLockStatusIntentHandling {
    public func handle(intent: INGetCarLockStatusIntent, completion: @escaping @Sendable (INGetCarLockStatusIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INGetCarLockStatusIntentHandling"),
            fallback: { INGetCarLockStatusIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INGetCarLockStatusIntent) async -> INGetCarLockStatusIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INGetCarLockStatusIntentHandling"),
            fallback: { INGetCarLockStatusIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}

/// How much fuel or charge is left. Mirrors [`INGetCarPowerLevelStatusIntent`](https://developer.apple.com/documentation/intents/ingetcarpowerlevelstatusintent).
open class INGetCarPowerLevelStatusIntent: INIntent, @unchecked Sendable {
    public let carName: INSpeakableString?
    public init(carName: INSpeakableString?) {
        self.carName = carName
        super.init()
    }
}

/// Mirrors [`INGetCarPowerLevelStatusIntentResponse`](https://developer.apple.com/documentation/intents/ingetcarpowerlevelstatusintentresponse)
/// (the levels and distance; not the iOS 14 charging-formula properties).
open class INGetCarPowerLevelStatusIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INCarCommandResponseCode
    public let code: Code
    public var carIdentifier: String?
    public var fuelPercentRemaining: Float?
    public var chargePercentRemaining: Float?
    public var distanceRemaining: Measurement<UnitLength>?
    public var charging: Bool?
    public var minutesToFull: Int?
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INGetCarPowerLevelStatusIntentHandling`](https://developer.apple.com/documentation/intents/ingetcarpowerlevelstatusintenthandling).
public protocol INGetCarPowerLevelStatusIntentHandling: NSObjectProtocol {
    func handle(intent: INGetCarPowerLevelStatusIntent, completion: @escaping @Sendable (INGetCarPowerLevelStatusIntentResponse) -> Void)
    func handle(intent: INGetCarPowerLevelStatusIntent) async -> INGetCarPowerLevelStatusIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INGetCarPowerLevelStatusIntentHandling {
    public func handle(intent: INGetCarPowerLevelStatusIntent, completion: @escaping @Sendable (INGetCarPowerLevelStatusIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INGetCarPowerLevelStatusIntentHandling"),
            fallback: { INGetCarPowerLevelStatusIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INGetCarPowerLevelStatusIntent) async -> INGetCarPowerLevelStatusIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INGetCarPowerLevelStatusIntentHandling"),
            fallback: { INGetCarPowerLevelStatusIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}

/// Sound the horn or flash the lights. Mirrors [`INActivateCarSignalIntent`](https://developer.apple.com/documentation/intents/inactivatecarsignalintent).
open class INActivateCarSignalIntent: INIntent, @unchecked Sendable {
    public let carName: INSpeakableString?
    public let signals: INCarSignalOptions
    public init(carName: INSpeakableString?, signals: INCarSignalOptions = []) {
        self.carName = carName
        self.signals = signals
        super.init()
    }
}

/// Mirrors [`INActivateCarSignalIntentResponse`](https://developer.apple.com/documentation/intents/inactivatecarsignalintentresponse).
open class INActivateCarSignalIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INCarCommandResponseCode
    public let code: Code
    public var signals: INCarSignalOptions = []
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INActivateCarSignalIntentHandling`](https://developer.apple.com/documentation/intents/inactivatecarsignalintenthandling).
public protocol INActivateCarSignalIntentHandling: NSObjectProtocol {
    func handle(intent: INActivateCarSignalIntent, completion: @escaping @Sendable (INActivateCarSignalIntentResponse) -> Void)
    func handle(intent: INActivateCarSignalIntent) async -> INActivateCarSignalIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INActivateCarSignalIntentHandling {
    public func handle(intent: INActivateCarSignalIntent, completion: @escaping @Sendable (INActivateCarSignalIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INActivateCarSignalIntentHandling"),
            fallback: { INActivateCarSignalIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INActivateCarSignalIntent) async -> INActivateCarSignalIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INActivateCarSignalIntentHandling"),
            fallback: { INActivateCarSignalIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}
