// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Turns a distance in metres into words a driver reads ("450 m", "1.2 km", "0.3 mi") and back.
///
/// Mirrors [`MKDistanceFormatter`](https://developer.apple.com/documentation/mapkit/mkdistanceformatter). How Apple
/// rounds is not documented; ours rounds as Maps appears to: metres to 5 below 100 m and to 10 below 1 km, kilometres
/// and miles to a tenth below 10, feet to 50 and yards to 10; `.default` units follow the locale's measurement system.
open class MKDistanceFormatter: Formatter, @unchecked Sendable {
    /// Mirrors [`MKDistanceFormatter.Units`](https://developer.apple.com/documentation/mapkit/mkdistanceformatter/units-swift.enum).
    public enum Units: UInt, Sendable {
        case `default` = 0
        case metric = 1
        case imperial = 2
        case imperialWithYards = 3
    }

    /// Mirrors [`MKDistanceFormatter.DistanceUnitStyle`](https://developer.apple.com/documentation/mapkit/mkdistanceformatter/distanceunitstyle).
    public enum DistanceUnitStyle: UInt, Sendable {
        case `default` = 0
        case abbreviated = 1
        case full = 2
    }

    /// Mirrors [`locale`](https://developer.apple.com/documentation/mapkit/mkdistanceformatter/locale).
    open var locale: Locale! = Locale.current
    /// Mirrors [`units`](https://developer.apple.com/documentation/mapkit/mkdistanceformatter/units-swift.property).
    open var units: Units = .default
    /// Mirrors [`unitStyle`](https://developer.apple.com/documentation/mapkit/mkdistanceformatter/unitstyle).
    open var unitStyle: DistanceUnitStyle = .default

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Mirrors [`string(fromDistance:)`](https://developer.apple.com/documentation/mapkit/mkdistanceformatter/string(fromdistance:)).
    open func string(fromDistance distance: CLLocationDistance) -> String {
        let metres = max(0, distance.isFinite ? distance : 0)
        switch resolvedUnits {
        case .metric, .default:
            if metres < 100 { return format(rounded(metres, to: 5), "m", "meter", "meters") }
            if metres < 1000 {
                let r = rounded(metres, to: 10)
                if r < 1000 { return format(r, "m", "meter", "meters") }
            }
            return format(tenths(metres / 1000), "km", "kilometer", "kilometers")
        case .imperial, .imperialWithYards:
            let miles = metres / 1609.344
            if miles >= 0.1 { return format(tenths(miles), "mi", "mile", "miles") }
            if resolvedUnits == .imperialWithYards { return format(rounded(metres / 0.9144, to: 10), "yd", "yard", "yards") }
            return format(rounded(metres / 0.3048, to: 50), "ft", "foot", "feet")
        }
    }

    /// Reads "450 m", "1.2 km", "3 miles", "500 ft" back into metres (−1 when it can't). Mirrors
    /// [`distance(from:)`](https://developer.apple.com/documentation/mapkit/mkdistanceformatter/distance(from:)).
    open func distance(from distance: String) -> CLLocationDistance {
        let parts = distance.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = Double(parts[0].replacingOccurrences(of: ",", with: ".")) else { return -1 }
        let metresPer: [String: Double] = [
            "m": 1, "meter": 1, "meters": 1, "metre": 1, "metres": 1, "km": 1000, "kilometer": 1000, "kilometers": 1000,
            "mi": 1609.344, "mile": 1609.344, "miles": 1609.344, "ft": 0.3048, "foot": 0.3048, "feet": 0.3048,
            "yd": 0.9144, "yard": 0.9144, "yards": 0.9144
        ]
        guard let factor = metresPer[parts[1].lowercased()] else { return -1 }
        return value * factor
    }

    open override func string(for obj: Any?) -> String? {
        guard let d = (obj as? Double) ?? (obj as? NSNumber)?.doubleValue else { return nil }
        return string(fromDistance: d)
    }

    private var resolvedUnits: Units {
        if units != .default { return units }
        return (locale ?? Locale.current).measurementSystem == .us ? .imperial : .metric
    }

    private func rounded(_ value: Double, to step: Double) -> Double { (value / step).rounded() * step }

    private func tenths(_ value: Double) -> Double { value < 10 ? (value * 10).rounded() / 10 : value.rounded() }

    private func format(_ value: Double, _ short: String, _ one: String, _ many: String) -> String {
        let number = value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        switch unitStyle {
        case .full: return "\(number) \(value == 1 ? one : many)"
        case .default, .abbreviated: return "\(number) \(short)"
        }
    }
}
