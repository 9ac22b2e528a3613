// SPDX-License-Identifier: Apache-2.0

import Foundation
internal import ImageCodec

extension AssetCatalog {
    /// Walks `.xcassets` folders and reads each set's `Contents.json`.
    struct Reader {
        var imageSets: [String: ImageSet] = [:]
        var iconSets: [String: ImageSet] = [:]
        var colorSets: [String: [ColorVariant]] = [:]
        var symbolSets: [String: CustomSymbol] = [:]
        var issues: [AssetCatalogIssue] = []
        /// Where each name was first defined (a second set of the same name is ignored).
        var seen: [String: String] = [:]

        mutating func readCatalog(_ folder: URL) throws(AssetCatalogIssue) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw AssetCatalogIssue(file: folder.path, message: "no asset catalog folder here", isError: true)
            }
            _ = try contents(folder)
            try readFolder(folder, prefix: "")
        }

        mutating func readFolder(_ folder: URL, prefix: String) throws(AssetCatalogIssue) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                let ext = url.pathExtension
                let base = url.deletingPathExtension().lastPathComponent
                switch ext {
                case "imageset": try readImageSet(url, name: prefix + base)
                case "appiconset": try readIconSet(url, name: prefix + base)
                case "colorset": try readColorSet(url, name: prefix + base)
                case "symbolset": try readSymbolSet(url, name: prefix + base)
                case "":
                    // A group; it may give its assets a namespace.
                    let json = try contents(url)
                    let properties = try dictionary(json?["properties"], "properties", url)
                    let namespaced = (properties?["provides-namespace"] as? Bool) ?? false
                    try readFolder(url, prefix: namespaced ? prefix + base + "/" : prefix)
                default:
                    continue  // data sets, launch images, stickers…: nothing the car draws.
                }
            }
        }

        /// The folder's `Contents.json` as a dictionary (nil when the folder has none).
        func contents(_ folder: URL) throws(AssetCatalogIssue) -> [String: Any]? {
            let file = folder.appendingPathComponent("Contents.json")
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: data)
            } catch {
                throw AssetCatalogIssue(file: file.path, message: "not valid JSON (\(Self.reason(error)))", isError: true)
            }
            guard let dict = object as? [String: Any] else {
                throw AssetCatalogIssue(file: file.path, message: "the top level must be a JSON object", isError: true)
            }
            return dict
        }

        static func reason(_ error: any Error) -> String {
            let ns = error as NSError
            return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
        }

        func fail(_ folder: URL, _ message: String) -> AssetCatalogIssue {
            AssetCatalogIssue(file: folder.appendingPathComponent("Contents.json").path, message: message, isError: true)
        }

        func dictionary(_ value: Any?, _ key: String, _ folder: URL) throws(AssetCatalogIssue) -> [String: Any]? {
            guard let value else { return nil }
            guard let d = value as? [String: Any] else { throw fail(folder, "\"\(key)\" must be an object") }
            return d
        }

        func entries(_ json: [String: Any]?, _ key: String, _ folder: URL) throws(AssetCatalogIssue) -> [[String: Any]] {
            guard let json else { throw fail(folder, "missing (each set has a Contents.json)") }
            guard let value = json[key] else { return [] }
            guard let list = value as? [Any] else { throw fail(folder, "\"\(key)\" must be an array") }
            var out: [[String: Any]] = []
            for (i, item) in list.enumerated() {
                guard let d = item as? [String: Any] else { throw fail(folder, "\"\(key)\"[\(i)] must be an object") }
                out.append(d)
            }
            return out
        }

        func string(_ entry: [String: Any], _ key: String, _ where_: String, _ folder: URL) throws(AssetCatalogIssue) -> String? {
            guard let value = entry[key] else { return nil }
            guard let s = value as? String else { throw fail(folder, "\(where_): \"\(key)\" must be a string") }
            return s
        }

        /// 0 for `car`, 1 for `universal`, 2 for `iphone`; nil for idioms CarPlay never reads (ipad, mac, watch…).
        static func idiomRank(_ idiom: String?) -> Int? {
            switch idiom ?? "universal" {
            case "car": 0
            case "universal": 1
            case "iphone": 2
            default: nil
            }
        }

        /// The entry's appearance: unspecified ("any"), light or dark; nil for appearances the car never shows
        /// (high contrast, the tinted icon of iOS 18).
        func style(_ entry: [String: Any], _ where_: String, _ folder: URL) throws(AssetCatalogIssue) -> UIUserInterfaceStyle? {
            guard let value = entry["appearances"] else { return .unspecified }
            guard let list = value as? [[String: Any]] else { throw fail(folder, "\(where_): \"appearances\" must be an array of objects") }
            var style = UIUserInterfaceStyle.unspecified
            for a in list {
                let kind = try string(a, "appearance", where_, folder)
                let v = try string(a, "value", where_, folder)
                switch (kind, v) {
                case ("luminosity", "dark"): style = .dark
                case ("luminosity", "light"): style = .light
                default: return nil
                }
            }
            return style
        }

        mutating func claim(_ name: String, _ folder: URL) -> Bool {
            if let first = seen[name] {
                issues.append(
                    AssetCatalogIssue(file: folder.path, message: "a second asset named '\(name)' (the first is \(first)); ignored", isError: false))
                return false
            }
            seen[name] = folder.path
            return true
        }

        /// The scale of an entry (`"2x"`), 1 when absent.
        func scale(_ entry: [String: Any], _ where_: String, _ folder: URL) throws(AssetCatalogIssue) -> CGFloat {
            guard let s = try string(entry, "scale", where_, folder) else { return 1 }
            guard s.hasSuffix("x"), let n = Double(s.dropLast()), n >= 1, n <= 3 else {
                throw fail(folder, "\(where_): \"scale\" must be \"1x\", \"2x\" or \"3x\", found \"\(s)\"")
            }
            return CGFloat(n)
        }

        /// The file an entry names, if it exists and is an image we draw (else a warning, and nil).
        mutating func imageFile(_ entry: [String: Any], _ where_: String, _ folder: URL) throws(AssetCatalogIssue) -> URL? {
            guard let filename = try string(entry, "filename", where_, folder) else { return nil }  // an empty slot
            guard !filename.contains("/"), filename != "..", filename != "." else {
                throw fail(folder, "\(where_): \"filename\" must name a file in the set's folder, found \"\(filename)\"")
            }
            let file = folder.appendingPathComponent(filename)
            guard let data = FileManager.default.contents(atPath: file.path) else {
                issues.append(AssetCatalogIssue(file: file.path, message: "named by the set's Contents.json but not there; skipped", isError: false))
                return nil
            }
            switch file.pathExtension.lowercased() {
            case "png", "jpg", "jpeg":
                guard Bitmap.format(of: data) != nil else {
                    issues.append(AssetCatalogIssue(file: file.path, message: "not PNG or JPEG data; skipped", isError: false))
                    return nil
                }
                return file
            default:
                issues.append(
                    AssetCatalogIssue(
                        file: file.path, message: "a .\(file.pathExtension) image: the car draws PNG and JPEG images only; skipped", isError: false))
                return nil
            }
        }

        mutating func readImageSet(_ folder: URL, name: String) throws(AssetCatalogIssue) {
            let json = try contents(folder)
            var variants: [Variant] = []
            for (i, entry) in try entries(json, "images", folder).enumerated() {
                let where_ = "images[\(i)]"
                guard let rank = Self.idiomRank(try string(entry, "idiom", where_, folder)) else { continue }
                guard let style = try style(entry, where_, folder) else { continue }
                let scale = try scale(entry, where_, folder)
                guard let file = try imageFile(entry, where_, folder) else { continue }
                variants.append(Variant(file: file, scale: scale, style: style, idiomRank: rank, points: 0))
            }
            let properties = try dictionary(json?["properties"], "properties", folder)
            let mode: UIImage.RenderingMode
            switch try properties.flatMap({ p throws(AssetCatalogIssue) in try string(p, "template-rendering-intent", "properties", folder) }) {
            case "template": mode = .alwaysTemplate
            case "original": mode = .alwaysOriginal
            case nil: mode = .automatic
            case let other?: throw fail(folder, "\"template-rendering-intent\" must be \"template\" or \"original\", found \"\(other)\"")
            }
            guard claim(name, folder) else { return }
            imageSets[name] = ImageSet(variants: variants, renderingMode: mode)
        }

        mutating func readIconSet(_ folder: URL, name: String) throws(AssetCatalogIssue) {
            let json = try contents(folder)
            var variants: [Variant] = []
            for (i, entry) in try entries(json, "images", folder).enumerated() {
                let where_ = "images[\(i)]"
                let idiom = try string(entry, "idiom", where_, folder)
                // Xcode 14's single-size icon is `universal` on platform `ios`; `ios-marketing` is the App Store's.
                guard let rank = idiom == "ios-marketing" ? 3 : Self.idiomRank(idiom) else { continue }
                if let platform = try string(entry, "platform", where_, folder), platform != "ios" { continue }
                guard let style = try style(entry, where_, folder) else { continue }
                let scale = try scale(entry, where_, folder)
                guard let sizeText = try string(entry, "size", where_, folder) else { throw fail(folder, "\(where_): an app icon needs a \"size\"") }
                let parts = sizeText.split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts[0] > 0, parts[0] == parts[1] else {
                    throw fail(folder, "\(where_): \"size\" must be a square \"WxH\" in points, found \"\(sizeText)\"")
                }
                guard let file = try imageFile(entry, where_, folder) else { continue }
                variants.append(Variant(file: file, scale: scale, style: style, idiomRank: rank, points: CGFloat(parts[0])))
            }
            guard claim(name, folder) else { return }
            iconSets[name] = ImageSet(variants: variants, renderingMode: .alwaysOriginal)
        }

        mutating func readSymbolSet(_ folder: URL, name: String) throws(AssetCatalogIssue) {
            let json = try contents(folder)
            var file: URL?
            for (i, entry) in try entries(json, "symbols", folder).enumerated() {
                let where_ = "symbols[\(i)]"
                guard Self.idiomRank(try string(entry, "idiom", where_, folder)) != nil,
                    let filename = try string(entry, "filename", where_, folder)
                else { continue }
                guard !filename.contains("/") else { throw fail(folder, "\(where_): \"filename\" must name a file in the set's folder") }
                let url = folder.appendingPathComponent(filename)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    issues.append(AssetCatalogIssue(file: url.path, message: "named by the set's Contents.json but not there; skipped", isError: false))
                    continue
                }
                file = file ?? url
            }
            guard let file else { return }
            guard let svg = try? String(contentsOf: file, encoding: .utf8) else {
                issues.append(AssetCatalogIssue(file: file.path, message: "not UTF-8 text; skipped", isError: false))
                return
            }
            switch CustomSymbol.read(svg: svg) {
            case .success(let symbol):
                guard claim(name, folder) else { return }
                symbolSets[name] = symbol
            case .failure(let e):
                issues.append(AssetCatalogIssue(file: file.path, message: "not a symbol template the car reads: \(e.reason); skipped", isError: false))
            }
        }
    }
}
