// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation

/// Velo's intents extension: the car commands (lock, power level, horn and lights) with or without CarPlay,
/// and the CarPlay car controls (climate, defroster, seats, radio, audio source) over the car's protocols.
final class VeloIntentHandler: INExtension, INSetCarLockStatusIntentHandling, INGetCarLockStatusIntentHandling,
    INGetCarPowerLevelStatusIntentHandling, INActivateCarSignalIntentHandling, INSetClimateSettingsInCarIntentHandling,
    INSetDefrosterSettingsInCarIntentHandling, INSetSeatSettingsInCarIntentHandling, INSetRadioStationIntentHandling,
    INSetAudioSourceInCarIntentHandling, @unchecked Sendable
{
    let app: VeloApp

    init(app: VeloApp) {
        self.app = app
        super.init()
    }

    override func handler(for intent: INIntent) -> Any? { self }

    private func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T { MainActor.assumeIsolated(body) }

    func handle(intent: INSetCarLockStatusIntent, completion: @escaping (INSetCarLockStatusIntentResponse) -> Void) {
        guard let locked = intent.locked else { return completion(INSetCarLockStatusIntentResponse(code: .failure, userActivity: nil)) }
        onMain { app.vehicle.setLocked(locked) }
        completion(INSetCarLockStatusIntentResponse(code: .success, userActivity: nil))
    }

    func handle(intent: INGetCarLockStatusIntent, completion: @escaping (INGetCarLockStatusIntentResponse) -> Void) {
        let response = INGetCarLockStatusIntentResponse(code: .success, userActivity: nil)
        response.locked = onMain { app.vehicle.isLocked }
        completion(response)
    }

    func handle(intent: INGetCarPowerLevelStatusIntent, completion: @escaping (INGetCarPowerLevelStatusIntentResponse) -> Void) {
        let level = onMain { app.vehicle.powerLevel }
        let response = INGetCarPowerLevelStatusIntentResponse(code: .success, userActivity: nil)
        response.fuelPercentRemaining = level.fuel.map { Float($0) / 100 }
        response.chargePercentRemaining = level.charge.map { Float($0) / 100 }
        response.distanceRemaining = Measurement(value: Double(level.rangeKilometres), unit: .kilometers)
        response.charging = level.charge == nil ? nil : level.charging
        completion(response)
    }

    func handle(intent: INActivateCarSignalIntent, completion: @escaping (INActivateCarSignalIntentResponse) -> Void) {
        onMain {
            if intent.signals.contains(.audible) { app.vehicle.signal(horn: true) }
            if intent.signals.contains(.visible) { app.vehicle.signal(horn: false) }
        }
        let response = INActivateCarSignalIntentResponse(code: .success, userActivity: nil)
        response.signals = intent.signals
        completion(response)
    }

    // MARK: CarPlay car controls: they need the car (CarPlay connected, the protocol supported).

    private func has(_ feature: VeloFeature) -> Bool { onMain { app.vehicle.features.contains(feature) } }

    func handle(intent: INSetClimateSettingsInCarIntent, completion: @escaping (INSetClimateSettingsInCarIntentResponse) -> Void) {
        guard has(.climate) else { return completion(INSetClimateSettingsInCarIntentResponse(code: .failureRequiringAppLaunch, userActivity: nil)) }
        onMain {
            let v = app.vehicle
            if let t = intent.temperature {
                let c = t.converted(to: .celsius).value
                switch intent.climateZone {
                case .passenger, .frontRight: v.setTemperature(driver: false, c)
                case .all, .front:
                    v.setTemperature(driver: true, c)
                    v.setTemperature(driver: false, c)
                default: v.setTemperature(driver: true, c)
                }
            }
            if let ac = intent.enableAirConditioner { v.setClimateFlag(0x04, ac) }
            if let auto = intent.enableAutoMode { v.setClimateFlag(0x05, auto) }
            if intent.airCirculationMode != .unknown { v.setClimateFlag(0x06, intent.airCirculationMode == .recirculateAir) }
            if let fan = intent.enableFan { v.setFan(fan ? max(v.climate.fanSpeed, 3) : 0) }
            if let index = intent.fanSpeedIndex { v.setFan(index) }
            if let percent = intent.fanSpeedPercentage { v.setFan(Int((percent * 7).rounded())) }
            switch intent.relativeFanSpeedSetting {
            case .highest: v.setFan(7)
            case .lowest: v.setFan(1)
            case .higher: v.setFan(v.climate.fanSpeed + 1)
            case .lower: v.setFan(v.climate.fanSpeed - 1)
            case .unknown: break
            }
            switch intent.relativeTemperatureSetting {
            case .higher: v.setTemperature(driver: true, v.climate.driverTemperature + 1)
            case .lower: v.setTemperature(driver: true, v.climate.driverTemperature - 1)
            default: break
            }
        }
        completion(INSetClimateSettingsInCarIntentResponse(code: .success, userActivity: nil))
    }

    func handle(intent: INSetDefrosterSettingsInCarIntent, completion: @escaping (INSetDefrosterSettingsInCarIntentResponse) -> Void) {
        guard has(.climate) else { return completion(INSetDefrosterSettingsInCarIntentResponse(code: .failureRequiringAppLaunch, userActivity: nil)) }
        let on = intent.enable ?? true
        onMain {
            if intent.defroster != .rear { app.vehicle.setClimateFlag(0x07, on) }
            if intent.defroster != .front { app.vehicle.setClimateFlag(0x08, on) }
        }
        completion(INSetDefrosterSettingsInCarIntentResponse(code: .success, userActivity: nil))
    }

    func handle(intent: INSetSeatSettingsInCarIntent, completion: @escaping (INSetSeatSettingsInCarIntentResponse) -> Void) {
        guard has(.climate), intent.enableCooling == nil, intent.enableMassage == nil else {
            // Velo cars have heated seats only.
            return completion(INSetSeatSettingsInCarIntentResponse(code: .failure, userActivity: nil))
        }
        onMain {
            let driver = intent.seat != .passenger && intent.seat != .frontRight
            let level = intent.enableHeating == false ? 0 : intent.level ?? 2
            app.vehicle.setSeatHeat(driver: driver, level)
        }
        completion(INSetSeatSettingsInCarIntentResponse(code: .success, userActivity: nil))
    }

    func handle(intent: INSetRadioStationIntent, completion: @escaping (INSetRadioStationIntentResponse) -> Void) {
        guard has(.radio) else { return completion(INSetRadioStationIntentResponse(code: .failureRequiringAppLaunch, userActivity: nil)) }
        onMain {
            if let preset = intent.presetNumber {
                app.vehicle.tune(preset: preset)
            } else if let f = intent.frequency, intent.radioType != .AM {
                app.vehicle.tune(fm: f)
            }
            app.vehicle.setAudioSource(1)
        }
        completion(INSetRadioStationIntentResponse(code: .success, userActivity: nil))
    }

    func handle(intent: INSetAudioSourceInCarIntent, completion: @escaping (INSetAudioSourceInCarIntentResponse) -> Void) {
        guard has(.radio) else { return completion(INSetAudioSourceInCarIntentResponse(code: .failureRequiringAppLaunch, userActivity: nil)) }
        let index: Int? =
            switch intent.audioSource {
            case .sourceCarPlay: 0
            case .sourceRadio: 1
            case .sourceBluetooth: 2
            case .sourceUSB: 3
            default: nil
            }
        guard let index else { return completion(INSetAudioSourceInCarIntentResponse(code: .failure, userActivity: nil)) }
        onMain { app.vehicle.setAudioSource(index) }
        completion(INSetAudioSourceInCarIntentResponse(code: .success, userActivity: nil))
    }
}
