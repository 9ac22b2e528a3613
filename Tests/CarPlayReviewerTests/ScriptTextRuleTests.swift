// SPDX-License-Identifier: Apache-2.0

import CarPlayRendering
import CarPlayShim
import CarPlayTesting
import Foundation
import Testing

/// An audio app with four tabs titled in some script.
final class ScriptTabsDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let titles: [String]
    init(_ titles: [String]) { self.titles = titles }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let tabs = titles.map { title -> CPListTemplate in
            let t = CPListTemplate(title: title, sections: [])
            t.tabTitle = title
            t.tabImage = UIImage(systemName: "square.stack")
            return t
        }
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: tabs), animated: false, completion: nil)
    }
}

/// The reviewer's text rule (tab titles wider than their tab) measures every script as the car draws it.
@Suite @MainActor
struct ScriptTextRuleTests {
    /// Four tabs on the standard screen (400 × 240 pt): (356 pt of app area) / 4 − 4 = 85 pt each, titles at 12 pt medium.
    func findings(_ long: String, language: String = "en") async throws -> [Finding] {
        let car = try await CarPlayTestSession(categories: [.audio]) { ScriptTabsDelegate([long, "A", "B", "C"]) }
        await car.setPhoneLanguage(language)
        return await car.findings.filter { $0.rule == .tabsTitleLength }
    }

    @Test func aJapaneseTitleOfEightIdeographsIsTooWide() async throws {
        // 8 full-width characters at 12 pt: 96 pt (Inter's fallback width, the old measure, said 58 pt: no finding).
        let title = "東京駅周辺の駐車場"
        #expect(FontMetrics.inter(.medium).width(String(title.prefix(8)), size: 12) == 96)
        let found = try await findings(String(title.prefix(8)), language: "ja")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("96 pt wide") == true, "\(found)")
        // Seven fit (84 pt).
        let seven = try await findings(String(title.prefix(7)), language: "ja")
        #expect(seven.isEmpty, "\(seven.map(\.message))")
    }

    @Test func koreanAndChineseTitlesAreMeasuredByTheirFont() async throws {
        // Hangul syllables are 0.92 em: 8 of them are 88.3 pt; 7 are 77.3 pt.
        #expect(try await findings("서울역주차장안내", language: "ko").count == 1)
        #expect(try await findings("서울역주차장안", language: "ko").isEmpty)
        #expect(try await findings("附近的停车场和电动汽车充电站列表", language: "zh").count == 1)
    }

    @Test func arabicTitlesAreMeasuredJoined() async throws {
        // Joined, this title is narrower than its letters side by side: the rule uses the joined width.
        let fits = "مواقف قريبة"
        let font = FontMetrics.inter(.medium)
        let joined = font.width(fits, size: 12)
        let isolated = fits.map { font.width(String($0), size: 12) }.reduce(0, +)
        #expect(joined < isolated)
        #expect(joined <= 85)
        #expect(try await findings(fits, language: "ar").isEmpty)
        let long = "جميع مواقف السيارات ومحطات الشحن القريبة من موقعك"
        #expect(font.width(long, size: 12) > 85)
        #expect(try await findings(long, language: "ar").count == 1)
    }

    @Test func emojiAndThaiTitles() async throws {
        // An emoji sequence is one glyph, not seven.
        #expect(try await findings("👨‍👩‍👧‍👦 Family Mix").isEmpty)
        #expect(try await findings("สถานีชาร์จรถยนต์ไฟฟ้าใกล้เคียงทั้งหมด", language: "th").count == 1)
    }
}
