// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation
import ImageCodec
import OpenUIKit
import ReferenceApps
import Testing

/// Each reference app ships an asset catalog with its app icon, and the home screen draws it.
@MainActor
struct AppIconTests {
    @Test func everyReferenceAppHasAnIconTheHomeScreenDraws() throws {
        let apps = try ReferenceApps.all()
        for screen in [CarScreen.standard, .highResolution] {
            for style in CarStyle.allCases {
                let home = apps.map { HomeScreenApp(app: $0, screen: screen, style: style.userInterfaceStyle, isRunning: false) }
                var icons: [Bitmap] = []
                // Every page of the home screen.
                for page in 0..<apps.count {
                    let list = CarRenderer.layoutHome(
                        apps: home, screen: screen, style: style, driveSide: .left, isDriving: false, isPhoneLocked: false, page: page)
                    #expect(list.warnings.isEmpty, "\(list.warnings)")
                    icons += list.items.compactMap { item -> Bitmap? in
                        if case .bitmap(_, let frame, _, let png) = item, frame.width == CarRenderer.homeIconSize {
                            return Bitmap(decoding: Data(base64Encoded: png)!)
                        }
                        return nil
                    }
                    if !list.targets.contains(where: { $0.elementID == "home:page:\(page + 1)" }) { break }
                }
                #expect(icons.count == apps.count)
                // Drawn at the car's pixels: the 60 pt icon at 2x or 3x.
                #expect(icons.allSatisfy { $0.width == Int(60 * screen.scale) })
                #expect(Set(icons.map(\.pixels)).count == apps.count, "each app its own icon")
            }
        }
        for app in apps {
            #expect(app.assetCatalogIssues.isEmpty, "\(app.name): \(app.assetCatalogIssues)")
            #expect(app.iconName == "AppIcon")
        }
    }

    @Test func iconsStaySmall() throws {
        // The committed PNGs are a few KB: 2x and 3x per app.
        for app in try ReferenceApps.all() {
            for scale in [2.0, 3.0] {
                let data = try #require(app.appIcon(points: 60, scale: scale, style: .light), "\(app.name) @\(scale)x")
                #expect(data.count < 8_000, "\(app.name) @\(scale)x is \(data.count) bytes")
            }
        }
    }
}
