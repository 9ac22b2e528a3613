// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// Lists: the details header, rows, image rows, the empty view.
extension CarRenderer {
    static func list(_ c: inout Canvas, _ t: TemplateSnapshot, in r: Rect, loading: Set<String>) {
        let theme = c.theme
        var r = r
        if let header = t.list?.detailsHeader {
            // Our layout: Apple shows the header between the navigation bar and the first section; its exact look
            // isn't published.
            let height = 112.0
            detailsHeader(&c, header, t.buttons.filter { $0.role == .detailsHeaderButton }, Rect(x: r.x, y: r.y, width: r.width, height: height))
            r = Rect(x: r.x, y: r.y + height, width: r.width, height: max(r.height - height, 0))
        }
        let items = t.sections.reduce(0) { $0 + $1.items.count }
        if items == 0 {
            let title = t.list?.emptyTitle
            let subtitle = t.list?.emptySubtitle
            if t.list?.showsEmptySpinner == true { c.symbol("timer", Rect(x: r.midX - 12, y: r.midY - 40, width: 24, height: 24), theme.secondaryText) }
            c.text(
                title, Rect(x: r.x + 20, y: r.midY - 14, width: r.width - 40, height: 22), size: 17, weight: .semibold,
                color: theme.primaryText, align: .center)
            c.text(subtitle, Rect(x: r.x + 20, y: r.midY + 10, width: r.width - 40, height: 18), size: 14, color: theme.secondaryText, align: .center)
            return
        }
        // Estimate the full height to decide whether the page-scroll column is needed.
        var fullHeight = 0.0
        for s in t.sections {
            if s.header != nil { fullHeight += 28 }
            for e in s.items where e.role != .imageRowImage { fullHeight += (e.role == .imageRowItem ? 96 : rowHeight) + 2 }
        }
        let scrolls = fullHeight > r.height - 8
        let listArea = Rect(x: r.x, y: r.y, width: r.width - (scrolls ? 42 : 0), height: r.height)
        if scrolls {
            let col = Rect(x: listArea.maxX, y: r.y, width: 42, height: r.height)
            c.symbol("chevron.up", Rect(x: col.midX - 10, y: col.y + 10, width: 20, height: 20), theme.primaryText)
            c.symbol("chevron.down", Rect(x: col.midX - 10, y: col.maxY - 30, width: 20, height: 20), theme.primaryText)
            c.rect(
                Rect(x: col.midX - 1.5, y: col.y + 40, width: 3, height: max((col.height - 80) * min((r.height) / fullHeight, 1), 8)),
                theme.secondaryText, radius: 1.5)
        }
        var y = listArea.y + 4
        var headerButtons: [ElementSnapshot] = t.buttons.filter { $0.role == .headerGridButton }
        if !headerButtons.isEmpty {
            var x = listArea.x + inset
            for b in headerButtons {
                let tile = CarPlayMetrics.imageRowTile
                let f = Rect(x: x, y: y, width: tile, height: tile)
                c.rect(f, theme.cell, radius: tile / 2)
                c.image(b.image, f.inset(14), color: theme.primaryText)
                c.target(b, f)
                x += 64
                if x + tile > listArea.maxX { break }
            }
            y += 64
            headerButtons.removeAll()
        }
        outer: for section in t.sections {
            if let header = section.header {
                if y + 28 > listArea.maxY { break }
                c.text(
                    header, Rect(x: listArea.x + inset, y: y, width: listArea.width - 2 * inset - 44, height: 28), size: 20, weight: .bold,
                    color: theme.primaryText)
                if let b = section.headerButton {
                    let f = Rect(x: listArea.maxX - inset - 28, y: y, width: 28, height: 28)
                    c.image(b.image, f.inset(4), color: theme.accent)
                    c.target(b, f)
                }
                y += 28
            }
            var i = 0
            while i < section.items.count {
                let e = section.items[i]
                if e.role == .imageRowItem {
                    var images: [ElementSnapshot] = []
                    var j = i + 1
                    while j < section.items.count, section.items[j].role == .imageRowImage {
                        images.append(section.items[j])
                        j += 1
                    }
                    if y + 96 > listArea.maxY { break outer }
                    imageRow(&c, e, images, Rect(x: listArea.x + inset, y: y, width: listArea.width - 2 * inset, height: 96))
                    y += 98
                    i = j
                    continue
                }
                // Lazy: rows below the visible area are not laid out.
                if y + rowHeight > listArea.maxY { break outer }
                row(
                    &c, e, Rect(x: listArea.x + inset, y: y, width: listArea.width - 2 * inset, height: rowHeight),
                    loading: loading.contains(e.id))
                y += rowHeight + 2
                i += 1
            }
        }
    }

    /// A details header: the thumbnail with its badge or score band, the title, subtitle and body, and the action
    /// buttons at the trailing edge (image buttons as round buttons, others as their title).
    static func detailsHeader(_ c: inout Canvas, _ h: ListDetails.DetailsHeader, _ buttons: [ElementSnapshot], _ f: Rect) {
        let theme = c.theme
        let side = f.height - 16
        let thumb = Rect(x: f.x + inset, y: f.y + 8, width: side, height: side)
        c.rect(thumb, theme.cell, radius: 8)
        c.image(h.thumbnail, thumb, color: theme.primaryText, radius: 8, mode: .aspectFill)
        var badgeBottom = thumb.maxY - 4
        if let progress = h.playbackProgress {
            // Apple's header "supports a thumbnail image with overlay and progress indicators"; the bar is our drawing.
            let track = Rect(x: thumb.x + 6, y: thumb.maxY - 9, width: thumb.width - 12, height: 4)
            c.rect(track, Color("#000000", opacity: 0.5), radius: 2)
            c.rect(Rect(x: track.x, y: track.y, width: track.width * progress, height: track.height), Color("#ffffff"), radius: 2)
            badgeBottom = track.y - 4
        }
        if let teams = h.sportsTeams, teams.count == 2 {
            let band = Rect(x: thumb.x, y: badgeBottom - 18, width: thumb.width, height: 22)
            c.rect(band, Color("#000000", opacity: 0.6))
            c.text(teams[0] + " – " + teams[1], band.inset(dx: 4, dy: 3), size: 12, weight: .semibold, color: Color("#ffffff"), align: .center)
            badgeBottom = band.y - 4
        }
        let badgeWidth: Double
        if h.overlayText != nil || h.overlayImage != nil {
            badgeWidth = h.overlayImage != nil ? 22 : min(Double(h.overlayText?.count ?? 0) * 7 + 12, thumb.width - 8)
            let x: Double
            switch h.overlayAlignment {
            case "center": x = thumb.midX - badgeWidth / 2
            case "trailing": x = thumb.maxX - 4 - badgeWidth
            default: x = thumb.x + 4
            }
            let badge = Rect(x: x, y: badgeBottom - 18, width: badgeWidth, height: 18)
            if let image = h.overlayImage {
                c.image(image, Rect(x: badge.x, y: badge.y - 4, width: 22, height: 22), color: Color("#ffffff"))
            } else {
                c.rect(badge, Color(h.overlayBackgroundColor ?? "#000000", opacity: h.overlayBackgroundColor == nil ? 0.6 : 1), radius: 4)
                c.text(
                    h.overlayText, badge.inset(dx: 3, dy: 2), size: 11, weight: .semibold, color: Color(h.overlayTextColor ?? "#ffffff"),
                    align: .center)
            }
        }
        var trailing = f.maxX - inset
        for b in buttons.reversed() {
            let width = b.image != nil ? 44.0 : 96.0
            let frame = Rect(x: trailing - width, y: f.midY - 22, width: width, height: 44)
            c.rect(frame, theme.cell, radius: 22)
            let color = b.isEnabled ? theme.accent : theme.secondaryText
            if b.image != nil {
                c.image(b.image, frame.inset(11), color: color)
            } else {
                c.text(b.text, frame.inset(dx: 10, dy: 12), size: 15, weight: .semibold, color: color, align: .center)
            }
            c.target(b, frame)
            trailing = frame.x - 8
        }
        let x = thumb.maxX + 12
        let width = max(trailing - x - 4, 0)
        c.text(h.title, Rect(x: x, y: f.y + 14, width: width, height: 24), size: 20, weight: .bold, color: theme.primaryText)
        c.text(h.subtitle, Rect(x: x, y: f.y + 40, width: width, height: 20), size: 15, color: theme.secondaryText)
        c.text(h.body ?? h.sportsStatus, Rect(x: x, y: f.y + 62, width: width, height: 18), size: 13, color: theme.secondaryText)
    }

    static func row(_ c: inout Canvas, _ e: ElementSnapshot, _ f: Rect, loading: Bool) {
        let theme = c.theme
        c.rect(f, theme.cell, radius: 8)
        var x = f.x + 8
        if e.details.playingIndicator == .leading {
            c.symbol("waveform", Rect(x: x, y: f.midY - 8, width: 16, height: 16), theme.accent)
            x += 22
        }
        if e.details.isUnread {
            c.circle(x + 3, f.midY, 4, theme.accent)
            x += 12
        }
        if let pin = e.details.leadingMark?.rawValue {
            c.symbol(pin == "pin" ? "mappin" : "star.fill", Rect(x: x, y: f.midY - 8, width: 16, height: 16), theme.secondaryText)
            x += 22
        }
        if e.image != nil {
            // Row images are mostly artwork and photos: aspect-fill, cropped to the rounded square. CarPlay's own
            // scaling rule isn't published (carplay-look.md); fill is our choice, as the Music app's rows look.
            c.image(e.image, Rect(x: x, y: f.y + 4, width: 36, height: 36), color: theme.primaryText, radius: 6, mode: .aspectFill)
            x += 44
        }
        var trailing = f.maxX - 10
        if loading {
            c.symbol("timer", Rect(x: trailing - 18, y: f.midY - 9, width: 18, height: 18), theme.secondaryText)
            trailing -= 26
        } else if let accessory = e.details.accessory {
            switch accessory {
            case .disclosure: c.symbol("chevron.forward", Rect(x: trailing - 14, y: f.midY - 7, width: 14, height: 14), theme.chevron)
            case .cloud: c.symbol("icloud.and.arrow.down", Rect(x: trailing - 18, y: f.midY - 9, width: 18, height: 18), theme.chevron)
            case .image(let reference): c.image(reference, Rect(x: trailing - 18, y: f.midY - 9, width: 18, height: 18), color: theme.chevron)
            }
            trailing -= 24
        }
        if e.details.playingIndicator == .trailing {
            c.symbol("waveform", Rect(x: trailing - 16, y: f.midY - 8, width: 16, height: 16), theme.accent)
            trailing -= 22
        }
        if e.details.isMuted {
            c.symbol("bell.slash", Rect(x: trailing - 14, y: f.midY - 7, width: 14, height: 14), theme.secondaryText)
            trailing -= 20
        }
        if let tt = e.details.trailingText {
            let w = min(c.width(tt, size: 13) + 2, 80)
            c.text(tt, Rect(x: trailing - w, y: f.y, width: w, height: f.height), size: 13, color: theme.secondaryText, align: .trailing)
            trailing -= w + 6
        }
        if e.details.isExplicit {
            let b = Rect(x: trailing - 14, y: f.midY - 7, width: 14, height: 14)
            c.rect(b, theme.secondaryText, radius: 2)
            c.text("E", b, size: 10, weight: .bold, color: theme.cell, align: .center)
            trailing -= 20
        }
        let textColor = e.isEnabled ? theme.primaryText : theme.secondaryText
        let textWidth = trailing - x
        if let detail = e.detailText, !detail.isEmpty {
            c.text(e.text, Rect(x: x, y: f.y + 4, width: textWidth, height: 20), size: 15, color: textColor)
            c.text(detail, Rect(x: x, y: f.y + 23, width: textWidth, height: 17), size: 13, color: theme.secondaryText)
        } else {
            c.text(e.text, Rect(x: x, y: f.y, width: textWidth, height: f.height), size: 15, color: textColor)
        }
        if let v = e.details.progress, v > 0 {
            let bar = Rect(x: f.x + 8, y: f.maxY - 4, width: f.width - 16, height: 2)
            c.rect(bar, theme.secondaryText.withOpacity(0.4), radius: 1)
            c.rect(Rect(x: bar.x, y: bar.y, width: bar.width * min(v, 1), height: 2), theme.accent, radius: 1)
        }
        c.target(e, f)
    }

    static func imageRow(_ c: inout Canvas, _ row: ElementSnapshot, _ images: [ElementSnapshot], _ f: Rect) {
        let theme = c.theme
        c.rect(f, theme.cell, radius: 8)
        let titleFrame = Rect(x: f.x + 8, y: f.y + 2, width: f.width - 16, height: 22)
        c.text(row.text, titleFrame, size: 15, weight: .semibold, color: theme.primaryText)
        c.target(row, titleFrame)
        let size = CarPlayMetrics.imageRowTile
        var x = f.x + 8
        for img in images {
            guard x + size <= f.maxX - 4 else { break }
            let tile = Rect(x: x, y: f.y + 26, width: size, height: size)
            c.rect(tile, theme.background, radius: 6)
            if c.isBitmap(img.image) {
                // Artwork covers the whole tile (aspect-fill, our choice as for rows); symbols sit inside it.
                c.image(img.image, tile, color: theme.primaryText, radius: 6, mode: .aspectFill)
            } else {
                c.image(img.image, tile.inset(10), color: theme.primaryText, radius: 6)
            }
            if let t = img.text { c.text(t, Rect(x: x, y: tile.maxY, width: size, height: 14), size: 10, color: theme.secondaryText, align: .center) }
            c.target(img, tile)
            x += size + 8
        }
    }
}
