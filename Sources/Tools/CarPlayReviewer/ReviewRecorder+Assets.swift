// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenAVFAudio
import OpenCallKit
import OpenCarPlay
import OpenUIKit

extension ReviewRecorder {
    /// An image in a template and the slot it sits in.
    struct ImageSlot {
        var image: UIImage
        var slot: String
        /// The largest size the slot takes, in points (nil: not judged).
        var maximum: CGSize?
        /// An icon (drawn in the car's tint): needs a dark variant unless it's a symbol or template image.
        var isIcon: Bool
    }

    /// The bitmaps in the templates on screen, each with its slot (symbol images are drawn by the car and not judged).
    func images(_ session: AppSession) -> [ImageSlot] {
        var out: [ImageSlot] = []
        // A slot's words are made only for a bitmap: a screen of symbols costs no text.
        func add(_ image: UIImage, _ slot: @autoclosure () -> String, maximum: CGSize?, isIcon: Bool) {
            guard !image.isSymbolImage else { return }
            out.append(ImageSlot(image: image, slot: slot(), maximum: maximum, isIcon: isIcon))
        }
        var all: [CPTemplate] = []
        for t in session.stack + (session.presented.map { [$0] } ?? []) {
            all.append(t)
            if let tb = t as? CPTabBarTemplate { all += tb.templates }
        }
        for t in all {
            let name = "\(t.className)\(t.templateTitle.map { " '\($0)'" } ?? "")"
            if let img = t.tabImage { add(img, "tab image of \(name)", maximum: CGSize(width: 24, height: 24), isIcon: true) }
            if let p = t as? any CPBarButtonProviding {
                for b in p.leadingNavigationBarButtons + p.trailingNavigationBarButtons {
                    if let img = b.image { add(img, "bar button of \(name)", maximum: nil, isIcon: true) }
                }
            }
            switch t {
            case let list as CPListTemplate:
                for s in list.sections {
                    for item in s.items {
                        if let li = item as? CPListItem, let img = li.image {
                            add(img, "list item '\(li.text ?? "")' in \(name)", maximum: CPListItem.maximumImageSize, isIcon: false)
                        } else if let row = item as? CPListImageRowItem {
                            // Each image of the row is a place of its own (the same image in five cells is five places).
                            for (i, img) in row.gridImages.enumerated() {
                                add(
                                    img, "image \(i + 1) of the image row '\(row.text ?? "")' in \(name)",
                                    maximum: CPListImageRowItem.maximumImageSize, isIcon: false)
                            }
                        }
                    }
                }
            case let grid as CPGridTemplate:
                for b in grid.gridButtons {
                    add(b.image, "grid button '\(b.titleVariants.first ?? "")' in \(name)", maximum: CGSize(width: 40, height: 40), isIcon: true)
                }
            case let map as CPMapTemplate:
                for b in map.mapButtons { if let img = b.image { add(img, "map button", maximum: nil, isIcon: true) } }
            case let np as CPNowPlayingTemplate:
                for b in np.nowPlayingButtons {
                    if let img = (b as? CPNowPlayingImageButton)?.image {
                        add(img, "now playing button", maximum: CGSize(width: 20, height: 20), isIcon: true)
                    }
                }
            case let contact as CPContactTemplate:
                for b in contact.contact.actions {
                    if let img = b.image {
                        add(img, "contact button '\(b.title ?? "")'", maximum: CGSize(width: 50, height: 50), isIcon: true)
                    }
                }
            case let poi as CPPointOfInterestTemplate:
                for p in poi.pointsOfInterest {
                    if let img = p.pinImage {
                        add(img, "pin of '\(p.title)'", maximum: CPPointOfInterest.pinImageSize, isIcon: false)
                    }
                }
            default: break
            }
        }
        return out
    }

    func checkImages(_ session: AppSession) {
        let traits = session.carTraits
        for s in images(session) {
            let img = s.image.imageAsset?.image(with: traits) ?? s.image
            var desc: String { "\(String(format: "%.0f×%.0f", img.size.width, img.size.height)) pt @\(String(format: "%.0f", img.scale))x" }
            if let max = s.maximum, img.size.width > max.width + 0.5 || img.size.height > max.height + 0.5 {
                report(
                    .imageTooLarge, subject: s.slot,
                    "The \(s.slot) is \(desc); the slot takes at most \(String(format: "%.0f×%.0f", max.width, max.height)) pt.")
            }
            // An image with no pixels (a file that doesn't decode: a Git LFS pointer, say) has no scale to judge; the
            // render notes name it.
            if img.scale != traits.displayScale, img.size != .zero {
                report(
                    .imagePhoneScale, subject: s.slot,
                    "The \(s.slot) is \(desc) on a @\(String(format: "%.0f", traits.displayScale))x car screen.")
            }
            if s.isIcon, s.image.renderingMode != .alwaysTemplate {
                let dark = s.image.imageAsset?.registeredTraits.contains { $0.userInterfaceStyle == .dark } ?? false
                if !dark {
                    report(
                        .imageNoDarkVariant, subject: s.slot,
                        "The \(s.slot) is a bitmap (\(img.debugName)) with no dark variant and not a template image.")
                }
            }
        }
    }

    func checkNavigation(_ session: AppSession) {
        guard let map = session.stack.first as? CPMapTemplate else { return }
        // The base view: panels over the map.
        if let window = session.window {
            let area = Double(window.bounds.width * window.bounds.height)
            func walk(_ v: UIView, depth: Int) {
                for sub in v.subviews where !sub.isHidden && sub.alpha > 0 {
                    let a = Double(sub.frame.width * sub.frame.height)
                    if let bg = sub.backgroundColor, bg.rgba(for: session.carTraits).3 >= 0.5, a > 0, area > 0, a < 0.4 * area {
                        report(
                            .navigationBaseViewUI, subject: "\(sub.frame)",
                            "The base view has a \(String(format: "%.0f×%.0f", sub.frame.width, sub.frame.height)) pt opaque \(type(of: sub)) at \(String(format: "%.0f,%.0f", sub.frame.minX, sub.frame.minY)) over the map (\(String(format: "%.0f", a / area * 100))% of the window): a panel, not map."
                        )
                    }
                    walk(sub, depth: depth + 1)
                }
            }
            walk(window, depth: 0)
        }
        for trip in map.tripPreviews {
            for c in trip.routeChoices {
                for (name, v) in [
                    ("summaryVariants", c.summaryVariants), ("additionalInformationVariants", c.additionalInformationVariants),
                    ("selectionSummaryVariants", c.selectionSummaryVariants)
                ] where !isLongestFirst(v) {
                    report(
                        .navigationVariantsOrder, subject: "\(name) \(v)",
                        "A route choice's \(name) are not longest first: \(v.map { "'\($0)'" }.joined(separator: ", ")).")
                }
            }
        }
        guard let nav = map.navigationSession else { return }
        checkManeuverSymbols(map, nav)
        checkManeuverImages(nav)
        for m in nav.upcomingManeuvers where !isLongestFirst(m.instructionVariants) {
            report(
                .navigationVariantsOrder, subject: "\(m.instructionVariants)",
                "A maneuver's instructionVariants are not longest first: \(m.instructionVariants.map { "'\($0)'" }.joined(separator: ", ")).")
        }
        if nav.state == .active, nav.upcomingManeuvers.isEmpty {
            report(.navigationNoManeuver, subject: "\(ObjectIdentifier(nav))", "Guidance is active but the navigation session has no upcoming maneuver.")
        }
        // Each update since the last look, in order, against the one before it: an update that changes nothing the car
        // shows for the same maneuver is redundant (however the looks fall against the app's ticks).
        let key = ObjectIdentifier(nav)
        let count = nav.estimateUpdateCount
        let prev = estimatesSeen[key] ?? (count: 0, shown: "", redundant: 0)
        guard count > prev.count else { return }
        let recent = nav.recentEstimates
        let fresh = min(count - prev.count, recent.count)
        // Updates that fell out of the session's record before this look are not known: counted as changes.
        var (shown, redundant) = count - prev.count > recent.count ? ("", 0) : (prev.shown, prev.redundant)
        var worst = (redundant: 0, text: "")
        for update in recent.suffix(fresh) {
            let text = shownEstimate(update.estimates)
            // What the car shows, for which maneuver.
            let now = "\(ObjectIdentifier(update.maneuver)) \(text)"
            redundant = now == shown ? redundant + 1 : 0
            shown = now
            if redundant > worst.redundant { worst = (redundant, text) }
        }
        estimatesSeen[key] = (count, shown, redundant)
        if worst.redundant >= 3 {
            report(
                .navigationEstimatesTooOften, subject: "\(key)",
                "updateEstimates was called \(worst.redundant) times in a row while the car kept showing '\(worst.text)'.")
        }
    }

    /// What the car shows of an estimate, as the car itself writes it.
    func shownEstimate(_ e: CPTravelEstimates) -> String { TravelEstimateText.shown(e) }

    func isLongestFirst(_ v: [String]) -> Bool {
        zip(v, v.dropFirst()).allSatisfy { $0.count >= $1.count }
    }

    func checkAudio(_ session: AppSession) {
        let audio = session.audioSession
        guard audio.isActive, audio.category == .record || audio.category == .playAndRecord else { return }
        // A call (CallKit) records by nature: the system activated the session for it.
        guard !CXCallCenter.shared.audioActive else { return }
        guard !(session.presented is CPVoiceControlTemplate) else { return }
        report(
            .audioRecording, subject: audio.category.rawValue,
            "The audio session is active with \(audio.category.rawValue.replacingOccurrences(of: "AVAudioSessionCategory", with: "")) (recording) while no voice control template is shown."
        )
    }
}
