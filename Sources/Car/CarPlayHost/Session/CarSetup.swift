// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// How a car starts: its vehicle, look, driving state, the phone's state and the apps on the phone. Every place that
/// makes a car (the CLI's `drive` and `render`, the live car, the harness, the reviewer's explorer) makes it here, so
/// they agree on what a new car is and on the order it is set up in.
/// - Note: Ours.
public struct CarSetup: Sendable {
    /// The phone's lock when the car starts.
    public enum PhoneLock: Sendable, Equatable {
        /// Unlocked.
        case unlocked
        /// Locked after it was unlocked once since it started (as a phone usually is in a car): what is protected
        /// until the first unlock is available, what is protected completely is not.
        case locked
        /// Locked and never unlocked since it started: nothing protected is available.
        case lockedSinceStart
    }

    public var vehicle: VehicleProfile
    /// Light or dark; nil for the vehicle's own preference.
    public var style: UIUserInterfaceStyle?
    public var driving: Bool
    public var phone: PhoneLock
    /// Whether the phone's own app is in the foreground on the phone; nil leaves the car's default.
    public var phoneAppInForeground: Bool?
    public var exceptionPolicy: ExceptionPolicy
    /// The phone's language (a BCP 47 tag: `ja`, `ar`, `de-CH`…); `ar` and `he` make a right-to-left car.
    public var phoneLanguage: String
    /// Another car's phone folder this car's phone keeps its apps' data in (``HeadUnit/keepPhoneData(in:)``: a live
    /// car's app process); nil: a folder of the car's own.
    public var phoneDataFolder: URL?

    public init(
        vehicle: VehicleProfile = .standard, style: UIUserInterfaceStyle? = nil, driving: Bool = false, phone: PhoneLock = .unlocked,
        phoneAppInForeground: Bool? = nil, exceptionPolicy: ExceptionPolicy = .crash, phoneLanguage: String = "en", phoneDataFolder: URL? = nil
    ) {
        self.phoneLanguage = phoneLanguage
        self.phoneDataFolder = phoneDataFolder
        self.vehicle = vehicle
        self.style = style
        self.driving = driving
        self.phone = phone
        self.phoneAppInForeground = phoneAppInForeground
        self.exceptionPolicy = exceptionPolicy
    }

    /// A new car on `clock`: its services started, then its look, driving state and phone set, then `apps` installed.
    @MainActor
    public func makeCar<C: Clock & Sendable>(clock: C, apps: [AppDeclaration] = []) -> HeadUnit where C.Duration == Duration {
        let car = HeadUnit(vehicle: vehicle, clock: clock, exceptionPolicy: exceptionPolicy, phoneLocked: phone == .lockedSinceStart)
        if let phoneDataFolder { car.keepPhoneData(in: phoneDataFolder) }
        car.startCarServices()
        if let style { car.setStyle(style) }
        car.setPhoneLanguage(phoneLanguage)
        car.setDriving(driving)
        if phone == .locked { car.setPhoneLocked(true) }
        if let phoneAppInForeground { car.setPhoneAppInForeground(phoneAppInForeground) }
        for app in apps { car.install(app) }
        return car
    }
}
