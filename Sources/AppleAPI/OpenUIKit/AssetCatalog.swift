// SPDX-License-Identifier: Apache-2.0

import Foundation
internal import ImageCodec
import Synchronization

/// An app's asset catalogs read from their `.xcassets` folders, as Xcode writes them: image sets (1x/2x/3x, light and
/// dark "luminosity" appearances, template rendering intent), app icon sets, color sets and symbol sets. Groups are
/// folders; a group whose `Contents.json` sets `provides-namespace` puts its name before its assets' (`Group/Name`).
///
/// The format is Apple's "Asset Catalog Format Reference"
/// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/); where
/// Xcode's own reading is undocumented (how a bare integer colour component is scaled) the choice is noted below.
/// A `Contents.json` that doesn't parse, or whose fields have the wrong types, throws an ``AssetCatalogIssue`` naming
/// the file (Xcode's `actool` fails the build too); what a set names but can't be drawn is skipped with a warning in
/// ``issues``. Images are decoded on first use and kept by the catalog (it belongs to one app's declaration, never
/// to the process). - Note: Ours (not in UIKit).
package final class AssetCatalog: Sendable {
    /// One image of an image set or app icon set.
    package struct Variant: Sendable {
        package let file: URL
        /// 1, 2 or 3 (image sets without a scale are read as 1x).
        package let scale: CGFloat
        package let style: UIUserInterfaceStyle
        /// How well the idiom suits the car: 0 `car`, 1 `universal`, 2 `iphone`.
        package let idiomRank: Int
        /// App icons: the icon's size in points (`60x60`), or 0.
        package let points: CGFloat
    }

    package struct ImageSet: Sendable {
        package let variants: [Variant]
        package let renderingMode: UIImage.RenderingMode
    }

    package struct ColorVariant: Sendable {
        package let style: UIUserInterfaceStyle
        package let idiomRank: Int
        package let rgba: RGBA
    }

    package struct RGBA: Sendable, Equatable {
        package var red, green, blue, alpha: CGFloat
    }

    /// The `.xcassets` folders read.
    package let folders: [URL]
    package let imageSets: [String: ImageSet]
    package let iconSets: [String: ImageSet]
    package let colorSets: [String: [ColorVariant]]
    /// Symbol sets: each symbol's paths, read from its SVG template.
    package let symbolSets: [String: CustomSymbol]
    /// What was skipped, as warnings naming their files.
    package let issues: [AssetCatalogIssue]
    private let decoded = Mutex<[URL: Data]>([:])

    /// Reads the given `.xcassets` folders (a later folder's asset of the same name is ignored, with a warning).
    package init(folders: [URL]) throws(AssetCatalogIssue) {
        var reader = Reader()
        for folder in folders { try reader.readCatalog(folder) }
        self.folders = folders
        imageSets = reader.imageSets
        iconSets = reader.iconSets
        colorSets = reader.colorSets
        symbolSets = reader.symbolSets
        issues = reader.issues
    }

    /// The catalogs read when their apps were installed (``preload(bundleFolder:)``), by bundle folder path. What a
    /// catalog holds is read-only (its decoded files a cache of their bytes), so every launch of the app may share it,
    /// as every launch on a phone reads the one compiled into the installed bundle.
    private static let installed = Mutex<[String: AssetCatalog]>([:])

    /// Reads the catalogs of an installed app's bundle folder once, for every later ``read(bundleFolder:)`` of it: the
    /// phone's install (a review reads its apps' catalogs before making the copy each app process starts from). Later
    /// changes to the folder's files aren't seen. - Note: Ours.
    package static func preload(bundleFolder: URL) {
        let path = bundleFolder.standardizedFileURL.path
        guard installed.withLock({ $0[path] }) == nil, let catalog = try? read(bundleFolder: bundleFolder) else { return }
        installed.withLock { $0[path] = catalog }
    }

    /// The asset catalogs of a bundle folder: every `*.xcassets` folder at its top, in name order; nil when there is none.
    package static func read(bundleFolder: URL) throws(AssetCatalogIssue) -> AssetCatalog? {
        if let known = installed.withLock({ $0[bundleFolder.standardizedFileURL.path] }) { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bundleFolder.path)) ?? []
        let catalogs = names.filter { $0.hasSuffix(".xcassets") }.sorted().map { bundleFolder.appendingPathComponent($0, isDirectory: true) }
        if catalogs.isEmpty { return nil }
        return try AssetCatalog(folders: catalogs)
    }

    /// The bytes of a variant's file, read once.
    package func data(of variant: Variant) -> Data? {
        if let hit = decoded.withLock({ $0[variant.file] }) { return hit }
        guard let data = try? Data(contentsOf: variant.file), Bitmap.format(of: data) != nil else { return nil }
        decoded.withLock { $0[variant.file] = data }
        return data
    }

    /// An image set as a `UIImage` whose ``UIImage/imageAsset`` holds every variant (the car resolves it for its own
    /// scale and style), resolved here for `traits`; nil when there's no such set or none of its files decode.
    package func image(named name: String, compatibleWith traits: UITraitCollection?) -> UIImage? {
        guard let set = imageSets[name] else { return nil }
        let asset = UIImageAsset()
        var any = false
        // The best idiom per appearance and scale.
        var chosen: [String: Variant] = [:]
        for v in set.variants {
            let key = "\(v.style.rawValue)@\(v.scale)"
            if let have = chosen[key], have.idiomRank <= v.idiomRank { continue }
            chosen[key] = v
        }
        for v in chosen.values.sorted(by: { ($0.style.rawValue, $0.scale) < ($1.style.rawValue, $1.scale) }) {
            guard let data = data(of: v), let bitmap = Bitmap(decoding: data) else { continue }
            let image = UIImage(
                source: .data(data), size: CGSize(width: CGFloat(bitmap.width) / v.scale, height: CGFloat(bitmap.height) / v.scale),
                scale: v.scale, renderingMode: set.renderingMode)
            asset.register(image, with: UITraitCollection(style: v.style, scale: v.scale, idiom: .unspecified))
            any = true
        }
        guard any else { return nil }
        return asset.image(with: traits ?? UITraitCollection())
    }

    /// A symbol set's symbol, as a template image drawn like an SF Symbol (24 pt); nil when there's no such set.
    package func symbolImage(named name: String) -> UIImage? {
        guard let symbol = symbolSets[name] else { return nil }
        return UIImage(source: .customSymbol(name, symbol), size: CGSize(width: 24, height: 24), scale: 1, renderingMode: .alwaysTemplate)
    }

    /// A color set as a dynamic colour (its dark appearance, if any, for dark traits); nil when there's no such set.
    package func color(named name: String) -> UIColor? {
        guard let variants = colorSets[name], !variants.isEmpty else { return nil }
        func pick(_ style: UIUserInterfaceStyle) -> RGBA {
            let ranked = variants.sorted { $0.idiomRank < $1.idiomRank }
            let match = ranked.first { $0.style == style } ?? ranked.first { $0.style == .unspecified } ?? ranked[0]
            return match.rgba
        }
        let light = pick(.light)
        let dark = pick(.dark)
        return UIColor(
            name: name, light: (light.red, light.green, light.blue, light.alpha), dark: (dark.red, dark.green, dark.blue, dark.alpha))
    }

    /// The PNG or JPEG bytes of an app icon for a `points`-sized slot at `scale` in `style`: the `car` idiom's icon at
    /// that scale, else the smallest icon at least as large in pixels (else the largest); among equals, the dark
    /// appearance when the car is dark and the set has one. Nil when the set has no icon that decodes.
    package func appIcon(named name: String, points: CGFloat, scale: CGFloat, style: UIUserInterfaceStyle) -> Data? {
        guard let set = iconSets[name] else { return nil }
        let wanted = points * scale
        func pixels(_ v: Variant) -> CGFloat { v.points * v.scale }
        // The wanted appearance or the default one (an icon for "any" appearance is the light one).
        let wantedStyle: UIUserInterfaceStyle = style == .dark ? .dark : .light
        let candidates = set.variants.filter { $0.style == wantedStyle || $0.style == .unspecified || ($0.style == .light && wantedStyle == .light) }
        let ordered = candidates.sorted { a, b in
            let aExact = a.idiomRank == 0 && a.scale == scale
            let bExact = b.idiomRank == 0 && b.scale == scale
            if aExact != bExact { return aExact }
            let aStyled = a.style == wantedStyle
            let bStyled = b.style == wantedStyle
            if aStyled != bStyled { return aStyled }
            let aBig = pixels(a) >= wanted
            let bBig = pixels(b) >= wanted
            if aBig != bBig { return aBig }
            if pixels(a) != pixels(b) { return aBig ? pixels(a) < pixels(b) : pixels(a) > pixels(b) }
            return a.idiomRank < b.idiomRank
        }
        for v in ordered { if let d = data(of: v) { return d } }
        return nil
    }
}
