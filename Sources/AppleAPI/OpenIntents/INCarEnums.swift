// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which of the car's settings moves, relative to now. Mirrors [`INRelativeSetting`](https://developer.apple.com/documentation/intents/inrelativesetting).
public enum INRelativeSetting: Int, Sendable {
    case unknown = 0
    case lowest, lower, higher, highest
}

/// Next or previous. Mirrors [`INRelativeReference`](https://developer.apple.com/documentation/intents/inrelativereference).
public enum INRelativeReference: Int, Sendable {
    case unknown = 0
    case next, previous
}

/// A seat (or climate zone). Mirrors [`INCarSeat`](https://developer.apple.com/documentation/intents/incarseat).
public enum INCarSeat: Int, Sendable {
    case unknown = 0
    case driver, passenger, frontLeft, frontRight, front, rearLeft, rearRight, rear, thirdRowLeft, thirdRowRight, thirdRow, all
}

/// Mirrors [`INCarAirCirculationMode`](https://developer.apple.com/documentation/intents/incaraircirculationmode).
public enum INCarAirCirculationMode: Int, Sendable {
    case unknown = 0
    case freshAir, recirculateAir
}

/// Mirrors [`INCarDefroster`](https://developer.apple.com/documentation/intents/incardefroster).
public enum INCarDefroster: Int, Sendable {
    case unknown = 0
    case front, rear, all
}

/// Mirrors [`INRadioType`](https://developer.apple.com/documentation/intents/inradiotype).
public enum INRadioType: Int, Sendable {
    case unknown = 0
    case AM, FM, HD, satellite, DAB
}

/// Where the car's audio comes from. Mirrors [`INCarAudioSource`](https://developer.apple.com/documentation/intents/incaraudiosource)
/// (Swift keeps the `source` prefix: `.sourceRadio`).
public enum INCarAudioSource: Int, Sendable {
    case sourceUnknown = 0
    case sourceCarPlay, sourceiPod, sourceRadio, sourceBluetooth, sourceAUX, sourceUSB, sourceMemoryCard, sourceOpticalDrive, sourceHardDrive
}

/// Mirrors [`INCarSignalOptions`](https://developer.apple.com/documentation/intents/incarsignaloptions).
public struct INCarSignalOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audible = INCarSignalOptions(rawValue: 1 << 0)
    public static let visible = INCarSignalOptions(rawValue: 1 << 1)
}
