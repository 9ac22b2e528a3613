// SPDX-License-Identifier: Apache-2.0

// Like `DateComponentsFormatter`, absent from Foundation on Linux; it lives in CarPlayShim for the same reason (see
// the note at the top of DateComponentsFormatter.swift): CarPlayShim's own declaration shadows one a future Linux
// Foundation might add, and Apple platforms keep Foundation's.
#if !canImport(Darwin)
    import Foundation

    /// Says how long ago or how soon a date is ("2 hours ago", "in 5 minutes", "yesterday") in English. Mirrors
    /// [`RelativeDateTimeFormatter`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter).
    ///
    /// The largest calendar unit that differs is used, counted whole (90 minutes ago is "1 hour ago"), as iOS does.
    /// The full and spelled-out forms follow Apple's documented examples ("2 months ago", "two months ago"); the short
    /// and abbreviated forms follow the English CLDR data iOS uses ("2 mo. ago", "in 3 hr.") but are unconfirmed on a
    /// device. Other locales and `formattingContext` aren't supported.
    open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
        /// Mirrors [`RelativeDateTimeFormatter.DateTimeStyle`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter/datetimestyle-swift.enum).
        public enum DateTimeStyle: Int, Sendable {
            /// "1 day ago".
            case numeric = 0
            /// "yesterday", "now", "next week".
            case named = 1
        }

        /// Mirrors [`RelativeDateTimeFormatter.UnitsStyle`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter/unitsstyle-swift.enum).
        public enum UnitsStyle: Int, Sendable {
            case full = 0
            case spellOut = 1
            case short = 2
            case abbreviated = 3
        }

        /// Mirrors [`dateTimeStyle`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter/datetimestyle-swift.property).
        open var dateTimeStyle: DateTimeStyle = .numeric
        /// Mirrors [`unitsStyle`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter/unitsstyle-swift.property).
        open var unitsStyle: UnitsStyle = .full
        /// Mirrors [`calendar`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter/calendar).
        open var calendar: Calendar = Calendar(identifier: .gregorian)

        public override init() { super.init() }
        public required init?(coder: NSCoder) { super.init(coder: coder) }

        /// Mirrors [`localizedString(for:relativeTo:)`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter/localizedstring(for:relativeto:)).
        open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
            let c = calendar.dateComponents(
                [.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: referenceDate, to: date)
            return localizedString(from: c)
        }

        /// Mirrors [`localizedString(fromTimeInterval:)`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter/localizedstring(fromtimeinterval:)).
        open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
            let now = Date()
            return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
        }

        /// The largest non-zero unit of `dateComponents`. Mirrors [`localizedString(from:)`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter/localizedstring(from:)).
        open func localizedString(from dateComponents: DateComponents) -> String {
            let c = dateComponents
            let units: [(Int?, Unit)] = [
                (c.year, .year), (c.month, .month), (c.weekOfMonth ?? c.weekOfYear, .week), (c.day, .day), (c.hour, .hour),
                (c.minute, .minute), (c.second, .second)
            ]
            let (value, unit) = units.first { ($0.0 ?? 0) != 0 }.map { ($0.0!, $0.1) } ?? (0, .second)
            return phrase(value, unit)
        }

        /// A date (relative to now), or nil. Mirrors [`string(for:)`](https://developer.apple.com/documentation/foundation/relativedatetimeformatter/string(for:)).
        open override func string(for obj: Any?) -> String? {
            guard let date = obj as? Date else { return nil }
            return localizedString(for: date, relativeTo: Date())
        }

        // MARK: English (ours)

        private enum Unit { case year, month, week, day, hour, minute, second }

        private func phrase(_ value: Int, _ unit: Unit) -> String {
            if dateTimeStyle == .named, let named = named(value, unit) { return named }
            let n = abs(value)
            let amount: String
            switch unitsStyle {
            case .full, .spellOut:
                let word = Self.fullName(unit) + (n == 1 ? "" : "s")
                amount = (unitsStyle == .spellOut ? EnglishNumberWords.spell(n) : String(n)) + " " + word
            case .short:
                amount = "\(n) " + Self.shortName(unit, plural: n != 1)
            case .abbreviated:
                amount = "\(n)" + Self.narrowName(unit, plural: n != 1)
            }
            return value < 0 ? amount + " ago" : "in " + amount
        }

        /// "now", "yesterday", "next week"… (nil where English has no name).
        private func named(_ value: Int, _ unit: Unit) -> String? {
            if value == 0 { return unit == .second ? "now" : "this " + Self.fullName(unit) }
            guard abs(value) == 1 else { return nil }
            switch unit {
            case .day: return value < 0 ? "yesterday" : "tomorrow"
            case .week, .month, .year:
                let name = unitsStyle == .short || unitsStyle == .abbreviated ? Self.shortName(unit, plural: false) : Self.fullName(unit)
                return (value < 0 ? "last " : "next ") + name
            default: return nil
            }
        }

        private static func fullName(_ unit: Unit) -> String {
            switch unit {
            case .year: "year"
            case .month: "month"
            case .week: "week"
            case .day: "day"
            case .hour: "hour"
            case .minute: "minute"
            case .second: "second"
            }
        }

        private static func shortName(_ unit: Unit, plural: Bool) -> String {
            switch unit {
            case .year: "yr."
            case .month: "mo."
            case .week: "wk."
            case .day: plural ? "days" : "day"
            case .hour: "hr."
            case .minute: "min."
            case .second: "sec."
            }
        }

        private static func narrowName(_ unit: Unit, plural: Bool) -> String {
            switch unit {
            case .year: "y"
            case .month: "mo"
            case .week: "w"
            case .day: "d"
            case .hour: "h"
            case .minute: "m"
            case .second: "s"
            }
        }

    }
#endif
