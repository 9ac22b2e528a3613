// SPDX-License-Identifier: Apache-2.0

// Foundation on Apple platforms has `DateComponentsFormatter`; swift-corelibs-foundation (Linux) doesn't. It lives in
// CarPlayShim, the module app code imports, rather than in a stand-in module: CarPlayShim imports (and re-exports)
// Foundation, and Swift lets a module's declarations shadow same-named ones of the modules it imports, so should a
// future Foundation on Linux add `DateComponentsFormatter`, app code importing CarPlayShim keeps getting this one
// instead of an ambiguity error. (A type can't be guarded with `#if !canImport(…)` by name; `canImport(Darwin)` below
// leaves Apple platforms with Foundation's own.) Remove this file once Linux Foundation has it.
#if !canImport(Darwin)
    import Foundation

    /// Writes a duration ("1:02:03", "1h 2m", "1 hour, 2 minutes") in English. Mirrors
    /// [`DateComponentsFormatter`](https://developer.apple.com/documentation/foundation/datecomponentsformatter).
    ///
    /// The output follows what iOS gives in the U.S. English locale (confirmed against Apple's documented examples:
    /// "3y 9mo 26d 19h 17s", "3 yrs, 9 mths, 26 days, 19 hr, 17 sec", "3yrs 9mths 26days 19hr 17sec",
    /// "three years, nine months, twenty-six days, nineteen hours, seventeen seconds", positional "1:00:10" and
    /// "0d 1:00:00"). Unconfirmed, and our choice: a positional duration keeps at least its last two fields ("0:05");
    /// fractions of the smallest unit are rounded to the nearest; `maximumUnitCount` truncates the rest; other
    /// locales, `formattingContext`, `allowsFractionalUnits` and `collapsesLargestUnit` aren't supported (English only).
    open class DateComponentsFormatter: Formatter, @unchecked Sendable {
        /// Mirrors [`DateComponentsFormatter.UnitsStyle`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/unitsstyle-swift.enum).
        public enum UnitsStyle: Int, Sendable {
            case positional = 0
            case abbreviated = 1
            case short = 2
            case full = 3
            case spellOut = 4
            case brief = 5
        }

        /// Mirrors [`DateComponentsFormatter.ZeroFormattingBehavior`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/zeroformattingbehavior-swift.struct).
        public struct ZeroFormattingBehavior: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let none = ZeroFormattingBehavior([])
            public static let `default` = ZeroFormattingBehavior(rawValue: 1)
            public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
            public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
            public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
            public static let dropAll = ZeroFormattingBehavior(rawValue: 14)
            public static let pad = ZeroFormattingBehavior(rawValue: 65536)
        }

        /// Mirrors [`unitsStyle`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/unitsstyle-swift.property).
        open var unitsStyle: UnitsStyle = .positional
        /// The units shown (empty: years to seconds). Mirrors [`allowedUnits`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/allowedunits).
        open var allowedUnits: NSCalendar.Unit = []
        /// Mirrors [`zeroFormattingBehavior`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/zeroformattingbehavior-swift.property).
        open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
        /// Mirrors [`calendar`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/calendar).
        open var calendar: Calendar?
        /// Where a time interval with months or years starts. Mirrors [`referenceDate`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/referencedate).
        open var referenceDate: Date?
        /// At most this many units, largest first (0: no limit). Mirrors [`maximumUnitCount`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/maximumunitcount).
        open var maximumUnitCount = 0
        /// Prefixes "About". Mirrors [`includesApproximationPhrase`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/includesapproximationphrase).
        open var includesApproximationPhrase = false
        /// Appends "remaining". Mirrors [`includesTimeRemainingPhrase`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/includestimeremainingphrase).
        open var includesTimeRemainingPhrase = false
        /// Accepted, not supported. Mirrors [`allowsFractionalUnits`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/allowsfractionalunits).
        open var allowsFractionalUnits = false
        /// Accepted, not supported. Mirrors [`collapsesLargestUnit`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/collapseslargestunit).
        open var collapsesLargestUnit = false

        public override init() { super.init() }
        public required init?(coder: NSCoder) { super.init(coder: coder) }

        /// Mirrors [`string(from:)`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/string(from:)-4m8q7)
        /// for a number of seconds.
        open func string(from ti: TimeInterval) -> String? {
            guard ti.isFinite else { return nil }
            let units = orderedUnits
            let negative = ti < 0
            let magnitude = abs(ti)
            var values: [Int]
            if units.contains(where: { $0 == .year || $0 == .month }) {
                let start = referenceDate ?? Date()
                values = calendarValues(from: start, to: start.addingTimeInterval(magnitude), units: units)
            } else {
                var rest = Int(magnitude.rounded())
                values = units.map { unit in
                    let size = Self.seconds(of: unit)
                    let v = rest / size
                    rest -= v * size
                    return v
                }
                // What the smallest unit can't show is dropped.
            }
            return format(values, units: units, negative: negative)
        }

        /// Mirrors [`string(from:to:)`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/string(from:to:)).
        open func string(from startDate: Date, to endDate: Date) -> String? {
            let units = orderedUnits
            if endDate < startDate {
                return format(calendarValues(from: endDate, to: startDate, units: units), units: units, negative: true)
            }
            return format(calendarValues(from: startDate, to: endDate, units: units), units: units, negative: false)
        }

        /// Mirrors [`string(from:)`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/string(from:)-2ftd3)
        /// for date components (their allowed units, as given).
        open func string(from components: DateComponents) -> String? {
            let units = orderedUnits
            let values = units.map { unit -> Int in
                switch unit {
                case .year: components.year ?? 0
                case .month: components.month ?? 0
                case .weekOfMonth: components.weekOfMonth ?? components.weekOfYear ?? 0
                case .day: components.day ?? 0
                case .hour: components.hour ?? 0
                case .minute: components.minute ?? 0
                default: components.second ?? 0
                }
            }
            let negative = values.contains { $0 < 0 }
            return format(values.map(abs), units: units, negative: negative)
        }

        /// A number of seconds, date components or nil. Mirrors [`string(for:)`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/string(for:)).
        open override func string(for obj: Any?) -> String? {
            switch obj {
            case let ti as TimeInterval: string(from: ti)
            case let n as Int: string(from: TimeInterval(n))
            case let n as NSNumber: string(from: n.doubleValue)
            case let c as DateComponents: string(from: c)
            default: nil
            }
        }

        /// Mirrors [`localizedString(from:unitsStyle:)`](https://developer.apple.com/documentation/foundation/datecomponentsformatter/localizedstring(from:unitsstyle:)).
        open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
            let formatter = DateComponentsFormatter()
            formatter.unitsStyle = unitsStyle
            return formatter.string(from: components)
        }

        // MARK: Formatting (ours)

        private static let order: [NSCalendar.Unit] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

        private var orderedUnits: [NSCalendar.Unit] {
            let allowed = allowedUnits.intersection([.year, .month, .weekOfMonth, .weekOfYear, .day, .hour, .minute, .second])
            let chosen = Self.order.filter { allowed.contains($0) || ($0 == .weekOfMonth && allowed.contains(.weekOfYear)) }
            return chosen.isEmpty ? Self.order : chosen
        }

        private static func seconds(of unit: NSCalendar.Unit) -> Int {
            switch unit {
            case .weekOfMonth: 604_800
            case .day: 86_400
            case .hour: 3_600
            case .minute: 60
            default: 1
            }
        }

        private func calendarValues(from start: Date, to end: Date, units: [NSCalendar.Unit]) -> [Int] {
            let cal = calendar ?? Calendar(identifier: .gregorian)
            var set: Set<Calendar.Component> = []
            for unit in units {
                switch unit {
                case .year: set.insert(.year)
                case .month: set.insert(.month)
                case .weekOfMonth: set.insert(.weekOfMonth)
                case .day: set.insert(.day)
                case .hour: set.insert(.hour)
                case .minute: set.insert(.minute)
                default: set.insert(.second)
                }
            }
            // Whole seconds, rounded (the calendar would truncate).
            let rounded = start.addingTimeInterval(end.timeIntervalSince(start).rounded())
            let c = cal.dateComponents(set, from: start, to: rounded)
            return units.map { unit in
                switch unit {
                case .year: c.year ?? 0
                case .month: c.month ?? 0
                case .weekOfMonth: c.weekOfMonth ?? 0
                case .day: c.day ?? 0
                case .hour: c.hour ?? 0
                case .minute: c.minute ?? 0
                default: c.second ?? 0
                }
            }
        }

        /// Which units show, by the zero formatting behaviour (and, past the first non-zero unit, `maximumUnitCount`).
        private func shown(_ values: [Int]) -> [Bool] {
            let n = values.count
            var show = Array(repeating: true, count: n)
            let firstNonZero = values.firstIndex { $0 != 0 }
            let lastNonZero = values.lastIndex { $0 != 0 }
            var behavior = zeroFormattingBehavior
            if behavior.contains(.default) {
                behavior = unitsStyle == .positional ? .dropLeading : .dropAll
            }
            if behavior.contains(.pad) { behavior = [] }
            for i in 0..<n where values[i] == 0 {
                let leading = firstNonZero.map { i < $0 } ?? true
                let trailing = lastNonZero.map { i > $0 } ?? true
                if leading && behavior.contains(.dropLeading) { show[i] = false }
                if trailing && behavior.contains(.dropTrailing) { show[i] = false }
                if !leading && !trailing && behavior.contains(.dropMiddle) { show[i] = false }
            }
            if unitsStyle == .positional {
                // Positional hours, minutes and seconds: at least the last two fields ("0:05"), and no gaps inside them.
                let fields = (0..<n).filter { [.hour, .minute, .second].contains(orderedUnits[$0]) }
                if let firstShown = fields.first(where: { show[$0] }) ?? fields.last {
                    let keepFrom = min(firstShown, fields.count >= 2 ? fields[fields.count - 2] : firstShown)
                    for i in fields where i >= keepFrom { show[i] = true }
                }
            }
            if !show.contains(true) { show[n - 1] = true }
            if maximumUnitCount > 0 {
                var kept = 0
                for i in 0..<n where show[i] {
                    if kept >= maximumUnitCount { show[i] = false } else { kept += 1 }
                }
            }
            return show
        }

        private func format(_ values: [Int], units: [NSCalendar.Unit], negative: Bool) -> String? {
            let show = shown(values)
            var parts: [String] = []
            var positional: [String] = []
            for i in values.indices where show[i] {
                let unit = units[i]
                if unitsStyle == .positional && [.hour, .minute, .second].contains(unit) {
                    positional.append(positional.isEmpty ? String(values[i]) : String(format: "%02d", values[i]))
                } else {
                    parts.append(name(values[i], unit))
                }
            }
            var text: String
            switch unitsStyle {
            case .positional:
                text = (parts + (positional.isEmpty ? [] : [positional.joined(separator: ":")])).joined(separator: " ")
            case .abbreviated, .brief: text = parts.joined(separator: " ")
            case .short, .full, .spellOut: text = parts.joined(separator: ", ")
            }
            if negative && values.contains(where: { $0 != 0 }) { text = "-" + text }
            if includesApproximationPhrase { text = "About " + text }
            if includesTimeRemainingPhrase { text += " remaining" }
            return text
        }

        private func name(_ value: Int, _ unit: NSCalendar.Unit) -> String {
            let one = value == 1
            let words: (abbreviated: String, short: (String, String), full: String)
            switch unit {
            case .year: words = ("y", ("yr", "yrs"), "year")
            case .month: words = ("mo", ("mth", "mths"), "month")
            case .weekOfMonth: words = ("w", ("wk", "wks"), "week")
            case .day: words = ("d", ("day", "days"), "day")
            case .hour: words = ("h", ("hr", "hr"), "hour")
            case .minute: words = ("m", ("min", "min"), "minute")
            default: words = ("s", ("sec", "sec"), "second")
            }
            let short = one ? words.short.0 : words.short.1
            let full = one ? words.full : words.full + "s"
            switch unitsStyle {
            case .positional, .abbreviated: return "\(value)\(words.abbreviated)"
            case .brief: return "\(value)\(short)"
            case .short: return "\(value) \(short)"
            case .full: return "\(value) \(full)"
            case .spellOut: return "\(EnglishNumberWords.spell(value)) \(full)"
            }
        }

    }
#endif
