// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import ImageCodec
import OpenCarPlay
import OpenUIKit

/// A maneuver symbol's colours against the guidance card it sits on, in the car's light and dark appearance.
///
/// The guide asks for "two image variants using CPImageSet—one is used for rendering the symbol on light backgrounds,
/// the other … on dark backgrounds"; `CPManeuver.symbolSet` is deprecated since iOS 13 (`symbolImage` took its place,
/// whose image asset can carry both), and Apple's own navigation sample gives one white image on a card colour of its
/// own. So a single image is judged only where it would not show: nearly the colour of its card in one appearance.
extension ReviewRecorder {
    /// The contrast (WCAG's ratio of relative luminances) below which a symbol's pixel doesn't stand out from its card.
    static let symbolContrast = 1.5
    /// The share of a symbol's opaque pixels that must stand out for the symbol to show.
    static let symbolVisibleShare = 0.1

    func checkManeuverSymbols(_ map: CPMapTemplate, _ nav: CPNavigationSession) {
        for m in nav.upcomingManeuvers.prefix(2) {
            guard let image = m.symbolImage, m.symbolSet == nil, !image.isSymbolImage, image.renderingMode != .alwaysTemplate else { continue }
            // A pair in the image's asset: the car picks the variant for its appearance.
            if image.imageAsset?.registeredTraits.contains(where: { $0.userInterfaceStyle == .dark }) == true { continue }
            let key = image.debugName
            let known = symbolColours[key]
            guard let colours = known ?? Self.opaqueColours(image), !colours.isEmpty else { continue }
            if known == nil { symbolColours[key] = colours }
            let card = m.cardBackgroundColor ?? map.guidanceBackgroundColor
            var vanishes: [String] = []
            for style in [UIUserInterfaceStyle.light, .dark] {
                let c = card.rgba(for: UITraitCollection(userInterfaceStyle: style))
                let background = Self.luminance(Double(c.0), Double(c.1), Double(c.2))
                let standing = colours.filter { Self.contrast($0, background) >= Self.symbolContrast }.count
                let share = Double(standing) / Double(colours.count)
                if share < Self.symbolVisibleShare {
                    vanishes.append(
                        "\(style == .dark ? "dark" : "light") appearance (card \(card.hex(for: UITraitCollection(userInterfaceStyle: style))); \(String(format: "%.0f", share * 100))% of its pixels stand out)"
                    )
                }
            }
            guard !vanishes.isEmpty else { continue }
            let name = m.instructionVariants.first.map { "'\($0)'" } ?? "a maneuver"
            report(
                .navigationSymbolContrast, subject: key,
                "The symbol of \(name) is one image (\(image.debugName); no dark variant, not a template image) nearly the colour of its guidance card in the car's \(vanishes.joined(separator: " and ")): it doesn't show there."
            )
        }
    }

    /// The relative luminance of each opaque pixel (alpha at least a half) of a bitmap or a drawn image; nil for an
    /// image whose pixels aren't known here (a named asset without its file).
    static func opaqueColours(_ image: UIImage) -> [Double]? {
        if let data = image.bitmapData, let bitmap = Bitmap(decoding: data) {
            var out: [Double] = []
            out.reserveCapacity(bitmap.width * bitmap.height)
            let p = bitmap.pixels
            for i in stride(from: 0, to: p.count, by: 4) where p[i + 3] >= 128 {
                out.append(luminance(Double(p[i]) / 255, Double(p[i + 1]) / 255, Double(p[i + 2]) / 255))
            }
            return out
        }
        if let drawing = image.drawing {
            // Each fill or stroke counts once: what matters is whether any of the colours stands out.
            return drawing.flatMap { [$0.fill, $0.stroke] }.compactMap { $0 }.filter { $0.count == 4 && $0[3] >= 0.5 }.map {
                luminance($0[0], $0[1], $0[2])
            }
        }
        return nil
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
}

/// What a maneuver's image and instruction must be (navigation 3: "maneuver images must represent a maneuver and
/// cannot represent other content or user interface elements"; maneuvers: "If you provide attributedInstructionVariants,
/// always provide text-only instructionVariants since CarPlay vehicles may not always support attributed strings").
extension ReviewRecorder {
    /// Words of a turn to the left or right, in the car's languages: a symbol shown for both can't be drawing the turn.
    static let turnWords: [(turn: String, words: [String])] = [
        ("left", ["left", "links", "左", "왼쪽", "좌회전", "يسار", "اليسار", "שמאל", "ซ้าย"]),
        ("right", ["right", "rechts", "右", "오른쪽", "우회전", "يمين", "اليمين", "ימין", "ขวา"])
    ]
    /// Words in an image's name that say it is something other than a maneuver.
    static let nonManeuverNames = ["logo", "brand", "banner", "promo", "advert", "avatar", "appicon", "app-icon", "app_icon", "sponsor"]

    func checkManeuverImages(_ nav: CPNavigationSession) {
        for m in nav.upcomingManeuvers.prefix(2) {
            let instruction = m.instructionVariants.first ?? ""
            if m.instructionVariants.isEmpty, let attributed = m.attributedInstructionVariants.first {
                report(
                    .navigationTextVariants, subject: attributed.string,
                    "The maneuver '\(attributed.string)' has attributedInstructionVariants and no instructionVariants: a car that can't draw attributed strings shows it with no instruction."
                )
            }
            guard let image = m.symbolImage, !image.isSymbolImage else { continue }
            let name = image.debugName
            let lower = name.lowercased()
            if let word = Self.nonManeuverNames.first(where: { lower.contains($0) }) {
                report(
                    .navigationManeuverImage, subject: "name \(name)",
                    "Judgement — the symbol of \(instruction.isEmpty ? "a maneuver" : "'\(instruction)'") is the image \(name) (its name says \"\(word)\"): not a drawing of the maneuver. The guide: \"maneuver images must represent a maneuver and cannot represent other content or user interface elements\". Confirm by looking at the guidance card."
                )
            }
            let lowered = instruction.lowercased()
            guard let turn = Self.turnWords.first(where: { t in t.words.contains { lowered.contains($0) } })?.turn else { continue }
            purpose.turnsBySymbol[name, default: [:]][turn] = instruction
            guard let turns = purpose.turnsBySymbol[name], turns.count >= 2 else { continue }
            report(
                .navigationManeuverImage, subject: "turns \(name)",
                "Judgement — the same symbol image (\(name)) is shown for '\(turns["left"] ?? "")' and for '\(turns["right"] ?? "")': an image shown for a left and a right turn alike doesn't draw the maneuver. The guide: \"maneuver images must represent a maneuver\". Confirm by looking at the guidance card."
            )
        }
    }
}
