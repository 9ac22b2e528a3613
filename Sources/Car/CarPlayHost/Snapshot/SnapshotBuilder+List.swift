// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit

/// Lists: sections, rows, image rows, message items, the empty view and the assistant cell.
extension SnapshotBuilder {
    func list(_ s: inout TemplateSnapshot, _ list: CPListTemplate, _ tid: String) {
        let limits = session.limits
        let sectionLimit = limits.maximumSectionCount
        var remaining = limits.maximumItemCount
        session.noteTrim(tid, "sections", shown: min(list.sections.count, sectionLimit), given: list.sections.count)
        let total = list.itemCount
        var shown = 0
        s.list = ListDetails()
        if let config = list.assistantCellConfiguration,
            config.visibility == .always
                || (config.visibility == .whileLimitedUIActive && car.limitedInterfaces.contains(.lists))
        {
            s.list?.assistantCell = ListDetails.AssistantCell(
                position: config.position == .top ? .top : .bottom, action: config.assistantAction == .playMedia ? .playMedia : .startCall)
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
        if let header = list.listHeader { detailsHeader(&s, header, tid) }
        if total == 0 {
            s.list?.emptyTitle = list.emptyViewTitleVariants.first
            s.list?.emptySubtitle = list.emptyViewSubtitleVariants.first
            s.list?.showsEmptySpinner = list.showsSpinnerWhileEmpty
        }
    }

    /// A list's details header (iOS 26.4): its texts and thumbnail, and its first action buttons as elements.
    func detailsHeader(_ s: inout TemplateSnapshot, _ header: CPListTemplateDetailsHeader, _ tid: String) {
        let max = session.limits.maximumDetailsHeaderActionButtonCount
        session.noteTrim(tid, "listHeader.actionButtons", shown: min(header.actionButtons.count, max), given: header.actionButtons.count)
        var d = ListDetails.DetailsHeader()
        d.title = header.title
        d.subtitle = header.subtitle
        d.body = header.bodyVariants.first?.textWithoutAttachments
        d.thumbnail = ref(header.thumbnail.image)
        if let o = header.thumbnail.imageOverlay {
            d.overlayImage = ref(o.image)
            d.overlayText = o.text
            d.overlayTextColor = o.textColor.map { String($0.hex(for: session.carTraits).prefix(7)) }
            d.overlayBackgroundColor = o.backgroundColor.map { String($0.hex(for: session.carTraits).prefix(7)) }
            d.overlayAlignment = ["leading", "center", "trailing"][o.alignment.rawValue]
        }
        if let sports = header.thumbnail.sportsOverlay {
            d.sportsTeams = [sports.leftTeam, sports.rightTeam].map { "\($0.logo.initials ?? $0.name) \($0.eventScore)" }
            d.sportsStatus = sports.eventStatus?.eventStatusText?.first
        }
        if let playback = header.playbackConfiguration {
            d.playbackAction = Self.name(of: playback.playbackAction)
            d.playbackPresentation = Self.name(of: playback.preferredPresentation)
            d.playbackProgress = playback.progress
        }
        s.list?.detailsHeader = d
        s.buttons += header.actionButtons.prefix(max).enumerated().map { i, b in
            add(
                ElementSnapshot(
                    id: "\(tid).lh\(i)", role: .detailsHeaderButton, text: b.title, image: ref(b.image), isEnabled: b.isEnabled)
            ) { [b] in b.tapHandler?(b) }
        }
    }

    static func name(of action: CPPlaybackConfiguration.Action) -> String {
        switch action {
        case .none: "none"
        case .play: "play"
        case .pause: "pause"
        case .replay: "replay"
        }
    }

    static func name(of presentation: CPPlaybackConfiguration.Presentation) -> String {
        switch presentation {
        case .none: "none"
        case .audio: "audio"
        case .video: "video"
        }
    }

    /// A playable item's configuration as element details (`playbackAction`, `presentation`, `elapsed`, `duration`).
    static func playbackDetails(_ playback: CPPlaybackConfiguration?, into d: inout ElementDetails) {
        guard let playback else { return }
        d.playbackAction = name(of: playback.playbackAction)
        d.presentation = name(of: playback.preferredPresentation)
        if playback.elapsedTime.isNumeric { d.elapsed = ElementDetails.rounded(playback.elapsedTime.seconds, places: 1) }
        if playback.progress != nil { d.duration = ElementDetails.rounded(playback.duration.seconds, places: 1) }
    }

    func listItem(_ item: any CPListTemplateItem, _ eid: String, _ list: CPListTemplate) -> [ElementSnapshot] {
        let loading = session.loadingElements[eid] != nil
        switch item {
        case let li as CPListItem:
            var d = ElementDetails()
            if let accessory = ref(li.accessoryImage) {
                d.accessory = .image(accessory)
            } else if li.accessoryType == .disclosureIndicator {
                d.accessory = .disclosure
            } else if li.accessoryType == .cloud {
                d.accessory = .cloud
            }
            if li.isPlaying { d.playingIndicator = li.playingIndicatorLocation == .leading ? .leading : .trailing }
            if li.playbackProgress > 0 { d.progress = ElementDetails.rounded(Double(li.playbackProgress), places: 2) }
            d.isExplicit = li.isExplicitContent
            d.isLoading = loading
            Self.playbackDetails(li.playbackConfiguration, into: &d)
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
                        details: {
                            var d = ElementDetails()
                            d.style = row.elementStyle.rawValue
                            d.isLoading = loading
                            return d
                        }())
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
                var playback = ElementDetails()
                if row.elementStyle != .images { Self.playbackDetails(row.elements[i].playbackConfiguration, into: &playback) }
                result.append(
                    add(ElementSnapshot(id: iid, role: .imageRowImage, text: title, image: ref(image), isEnabled: enabled, details: playback)) {
                        [weak session, row] in
                        guard let session else { return }
                        session.car.record(.selected(element: iid, text: title))
                        if let handler = row.listImageRowHandler { session.runWithSpinner(elementID: iid) { done in handler(row, i, done) } }
                    })
            }
            return result
        case let msg as CPMessageListItem:
            var d = ElementDetails()
            d.isUnread = msg.leadingConfiguration.isUnread
            if msg.leadingConfiguration.leadingItem == .pin { d.leadingMark = .pin }
            if msg.leadingConfiguration.leadingItem == .star { d.leadingMark = .star }
            d.isMuted = msg.trailingConfiguration?.trailingItem == .mute
            d.trailingText = msg.trailingText
            d.conversation = msg.conversationIdentifier
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
}
