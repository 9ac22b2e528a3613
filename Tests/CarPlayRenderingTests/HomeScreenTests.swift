// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation
import Testing

/// The home screen pages its icons when they don't fit.
struct HomeScreenTests {
    let apps = (1...11).map { HomeScreenApp(name: "App \($0)", symbol: "star", isRunning: false) }

    func names(_ list: DisplayList) -> [String] { list.targets.map(\.elementID).filter { $0.hasPrefix("app:") }.map { String($0.dropFirst(4)) } }

    @Test func elevenAppsOnTheSmallestScreenTakePagesWithArrowsAndDots() {
        var seen: [String] = []
        var page = 0
        var pages = 0
        while true {
            let list = CarRenderer.layoutHome(
                apps: apps, screen: .standard, style: .light, driveSide: .left, isDriving: false, isPhoneLocked: false, page: page)
            seen += names(list)
            pages += 1
            // Every icon lies inside the screen.
            for t in list.targets { #expect(t.frame.x >= 0 && t.frame.maxX <= list.width && t.frame.y >= 0 && t.frame.maxY <= list.height) }
            #expect(list.targets.contains { $0.elementID == "home:page:\(page - 1)" } == (page > 0))
            guard let next = list.targets.first(where: { $0.elementID == "home:page:\(page + 1)" }) else { break }
            #expect(next.label == "›")
            page += 1
        }
        #expect(seen == apps.map(\.name), "each app once, in order")
        #expect(pages >= 2)
        // A wide screen fits them all on one page, without arrows.
        let wide = CarRenderer.layoutHome(apps: apps, screen: .highResolution, style: .dark, driveSide: .right, isDriving: false, isPhoneLocked: false)
        #expect(names(wide).count == 11 && !wide.targets.contains { $0.elementID.hasPrefix("home:") })
    }
}
