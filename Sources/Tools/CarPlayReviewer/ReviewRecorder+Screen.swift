// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation
import OpenAVFAudio
import OpenCarPlay
import OpenIntents
import OpenMapKit
import OpenUIKit
import OpenUserNotifications

/// Labels of selectable elements that offer settings or account set-up (guideline 4).
let settingsPhrase = try! NSRegularExpression(
    pattern:
        #"^\s*((app |account |my )?settings|preferences|options|my account|account|manage (your )?account|sign[ -]?in|sign[ -]?up|log[ -]?in|create (an )?account|register|reset password|change password|subscription|manage subscription)\b"#,
    options: [.caseInsensitive])

extension NSRegularExpression {
    func matches(_ s: String) -> Bool { firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil }
}

extension ReviewRecorder {
    func checkScreen(_ session: AppSession) {
        // The checks read the base view's views, not its drawing: `report` draws it for a finding's screenshot.
        let screen = session.screenSnapshot(recordingBaseView: false)
        // Its texts, read once for the checks that read them.
        let texts = screenTexts(screen)
        checkBlank(session, screen)
        checkTexts(session, screen, texts)
        checkStack(session, screen)
        checkImages(session)
        checkNavigation(session)
        checkAudio(session)
        checkLyrics(session, screen)
        checkFollowUps(session, screen)
        checkPurpose(session, screen, texts)
        checkProtectedFiles(session, screen)
        judgeDisclosure(session)
        noteListRows(screen)
        noteRenderWarnings(screen)
    }

    /// Lays the screen out as the car draws it (when it changed) and notes each new render warning once.
    func noteRenderWarnings(_ screen: ScreenSnapshot) {
        guard laidOut.insert(screen) else { return }
        for w in CarRenderer.layout(screen, bitmaps: laidOut.bitmaps).warnings where notedWarnings.insert(w).inserted {
            renderNotes.append(RenderNote(warning: w, path: path, context: context.isEmpty ? carState : context))
        }
    }

    private func checkBlank(_ session: AppSession, _ screen: ScreenSnapshot) {
        guard let at = session.connectedAt, car.now - at >= 5 else { return }
        if session.app.isAutomakerApp {
            // An automaker app draws its own screen: blank means no window on the car's screen, or nothing in it.
            if screen.customUI == nil || screen.customUI?.views.isEmpty == true {
                report(
                    .flowNeedsPhone, subject: "noWindow",
                    "\(session.app.name) shows no window on the car screen \(Int(car.now - at)) s after CarPlay connected: the car screen is blank.",
                    screen: screen)
            }
            return
        }
        if screen.stack.isEmpty {
            report(
                .flowNeedsPhone, subject: "noRoot",
                "\(session.app.name) set no root template \(Int(car.now - at)) s after its CarPlay scene connected: the car screen is blank.", screen: screen)
        } else if let root = screen.stack.first, screen.stack.count == 1, screen.presented == nil, root.kind != .map,
            root.elements.isEmpty, root.texts.isEmpty, root.detailTexts.allSatisfy(\.isEmpty), root.tabs.isEmpty
        {
            report(
                .flowNeedsPhone, subject: "emptyRoot",
                "\(session.app.name)'s root \(root.kind.className) shows nothing (no items, no title, no empty-state text).", screen: screen)
        }
    }

    /// Every text on the screen, with where it is.
    func screenTexts(_ screen: ScreenSnapshot) -> [(text: String, place: String)] {
        // Read at every look at the screen: no array of templates or texts is built on the way.
        var all: [(text: String, place: String)] = []
        func add(_ text: String, _ place: String) { if !text.isEmpty { all.append((text, place)) } }
        func add(_ t: TemplateSnapshot) {
            let place = "\(t.kind.className)\(t.title.map { " '\($0)'" } ?? "")"
            for s in t.texts { add(s, place) }
            for s in t.detailTexts { add(s, place) }
            for tab in t.tabs {
                let tabPlace = "tab \(tab.tabItem?.text ?? "")"
                for s in tab.texts { add(s, tabPlace) }
                for s in tab.detailTexts { add(s, tabPlace) }
            }
        }
        screen.forEachTemplate(add)
        if let b = screen.banner {
            add(b.title, "notification")
            add(b.subtitle, "notification")
        }
        return all
    }

    /// Message texts the phone knows (communication apps): notification bodies and SiriKit message content.
    private func knownMessages(_ session: AppSession) -> [String] {
        var bodies = session.notificationCenter.addedRequests.map(\.content.body)
        bodies += INInteraction.donated.compactMap { ($0.intent as? INSendMessageIntent)?.content }
        return Array(Set(bodies.filter { $0.count >= 8 })).sorted()
    }

    private func asksForThePhone(_ text: String) -> Bool {
        phoneWording.answer(text) { [car] in
            PhoneWording.asksToUseThePhone($0, appName: (car.activeSession ?? car.sessions.last)?.app.name)
        }
    }

    private func offersSettings(_ text: String) -> Bool {
        settingsWording.answer(text) { settingsPhrase.matches($0) || SettingsWording.offersSettings($0) }
    }

    private func checkTexts(_ session: AppSession, _ screen: ScreenSnapshot, _ texts: [(text: String, place: String)]) {
        for (text, place) in texts where asksForThePhone(text) {
            report(.wordingPhone, subject: text, "'\(text)' (\(place)) asks the driver to use the iPhone.", screen: screen)
        }
        screen.forEachTemplate { t in
            t.forEachElement { e in
                guard Self.selectableRoles.contains(e.role), let text = e.text, offersSettings(text) else { return }
                report(
                    .settingsOnCar, subject: text, "'\(text)' (\(e.role.rawValue) in \(t.kind.className)) offers settings or account set-up on the car.",
                    screen: screen)
            }
        }
        guard session.app.categories.contains(.communication) else { return }
        let messages = knownMessages(session)
        for m in messages {
            // Banners are judged by message.inNotification (what the app put in the notification's title).
            for (text, place) in texts where place != "notification" && text.localizedCaseInsensitiveContains(m) {
                report(.messageOnScreen, subject: m, "The content of a message, '\(m)', is shown on the car screen (\(place): '\(text)').", screen: screen)
            }
        }
        for r in session.notificationCenter.addedRequests {
            let c = r.content
            for m in messages + [c.body] where m.count >= 8 {
                if c.title.localizedCaseInsensitiveContains(m) || c.subtitle.localizedCaseInsensitiveContains(m) {
                    report(
                        .messageInNotification, subject: r.identifier,
                        "Notification '\(r.identifier)' shows message content in its title or subtitle: title '\(c.title)', subtitle '\(c.subtitle)'.",
                        screen: screen)
                }
            }
        }
    }

    /// The roles of elements the driver selects, whose labels may offer settings.
    private static let selectableRoles: Set<ElementSnapshot.Role> = [
        .listItem, .gridButton, .barButton, .tab, .textButton, .alertAction, .headerGridButton, .detailsHeaderButton
    ]

    private func checkStack(_ session: AppSession, _ screen: ScreenSnapshot) {
        for (a, b) in zip(screen.stack, screen.stack.dropFirst())
        where a.kind == b.kind && a.title == b.title && !a.texts.isEmpty
            && a.texts == b.texts && a.elements.map(\.text) == b.elements.map(\.text)
        {
            report(
                .templatePushedTwice, subject: "\(a.kind.className) \(a.title ?? "")",
                "Two identical \(a.kind.className)s\(a.title.map { " '\($0)'" } ?? "") are on the stack, one over the other.", screen: screen)
        }
        let apps = session.app.categories
        let live = session.stack + (session.presented.map { [$0] } ?? [])
        var all: [CPTemplate] = []
        for t in live {
            all.append(t)
            if let tb = t as? CPTabBarTemplate { all += tb.templates }
        }
        if apps.contains(.quickFoodOrdering) {
            for case let list as CPListTemplate in all {
                for (i, s) in list.sections.enumerated() where s.items.count > 12 {
                    report(
                        .orderingOver12, subject: "\(session.id(of: list)).\(i)",
                        "The list '\(list.title ?? "")' section \(s.header.map { "'\($0)'" } ?? "#\(i)") shows \(s.items.count) items; quick food ordering apps show at most 12 recents or favorites.",
                        screen: screen)
                }
            }
        }
        let allowed = poiCategories(apps)
        if !allowed.isEmpty {
            for case let poi as CPPointOfInterestTemplate in all {
                for p in poi.pointsOfInterest {
                    guard let c = p.location.pointOfInterestCategory, !allowed.contains(c) else { continue }
                    report(
                        .poiOutsideCategory, subject: p.title,
                        "'\(p.title)' is a \(c.rawValue.replacingOccurrences(of: "MKPOICategory", with: "")) location; \(session.app.name) (\(apps.map(\.rawValue).sorted().joined(separator: ", "))) may show only \(allowed.map { $0.rawValue.replacingOccurrences(of: "MKPOICategory", with: "") }.sorted().joined(separator: ", ")).",
                        screen: screen)
                }
            }
        }
        // Tab titles wider than their tab on this screen (12 pt medium, as the renderer draws them).
        if let tabs = screen.stack.first, tabs.kind == .tabBar, !tabs.tabs.isEmpty {
            let width = CarPlayMetrics.appAreaWidth(of: screen.screen) / Double(tabs.tabs.count) - 4
            let font = FontMetrics.inter(.medium)
            for tab in tabs.tabs {
                guard let title = tab.tabItem?.text, font.width(title, size: 12) > width else { continue }
                report(
                    .tabsTitleLength, subject: title,
                    "The tab title '\(title)' is \(String(format: "%.0f", font.width(title, size: 12))) pt wide; each of the \(tabs.tabs.count) tabs is \(String(format: "%.0f", width)) pt on the \(screen.screen.name) screen.",
                    screen: screen)
            }
        }
    }

    private func poiCategories(_ apps: Set<AppCategory>) -> Set<MKPointOfInterestCategory> {
        var s: Set<MKPointOfInterestCategory> = []
        if apps.contains(.drivingTask) || apps.contains(.navigation) { return [] }
        if apps.contains(.evCharging) { s.insert(.evCharger) }
        if apps.contains(.fueling) { s.insert(.gasStation) }
        if apps.contains(.parking) { s.insert(.parking) }
        if apps.contains(.quickFoodOrdering) { s.formUnion([.restaurant, .cafe, .bakery]) }
        return s
    }
}
