// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import ImageCodec
import OpenUIKit

/// An app icon on the car's home screen.
public struct HomeScreenApp: Sendable, Equatable {
    /// The app's name: its identity on the car (hit target `app:NAME`).
    public var name: String
    /// The name under its icon: the app's name as the phone's language shows it (its `InfoPlist.strings`).
    public var label: String
    /// The symbol of the generated tile drawn when there's no ``icon``.
    public var symbol: String?
    public var isRunning: Bool
    /// The app's icon (PNG or JPEG bytes) from its asset catalog; nil: a generated tile, with a warning.
    public var icon: Data?
    public init(name: String, symbol: String?, isRunning: Bool, icon: Data? = nil, label: String? = nil) {
        self.name = name
        self.label = label ?? name
        self.symbol = symbol
        self.isRunning = isRunning
        self.icon = icon
    }

    /// An installed app as the home screen shows it on `screen` in `style`: its app icon for the car's icon size
    /// and scale (the dark one in dark mode, when it has one), and its name in the phone's `language`.
    public init(app: AppDeclaration, screen: CarScreen, style: UIUserInterfaceStyle, isRunning: Bool, language: String? = nil) {
        self.init(
            name: app.name, symbol: app.iconSymbol, isRunning: isRunning,
            icon: app.appIcon(points: CarRenderer.homeIconSize, scale: screen.scale, style: style),
            label: language.map { app.displayName(language: $0) })
    }
}

extension CarRenderer {
    /// The size of an app icon on the home screen, in points.
    public static let homeIconSize = 60.0

    /// The CarPlay home screen: the status bar and a grid of app icons (hit targets `app:NAME`): each app's icon from
    /// its asset catalog, or a generated tile and a ``RenderWarning/missingAppIcon(_:)``. When the apps don't
    /// fit, they go on pages: page dots, and arrows to the previous and next page (hit targets `home:page:N`).
    /// With a right-to-left `language` (the phone's), the grid reads from the right (the status bar stays put).
    public static func layoutHome(
        apps allApps: [HomeScreenApp], screen: CarScreen, style: CarStyle, driveSide: DriveSide, isDriving: Bool,
        isPhoneLocked: Bool, page requestedPage: Int = 0, banner: CarBanner? = nil, bitmaps cache: BitmapCache? = nil,
        language: String? = nil
    ) -> DisplayList {
        let theme = Theme.named(style)
        let w = screen.widthPoints
        let h = screen.heightPoints
        var c = Canvas(width: w, height: h, scale: screen.scale, theme: theme)
        c.rect(Rect(x: 0, y: 0, width: w, height: h), theme.background)
        let leftHand = driveSide == .left
        let (status, area) = areas(width: w, height: h, leftHand: leftHand)
        statusBar(&c, status, isPhoneLocked: isPhoneLocked, isDriving: isDriving, homeButton: false)
        c.language = language == "en" ? nil : language
        if let language, PhoneLanguage.isRightToLeft(language) { c.mirrorSpan = (area.x, area.maxX) }
        let firstItem = c.list.items.count
        let icon = homeIconSize
        let cellW = 90.0
        let cellH = 96.0
        // Room for page arrows at the sides and dots below when paging.
        var columns = max(Int(area.width / cellW), 1)
        let fitRows = max(Int((area.height - 16) / cellH), 1)
        let paged = allApps.count > columns * max(Int(area.height / cellH), 1)
        if paged { columns = max(Int((area.width - 56) / cellW), 1) }
        let perPage = columns * (paged ? fitRows : max(Int(area.height / cellH), 1))
        let pages = max(Int(ceil(Double(allApps.count) / Double(perPage))), 1)
        let page = min(max(requestedPage, 0), pages - 1)
        let apps = Array(allApps.dropFirst(page * perPage).prefix(perPage))
        let rows = Int(ceil(Double(apps.count) / Double(columns)))
        let startX = area.midX - Double(min(columns, apps.count)) * cellW / 2
        let startY = area.midY - Double(rows) * cellH / 2
        for (i, app) in apps.enumerated() {
            let cell = Rect(x: startX + Double(i % columns) * cellW, y: startY + Double(i / columns) * cellH, width: cellW, height: cellH)
            let tile = Rect(x: cell.midX - icon / 2, y: cell.y + 4, width: icon, height: icon)
            if let data = app.icon,
                let item = Canvas.bitmap(
                    "icon:" + Bitmap.contentID(of: data), data, in: tile, scale: screen.scale, radius: 14, mode: .aspectFill, cache: cache)
            {
                c.list.items.append(item)
            } else {
                c.warn(.missingAppIcon(app.name))
                c.rect(tile, theme.accent, radius: 14)
                c.symbol(app.symbol ?? "app", tile.inset(14), Color("#ffffff"))
            }
            if app.isRunning { c.circle(tile.midX, tile.maxY + 4, 2, theme.secondaryText) }
            c.text(app.label, Rect(x: cell.x + 2, y: tile.maxY + 8, width: cell.width - 4, height: 18), size: 13, color: theme.primaryText, align: .center)
            c.list.targets.append(HitTarget(elementID: "app:\(app.name)", frame: cell, label: app.label, control: .app(app.name)))
        }
        if pages > 1 {
            for p in 0..<pages {
                let x = area.midX + (Double(p) - Double(pages - 1) / 2) * 12
                c.circle(x, area.maxY - 10, 3, p == page ? theme.primaryText : theme.secondaryText.withOpacity(0.4))
            }
            func arrow(_ text: String, _ target: Int, _ frame: Rect) {
                c.rect(frame, theme.cell, radius: 8)
                c.text(
                    text, Rect(x: frame.x, y: frame.midY - 12, width: frame.width, height: 24), size: 22, weight: .semibold, color: theme.accent, align: .center
                )
                c.list.targets.append(HitTarget(elementID: "home:page:\(target)", frame: frame, label: text, control: .homePage(target)))
            }
            if page > 0 { arrow("‹", page - 1, Rect(x: area.x + 4, y: area.midY - 22, width: 24, height: 44)) }
            if page < pages - 1 { arrow("›", page + 1, Rect(x: area.maxX - 28, y: area.midY - 22, width: 24, height: 44)) }
        }
        if apps.isEmpty {
            c.text(
                c.word("No CarPlay apps installed"), Rect(x: area.x, y: area.midY - 10, width: area.width, height: 20), size: 15,
                color: theme.secondaryText, align: .center)
        }
        if let banner { self.banner(&c, banner, in: area, theme: theme) }
        c.mirror(itemsFrom: firstItem, targetsFrom: 0)
        return c.list
    }
}
