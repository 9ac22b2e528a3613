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
    var car: HeadUnit { session.car }

    init(session: AppSession) { self.session = session }

    /// An image's identity as the car shows it: asset images resolve to their variant for the car's traits
    /// (light/dark, scale), as CarPlay resolves them.
    func ref(_ image: UIImage?) -> String? {
        guard let image else { return nil }
        if let asset = image.imageAsset { return asset.image(with: session.carTraits).debugName }
        return image.debugName
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
            s.backButton = add(ElementSnapshot(id: "\(tid).back", role: .backButton, text: "Back", image: "symbol:chevron.backward")) {
                [weak session] in session?.systemBack()
            }
        }
        if !inTabBar, session.app.categories.contains(.audio), !(t is CPNowPlayingTemplate),
            MPNowPlayingInfoCenter.default().nowPlayingInfo != nil
        {
            s.trailingButtons.append(
                add(
                    ElementSnapshot(
                        id: "\(tid).nowPlaying", role: .barButton, text: "Now Playing",
                        image: "symbol:waveform", details: ["system": "nowPlaying"])
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

    private func navigationBar(_ s: inout TemplateSnapshot, _ p: any CPBarButtonProviding, _ tid: String) {
        func bar(_ buttons: [CPBarButton], _ side: String) -> [ElementSnapshot] {
            session.noteTrim(tid, "\(side)NavigationBarButtons", shown: min(buttons.count, 2), given: buttons.count)
            return buttons.prefix(2).enumerated().map { i, b in
                var details: [String: String] = b.buttonStyle == .rounded ? ["style": "rounded"] : [:]
                if let sys = b.systemAction { details["system"] = sys }
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
                    id: "\(tid).back", role: .backButton, text: back.title ?? "Back",
                    image: ref(back.image), isEnabled: back.isEnabled)
            ) { [back] in back.tapHandler?(back) }
        }
    }

    private func list(_ s: inout TemplateSnapshot, _ list: CPListTemplate, _ tid: String) {
        let limits = session.limits
        let sectionLimit = limits.maximumSectionCount
        var remaining = limits.maximumItemCount
        session.noteTrim(tid, "sections", shown: min(list.sections.count, sectionLimit), given: list.sections.count)
        let total = list.itemCount
        var shown = 0
        if let config = list.assistantCellConfiguration,
            config.visibility == .always
                || (config.visibility == .whileLimitedUIActive && car.limitedInterfaces.contains(.lists))
        {
            s.properties["assistantCell"] = config.position == .top ? "top" : "bottom"
            s.properties["assistantAction"] = config.assistantAction == .playMedia ? "playMedia" : "startCall"
        }
        for (si, section) in list.sections.prefix(sectionLimit).enumerated() {
            var items: [ElementSnapshot] = []
            for (ri, item) in section.items.enumerated() {
                guard remaining > 0 else { break }
                remaining -= 1
                shown += 1
                let eid = "\(tid).s\(si).r\(ri)"
                items.append(contentsOf: listItem(item, eid, list))
            }
            var headerButton: ElementSnapshot?
            if let b = section.headerButton {
                headerButton = add(
                    ElementSnapshot(
                        id: "\(tid).s\(si).header", role: .sectionHeaderButton, text: b.title,
                        image: ref(b.image), isEnabled: b.isEnabled)
                ) { [b] in b.tapHandler?(b) }
            }
            s.sections.append(
                SectionSnapshot(
                    header: section.header, headerSubtitle: section.headerSubtitle,
                    headerButton: headerButton, indexTitle: section.sectionIndexTitle, items: items))
        }
        session.noteTrim(tid, "items", shown: shown, given: total)
        if let header = list.headerGridButtons {
            let max = CPListTemplate.maximumHeaderGridButtonCount
            session.noteTrim(tid, "headerGridButtons", shown: min(header.count, max), given: header.count)
            s.buttons = header.prefix(max).enumerated().map { i, b in
                add(
                    ElementSnapshot(
                        id: "\(tid).hg\(i)", role: .headerGridButton, text: b.titleVariants.first, image: ref(b.image),
                        isEnabled: b.isEnabled)
                ) { [b] in b.tapHandler?(b) }
            }
        }
        if total == 0 {
            if let t = list.emptyViewTitleVariants.first { s.properties["emptyTitle"] = t }
            if let t = list.emptyViewSubtitleVariants.first { s.properties["emptySubtitle"] = t }
            if list.showsSpinnerWhileEmpty { s.properties["emptySpinner"] = "true" }
        }
    }

    private func listItem(_ item: any CPListTemplateItem, _ eid: String, _ list: CPListTemplate) -> [ElementSnapshot] {
        let loading = session.loadingElements[eid] != nil
        switch item {
        case let li as CPListItem:
            var d: [String: String] = [:]
            if let accessory = ref(li.accessoryImage) {
                d["accessory"] = accessory
            } else if li.accessoryType == .disclosureIndicator {
                d["accessory"] = "disclosure"
            } else if li.accessoryType == .cloud {
                d["accessory"] = "cloud"
            }
            if li.isPlaying { d["playing"] = li.playingIndicatorLocation == .leading ? "leading" : "trailing" }
            if li.playbackProgress > 0 { d["progress"] = String(format: "%.2f", Double(li.playbackProgress)) }
            if li.isExplicitContent { d["explicit"] = "true" }
            if loading { d["loading"] = "true" }
            return [
                add(
                    ElementSnapshot(
                        id: eid, role: .listItem, text: li.text, detailText: li.detailText, image: ref(li.image),
                        isEnabled: li.isEnabled, details: d)
                ) { [weak session, weak list, li] in
                    guard let session else { return }
                    session.car.record(.selected(element: eid, text: li.text))
                    if let handler = li.handler {
                        session.runWithSpinner(elementID: eid) { done in handler(li, done) }
                    } else if let list, let delegate = list.delegate {
                        session.runWithSpinner(elementID: eid) { done in delegate.listTemplate(list, didSelect: li, completionHandler: done) }
                    }
                }
            ]
        case let row as CPListImageRowItem:
            var result = [
                add(
                    ElementSnapshot(
                        id: eid, role: .imageRowItem, text: row.text, isEnabled: row.isEnabled,
                        details: ["style": row.elementStyle.rawValue].merging(loading ? ["loading": "true"] : [:]) { a, _ in a })
                ) {
                    [weak session, row] in
                    guard let session else { return }
                    session.car.record(.selected(element: eid, text: row.text))
                    if let handler = row.handler { session.runWithSpinner(elementID: eid) { done in handler(row, done) } }
                }
            ]
            let images = row.shownImages
            let max = CPMaximumNumberOfGridImages
            session.noteTrim(eid, "images", shown: min(images.count, max), given: images.count)
            for (i, image) in images.prefix(max).enumerated() {
                let title =
                    row.elementStyle == .images
                    ? (row.imageTitles.indices.contains(i) ? row.imageTitles[i] : nil)
                    : row.elements[i].elementTitle
                let enabled = row.isEnabled && (row.elementStyle == .images || row.elements[i].isEnabled)
                let iid = "\(eid).i\(i)"
                result.append(
                    add(ElementSnapshot(id: iid, role: .imageRowImage, text: title, image: ref(image), isEnabled: enabled)) {
                        [weak session, row] in
                        guard let session else { return }
                        session.car.record(.selected(element: iid, text: title))
                        if let handler = row.listImageRowHandler { session.runWithSpinner(elementID: iid) { done in handler(row, i, done) } }
                    })
            }
            return result
        case let msg as CPMessageListItem:
            var d: [String: String] = [:]
            if msg.leadingConfiguration.isUnread { d["unread"] = "true" }
            if msg.leadingConfiguration.leadingItem == .pin { d["leading"] = "pin" }
            if msg.leadingConfiguration.leadingItem == .star { d["leading"] = "star" }
            if msg.trailingConfiguration?.trailingItem == .mute { d["trailing"] = "mute" }
            if let t = msg.trailingText { d["trailingText"] = t }
            if let c = msg.conversationIdentifier { d["conversation"] = c }
            return [
                add(
                    ElementSnapshot(
                        id: eid, role: .messageItem, text: msg.text, detailText: msg.detailText,
                        image: ref(msg.leadingConfiguration.leadingImage), isEnabled: msg.isEnabled, details: d)
                ) {
                    [weak session, msg] in
                    session?.car.record(.selected(element: eid, text: msg.text))
                    session?.car.record(.note("Siri: message \(msg.conversationIdentifier ?? msg.phoneOrEmailAddress ?? "")"))
                }
            ]
        default:
            return [add(ElementSnapshot(id: eid, role: .listItem, text: item.text, isEnabled: item.isEnabled), nil)]
        }
    }

    private func grid(_ s: inout TemplateSnapshot, _ grid: CPGridTemplate, _ tid: String) {
        session.noteTrim(tid, "gridButtons", shown: min(grid.gridButtons.count, CPGridTemplateMaximumItems), given: grid.gridButtons.count)
        s.buttons = grid.gridButtons.prefix(CPGridTemplateMaximumItems).enumerated().map { i, b in
            var d: [String: String] = ["titleVariants": b.titleVariants.joined(separator: "|")]
            if let m = b.messageConfiguration, m.isUnread { d["unread"] = "true" }
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

    private func tabBar(_ s: inout TemplateSnapshot, _ tabBar: CPTabBarTemplate, _ tid: String) {
        for (i, tab) in tabBar.templates.enumerated() {
            var snap =
                i == tabBar.selectedIndex
                ? build(tab, inTabBar: true)
                : TemplateSnapshot(id: session.id(of: tab), kind: TemplateKind(of: tab) ?? .list, title: tab.templateTitle)
            let title = tab.tabTitle ?? (tab.hasTabSystemItem && tab.tabImage == nil ? tab.tabSystemItem.systemTitle : tab.templateTitle)
            let image = ref(tab.tabImage) ?? (tab.tabImage == nil ? "symbol:\(tab.tabSystemItem.systemSymbol)" : nil)
            var d: [String: String] = [:]
            if tab.showsTabBadge { d["badge"] = "true" }
            if i == tabBar.selectedIndex { d["selected"] = "true" }
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

    private func information(_ s: inout TemplateSnapshot, _ info: CPInformationTemplate, _ tid: String) {
        session.noteTrim(tid, "items", shown: min(info.items.count, 10), given: info.items.count)
        session.noteTrim(tid, "actions", shown: min(info.actions.count, 3), given: info.actions.count)
        s.properties["layout"] = info.layout == .twoColumn ? "twoColumn" : "leading"
        let items = info.items.prefix(10).enumerated().map { i, item in
            var d: [String: String] = [:]
            if let r = item as? CPInformationRatingItem {
                if let v = r.rating { d["rating"] = v.stringValue }
                if let m = r.maximumRating { d["maximumRating"] = m.stringValue }
            }
            return ElementSnapshot(id: "\(tid).i\(i)", role: .listItem, text: item.title, detailText: item.detail, isEnabled: false, details: d)
        }
        s.sections = [SectionSnapshot(items: items)]
        s.buttons = info.actions.prefix(3).enumerated().map { i, b in textButton(b, "\(tid).a\(i)") }
    }

    private func textButton(_ b: CPTextButton, _ id: String) -> ElementSnapshot {
        let style = ["normal", "cancel", "confirm"][b.textStyle.rawValue]
        return add(ElementSnapshot(id: id, role: .textButton, text: b.title, details: ["style": style])) { [weak session, b] in
            session?.car.record(.selected(element: id, text: b.title))
            b.tapHandler?(b)
        }
    }

    private func alertActions(_ actions: [CPAlertAction], _ tid: String) -> [ElementSnapshot] {
        actions.enumerated().map { i, a in
            var d = ["style": ["default", "cancel", "destructive"][Int(a.style.rawValue)]]
            if let c = a.color { d["color"] = c.hex(for: session.carTraits) }
            return add(ElementSnapshot(id: "\(tid).a\(i)", role: .alertAction, text: a.title, details: d)) { [weak session, a] in
                session?.car.record(.selected(element: "\(tid).a\(i)", text: a.title))
                a.handler(a)
            }
        }
    }

    private func alert(_ s: inout TemplateSnapshot, _ alert: CPAlertTemplate, _ tid: String) {
        let max = CPAlertTemplate.maximumActionCount
        session.noteTrim(tid, "actions", shown: min(alert.actions.count, max), given: alert.actions.count)
        s.properties["titleVariants"] = alert.titleVariants.joined(separator: "|")
        // "Only the most recently-added buttons (up to this count) will be kept."
        s.buttons = alertActions(Array(alert.actions.suffix(max)), tid)
    }

    private func actionSheet(_ s: inout TemplateSnapshot, _ sheet: CPActionSheetTemplate, _ tid: String) {
        if let m = sheet.message { s.properties["message"] = m }
        s.buttons = alertActions(sheet.actions, tid)
    }

    private func contact(_ s: inout TemplateSnapshot, _ t: CPContactTemplate, _ tid: String) {
        let c = t.contact
        s.properties["image"] = ref(c.image)
        if let v = c.subtitle { s.properties["subtitle"] = v }
        if let v = c.informativeText { s.properties["informativeText"] = v }
        s.buttons = c.actions.enumerated().map { i, b in
            var d: [String: String] = [:]
            if let sys = b.systemAction { d["system"] = sys }
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

    private func pointsOfInterest(_ s: inout TemplateSnapshot, _ t: CPPointOfInterestTemplate, _ tid: String) {
        session.noteTrim(tid, "pointsOfInterest", shown: min(t.pointsOfInterest.count, 12), given: t.pointsOfInterest.count)
        let shown = Array(t.pointsOfInterest.prefix(12))
        let items = shown.enumerated().map { i, p in
            var d = [
                "latitude": String(format: "%.6f", p.location.placemark.coordinate.latitude),
                "longitude": String(format: "%.6f", p.location.placemark.coordinate.longitude)
            ]
            if let v = p.summary { d["summary"] = v }
            if i == t.selectedIndex { d["selected"] = "true" }
            return add(
                ElementSnapshot(
                    id: "\(tid).p\(i)", role: .pointOfInterest, text: p.title, detailText: p.subtitle,
                    image: ref(p.pinImage), details: d)
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
            s.properties["detailTitle"] = p.detailTitle ?? p.title
            if let v = p.detailSubtitle { s.properties["detailSubtitle"] = v }
            if let v = p.detailSummary { s.properties["detailSummary"] = v }
            s.buttons = [p.primaryButton, p.secondaryButton].compactMap { $0 }.enumerated().map { i, b in textButton(b, "\(tid).d\(i)") }
        }
    }

    private func nowPlaying(_ s: inout TemplateSnapshot, _ t: CPNowPlayingTemplate, _ tid: String) {
        let info = MPNowPlayingInfoCenter.default().nowPlayingInfo ?? [:]
        for (key, name) in [
            (MPMediaItemPropertyTitle, "nowPlayingTitle"), (MPMediaItemPropertyArtist, "artist"),
            (MPMediaItemPropertyAlbumTitle, "album")
        ] {
            if let v = info[key] as? String { s.properties[name] = v }
        }
        for (key, name) in [
            (MPMediaItemPropertyPlaybackDuration, "duration"), (MPNowPlayingInfoPropertyElapsedPlaybackTime, "elapsed"),
            (MPNowPlayingInfoPropertyPlaybackRate, "rate")
        ] {
            if let v = (info[key] as? Double) ?? (info[key] as? Float).map(Double.init) ?? (info[key] as? Int).map(Double.init)
                ?? (info[key] as? NSNumber)?.doubleValue
            {
                s.properties[name] = String(format: "%.2f", v)
            }
        }
        if let elapsed = car.extrapolatedElapsed(info: info) { s.properties["elapsed"] = String(format: "%.2f", elapsed) }
        if info[MPNowPlayingInfoPropertyIsLiveStream] as? Bool == true { s.properties["live"] = "true" }
        if let art = info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork {
            s.properties["artwork"] = ref(art.image(at: CGSize(width: 200, height: 200))) ?? "artwork"
        }
        s.properties["playbackState"] = ["unknown", "playing", "paused", "stopped", "interrupted"][Int(MPNowPlayingInfoCenter.default().playbackState.rawValue)]
        session.noteTrim(tid, "nowPlayingButtons", shown: min(t.nowPlayingButtons.count, 5), given: t.nowPlayingButtons.count)
        s.buttons = t.nowPlayingButtons.prefix(5).enumerated().map { i, b in
            var d = ["kind": b.kind]
            if b.isSelected { d["selected"] = "true" }
            let image = ref((b as? CPNowPlayingImageButton)?.image) ?? "symbol:\(b.systemSymbol)"
            return add(
                ElementSnapshot(
                    id: "\(tid).b\(i)", role: .nowPlayingButton, text: b.kind, image: image, isEnabled: b.isEnabled,
                    details: d)
            ) { [weak session, b] in
                session?.car.record(.selected(element: "\(tid).b\(i)", text: b.kind))
                b.tapHandler?(b)
            }
        }
        // The car's transport controls send the app's remote commands (MPRemoteCommandCenter).
        let commands = MPRemoteCommandCenter.shared()
        let playing = MPNowPlayingInfoCenter.default().playbackState == .playing
        let transport: [(String, String, MPRemoteCommand)] = [
            ("previous", "backward.fill", commands.skipBackwardCommand.hasTargets ? commands.skipBackwardCommand : commands.previousTrackCommand),
            (
                "playPause", playing ? "pause.fill" : "play.fill",
                commands.togglePlayPauseCommand.hasTargets
                    ? commands.togglePlayPauseCommand
                    : (playing ? commands.pauseCommand : commands.playCommand)
            ),
            ("next", "forward.fill", commands.skipForwardCommand.hasTargets ? commands.skipForwardCommand : commands.nextTrackCommand)
        ]
        for (name, symbol, command) in transport {
            s.buttons.append(
                add(
                    ElementSnapshot(
                        id: "\(tid).\(name)", role: .transportButton, text: name, image: "symbol:\(symbol)",
                        isEnabled: command.isEnabled && command.hasTargets)
                ) { [weak session] in
                    session?.car.record(.selected(element: "\(tid).\(name)", text: name))
                    let event: MPRemoteCommandEvent =
                        (command as? MPSkipIntervalCommand).map {
                            MPSkipIntervalCommandEvent(command: command, interval: $0.preferredIntervals.first?.doubleValue ?? 15)
                        } ?? MPRemoteCommandEvent(command: command)
                    command.send(event)
                })
        }
        if t.isUpNextButtonEnabled {
            s.buttons.append(
                add(ElementSnapshot(id: "\(tid).upNext", role: .upNextButton, text: t.upNextTitle.isEmpty ? "Up Next" : t.upNextTitle)) {
                    [weak session, t] in
                    session?.car.record(.selected(element: "\(tid).upNext", text: "Up Next"))
                    for o in t.currentObservers { o.nowPlayingTemplateUpNextButtonTapped(t) }
                })
        }
        if t.isAlbumArtistButtonEnabled {
            s.buttons.append(
                add(ElementSnapshot(id: "\(tid).albumArtist", role: .albumArtistButton, text: s.properties["album"] ?? "Album")) {
                    [weak session, t] in
                    session?.car.record(.selected(element: "\(tid).albumArtist", text: "Album/Artist"))
                    for o in t.currentObservers { o.nowPlayingTemplateAlbumArtistButtonTapped(t) }
                })
        }
        if let sports = t.nowPlayingMode as? CPNowPlayingModeSports {
            s.properties["mode"] = "sports"
            s.properties["leftTeam"] = "\(sports.leftTeam.name) \(sports.leftTeam.eventScore)"
            s.properties["rightTeam"] = "\(sports.rightTeam.name) \(sports.rightTeam.eventScore)"
            if let status = sports.eventStatus?.eventStatusText { s.properties["eventStatus"] = status.joined(separator: " · ") }
        }
    }

    private func map(_ s: inout TemplateSnapshot, _ map: CPMapTemplate, _ tid: String) {
        let visible = map.mapButtons.filter { !$0.isHidden }
        let limit = map.isPanningInterfaceVisible ? 2 : 4
        session.noteTrim(tid, "mapButtons", shown: min(visible.count, limit), given: visible.count)
        s.buttons = visible.prefix(limit).enumerated().map { i, b in
            add(ElementSnapshot(id: "\(tid).m\(i)", role: .mapButton, image: ref(b.image), isEnabled: b.isEnabled)) { [weak session, b] in
                session?.car.record(.selected(element: "\(tid).m\(i)", text: nil))
                b.tapHandler?(b)
            }
        }
        if map.isPanningInterfaceVisible {
            s.properties["panning"] = "true"
            // The car's panning interface: an arrow per direction; each touch (or knob nudge) pans one step.
            let directions: [(String, CPMapTemplate.PanDirection)] = [("up", .up), ("down", .down), ("left", .left), ("right", .right)]
            for (name, direction) in directions {
                s.buttons.append(
                    add(ElementSnapshot(id: "\(tid).pan.\(name)", role: .panButton, text: name, image: "symbol:chevron.\(name)")) {
                        [weak session, weak map] in
                        guard let session, let map else { return }
                        session.car.record(.selected(element: "\(tid).pan.\(name)", text: name))
                        map.mapDelegate?.mapTemplate(map, panWith: direction)
                    })
            }
        }
        if !map.tripPreviews.isEmpty {
            session.noteTrim(tid, "tripPreviews", shown: min(map.tripPreviews.count, 12), given: map.tripPreviews.count)
            let trips = Array(map.tripPreviews.prefix(12))
            let selected = map.selectedPreviewTrip ?? trips[0]
            let tripItems = trips.enumerated().map { i, trip in
                add(
                    ElementSnapshot(
                        id: "\(tid).trip\(i)", role: .tripPreview,
                        text: trip.destinationNameVariants?.first ?? trip.destination.name,
                        details: trip === selected ? ["selected": "true"] : [:])
                ) { [weak session, weak map, trip] in
                    guard let session, let map else { return }
                    session.car.record(.selected(element: "\(tid).trip\(i)", text: trip.destination.name))
                    map.showTripPreviews(map.tripPreviews, selectedTrip: trip, textConfiguration: map.previewTextConfiguration)
                    if let choice = trip.routeChoices.first { map.mapDelegate?.mapTemplate(map, selectedPreviewFor: trip, using: choice) }
                }
            }
            session.noteTrim(tid, "routeChoices", shown: min(selected.routeChoices.count, 3), given: selected.routeChoices.count)
            let choices = selected.routeChoices.prefix(3).enumerated().map { i, c in
                add(
                    ElementSnapshot(
                        id: "\(tid).route\(i)", role: .routeChoice, text: c.summaryVariants.first,
                        detailText: c.additionalInformationVariants.first,
                        details: [
                            "summaryVariants": c.summaryVariants.joined(separator: "|"),
                            "additionalInformationVariants": c.additionalInformationVariants.joined(separator: "|")
                        ]
                        .merging(c === map.selectedRouteChoice ? ["selected": "true"] : [:]) { a, _ in a })
                ) { [weak session, weak map, selected, c] in
                    guard let session, let map else { return }
                    session.car.record(.selected(element: "\(tid).route\(i)", text: c.summaryVariants.first))
                    map.selectedRouteChoice = c
                    session.invalidateElements()
                    map.mapDelegate?.mapTemplate(map, selectedPreviewFor: selected, using: c)
                }
            }
            s.sections = [SectionSnapshot(header: "Trips", items: tripItems), SectionSnapshot(header: "Routes", items: choices)]
            let start = map.previewTextConfiguration?.startButtonTitle ?? "Go"
            s.buttons.append(
                add(ElementSnapshot(id: "\(tid).start", role: .startTrip, text: start)) { [weak session, weak map, selected] in
                    guard let session, let map else { return }
                    session.car.record(.selected(element: "\(tid).start", text: start))
                    if let choice = map.selectedRouteChoice ?? selected.routeChoices.first {
                        map.mapDelegate?.mapTemplate(map, startedTrip: selected, using: choice)
                    }
                })
        }
        if let nav = map.navigationSession {
            switch nav.state {
            case .paused(let reason, let text):
                s.properties["guidance"] = "paused"
                s.properties["pauseReason"] = ["", "arrived", "loading", "locating", "rerouting", "proceedToRoute"][Int(reason.rawValue)]
                if let text { s.properties["pauseDescription"] = text }
            default: s.properties["guidance"] = "active"
            }
            for (i, m) in nav.upcomingManeuvers.prefix(2).enumerated() {
                // How the app wants it shown (a symbol-only second maneuver is a lane diagram, 120×18 pt).
                let style = map.mapDelegate?.mapTemplate(map, displayStyleFor: m) ?? []
                if let name = [
                    CPManeuverDisplayStyle.symbolOnly: "symbolOnly", .instructionOnly: "instructionOnly", .leadingSymbol: "leadingSymbol",
                    .trailingSymbol: "trailingSymbol"
                ][style] {
                    s.properties["maneuver\(i)Style"] = name
                }
                if let image = m.symbolImage {
                    let name = ref(image) ?? image.debugName
                    s.properties["maneuver\(i)Image"] = name
                    s.properties["maneuver\(i)ImageSize"] = "\(Int(image.size.width))x\(Int(image.size.height))"
                    if let drawing = image.drawing {
                        s.drawings = (s.drawings ?? [:]).merging([name: drawing.map(AppSession.baseViewCommand)]) { a, _ in a }
                    }
                }
                s.properties["maneuver\(i)"] = m.instructionVariants.first ?? ""
                s.properties["maneuver\(i)Variants"] = m.instructionVariants.joined(separator: "|")
                s.properties["maneuver\(i)Type"] = NSStringFromCPManeuverType(m.maneuverType)
                if let e = nav.maneuverEstimates.first(where: { $0.maneuver === m })?.estimates ?? m.initialTravelEstimates {
                    s.properties["maneuver\(i)Distance"] = Self.distance(e.distanceRemainingToDisplay)
                }
            }
            if let road = nav.currentRoadNameVariants.first { s.properties["road"] = road }
            // Metadata for the instrument cluster and HUD, only if the app agrees to provide it (iOS 17.4).
            if map.mapDelegate?.mapTemplateShouldProvideNavigationMetadata(map) == true, let m = nav.upcomingManeuvers.first {
                s.properties["metadata"] = "true"
                s.properties["maneuverState"] = ["continue", "initial", "prepare", "execute"][nav.maneuverState.rawValue]
                s.properties["junction"] = NSStringFromCPJunctionType(m.junctionType)
                s.properties["trafficSide"] = NSStringFromCPTrafficSide(m.trafficSide)
                if let angle = m.junctionExitAngle { s.properties["exitAngle"] = String(Int(angle.converted(to: .degrees).value.rounded())) }
                if let label = m.highwayExitLabel { s.properties["exitLabel"] = label }
            }
            // Lanes: each lane's status and angles ("preferred:0,90;notGood:0"), from the current lane guidance.
            if let lanes = nav.currentLaneGuidance ?? nav.upcomingManeuvers.first?.linkedLaneGuidance, !lanes.lanes.isEmpty {
                s.properties["lanes"] = lanes.lanes.map { lane in
                    let status = ["notGood", "good", "preferred"][lane.status.rawValue]
                    let angles = lane.angles.map { String(Int($0.converted(to: .degrees).value.rounded())) }.joined(separator: ",")
                    let highlighted = lane.highlightedAngle.map { "@" + String(Int($0.converted(to: .degrees).value.rounded())) } ?? ""
                    return "\(status):\(angles)\(highlighted)"
                }.joined(separator: ";")
            }
            if let trip = map.tripEstimates.first(where: { $0.trip === nav.trip }) {
                s.properties["tripTime"] = "\(Int((trip.estimates.timeRemaining / 60).rounded())) min"
                s.properties["tripDistance"] = Self.distance(trip.estimates.distanceRemainingToDisplay)
                s.properties["tripTimeColor"] = ["default", "green", "orange", "red"][Int(trip.color.rawValue)]
            }
        }
        if let alert = map.currentNavigationAlert {
            s.properties["alertTitle"] = alert.titleVariants.first ?? ""
            if let sub = alert.subtitleVariants.first { s.properties["alertSubtitle"] = sub }
            for (i, a) in [alert.primaryAction, alert.secondaryAction].compactMap({ $0 }).enumerated() {
                s.buttons.append(
                    add(ElementSnapshot(id: "\(tid).alert\(i)", role: .navigationAlertAction, text: a.title)) {
                        [weak session, weak map, a] in
                        guard let session, let map else { return }
                        session.car.record(.selected(element: "\(tid).alert\(i)", text: a.title))
                        a.handler(a)
                        map.finishNavigationAlert(.userDismissed)
                    })
            }
        }
    }

    /// A distance as the car shows it: metres below 1 km, else kilometres with one decimal (in the app's unit
    /// when it is not metric).
    static func distance(_ m: Measurement<UnitLength>) -> String {
        switch m.unit {
        case .miles, .feet, .yards:
            let miles = m.converted(to: .miles).value
            return miles < 0.1 ? "\(Int(m.converted(to: .feet).value.rounded())) ft" : String(format: "%.1f mi", miles)
        default:
            let metres = m.converted(to: .meters).value
            return metres < 1000 ? "\(Int((metres / 10).rounded() * 10)) m" : String(format: "%.1f km", metres / 1000)
        }
    }

    private func search(_ s: inout TemplateSnapshot, _ t: CPSearchTemplate, _ tid: String) {
        s.properties["searchText"] = session.searchTexts[tid] ?? ""
        s.properties["keyboard"] = car.limitedInterfaces.contains(.keyboard) ? "limited" : "available"
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

    private func voiceControl(_ s: inout TemplateSnapshot, _ t: CPVoiceControlTemplate, _ tid: String) {
        if let state = t.voiceControlStates.first(where: { $0.identifier == t.activeStateIdentifier }) {
            s.properties["state"] = state.identifier
            s.title = state.titleVariants?.first
        }
    }
}

extension AppSession {
    /// What the car shows for a template now, and what each visible element does.
    func build(_ template: CPTemplate) -> (TemplateSnapshot, [LiveElement]) {
        let b = SnapshotBuilder(session: self)
        let depth = presented === template ? nil : stack.firstIndex { $0 === template }
        let snap = b.build(template, depth: depth)
        return (snap, b.elements)
    }

    /// A template as plain values.
    public func snapshot(of template: CPTemplate) -> TemplateSnapshot { cachedBuild(template).0 }

    /// The whole screen as plain values.
    public func screenSnapshot() -> ScreenSnapshot {
        activate()
        var screen = ScreenSnapshot(
            appName: app.name, stack: stack.map { self.snapshot(of: $0) }, presented: presented.map { self.snapshot(of: $0) },
            isDriving: car.isDriving, isPhoneLocked: car.isPhoneLocked, style: car.style == .dark ? "dark" : "light",
            screen: car.vehicle.screen, loadingElements: loadingElements.keys.sorted(),
            driveSide: car.vehicle.driveSide, inputs: car.vehicle.inputs.sorted { $0.rawValue < $1.rawValue })
        screen.banner = car.visibleBanner
        screen.siri = car.visibleSiri
        screen.call = car.callScreen
        if app.isAutomakerApp, isConnected {
            screen.customUI = customUISnapshot()
            screen.windowFrame = [car.vehicle.driveSide == .left ? 44 : 0, 0, car.vehicle.screen.widthPoints - 44, car.vehicle.screen.heightPoints]
        }
        if let window, app.categories.contains(.navigation) {
            updateWindowGeometry(window)
            screen.baseView = recordBaseView(window)
            screen.windowFrame = [car.vehicle.driveSide == .left ? 44 : 0, 0, Double(window.frame.width), Double(window.frame.height)]
        }
        return screen
    }

    /// The car window covers the app area; its safe area leaves out the bars, panels and map buttons the map
    /// template shows (our estimate of CarPlay's; Apple documents only that the map must honour it).
    func updateWindowGeometry(_ window: CPWindow) {
        let screen = car.vehicle.screen
        let frame = CGRect(x: 0, y: 0, width: screen.widthPoints - 44, height: screen.heightPoints)
        var insets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 56)
        if let map = stack.first as? CPMapTemplate, stack.count == 1, !map.tripPreviews.isEmpty || map.navigationSession != nil {
            insets.left = min(228, frame.width * 0.5 + 8)
        }
        let buttons = CGRect(x: frame.width - 56, y: 44, width: 56, height: frame.height - 44)
        if window.frame != frame || window.safeAreaInsets != insets || window.mapButtonSafeAreaLayoutGuide.layoutFrame != buttons {
            window.updateGeometry(frame: frame, safeArea: insets, mapButtonArea: buttons)
        }
    }

    func recordBaseView(_ window: CPWindow) -> [BaseViewCommand] {
        var commands: [DrawingCommand] = []
        window.recordDrawing(into: &commands, origin: .zero, traits: carTraits)
        return commands.map(Self.baseViewCommand)
    }

    static func baseViewCommand(_ c: DrawingCommand) -> BaseViewCommand {
        BaseViewCommand(
            path: pathData(c.segments), fill: c.fill.map(hex), fillOpacity: c.fill.map { $0[3] },
            stroke: c.stroke.map(hex), strokeOpacity: c.stroke.map { $0[3] }, lineWidth: c.stroke == nil ? nil : c.lineWidth)
    }

    static func hex(_ c: [Double]) -> String {
        "#" + c.prefix(3).map { String(format: "%02x", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }

    static func pathData(_ segments: [DrawingSegment]) -> String {
        func n(_ v: Double) -> String {
            var s = String(format: "%.2f", (v * 100).rounded() / 100)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            return s == "-0" ? "0" : s
        }
        func p(_ pt: [Double]) -> String { "\(n(pt[0])) \(n(pt[1]))" }
        return segments.map { s in
            switch s {
            case .move(let a): "M\(p(a))"
            case .line(let a): "L\(p(a))"
            case .quad(let c, let a): "Q\(p(c)) \(p(a))"
            case .cubic(let c1, let c2, let a): "C\(p(c1)) \(p(c2)) \(p(a))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// The elements the user can see now (the modal if one is shown, else the top of the stack).
    func visibleElements() -> [LiveElement] {
        // The call screen covers the app.
        if let call = car.callElements() { return call.elements }
        if app.isAutomakerApp { return isConnected ? customElements() : [] }
        guard let top = presented ?? stack.last else { return [] }
        return cachedBuild(top).1
    }

    /// The car's own back button.
    func systemBack() {
        guard stack.count > 1 else { return }
        car.record(.selected(element: "back", text: "Back"))
        _ = perform(.pop, animated: true, hasCompletion: true)
    }

    /// The now playing button: shows the shared now playing template (popping back to it if it is stacked).
    public func showNowPlaying() {
        activate()
        let np = CPNowPlayingTemplate.shared
        if stack.contains(where: { $0 === np }) {
            if stack.last !== np { _ = perform(.popTo(np), animated: true, hasCompletion: true) }
        } else {
            _ = perform(.push(np), animated: true, hasCompletion: true)
        }
    }
}
