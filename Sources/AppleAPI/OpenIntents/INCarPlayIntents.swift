// SPDX-License-Identifier: Apache-2.0

import Foundation

// The CarPlay domain: vehicle settings only an automaker app can change, and only while CarPlay is connected.
// Apple deprecated the whole domain in iOS 15 ("This intent is no longer available"); the car routes these intents
// only when the phone runs iOS 14 or earlier (see `HeadUnit.askSiri`).

/// The response codes of the CarPlay domain's responses.
public enum INCarPlayResponseCode: Int, Sendable {
    case unspecified = 0
    case ready, inProgress, success, failure, failureRequiringAppLaunch
}

/// Change one climate setting. Mirrors [`INSetClimateSettingsInCarIntent`](https://developer.apple.com/documentation/intents/insetclimatesettingsincarintent).
open class INSetClimateSettingsInCarIntent: INIntent, @unchecked Sendable {
    public let enableFan: Bool?
    public let enableAirConditioner: Bool?
    public let enableClimateControl: Bool?
    public let enableAutoMode: Bool?
    public let airCirculationMode: INCarAirCirculationMode
    public let fanSpeedIndex: Int?
    public let fanSpeedPercentage: Double?
    public let relativeFanSpeedSetting: INRelativeSetting
    public let temperature: Measurement<UnitTemperature>?
    public let relativeTemperatureSetting: INRelativeSetting
    public let climateZone: INCarSeat
    public let carName: INSpeakableString?

    public init(
        enableFan: Bool? = nil, enableAirConditioner: Bool? = nil, enableClimateControl: Bool? = nil, enableAutoMode: Bool? = nil,
        airCirculationMode: INCarAirCirculationMode = .unknown, fanSpeedIndex: Int? = nil, fanSpeedPercentage: Double? = nil,
        relativeFanSpeedSetting: INRelativeSetting = .unknown, temperature: Measurement<UnitTemperature>? = nil,
        relativeTemperatureSetting: INRelativeSetting = .unknown, climateZone: INCarSeat = .unknown, carName: INSpeakableString? = nil
    ) {
        self.enableFan = enableFan
        self.enableAirConditioner = enableAirConditioner
        self.enableClimateControl = enableClimateControl
        self.enableAutoMode = enableAutoMode
        self.airCirculationMode = airCirculationMode
        self.fanSpeedIndex = fanSpeedIndex
        self.fanSpeedPercentage = fanSpeedPercentage
        self.relativeFanSpeedSetting = relativeFanSpeedSetting
        self.temperature = temperature
        self.relativeTemperatureSetting = relativeTemperatureSetting
        self.climateZone = climateZone
        self.carName = carName
        super.init()
    }
}

/// Mirrors [`INSetClimateSettingsInCarIntentResponse`](https://developer.apple.com/documentation/intents/insetclimatesettingsincarintentresponse).
open class INSetClimateSettingsInCarIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INCarPlayResponseCode
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INSetClimateSettingsInCarIntentHandling`](https://developer.apple.com/documentation/intents/insetclimatesettingsincarintenthandling).
public protocol INSetClimateSettingsInCarIntentHandling: NSObjectProtocol {
    func handle(intent: INSetClimateSettingsInCarIntent, completion: @escaping @Sendable (INSetClimateSettingsInCarIntentResponse) -> Void)
    func handle(intent: INSetClimateSettingsInCarIntent) async -> INSetClimateSettingsInCarIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INSetClimateSettingsInCarIntentHandling {
    public func handle(intent: INSetClimateSettingsInCarIntent, completion: @escaping @Sendable (INSetClimateSettingsInCarIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetClimateSettingsInCarIntentHandling"),
            fallback: { INSetClimateSettingsInCarIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSetClimateSettingsInCarIntent) async -> INSetClimateSettingsInCarIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetClimateSettingsInCarIntentHandling"),
            fallback: { INSetClimateSettingsInCarIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}

/// Turn a defroster on or off. Mirrors [`INSetDefrosterSettingsInCarIntent`](https://developer.apple.com/documentation/intents/insetdefrostersettingsincarintent).
open class INSetDefrosterSettingsInCarIntent: INIntent, @unchecked Sendable {
    public let enable: Bool?
    public let defroster: INCarDefroster
    public let carName: INSpeakableString?
    public init(enable: Bool? = nil, defroster: INCarDefroster = .unknown, carName: INSpeakableString? = nil) {
        self.enable = enable
        self.defroster = defroster
        self.carName = carName
        super.init()
    }
}

/// Mirrors [`INSetDefrosterSettingsInCarIntentResponse`](https://developer.apple.com/documentation/intents/insetdefrostersettingsincarintentresponse).
open class INSetDefrosterSettingsInCarIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INCarPlayResponseCode
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INSetDefrosterSettingsInCarIntentHandling`](https://developer.apple.com/documentation/intents/insetdefrostersettingsincarintenthandling).
public protocol INSetDefrosterSettingsInCarIntentHandling: NSObjectProtocol {
    func handle(intent: INSetDefrosterSettingsInCarIntent, completion: @escaping @Sendable (INSetDefrosterSettingsInCarIntentResponse) -> Void)
    func handle(intent: INSetDefrosterSettingsInCarIntent) async -> INSetDefrosterSettingsInCarIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INSetDefrosterSettingsInCarIntentHandling {
    public func handle(intent: INSetDefrosterSettingsInCarIntent, completion: @escaping @Sendable (INSetDefrosterSettingsInCarIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetDefrosterSettingsInCarIntentHandling"),
            fallback: { INSetDefrosterSettingsInCarIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSetDefrosterSettingsInCarIntent) async -> INSetDefrosterSettingsInCarIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetDefrosterSettingsInCarIntentHandling"),
            fallback: { INSetDefrosterSettingsInCarIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}

/// Seat heating, cooling or massage. Mirrors [`INSetSeatSettingsInCarIntent`](https://developer.apple.com/documentation/intents/insetseatsettingsincarintent)
/// (Apple's initializer says `relativeLevel:`, the property `relativeLevelSetting`).
open class INSetSeatSettingsInCarIntent: INIntent, @unchecked Sendable {
    public let enableHeating: Bool?
    public let enableCooling: Bool?
    public let enableMassage: Bool?
    public let seat: INCarSeat
    public let level: Int?
    public let relativeLevelSetting: INRelativeSetting
    public let carName: INSpeakableString?
    public init(
        enableHeating: Bool? = nil, enableCooling: Bool? = nil, enableMassage: Bool? = nil, seat: INCarSeat = .unknown, level: Int? = nil,
        relativeLevel: INRelativeSetting = .unknown, carName: INSpeakableString? = nil
    ) {
        self.enableHeating = enableHeating
        self.enableCooling = enableCooling
        self.enableMassage = enableMassage
        self.seat = seat
        self.level = level
        self.relativeLevelSetting = relativeLevel
        self.carName = carName
        super.init()
    }
}

/// Mirrors [`INSetSeatSettingsInCarIntentResponse`](https://developer.apple.com/documentation/intents/insetseatsettingsincarintentresponse).
open class INSetSeatSettingsInCarIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INCarPlayResponseCode
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INSetSeatSettingsInCarIntentHandling`](https://developer.apple.com/documentation/intents/insetseatsettingsincarintenthandling).
public protocol INSetSeatSettingsInCarIntentHandling: NSObjectProtocol {
    func handle(intent: INSetSeatSettingsInCarIntent, completion: @escaping @Sendable (INSetSeatSettingsInCarIntentResponse) -> Void)
    func handle(intent: INSetSeatSettingsInCarIntent) async -> INSetSeatSettingsInCarIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INSetSeatSettingsInCarIntentHandling {
    public func handle(intent: INSetSeatSettingsInCarIntent, completion: @escaping @Sendable (INSetSeatSettingsInCarIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetSeatSettingsInCarIntentHandling"),
            fallback: { INSetSeatSettingsInCarIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSetSeatSettingsInCarIntent) async -> INSetSeatSettingsInCarIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetSeatSettingsInCarIntentHandling"),
            fallback: { INSetSeatSettingsInCarIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}

/// Tune the car's radio. Mirrors [`INSetRadioStationIntent`](https://developer.apple.com/documentation/intents/insetradiostationintent).
open class INSetRadioStationIntent: INIntent, @unchecked Sendable {
    public let radioType: INRadioType
    public let frequency: Double?
    public let stationName: String?
    public let channel: String?
    public let presetNumber: Int?
    public init(radioType: INRadioType = .unknown, frequency: Double? = nil, stationName: String? = nil, channel: String? = nil, presetNumber: Int? = nil) {
        self.radioType = radioType
        self.frequency = frequency
        self.stationName = stationName
        self.channel = channel
        self.presetNumber = presetNumber
        super.init()
    }
}

/// Mirrors [`INSetRadioStationIntentResponse`](https://developer.apple.com/documentation/intents/insetradiostationintentresponse).
open class INSetRadioStationIntentResponse: INIntentResponse, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case unspecified = 0
        case ready, inProgress, success, failure, failureRequiringAppLaunch, failureNotSubscribed
    }
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INSetRadioStationIntentHandling`](https://developer.apple.com/documentation/intents/insetradiostationintenthandling).
public protocol INSetRadioStationIntentHandling: NSObjectProtocol {
    func handle(intent: INSetRadioStationIntent, completion: @escaping @Sendable (INSetRadioStationIntentResponse) -> Void)
    func handle(intent: INSetRadioStationIntent) async -> INSetRadioStationIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INSetRadioStationIntentHandling {
    public func handle(intent: INSetRadioStationIntent, completion: @escaping @Sendable (INSetRadioStationIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetRadioStationIntentHandling"),
            fallback: { INSetRadioStationIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSetRadioStationIntent) async -> INSetRadioStationIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetRadioStationIntentHandling"),
            fallback: { INSetRadioStationIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}

/// Switch the car's audio source. Mirrors [`INSetAudioSourceInCarIntent`](https://developer.apple.com/documentation/intents/insetaudiosourceincarintent).
open class INSetAudioSourceInCarIntent: INIntent, @unchecked Sendable {
    public let audioSource: INCarAudioSource
    public let relativeAudioSourceReference: INRelativeReference
    public init(audioSource: INCarAudioSource, relativeAudioSourceReference: INRelativeReference) {
        self.audioSource = audioSource
        self.relativeAudioSourceReference = relativeAudioSourceReference
        super.init()
    }
}

/// Mirrors [`INSetAudioSourceInCarIntentResponse`](https://developer.apple.com/documentation/intents/insetaudiosourceincarintentresponse).
open class INSetAudioSourceInCarIntentResponse: INIntentResponse, @unchecked Sendable {
    public typealias Code = INCarPlayResponseCode
    public let code: Code
    public init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Mirrors [`INSetAudioSourceInCarIntentHandling`](https://developer.apple.com/documentation/intents/insetaudiosourceincarintenthandling).
public protocol INSetAudioSourceInCarIntentHandling: NSObjectProtocol {
    func handle(intent: INSetAudioSourceInCarIntent, completion: @escaping @Sendable (INSetAudioSourceInCarIntentResponse) -> Void)
    func handle(intent: INSetAudioSourceInCarIntent) async -> INSetAudioSourceInCarIntentResponse
}

/// Either form of `handle` satisfies the protocol (see `INHandlingForms`).
extension INSetAudioSourceInCarIntentHandling {
    public func handle(intent: INSetAudioSourceInCarIntent, completion: @escaping @Sendable (INSetAudioSourceInCarIntentResponse) -> Void) {
        INHandlingForms.completionForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetAudioSourceInCarIntentHandling"),
            fallback: { INSetAudioSourceInCarIntentResponse(code: .failure, userActivity: nil) }, completion: completion,
            async: { await self.handle(intent: intent) })
    }
    public func handle(intent: INSetAudioSourceInCarIntent) async -> INSetAudioSourceInCarIntentResponse {
        await INHandlingForms.asyncForm(
            of: self, "handle",
            missing: INHandlingForms.neitherHandle("handle(intent:completion:)", "handle(intent:) async", of: "INSetAudioSourceInCarIntentHandling"),
            fallback: { INSetAudioSourceInCarIntentResponse(code: .failure, userActivity: nil) },
            completionForm: { done in self.handle(intent: intent, completion: done) })
    }
}
