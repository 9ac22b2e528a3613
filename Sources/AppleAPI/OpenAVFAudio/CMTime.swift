// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A count of ticks of a time scale. Mirrors [`CMTimeValue`](https://developer.apple.com/documentation/coremedia/cmtimevalue).
public typealias CMTimeValue = Int64
/// Ticks per second. Mirrors [`CMTimeScale`](https://developer.apple.com/documentation/coremedia/cmtimescale).
public typealias CMTimeScale = Int32
/// Mirrors [`CMTimeEpoch`](https://developer.apple.com/documentation/coremedia/cmtimeepoch).
public typealias CMTimeEpoch = Int64

/// A time as a rational number (`value / timescale` seconds), or one of the special times (invalid, indefinite,
/// ±infinity) its flags mark. Mirrors [`CMTime`](https://developer.apple.com/documentation/coremedia/cmtime) with the
/// Swift overlay's initializers, properties, comparison and arithmetic.
/// - Note: CoreMedia's type, provided here for `AVPlayer`.
public struct CMTime: Sendable, Hashable, Comparable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    /// The invalid time, as C's zero-initialized struct is.
    public init() {
        value = 0
        timescale = 0
        flags = []
        epoch = 0
    }

    /// Mirrors the memberwise initializer C structs get.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// A valid time of `value / timescale` seconds. Mirrors [`init(value:timescale:)`](https://developer.apple.com/documentation/coremedia/cmtime/init(value:timescale:)).
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
    }

    /// The nearest time in `preferredTimescale` ticks. Mirrors [`init(seconds:preferredTimescale:)`](https://developer.apple.com/documentation/coremedia/cmtime/init(seconds:preferredtimescale:)):
    /// NaN gives the invalid time, ±infinity the infinite times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self.init()
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            let ticks = (seconds * Double(preferredTimescale)).rounded()
            let rounded = ticks != seconds * Double(preferredTimescale)
            self.init(
                value: CMTimeValue(ticks), timescale: preferredTimescale, flags: rounded ? [.valid, .hasBeenRounded] : .valid,
                epoch: 0)
        }
    }

    /// Seconds as a `Double`: NaN for invalid or indefinite times, ±infinity for the infinite ones. Mirrors
    /// [`seconds`](https://developer.apple.com/documentation/coremedia/cmtime/seconds).
    public var seconds: Double {
        if !isValid || isIndefinite { return .nan }
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        return timescale == 0 ? .nan : Double(value) / Double(timescale)
    }

    /// Mirrors [`isValid`](https://developer.apple.com/documentation/coremedia/cmtime/isvalid).
    public var isValid: Bool { flags.contains(.valid) }
    /// Mirrors [`isIndefinite`](https://developer.apple.com/documentation/coremedia/cmtime/isindefinite).
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Mirrors [`isPositiveInfinity`](https://developer.apple.com/documentation/coremedia/cmtime/ispositiveinfinity).
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Mirrors [`isNegativeInfinity`](https://developer.apple.com/documentation/coremedia/cmtime/isnegativeinfinity).
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// A valid time that is a number (not indefinite nor infinite). Mirrors [`isNumeric`](https://developer.apple.com/documentation/coremedia/cmtime/isnumeric).
    public var isNumeric: Bool { isValid && flags.intersection(.impliedValueFlagsMask).isEmpty }
    /// Mirrors [`hasBeenRounded`](https://developer.apple.com/documentation/coremedia/cmtime/hasbeenrounded).
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// Mirrors [`zero`](https://developer.apple.com/documentation/coremedia/cmtime/zero).
    public static let zero = CMTime(value: 0, timescale: 1)
    /// Mirrors [`invalid`](https://developer.apple.com/documentation/coremedia/cmtime/invalid).
    public static let invalid = CMTime()
    /// An unknown time, such as a live stream's duration. Mirrors [`indefinite`](https://developer.apple.com/documentation/coremedia/cmtime/indefinite).
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Mirrors [`positiveInfinity`](https://developer.apple.com/documentation/coremedia/cmtime/positiveinfinity).
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Mirrors [`negativeInfinity`](https://developer.apple.com/documentation/coremedia/cmtime/negativeinfinity).
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// Where the time sorts, as `CMTimeCompare` orders them: invalid first... - Note: CoreMedia orders invalid times
    /// as equal to each other and less than any valid time; numeric times compare by value, then the infinities and
    /// indefinite (unsure of the exact order of indefinite against +infinity; we put indefinite last).
    private var order: (Int, Double) {
        if !isValid { return (0, 0) }
        if isNegativeInfinity { return (1, 0) }
        if isPositiveInfinity { return (3, 0) }
        if isIndefinite { return (4, 0) }
        return (2, Double(value) / Double(timescale))
    }

    /// Times are equal when they name the same instant, whatever their time scales (1/2 == 500/1000), as `CMTimeCompare` says.
    public static func == (a: CMTime, b: CMTime) -> Bool { a.order == b.order }
    public static func < (a: CMTime, b: CMTime) -> Bool { a.order < b.order }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(order.0)
        hasher.combine(order.1)
    }

    /// The sum, in the larger of the two time scales. Mirrors the overlay's `+` (`CMTimeAdd`).
    public static func + (a: CMTime, b: CMTime) -> CMTime { combine(a, b, +) }
    /// The difference. Mirrors the overlay's `-` (`CMTimeSubtract`).
    public static func - (a: CMTime, b: CMTime) -> CMTime { combine(a, b, -) }
    public static func += (a: inout CMTime, b: CMTime) { a = a + b }
    public static func -= (a: inout CMTime, b: CMTime) { a = a - b }

    private static func combine(_ a: CMTime, _ b: CMTime, _ op: (Double, Double) -> Double) -> CMTime {
        guard a.isValid, b.isValid else { return .invalid }
        guard a.isNumeric, b.isNumeric else {
            let s = op(a.seconds, b.seconds)
            return s.isNaN ? .indefinite : CMTime(seconds: s, preferredTimescale: 1)
        }
        let scale = max(a.timescale, b.timescale)
        return CMTime(seconds: op(a.seconds, b.seconds), preferredTimescale: scale)
    }
}

extension CMTime: CustomStringConvertible {
    public var description: String {
        if !isValid { return "CMTime(invalid)" }
        if isIndefinite { return "CMTime(indefinite)" }
        if isPositiveInfinity { return "CMTime(+infinity)" }
        if isNegativeInfinity { return "CMTime(-infinity)" }
        return "CMTime(\(value)/\(timescale) = \(seconds) s)"
    }
}

/// Mirrors [`CMTimeGetSeconds(_:)`](https://developer.apple.com/documentation/coremedia/cmtimegetseconds(_:)).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// Mirrors [`CMTimeMake(value:timescale:)`](https://developer.apple.com/documentation/coremedia/cmtimemake(value:timescale:)).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// Mirrors [`CMTimeMakeWithSeconds(_:preferredTimescale:)`](https://developer.apple.com/documentation/coremedia/cmtimemakewithseconds(_:preferredtimescale:)).
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// -1, 0 or 1. Mirrors [`CMTimeCompare(_:_:)`](https://developer.apple.com/documentation/coremedia/cmtimecompare(_:_:)).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { time1 < time2 ? -1 : time1 == time2 ? 0 : 1 }

/// Mirrors [`CMTimeAdd(_:_:)`](https://developer.apple.com/documentation/coremedia/cmtimeadd(_:_:)).
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs + rhs }

/// Mirrors [`CMTimeSubtract(_:_:)`](https://developer.apple.com/documentation/coremedia/cmtimesubtract(_:_:)).
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs - rhs }
