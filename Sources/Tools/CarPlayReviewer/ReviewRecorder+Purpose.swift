// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenCarPlay
import OpenMapKit
import OpenUIKit

/// What the signs of a topic seen so far in a run are, and where each was first seen. - Note: Ours.
struct PurposeEvidence {
    /// Each sign of a topic, with the text and place it was first seen in ("'High scores' (CPListTemplate 'Quiz')").
    var seen: [PurposeWording.Topic: [PurposeWording.Sign: String]] = [:]
    /// The texts already read for the signs of each app's topics (the same rows come back step after step): a text's
    /// signs, once noted in ``seen``, change nothing when it shows again.
    var scanned: [String: Set<String>] = [:]
    /// The maneuvers seen with each symbol image (by its name): the turn each one's instructions name.
    var turnsBySymbol: [String: [String: String]] = [:]
}

/// The rules judged from what the app is for, as its screens show it (guidelines for all apps 5 and 7, communication
/// 1, driving task 6 and 7, quick food ordering 3, notifications, navigation 3): judgement findings, each naming what
/// was seen, where, and the guide's words, so a person confirms or dismisses it in seconds.
extension ReviewRecorder {
    func checkPurpose(_ session: AppSession, _ screen: ScreenSnapshot, _ texts: [(text: String, place: String)]) {
        let categories = session.app.categories
        var topics: [PurposeWording.Topic] = [.gaming, .socialNetworking]
        if categories.contains(.communication) { topics.append(.email) }
        if categories.contains(.drivingTask) { topics += [.outsideVehicle, .locationFinder] }
        if categories.contains(.quickFoodOrdering) { topics.append(.retail) }
        // Each text is read for the app's topics the first time it shows (its first place is where its signs were seen).
        let app = session.app.name
        for (text, place) in texts where purpose.scanned[app, default: []].insert(text).inserted {
            for topic in topics {
                for sign in PurposeWording.signs(of: topic, in: text) where purpose.seen[topic]?[sign] == nil {
                    purpose.seen[topic, default: [:]][sign] = "'\(text)' (\(place))"
                }
            }
        }
        if purpose.scanned[app, default: []].count > 10_000 { purpose.scanned[app] = [] }
        for topic in topics {
            guard let seen = purpose.seen[topic], PurposeWording.isPresent(Set(seen.keys)) else { continue }
            reportPurpose(topic, seen, screen)
        }
        if categories.contains(.drivingTask) { checkLocationFinder(session, screen) }
        if categories.contains(.quickFoodOrdering) { checkFullMenu(session, screen) }
        if categories.contains(.navigation) { checkVoiceControlScope(session, screen) }
        checkTextOnlyLists(session, screen)
    }

    private func reportPurpose(_ topic: PurposeWording.Topic, _ seen: [PurposeWording.Sign: String], _ screen: ScreenSnapshot) {
        let (rule, what, guide): (RuleID, String, String) =
            switch topic {
            case .gaming: (.purposeGaming, "a game", "No gaming or social networking.")
            case .socialNetworking: (.purposeSocialNetworking, "social networking", "No gaming or social networking.")
            case .email: (.purposeEmail, "email", "Email is not considered short form text messaging and is not permitted.")
            case .outsideVehicle: (.purposeOutsideVehicle, "a task outside the vehicle", "Use cases outside of the vehicle environment are not permitted.")
            case .retail:
                (
                    .purposeRetail, "general retail",
                    "Quick food ordering apps must be Quick Service Restaurant (QSR) apps … and are not intended to be general retail apps (e.g. supermarkets, curbside pickup)."
                )
            case .locationFinder, .fullMenu, .promotion, .nonNavigationVoice: (.purposeLocationFinder, "", "")
            }
        guard !what.isEmpty else { return }
        // Strong signs first, then weak, each with where it was seen.
        let shown = seen.sorted { ($0.key.strong ? 0 : 1, $0.value) < ($1.key.strong ? 0 : 1, $1.value) }.prefix(4)
        let list = shown.map { "\($0.value) says \"\($0.key.cue)\"" }.joined(separator: "; ")
        report(
            rule, subject: topic.rawValue,
            "Judgement — the screens read as \(what): \(list). The guide: \"\(guide)\" Confirm by reading the screens.", screen: screen)
    }

    /// Driving task 6: "Do not create POI apps that are focused on finding locations on a map … (e.g. store finders)":
    /// a point of interest template whose points are mostly shops (MapKit's categories for stores, markets,
    /// pharmacies, cafés and restaurants, or the points' own words), or words that name a store finder.
    private func checkLocationFinder(_ session: AppSession, _ screen: ScreenSnapshot) {
        let retail: Set<MKPointOfInterestCategory> = [.store, .foodMarket, .pharmacy, .bakery, .cafe, .restaurant]
        for t in liveTemplates(session) {
            guard let poi = t as? CPPointOfInterestTemplate, poi.pointsOfInterest.count >= 2 else { continue }
            let shops = poi.pointsOfInterest.filter { p in
                if let c = p.location.pointOfInterestCategory, retail.contains(c) { return true }
                let words = [p.title, p.subtitle ?? "", p.summary ?? ""].joined(separator: " · ")
                return !PurposeWording.signs(of: .locationFinder, in: words).isEmpty
            }
            guard shops.count * 2 >= poi.pointsOfInterest.count else { continue }
            report(
                .purposeLocationFinder, subject: "points \(session.id(of: poi))",
                "Judgement — the point of interest template\(titled(session.id(of: poi), session)) shows \(shops.count) of its \(poi.pointsOfInterest.count) places as shops (\(shops.prefix(3).map { "'\($0.title)'" }.joined(separator: ", "))): a map for finding stores. The guide: \"Driving tasks apps must be primarily designed to accomplish tasks and are not intended to be location finders (e.g. store finders).\" Confirm by reading the screens.",
                screen: screen)
        }
        if let seen = purpose.seen[.locationFinder], PurposeWording.isPresent(Set(seen.keys)) {
            let list = seen.sorted { $0.value < $1.value }.prefix(3).map { "\($0.value) says \"\($0.key.cue)\"" }.joined(separator: "; ")
            report(
                .purposeLocationFinder, subject: "words",
                "Judgement — the screens read as a store finder: \(list). The guide: \"Do not create POI (point of interest) apps that are focused on finding locations on a map.\" Confirm by reading the screens.",
                screen: screen)
        }
    }

    /// Quick food ordering 3: "Simplified ordering only. Don't show a full menu." A template, tab, section or selectable
    /// row named as the menu, or a list whose rows are menu categories (three or more: "Burgers", "Drinks", "Desserts").
    private func checkFullMenu(_ session: AppSession, _ screen: ScreenSnapshot) {
        let selectable: Set<ElementSnapshot.Role> = [.listItem, .gridButton, .barButton, .tab, .textButton, .headerGridButton]
        for t in screen.stack + (screen.presented.map { [$0] } ?? []) {
            var named: [(String, String)] = []
            if let title = t.title { named.append((title, "title of the \(t.kind.className)")) }
            for s in t.sections { if let h = s.header { named.append((h, "section of the \(t.kind.className)")) } }
            for e in t.elements where selectable.contains(e.role) {
                if let text = e.text { named.append((text, "\(e.role.rawValue) in the \(t.kind.className)")) }
            }
            for tab in t.tabs { if let text = tab.tabItem?.text { named.append((text, "tab")) } }
            for (text, place) in named where !PurposeWording.signs(of: .fullMenu, in: text).isEmpty {
                report(
                    .orderingFullMenu, subject: "menu \(text)",
                    "Judgement — '\(text)' (\(place)) offers the menu. The guide: \"Simplified ordering only. Don't show a full menu. You can show a list of recent orders, or favorites limited to 12 items each.\" Confirm by reading the screens.",
                    screen: screen)
            }
            let categories = t.elements.compactMap(\.text).filter {
                PurposeWording.menuCategories.contains($0.lowercased().trimmingCharacters(in: .whitespacesAndNewlines))
            }
            if Set(categories.map { $0.lowercased() }).count >= 3 {
                report(
                    .orderingFullMenu, subject: "categories \(t.kind.className) \(t.title ?? "")",
                    "Judgement — the \(t.kind.className)\(t.title.map { " '\($0)'" } ?? "") lists menu categories (\(categories.prefix(4).map { "'\($0)'" }.joined(separator: ", "))): a menu to browse. The guide: \"Simplified ordering only. Don't show a full menu.\" Confirm by reading the screens.",
                    screen: screen)
            }
        }
    }

    /// All apps 7: "a list template must be used to present a list for selection". A list of three or more rows none of
    /// which can be selected (no handler, no list delegate), reading as prose (most rows a sentence of six words or more,
    /// or ending like one): the list is used to show text, not choices.
    private func checkTextOnlyLists(_ session: AppSession, _ screen: ScreenSnapshot) {
        for case let list as CPListTemplate in liveTemplates(session) where list.delegate == nil {
            let items = list.sections.flatMap(\.items)
            guard items.count >= 3, items.allSatisfy({ ($0 as? CPListItem)?.handler == nil && !($0 is CPListImageRowItem) }) else { continue }
            let texts = items.compactMap { ($0 as? CPListItem)?.text }
            let prose = texts.filter { t in
                PhoneWording.words(t).count >= 6 || t.trimmingCharacters(in: .whitespaces).last.map { ".!?。！？".contains($0) } == true
            }
            guard prose.count >= 3, prose.count * 2 > texts.count else { continue }
            report(
                .listTextOnly, subject: session.id(of: list),
                "Judgement — the CPListTemplate\(titled(session.id(of: list), session)) shows \(items.count) rows of text none of which can be selected ('\(prose[0])', '\(prose[1])'): the list is used to show text, not choices. The guide: \"a list template must be used to present a list for selection\". Confirm by reading the screen.",
                screen: screen)
        }
    }

    /// Navigation 10: "Voice control must be limited to navigation features." A voice control template the app presented
    /// whose states offer something else (music, weather, messages, news; in any of the car's languages).
    private func checkVoiceControlScope(_ session: AppSession, _ screen: ScreenSnapshot) {
        guard let voice = session.presented as? CPVoiceControlTemplate else { return }
        for state in voice.voiceControlStates {
            for text in (state.titleVariants ?? []) + state.actionButtons.compactMap(\.title) {
                guard let sign = PurposeWording.signs(of: .nonNavigationVoice, in: text).first else { continue }
                report(
                    .navigationVoiceControlScope, subject: text,
                    "Judgement — the voice control state '\(state.identifier)' offers '\(text)' (\"\(sign.cue)\"), not a navigation feature. The guide: \"Voice control must be limited to navigation features.\" Confirm by reading the state.",
                    screen: screen)
            }
        }
    }

    /// The templates on the car screen, a tab bar's tabs included.
    func liveTemplates(_ session: AppSession) -> [CPTemplate] {
        var all = session.stack + (session.presented.map { [$0] } ?? [])
        for case let tabs as CPTabBarTemplate in all { all += tabs.templates }
        return all
    }

    /// Notifications: "Notifications should be used sparingly in CarPlay and must be reserved for important tasks
    /// required while driving. Do not use notifications in CarPlay for features that are only relevant when using your
    /// app on iPhone." A banner the car showed whose words sell or promote (a discount, a review to leave, new features).
    func checkNotificationPurpose(app: String, title: String, subtitle: String) {
        let text = [title, subtitle].filter { !$0.isEmpty }.joined(separator: " — ")
        guard let sign = PurposeWording.signs(of: .promotion, in: text).first else { return }
        report(
            .notificationPurpose, subject: text,
            "Judgement — \(app)'s notification '\(text)' shown in the car promotes (\"\(sign.cue)\") rather than serving the drive. The guide: notifications \"must be reserved for important tasks required while driving. Do not use notifications in CarPlay for features that are only relevant when using your app on iPhone.\" Confirm by reading it."
        )
    }
}
