// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenCarPlay
import OpenUIKit

/// "If your app provides lane guidance information, you must use the second maneuver to show lane guidance": a
/// second maneuver with the lanes as its symbol (at most 120×18 pt), no instruction, shown symbol only.
extension ReviewRecorder {
    /// The most a symbol-only second maneuver's symbol takes, in points (the guide's table).
    static let laneSymbolMaximum = CGSize(width: 120, height: 18)

    func checkLaneGuidance(_ session: AppSession, _ screen: ScreenSnapshot) {
        guard let map = session.stack.first as? CPMapTemplate, let nav = map.navigationSession, nav.state == .active else { return }
        let shown = Array(nav.upcomingManeuvers.prefix(2))
        guard let first = shown.first else { return }
        let noInstruction: (CPManeuver) -> Bool = { $0.instructionVariants.isEmpty && $0.attributedInstructionVariants.isEmpty }
        let symbol: (CPManeuver) -> UIImage? = { $0.symbolImage ?? $0.symbolSet?.lightContentImage }
        if shown.count == 2, noInstruction(shown[1]), let image = symbol(shown[1]) {
            // The second line is a lane diagram: symbol only, within its slot.
            let style = map.mapDelegate?.mapTemplate(map, displayStyleFor: shown[1]) ?? []
            if style != .symbolOnly {
                report(
                    .navigationLaneGuidance, subject: "style",
                    "The second maneuver has a symbol and no instruction (a lane diagram), but the map delegate's mapTemplate(_:displayStyleFor:) returns \(Self.styleName(style)) for it, not symbolOnly.",
                    screen: screen)
            }
            let max = Self.laneSymbolMaximum
            if image.size.width > max.width + 0.5 || image.size.height > max.height + 0.5 {
                report(
                    .navigationLaneGuidance, subject: "size",
                    "The lane diagram of the second maneuver is \(String(format: "%.0f×%.0f", image.size.width, image.size.height)) pt; a symbol-only second maneuver takes at most 120×18 pt.",
                    screen: screen)
            }
        }
        // Lanes given to the instrument cluster and HUD only (metadata "supplements" the lanes on the CarPlay screen).
        let lanes = (first.linkedLaneGuidance ?? nav.currentLaneGuidance)?.lanes ?? []
        if !lanes.isEmpty, shown.count == 1 {
            report(
                .navigationLaneGuidance, subject: "metadata only",
                "The maneuver '\(first.instructionVariants.first ?? "")' has lane guidance (\(lanes.count) lanes, CPLaneGuidance) for the instrument cluster, but no second maneuver shows the lanes on the CarPlay screen.",
                screen: screen)
        }
    }

    private static func styleName(_ style: CPManeuverDisplayStyle) -> String {
        switch style {
        case .symbolOnly: "symbolOnly"
        case .instructionOnly: "instructionOnly"
        case .leadingSymbol: "leadingSymbol"
        case .trailingSymbol: "trailingSymbol"
        default: "no style (the default)"
        }
    }
}

/// "Each route should have a clear description so people can choose their preferred route."
extension ReviewRecorder {
    func checkRouteChoices(_ session: AppSession, _ screen: ScreenSnapshot) {
        guard let map = session.stack.first as? CPMapTemplate else { return }
        for trip in map.tripPreviews {
            let choices = trip.routeChoices
            let clean: ([String]) -> String = { $0.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "" }
            let place = trip.destination.name.map { "the trip to '\($0)'" } ?? "a previewed trip"
            if choices.contains(where: { clean($0.summaryVariants).isEmpty }) {
                report(
                    .navigationRouteDescription, subject: "no summary \(trip.destination.name ?? "")",
                    "A route choice of \(place) has no summary (summaryVariants empty): the driver can't tell it from the others.", screen: screen)
            }
            guard choices.count >= 2 else { continue }
            var seen: [String: Int] = [:]
            for c in choices {
                let described = clean(c.summaryVariants) + "|" + clean(c.additionalInformationVariants)
                seen[described, default: 0] += 1
            }
            if let same = seen.first(where: { $0.value > 1 && !$0.key.hasPrefix("|") }) {
                report(
                    .navigationRouteDescription, subject: "same \(trip.destination.name ?? "")",
                    "\(same.value) route choices of \(place) read the same: '\(same.key.replacingOccurrences(of: "|", with: "' · '"))'.", screen: screen)
            }
        }
    }
}
