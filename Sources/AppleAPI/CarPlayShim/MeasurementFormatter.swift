// SPDX-License-Identifier: Apache-2.0

// swift-corelibs-foundation declares `MeasurementFormatter` but marks it unavailable on Linux. This one lives in
// CarPlayShim for the reason DateComponentsFormatter.swift gives: CarPlayShim imports Foundation, so its declaration
// shadows Foundation's in code that imports the shim (and the AppleImports rewriter gives a Foundation-only file that
// names it the shim).
#if !canImport(Darwin)
    import Foundation

    /// Writes a measurement with its unit ("12 km", "450 m", "1.2 mi", "3 kilometers"). Mirrors
    /// [`MeasurementFormatter`](https://developer.apple.com/documentation/foundation/measurementformatter).
    ///
    /// What is here, in English: units' symbols (`.short` without a space, `.medium` with one) or names (`.long`, plural
    /// unless the value is 1), the value written by ``numberFormatter`` (decimal, at most two fraction digits by
    /// default); for lengths, speeds and temperatures not `providedUnit`, the value converted to the locale's
    /// measurement system (metric: kilometres, km/h, °C; U.S.: miles, mph, °F; the U.K.: miles, mph, °C); and with `naturalScale` a length
    /// in the system's scale that reads best (under 1 km: metres; under 0.1 mi: feet). Our reading of Apple's output,
    /// not checked against a phone: the exact thresholds of the natural scale and unit names beyond the common ones.
    open class MeasurementFormatter: Formatter, @unchecked Sendable {
        /// Mirrors [`MeasurementFormatter.UnitOptions`](https://developer.apple.com/documentation/foundation/measurementformatter/unitoptions-swift.struct).
        public struct UnitOptions: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let providedUnit = UnitOptions(rawValue: 1 << 0)
            public static let naturalScale = UnitOptions(rawValue: 1 << 1)
            public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
        }

        open var unitOptions: UnitOptions = []
        open var unitStyle: Formatter.UnitStyle = .medium
        open var locale: Locale! = .current
        /// Writes the value. Mirrors [`numberFormatter`](https://developer.apple.com/documentation/foundation/measurementformatter/numberformatter).
        open var numberFormatter: NumberFormatter! = {
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.maximumFractionDigits = 2
            return f
        }()

        public override init() { super.init() }
        public required init?(coder: NSCoder) { super.init(coder: coder) }

        /// Mirrors [`string(from:)`](https://developer.apple.com/documentation/foundation/measurementformatter/string(from:)-3s6as).
        open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
            let shown = converted(value: measurement.value, unit: measurement.unit)
            numberFormatter.locale = locale ?? .current
            let number = numberFormatter.string(from: NSNumber(value: shown.value)) ?? "\(shown.value)"
            if shown.unit is UnitTemperature, unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
            switch unitStyle {
            case .short: return number + shown.unit.symbol
            case .long: return number + " " + name(of: shown.unit, plural: shown.value != 1)
            default: return number + " " + shown.unit.symbol
            }
        }

        /// The unit alone. Mirrors [`string(from:)`](https://developer.apple.com/documentation/foundation/measurementformatter/string(from:)-8tyqk).
        open func string(from unit: Unit) -> String {
            unitStyle == .long ? name(of: unit, plural: true) : unit.symbol
        }

        open override func string(for obj: Any?) -> String? {
            if let m = obj as? Measurement<Unit> { return string(from: m) }
            return nil
        }

        /// Roads in metric units: the metric system (the U.K.'s system keeps miles and mph, and Celsius).
        private var usesMetric: Bool { (locale ?? .current).measurementSystem == .metric }
        private var usesFahrenheit: Bool { (locale ?? .current).measurementSystem == .us }

        private func converted(value: Double, unit: Unit) -> (value: Double, unit: Unit) {
            guard !unitOptions.contains(.providedUnit), let dimension = unit as? Dimension else { return (value, unit) }
            let base = Measurement(value: value, unit: dimension)
            switch dimension {
            case is UnitLength:
                let metres = base.converted(to: UnitLength.meters).value
                if usesMetric {
                    if unitOptions.contains(.naturalScale) && abs(metres) < 1000 { return (metres, UnitLength.meters) }
                    return (metres / 1000, UnitLength.kilometers)
                }
                let miles = metres / 1609.344
                if unitOptions.contains(.naturalScale) && abs(miles) < 0.1 { return (metres / 0.3048, UnitLength.feet) }
                return (miles, UnitLength.miles)
            case is UnitSpeed:
                let mps = base.converted(to: UnitSpeed.metersPerSecond).value
                return usesMetric ? (mps * 3.6, UnitSpeed.kilometersPerHour) : (mps / 0.44704, UnitSpeed.milesPerHour)
            case is UnitTemperature:
                let c = base.converted(to: UnitTemperature.celsius).value
                return usesFahrenheit ? (c * 9 / 5 + 32, UnitTemperature.fahrenheit) : (c, UnitTemperature.celsius)
            default:
                return (value, unit)
            }
        }

        /// English names of the units apps show in a car; others by their symbol.
        private func name(of unit: Unit, plural: Bool) -> String {
            let names: [(Unit, String, String)] = [
                (UnitLength.meters, "meter", "meters"), (UnitLength.kilometers, "kilometer", "kilometers"),
                (UnitLength.miles, "mile", "miles"), (UnitLength.feet, "foot", "feet"), (UnitLength.yards, "yard", "yards"),
                (UnitSpeed.kilometersPerHour, "kilometer per hour", "kilometers per hour"),
                (UnitSpeed.milesPerHour, "mile per hour", "miles per hour"),
                (UnitEnergy.kilowattHours, "kilowatt-hour", "kilowatt-hours"), (UnitPower.kilowatts, "kilowatt", "kilowatts"),
                (UnitTemperature.celsius, "degree Celsius", "degrees Celsius"),
                (UnitTemperature.fahrenheit, "degree Fahrenheit", "degrees Fahrenheit"),
                (UnitDuration.minutes, "minute", "minutes"), (UnitDuration.hours, "hour", "hours")
            ]
            // By the unit itself (two units may share a symbol).
            guard let n = names.first(where: { $0.0 == unit }) else { return unit.symbol }
            return plural ? n.2 : n.1
        }
    }
#endif
