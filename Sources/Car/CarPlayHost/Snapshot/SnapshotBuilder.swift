// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit

/// A visible element and what the car does when it is tapped.
struct LiveElement {
    let snapshot: ElementSnapshot
    let action: (@MainActor () -> Void)?
}

/// Builds the snapshot of a template and the actions of its elements at once.
@MainActor
final class SnapshotBuilder {
    unowned let session: AppSession
    var elements: [LiveElement] = []
    /// The PNG/JPEG bytes of the images referenced so far, by reference (the renderer draws them).
    var bitmaps: [String: Data] = [:]
    /// Those of them drawn as templates (in the car's tint).
    var templateBitmaps: Set<String> = []
    /// Custom symbols referenced so far: their paths in a unit square.
    var customSymbols: [String: [String]] = [:]
    var car: HeadUnit { session.car }

    init(session: AppSession) { self.session = session }

    /// An image's identity as the car shows it: asset images resolve to their variant for the car's traits
    /// (light/dark, scale), as CarPlay resolves them. A template image (its rendering mode, which an asset's variants
    /// share unless the app changed it) is noted so the car tints it.
    func ref(_ image: UIImage?) -> String? {
        guard let image else { return nil }
        let shown = image.imageAsset?.image(with: session.carTraits) ?? image
        let name = shown.debugName
        if let data = shown.bitmapData {
            bitmaps[name] = data
            if image.renderingMode == .alwaysTemplate { templateBitmaps.insert(name) }
        }
        if case .customSymbol(_, let symbol) = shown.source { customSymbols[name] = symbol.paths }
        return name
    }

    func add(_ e: ElementSnapshot, _ action: (@MainActor () -> Void)?) -> ElementSnapshot {
        elements.append(LiveElement(snapshot: e, action: e.isEnabled ? action : nil))
        return e
    }

    func build(_ t: CPTemplate, inTabBar: Bool = false, depth: Int? = nil) -> TemplateSnapshot {
        let tid = session.id(of: t)
        var s = TemplateSnapshot(id: tid, kind: TemplateKind(of: t) ?? .list, title: t.templateTitle)
        if !inTabBar, let provider = t as? any CPBarButtonProviding, !(t is CPNowPlayingTemplate) {
            navigationBar(&s, provider, tid)
        }
        if !inTabBar, let depth, depth > 0, s.backButton == nil {
            s.backButton = add(
                ElementSnapshot(
                    id: "\(tid).back", role: .backButton, text: CarStrings.text("Back", session.car.phoneLanguage), image: "symbol:chevron.backward")
            ) {
                [weak session] in session?.systemBack()
            }
        }
        if !inTabBar, session.app.categories.contains(.audio), !(t is CPNowPlayingTemplate),
            session.nowPlayingCenter.shownInfo != nil
        {
            s.trailingButtons.append(
                add(
                    ElementSnapshot(
                        id: "\(tid).nowPlaying", role: .barButton, text: CarStrings.text("Now Playing", session.car.phoneLanguage),
                        image: "symbol:waveform",
                        details: {
                            var d = ElementDetails()
                            d.systemAction = "nowPlaying"
                            return d
                        }())
                ) {
                    [weak session] in session?.showNowPlaying()
                })
        }
        switch t {
        case let list as CPListTemplate: self.list(&s, list, tid)
        case let grid as CPGridTemplate: self.grid(&s, grid, tid)
        case let tabBar as CPTabBarTemplate: self.tabBar(&s, tabBar, tid)
        case let info as CPInformationTemplate: information(&s, info, tid)
        case let alert as CPAlertTemplate: self.alert(&s, alert, tid)
        case let sheet as CPActionSheetTemplate: actionSheet(&s, sheet, tid)
        case let contact as CPContactTemplate: self.contact(&s, contact, tid)
        case let poi as CPPointOfInterestTemplate: pointsOfInterest(&s, poi, tid)
        case let np as CPNowPlayingTemplate: nowPlaying(&s, np, tid)
        case let map as CPMapTemplate: self.map(&s, map, tid)
        case let search as CPSearchTemplate: self.search(&s, search, tid)
        case let voice as CPVoiceControlTemplate: voiceControl(&s, voice, tid)
        default: break
        }
        return s
    }

    func navigationBar(_ s: inout TemplateSnapshot, _ p: any CPBarButtonProviding, _ tid: String) {
        func bar(_ buttons: [CPBarButton], _ side: String) -> [ElementSnapshot] {
            session.noteTrim(tid, "\(side)NavigationBarButtons", shown: min(buttons.count, 2), given: buttons.count)
            return buttons.prefix(2).enumerated().map { i, b in
                var details = ElementDetails()
                if b.buttonStyle == .rounded { details.style = "rounded" }
                details.systemAction = b.systemAction
                return add(
                    ElementSnapshot(
                        id: "\(tid).\(side).\(i)", role: .barButton, text: b.title, image: ref(b.image),
                        isEnabled: b.isEnabled, details: details)
                ) { [weak session, b] in
                    if let sys = b.systemAction { session?.car.record(.note("system action \(sys)")) }
                    b.tapHandler?(b)
                }
            }
        }
        s.leadingButtons = bar(p.leadingNavigationBarButtons, "leading")
        s.trailingButtons = bar(p.trailingNavigationBarButtons, "trailing")
        if let back = p.backButton {
            s.backButton = add(
                ElementSnapshot(
                    id: "\(tid).back", role: .backButton, text: back.title ?? CarStrings.text("Back", session.car.phoneLanguage),
                    image: ref(back.image), isEnabled: back.isEnabled)
            ) { [back] in back.tapHandler?(back) }
        }
    }

    func grid(_ s: inout TemplateSnapshot, _ grid: CPGridTemplate, _ tid: String) {
        session.noteTrim(tid, "gridButtons", shown: min(grid.gridButtons.count, CPGridTemplateMaximumItems), given: grid.gridButtons.count)
        s.buttons = grid.gridButtons.prefix(CPGridTemplateMaximumItems).enumerated().map { i, b in
            var d = ElementDetails()
            d.titleVariants = b.titleVariants
            d.isUnread = b.messageConfiguration?.isUnread == true
            return add(
                ElementSnapshot(
                    id: "\(tid).g\(i)", role: .gridButton, text: b.titleVariants.first, image: ref(b.image),
                    isEnabled: b.isEnabled, details: d)
            ) { [weak session, b] in
                session?.car.record(.selected(element: "\(tid).g\(i)", text: b.titleVariants.first))
                b.tapHandler?(b)
            }
        }
    }

    func tabBar(_ s: inout TemplateSnapshot, _ tabBar: CPTabBarTemplate, _ tid: String) {
        for (i, tab) in tabBar.templates.enumerated() {
            var snap =
                i == tabBar.selectedIndex
                ? build(tab, inTabBar: true)
                : TemplateSnapshot(id: session.id(of: tab), kind: TemplateKind(of: tab) ?? .list, title: tab.templateTitle)
            let title = tab.tabTitle ?? (tab.hasTabSystemItem && tab.tabImage == nil ? tab.tabSystemItem.systemTitle : tab.templateTitle)
            let image = ref(tab.tabImage) ?? (tab.tabImage == nil ? "symbol:\(tab.tabSystemItem.systemSymbol)" : nil)
            var d = ElementDetails()
            d.showsBadge = tab.showsTabBadge
            d.isSelected = i == tabBar.selectedIndex
            snap.tabItem = add(ElementSnapshot(id: "\(tid).tab\(i)", role: .tab, text: title, image: image, details: d)) {
                [weak session, weak tabBar] in
                guard let session, let tabBar else { return }
                session.car.record(.tabSelected(template: tid, index: i))
                session.invalidateElements()
                tabBar.carDidSelectTab(at: i)
            }
            s.tabs.append(snap)
        }
        s.selectedTab = tabBar.templates.isEmpty ? nil : tabBar.selectedIndex
    }

    func information(_ s: inout TemplateSnapshot, _ info: CPInformationTemplate, _ tid: String) {
        session.noteTrim(tid, "items", shown: min(info.items.count, 10), given: info.items.count)
        session.noteTrim(tid, "actions", shown: min(info.actions.count, 3), given: info.actions.count)
        s.information = InformationDetails(layout: info.layout == .twoColumn ? .twoColumn : .leading)
        let items = info.items.prefix(10).enumerated().map { i, item in
            var d = ElementDetails()
            if let r = item as? CPInformationRatingItem {
                d.rating = r.rating?.stringValue
                d.maximumRating = r.maximumRating?.stringValue
            }
            return ElementSnapshot(id: "\(tid).i\(i)", role: .listItem, text: item.title, detailText: item.detail, isEnabled: false, details: d)
        }
        s.sections = [SectionSnapshot(items: items)]
        s.buttons = info.actions.prefix(3).enumerated().map { i, b in textButton(b, "\(tid).a\(i)") }
    }

    func textButton(_ b: CPTextButton, _ id: String) -> ElementSnapshot {
        let style = ["normal", "cancel", "confirm"][b.textStyle.rawValue]
        return add(
            ElementSnapshot(
                id: id, role: .textButton, text: b.title,
                details: {
                    var d = ElementDetails()
                    d.style = style
                    return d
                }())
        ) { [weak session, b] in
            session?.car.record(.selected(element: id, text: b.title))
            b.tapHandler?(b)
        }
    }

    func alertActions(_ actions: [CPAlertAction], _ tid: String) -> [ElementSnapshot] {
        actions.enumerated().map { i, a in
            var d = ElementDetails()
            d.style = ["default", "cancel", "destructive"][Int(a.style.rawValue)]
            d.color = a.color?.hex(for: session.carTraits)
            return add(ElementSnapshot(id: "\(tid).a\(i)", role: .alertAction, text: a.title, details: d)) { [weak session, a] in
                session?.car.record(.selected(element: "\(tid).a\(i)", text: a.title))
                a.handler(a)
            }
        }
    }

    func alert(_ s: inout TemplateSnapshot, _ alert: CPAlertTemplate, _ tid: String) {
        let max = CPAlertTemplate.maximumActionCount
        session.noteTrim(tid, "actions", shown: min(alert.actions.count, max), given: alert.actions.count)
        s.alert = AlertDetails(titleVariants: alert.titleVariants)
        // "Only the most recently-added buttons (up to this count) will be kept."
        s.buttons = alertActions(Array(alert.actions.suffix(max)), tid)
    }

    func actionSheet(_ s: inout TemplateSnapshot, _ sheet: CPActionSheetTemplate, _ tid: String) {
        s.actionSheet = ActionSheetDetails(message: sheet.message)
        s.buttons = alertActions(sheet.actions, tid)
    }

    func contact(_ s: inout TemplateSnapshot, _ t: CPContactTemplate, _ tid: String) {
        let c = t.contact
        s.contact = ContactDetails(image: ref(c.image), subtitle: c.subtitle, informativeText: c.informativeText)
        s.buttons = c.actions.enumerated().map { i, b in
            var d = ElementDetails()
            d.systemAction = b.systemAction
            return add(
                ElementSnapshot(
                    id: "\(tid).c\(i)", role: .contactButton, text: b.title, image: ref(b.image),
                    isEnabled: b.isEnabled, details: d)
            ) { [weak session, b] in
                session?.car.record(.selected(element: "\(tid).c\(i)", text: b.title))
                if let sys = b.systemAction { session?.car.record(.note("system action \(sys)")) }
                b.tapHandler?(b)
            }
        }
    }

    func pointsOfInterest(_ s: inout TemplateSnapshot, _ t: CPPointOfInterestTemplate, _ tid: String) {
        session.noteTrim(tid, "pointsOfInterest", shown: min(t.pointsOfInterest.count, 12), given: t.pointsOfInterest.count)
        let shown = Array(t.pointsOfInterest.prefix(12))
        let items = shown.enumerated().map { i, p in
            var d = ElementDetails()
            d.latitude = ElementDetails.rounded(p.location.placemark.coordinate.latitude, places: 6)
            d.longitude = ElementDetails.rounded(p.location.placemark.coordinate.longitude, places: 6)
            d.summary = p.summary
            d.isSelected = i == t.selectedIndex
            return add(
                ElementSnapshot(
                    id: "\(tid).p\(i)", role: .pointOfInterest, text: p.title, detailText: p.subtitle,
                    // The selected point shows its selected pin image when it has one.
                    image: ref(i == t.selectedIndex ? (p.selectedPinImage ?? p.pinImage) : p.pinImage), details: d)
            ) { [weak session, weak t, p] in
                guard let session, let t else { return }
                session.car.record(.selected(element: "\(tid).p\(i)", text: p.title))
                t.selectedIndex = i
                t.pointOfInterestDelegate?.pointOfInterestTemplate(t, didSelectPointOfInterest: p)
            }
        }
        s.sections = [SectionSnapshot(items: items)]
        if shown.indices.contains(t.selectedIndex) {
            let p = shown[t.selectedIndex]
            s.pointOfInterest = PointOfInterestDetails(
                detailTitle: p.detailTitle ?? p.title, detailSubtitle: p.detailSubtitle, detailSummary: p.detailSummary)
            s.buttons = [p.primaryButton, p.secondaryButton].compactMap { $0 }.enumerated().map { i, b in textButton(b, "\(tid).d\(i)") }
        }
    }

    func search(_ s: inout TemplateSnapshot, _ t: CPSearchTemplate, _ tid: String) {
        s.search = SearchDetails(text: session.searchTexts[tid] ?? "", isKeyboardLimited: car.limitedInterfaces.contains(.keyboard))
        let results = session.searchResults[tid] ?? []
        let limit = session.limits.maximumItemCount
        session.noteTrim(tid, "results", shown: min(results.count, limit), given: results.count)
        let items = results.prefix(limit).enumerated().map { i, item in
            add(
                ElementSnapshot(
                    id: "\(tid).r\(i)", role: .searchResult, text: item.text, detailText: item.detailText,
                    image: ref(item.image), isEnabled: item.isEnabled)
            ) { [weak session, weak t, item] in
                guard let session, let t else { return }
                session.car.record(.selected(element: "\(tid).r\(i)", text: item.text))
                session.runWithSpinner(elementID: "\(tid).r\(i)") { done in
                    t.delegate?.searchTemplate(t, selectedResult: item, completionHandler: done)
                }
            }
        }
        s.sections = [SectionSnapshot(items: items)]
    }

    func voiceControl(_ s: inout TemplateSnapshot, _ t: CPVoiceControlTemplate, _ tid: String) {
        if let state = t.voiceControlStates.first(where: { $0.identifier == t.activeStateIdentifier }) {
            s.voiceControl = VoiceControlDetails(stateIdentifier: state.identifier)
            s.title = state.titleVariants?.first
            // The state's action buttons (iOS 26.4), the first the car shows.
            let max = session.limits.maximumVoiceControlActionButtonCount
            session.noteTrim(tid, "actionButtons", shown: min(state.actionButtons.count, max), given: state.actionButtons.count)
            s.buttons = state.actionButtons.prefix(max).enumerated().map { i, b in
                add(
                    ElementSnapshot(id: "\(tid).v\(i)", role: .voiceControlButton, text: b.title, image: ref(b.image), isEnabled: b.isEnabled)
                ) { [b] in b.tapHandler?(b) }
            }
        }
    }
}
