// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

extension AppDeclaration {
    /// The app icon set's name from Info.plist: `CFBundleIcons` → `CFBundlePrimaryIcon` → `CFBundleIconName` (on iOS
    /// the primary icon is a dictionary; a plain string, as tvOS writes it, is read as the name too), else `AppIcon`.
    /// See [`CFBundlePrimaryIcon`](https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleicons/cfbundleprimaryicon).
    static func iconName(_ info: PropertyList, _ file: String) throws -> String {
        guard let icons = info["CFBundleIcons"] else { return "AppIcon" }
        guard icons.dictionaryEntries != nil else {
            throw DeclarationError(file: file, line: icons.line, message: "CFBundleIcons must be a <dict>, found <\(icons.typeName)>")
        }
        guard let primary = icons["CFBundlePrimaryIcon"] else { return "AppIcon" }
        if let name = primary.stringValue { return name }
        guard primary.dictionaryEntries != nil else {
            throw DeclarationError(
                file: file, line: primary.line, message: "CFBundlePrimaryIcon must be a <dict> (or a <string>), found <\(primary.typeName)>")
        }
        guard let name = primary["CFBundleIconName"] else { return "AppIcon" }
        guard let s = name.stringValue, !s.isEmpty else {
            throw DeclarationError(file: file, line: name.line, message: "CFBundleIconName must be a non-empty <string>, found <\(name.typeName)>")
        }
        return s
    }

    /// The app's icon from its asset catalog, as PNG or JPEG bytes for a `points`-sized tile at `scale` in `style`
    /// (the car's own icon size, 2x or 3x, light or dark); nil when the app has no such icon set or no file of it
    /// decodes. - Note: Ours: the home screen draws it.
    public func appIcon(points: Double, scale: Double, style: UIUserInterfaceStyle) -> Data? {
        assetCatalog?.appIcon(named: iconName, points: CGFloat(points), scale: CGFloat(scale), style: style)
    }
}
