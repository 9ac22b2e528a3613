// SPDX-License-Identifier: Apache-2.0

import Foundation

extension AssetCatalog.Reader {
    /// A color set: one colour per appearance (and idiom), given by components or as a system colour reference.
    mutating func readColorSet(_ folder: URL, name: String) throws(AssetCatalogIssue) {
        let json = try contents(folder)
        var variants: [AssetCatalog.ColorVariant] = []
        for (i, entry) in try entries(json, "colors", folder).enumerated() {
            let where_ = "colors[\(i)]"
            guard let rank = Self.idiomRank(try string(entry, "idiom", where_, folder)) else { continue }
            guard let style = try style(entry, where_, folder) else { continue }
            // Xcode writes an appearance slot with no "color" until one is chosen: nothing to read.
            guard let color = try dictionary(entry["color"], "\(where_).color", folder) else { continue }
            guard let rgba = try rgba(color, where_, folder) else { continue }
            variants.append(AssetCatalog.ColorVariant(style: style, idiomRank: rank, rgba: rgba))
        }
        guard claim(name, folder) else { return }
        colorSets[name] = variants
    }

    /// A colour's components in sRGB, 0…1. Display P3 and extended spaces are taken as sRGB (the car's screen
    /// is sRGB here); the linear space is converted with the sRGB transfer curve. Nil (with a warning) for a
    /// system colour we don't know.
    mutating func rgba(_ color: [String: Any], _ where_: String, _ folder: URL) throws(AssetCatalogIssue) -> AssetCatalog.RGBA? {
        if let reference = try string(color, "reference", where_, folder) {
            guard let known = Self.systemColors[reference] else {
                issues.append(
                    AssetCatalogIssue(
                        file: folder.appendingPathComponent("Contents.json").path,
                        message: "\(where_): the system colour '\(reference)' isn't known here; skipped", isError: false))
                return nil
            }
            let c = known.rgba(for: UITraitCollection())
            return AssetCatalog.RGBA(red: c.0, green: c.1, blue: c.2, alpha: c.3)
        }
        let space = try string(color, "color-space", where_, folder) ?? "srgb"
        guard let components = try dictionary(color["components"], "\(where_).color.components", folder) else {
            throw fail(folder, "\(where_): a colour needs \"components\" (or a system colour \"reference\")")
        }
        func component(_ key: String, default value: CGFloat? = nil) throws(AssetCatalogIssue) -> CGFloat {
            guard let raw = components[key] else {
                if let value { return value }
                throw fail(folder, "\(where_): the colour has no \"\(key)\" component")
            }
            guard let v = Self.componentValue(raw) else {
                throw fail(folder, "\(where_): the \"\(key)\" component must be a number (0.5, \"0.500\", \"0x80\" or \"128\"), found \(raw)")
            }
            return v
        }
        let alpha = try component("alpha", default: 1)
        switch space {
        case "gray-gamma-22", "extended-gray":
            let w = try component("white")
            return AssetCatalog.RGBA(red: w, green: w, blue: w, alpha: alpha)
        case "srgb", "extended-srgb", "display-p3":
            return AssetCatalog.RGBA(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "extended-linear-srgb":
            func encode(_ v: CGFloat) -> CGFloat { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            return AssetCatalog.RGBA(
                red: encode(try component("red")), green: encode(try component("green")), blue: encode(try component("blue")), alpha: alpha)
        default:
            throw fail(
                folder,
                "\(where_): unknown \"color-space\" \"\(space)\" (known: srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray)"
            )
        }
    }

    /// A component as Xcode writes it: a floating-point string (`"0.500"`), hexadecimal (`"0x80"`, out of 255), a
    /// bare integer (`"128"`, out of 255: Xcode's 8-bit input; an assumption, Apple doesn't document it), or a JSON
    /// number (0…1, or out of 255 when above 1). Clamped to 0…1 (extended ranges aren't drawn here).
    static func componentValue(_ raw: Any) -> CGFloat? {
        var value: Double?
        if let s = raw as? String {
            let t = s.trimmingCharacters(in: .whitespaces)
            if t.lowercased().hasPrefix("0x"), let n = Int(t.dropFirst(2), radix: 16) {
                value = Double(n) / 255
            } else if t.contains("."), let d = Double(t) {
                value = d
            } else if let n = Int(t) {
                value = Double(n) / 255
            }
        } else if let n = raw as? NSNumber, !(raw is Bool) {
            let d = n.doubleValue
            value = d > 1 ? d / 255 : d
        }
        guard let value, value.isFinite else { return nil }
        return CGFloat(min(max(value, 0), 1))
    }

    /// System colours a color set may refer to (`"reference" : "systemBlueColor"`).
    static let systemColors: [String: UIColor] = [
        "systemRedColor": .systemRed, "systemGreenColor": .systemGreen, "systemBlueColor": .systemBlue,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
        "systemGrayColor": .systemGray, "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear
    ]
}
