// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import CarPlayTesting
import Testing

/// A view model of the kind iOS apps now write with Observation, reached through `import CarPlayShim` only.
@Observable final class TripModel {
    var remaining: TimeInterval = 0
    var destination = ""
}

@Suite struct FoundationStandInTests {
    @Test func positionalDurationsAsPlayersShowThem() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        #expect(f.unitsStyle == .positional)
        #expect(f.string(from: 3610) == "1:00:10")
        #expect(f.string(from: 65) == "1:05")
        #expect(f.string(from: 5) == "0:05")
        #expect(f.string(from: 0) == "0:00")
        #expect(f.string(from: -65) == "-1:05")
        f.allowedUnits = [.minute, .second]
        #expect(f.string(from: 3725) == "62:05")
        f.zeroFormattingBehavior = .pad
        f.allowedUnits = [.day, .hour, .minute, .second]
        #expect(f.string(from: 3600) == "0d 1:00:00")
    }

    @Test func unitStylesInEnglish() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        let t: TimeInterval = 9 * 3600 + 41 * 60 + 30
        let expected: [(DateComponentsFormatter.UnitsStyle, String)] = [
            (.abbreviated, "9h 41m 30s"), (.short, "9 hr, 41 min, 30 sec"), (.full, "9 hours, 41 minutes, 30 seconds"),
            (.spellOut, "nine hours, forty-one minutes, thirty seconds"), (.brief, "9hr 41min 30sec"), (.positional, "9:41:30")
        ]
        for (style, text) in expected {
            f.unitsStyle = style
            #expect(f.string(from: t) == text)
        }
        f.unitsStyle = .full
        #expect(f.string(from: 3610) == "1 hour, 10 seconds")
        #expect(f.string(from: 60) == "1 minute")
        #expect(f.string(from: 0) == "0 seconds")
        f.unitsStyle = .abbreviated
        f.allowedUnits = [.day, .hour, .minute, .second]
        #expect(f.string(from: 3610) == "1h 10s")
        f.zeroFormattingBehavior = .dropLeading
        #expect(f.string(from: 600) == "10m 0s")
        f.zeroFormattingBehavior = .default
        f.maximumUnitCount = 1
        f.includesApproximationPhrase = true
        f.includesTimeRemainingPhrase = true
        f.unitsStyle = .full
        #expect(f.string(from: 2 * 86400 + 5 * 3600) == "About 2 days remaining")
    }

    @Test func betweenTwoDates() {
        let f = DateComponentsFormatter()
        f.unitsStyle = .short
        f.allowedUnits = [.year, .month, .day, .hour, .minute, .second]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        f.calendar = calendar
        let start = calendar.date(from: DateComponents(year: 2022, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(year: 2025, month: 10, day: 27, hour: 19, second: 17))!
        #expect(f.string(from: start, to: end) == "3 yrs, 9 mths, 26 days, 19 hr, 17 sec")
        f.unitsStyle = .brief
        #expect(f.string(from: start, to: end) == "3yrs 9mths 26days 19hr 17sec")
        f.unitsStyle = .abbreviated
        #expect(f.string(from: start, to: end) == "3y 9mo 26d 19h 17s")
    }

    @Test func observationWorksThroughTheShim() {
        let model = TripModel()
        let changes = Counter()
        withObservationTracking {
            _ = model.remaining
        } onChange: {
            changes.count += 1
        }
        model.destination = "Kamppi"  // not read: not tracked
        #expect(changes.count == 0)
        model.remaining = 120
        #expect(changes.count == 1)
        model.remaining = 60  // tracking fires once per registration
        #expect(changes.count == 1)
    }

    @Test func notificationSounds() {
        let content = UNMutableNotificationContent()
        content.title = "Garage door open"
        #expect(content.sound == nil)
        content.sound = .default
        #expect(content.sound == UNNotificationSound.default)
        #expect(content.sound?.soundName == nil)
        content.sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
        #expect(content.sound?.soundName?.rawValue == "chime.caf")
        #expect(content.sound?.isCritical == false)
        #expect(UNNotificationSound.defaultCritical.isCritical)
        let request = UNNotificationRequest(identifier: "garage", content: content, trigger: nil)
        #expect(request.content.sound?.soundName == UNNotificationSoundName(rawValue: "chime.caf"))
    }
}

final class Counter: @unchecked Sendable { var count = 0 }

@Suite struct RelativeDateTimeFormatterTests {
    let now = Date(timeIntervalSinceReferenceDate: 780_000_000)

    @Test func howLongAgoInEnglish() {
        let f = RelativeDateTimeFormatter()
        #expect(f.dateTimeStyle == .numeric && f.unitsStyle == .full)
        #expect(f.localizedString(for: now.addingTimeInterval(-2 * 3600), relativeTo: now) == "2 hours ago")
        #expect(f.localizedString(for: now.addingTimeInterval(-90 * 60), relativeTo: now) == "1 hour ago")
        #expect(f.localizedString(for: now.addingTimeInterval(5 * 60), relativeTo: now) == "in 5 minutes")
        #expect(f.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "1 day ago")
        f.unitsStyle = .spellOut
        #expect(f.localizedString(from: DateComponents(month: -2)) == "two months ago")
        f.unitsStyle = .full
        f.dateTimeStyle = .named
        #expect(f.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "yesterday")
        #expect(f.localizedString(for: now.addingTimeInterval(86400), relativeTo: now) == "tomorrow")
        #expect(f.localizedString(for: now, relativeTo: now) == "now")
        #expect(f.localizedString(from: DateComponents(weekOfMonth: -1)) == "last week")
        #expect(f.localizedString(for: now.addingTimeInterval(-3 * 86400), relativeTo: now) == "3 days ago")
    }
}

@MainActor @Suite struct HapticsTests {
    /// A phone in the car gives no haptics: code that asks for them runs on, and the car's screen doesn't change.
    @Test func hapticsDoNothingInTheCar() async throws {
        let car = try await CarPlayTestSession(categories: [.navigation]) { QuietApp() }
        let before = car.texts
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.style == .heavy)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        await car.settle()
        #expect(car.texts == before)
    }
}

@Suite struct FoundationNameTests {
    /// App code sees Foundation and the shim side by side, so a name both declared would be ambiguous in it (Apple's
    /// music sample failed so on `NSOSStatusErrorDomain`, which swift-corelibs-foundation has).
    @Test func errorDomainsAreFoundations() {
        let error = NSError(domain: NSOSStatusErrorDomain, code: -50)
        #expect(error.domain == "NSOSStatusErrorDomain")
    }
}
