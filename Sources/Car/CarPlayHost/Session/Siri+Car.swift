// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenIntents

/// Siri's car intents: the car commands domain (any app, CarPlay or not) and the CarPlay domain (automaker apps
/// whose protocols the vehicle declares, and only on iOS 14 or earlier: Apple deprecated the domain in iOS 15 and
/// says its intents are "no longer available").
extension HeadUnit {
    /// The phrasings the car understands for car intents (a few per intent, like Apple's example phrases).
    static func carIntent(for text: String) -> INIntent? {
        let lower = text.lowercased()
        func match(_ pattern: String) -> [String]? {
            guard let re = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
                let m = re.firstMatch(in: lower, range: NSRange(lower.startIndex..., in: lower))
            else { return nil }
            return (0..<m.numberOfRanges).map { i in Range(m.range(at: i), in: lower).map { String(lower[$0]) } ?? "" }
        }
        if match(#"^(is|are) (my|the) (car|doors?) locked"#) != nil { return INGetCarLockStatusIntent(carName: nil) }
        if match(#"^unlock (my|the) (car|doors)"#) != nil { return INSetCarLockStatusIntent(locked: false, carName: nil) }
        if match(#"^lock (my|the) (car|doors)"#) != nil { return INSetCarLockStatusIntent(locked: true, carName: nil) }
        if match(#"(how much (fuel|gas|charge|battery)|(fuel|charge|battery) level|range (is )?left|how far can i)"#) != nil {
            return INGetCarPowerLevelStatusIntent(carName: nil)
        }
        if match(#"(honk|sound the horn|beep the horn)"#) != nil { return INActivateCarSignalIntent(carName: nil, signals: .audible) }
        if match(#"flash (the |my )?(lights|headlights)"#) != nil { return INActivateCarSignalIntent(carName: nil, signals: .visible) }
        if let m = match(#"(set|change) the temperature to (\d+(?:\.\d+)?)"#), let t = Double(m[2]) {
            return INSetClimateSettingsInCarIntent(temperature: Measurement(value: t, unit: .celsius), climateZone: .driver)
        }
        if let m = match(#"turn (on|off) the (ac|a/c|air conditioning|air conditioner)"#) {
            return INSetClimateSettingsInCarIntent(enableAirConditioner: m[1] == "on")
        }
        if match(#"(turn|set) the fan to (max|maximum)"#) != nil { return INSetClimateSettingsInCarIntent(relativeFanSpeedSetting: .highest) }
        if let m = match(#"(turn|set) the fan to (\d)"#), let n = Int(m[2]) { return INSetClimateSettingsInCarIntent(fanSpeedIndex: n) }
        if let m = match(#"turn (on|off) the (front |rear )?(defroster|defogger)"#) {
            let which: INCarDefroster = m[2].hasPrefix("rear") ? .rear : m[2].hasPrefix("front") ? .front : .all
            return INSetDefrosterSettingsInCarIntent(enable: m[1] == "on", defroster: which)
        }
        if let m = match(#"turn (on|off) (my|the driver'?s?|the passenger'?s?) seat heater"#) {
            return INSetSeatSettingsInCarIntent(
                enableHeating: m[1] == "on", seat: m[2].contains("passenger") ? .passenger : .driver, level: m[1] == "on" ? 2 : 0)
        }
        if let m = match(#"(tune to|play|switch to) (\d+(?:\.\d+)?) ?fm"#), let f = Double(m[2]) {
            return INSetRadioStationIntent(radioType: .FM, frequency: f)
        }
        if let m = match(#"(tune to|play|switch to) fm (\d+(?:\.\d+)?)"#), let f = Double(m[2]) { return INSetRadioStationIntent(radioType: .FM, frequency: f) }
        if let m = match(#"(play|switch to) preset (\d)"#), let n = Int(m[2]) { return INSetRadioStationIntent(presetNumber: n) }
        if let m = match(#"(switch|change) (the )?(audio )?(source )?to (the )?(radio|bluetooth|usb|carplay)"#) {
            let source: INCarAudioSource =
                switch m[6] {
                case "radio": .sourceRadio
                case "bluetooth": .sourceBluetooth
                case "usb": .sourceUSB
                default: .sourceCarPlay
                }
            return INSetAudioSourceInCarIntent(audioSource: source, relativeAudioSourceReference: .unknown)
        }
        return nil
    }

    /// Whether an intent belongs to the CarPlay domain (automaker apps, CarPlay connected).
    static func isCarPlayDomain(_ intent: INIntent) -> Bool {
        intent is INSetClimateSettingsInCarIntent || intent is INSetDefrosterSettingsInCarIntent || intent is INSetSeatSettingsInCarIntent
            || intent is INSetRadioStationIntent || intent is INSetAudioSourceInCarIntent
    }

    static func isCarCommand(_ intent: INIntent) -> Bool {
        intent is INSetCarLockStatusIntent || intent is INGetCarLockStatusIntent || intent is INGetCarPowerLevelStatusIntent
            || intent is INActivateCarSignalIntent
    }

    /// The apps that may take an intent in this car, in Siri's order, or the reply when none may.
    func carIntentCandidates(_ intent: INIntent, ordered: [AppDeclaration]) -> (apps: [AppDeclaration], refusal: String?) {
        if Self.isCarPlayDomain(intent) {
            guard vehicle.iOSMajorVersion < 15 else {
                return ([], "Sorry, I can't change the car's settings from here: iOS \(vehicle.iOSMajorVersion) no longer offers Siri's CarPlay car controls.")
            }
            // Siri routes CarPlay intents to the automaker app made for this vehicle, without its name being said.
            let apps = ordered.filter { !$0.carPlayProtocols.isEmpty && $0.reasonNotShown(on: vehicle) == nil }
            return (apps, apps.isEmpty ? "No app for this car can do that." : nil)
        }
        return (ordered, nil)
    }

    static func runCarIntent(_ intent: INIntent, with handler: Any) async -> String? {
        func done(_ ok: Bool, _ yes: String, _ no: String) -> String { ok ? yes : no }
        switch (intent, handler) {
        case (let i as INSetCarLockStatusIntent, let h as any INSetCarLockStatusIntentHandling):
            let r = await ask { h.handle(intent: i, completion: $0) }
            return done(r.code == .success, i.locked == false ? "Your car is unlocked." : "Your car is locked.", "I couldn't reach your car.")
        case (let i as INGetCarLockStatusIntent, let h as any INGetCarLockStatusIntentHandling):
            let r = await ask { h.handle(intent: i, completion: $0) }
            guard r.code == .success, let locked = r.locked else { return "I couldn't reach your car." }
            return locked ? "Your car is locked." : "Your car is unlocked."
        case (let i as INGetCarPowerLevelStatusIntent, let h as any INGetCarPowerLevelStatusIntentHandling):
            let r = await ask { h.handle(intent: i, completion: $0) }
            guard r.code == .success else { return "I couldn't reach your car." }
            var parts: [String] = []
            if let c = r.chargePercentRemaining { parts.append("\(Int((c * 100).rounded()))% charge\(r.charging == true ? ", charging" : "")") }
            if let f = r.fuelPercentRemaining { parts.append("\(Int((f * 100).rounded()))% fuel") }
            if let d = r.distanceRemaining { parts.append("\(Int(d.converted(to: .kilometers).value.rounded())) km range") }
            return parts.isEmpty ? "Your car didn't say." : "Your car has " + parts.joined(separator: ", ") + "."
        case (let i as INActivateCarSignalIntent, let h as any INActivateCarSignalIntentHandling):
            let r = await ask { h.handle(intent: i, completion: $0) }
            return done(r.code == .success, i.signals.contains(.audible) ? "Honking the horn." : "Flashing the lights.", "I couldn't reach your car.")
        case (let i as INSetClimateSettingsInCarIntent, let h as any INSetClimateSettingsInCarIntentHandling):
            let r = await ask { h.handle(intent: i, completion: $0) }
            return done(r.code == .success, "Done.", "I couldn't change the climate settings.")
        case (let i as INSetDefrosterSettingsInCarIntent, let h as any INSetDefrosterSettingsInCarIntentHandling):
            let r = await ask { h.handle(intent: i, completion: $0) }
            return done(r.code == .success, "The defroster is \(i.enable == false ? "off" : "on").", "I couldn't change the defroster.")
        case (let i as INSetSeatSettingsInCarIntent, let h as any INSetSeatSettingsInCarIntentHandling):
            let r = await ask { h.handle(intent: i, completion: $0) }
            return done(r.code == .success, "The seat heater is \(i.enableHeating == false ? "off" : "on").", "I couldn't change the seat settings.")
        case (let i as INSetRadioStationIntent, let h as any INSetRadioStationIntentHandling):
            let r = await ask { h.handle(intent: i, completion: $0) }
            return done(r.code == .success, "Tuned.", "I couldn't change the station.")
        case (let i as INSetAudioSourceInCarIntent, let h as any INSetAudioSourceInCarIntentHandling):
            let r = await ask { h.handle(intent: i, completion: $0) }
            return done(r.code == .success, "Switched.", "I couldn't change the audio source.")
        default:
            return nil
        }
    }
}
