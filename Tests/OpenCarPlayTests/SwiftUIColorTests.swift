// SPDX-License-Identifier: Apache-2.0

import CarPlayShim
import Foundation
import Testing

/// SwiftUI colours as an app's extensions make them: from hex components in sRGB, from UIKit's system colours, and
/// read back through Core Graphics (a luminance check choosing black or white text).
struct SwiftUIColorTests {
    @Test func componentsInAColorSpaceBecomeTheCarsSRGB() {
        let cobalt = Color(.sRGB, red: 0x28 / 255, green: 0x55 / 255, blue: 0xA8 / 255, opacity: 1)
        #expect(cobalt.value == "#2855a8" && cobalt.opacity == 1)
        #expect(Color(red: 1, green: 0, blue: 0) == Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1))
        #expect(Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5).value == "#bcbcbc")
        #expect(Color(.displayP3, red: 1, green: 1, blue: 1).value == "#ffffff")
        #expect(Color(.displayP3, red: 0, green: 1, blue: 0).value == "#00ff00", "P3's green is outside sRGB: clipped")
        #expect(Color(white: 0.5, opacity: 0.5).value == "#808080")
    }

    @Test func uikitColorsKeepTheirMeaningAndAppearances() {
        #expect(Color(uiColor: .secondaryLabel) == .secondary)
        #expect(Color(uiColor: .label) == .primary)
        let orange = Color(uiColor: .systemOrange)
        #expect(orange.value == "#ff9500")
        #expect(UIColor(orange).hex(for: UITraitCollection(userInterfaceStyle: .dark)) == "#ff9f0a")
        #expect(Color(uiColor: UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.25)).opacity == 0.25)
    }

    @Test func aFixedColorHasCoreGraphicsComponents() throws {
        let components = try #require(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1).cgColor?.components)
        #expect(components.count == 4 && components[0] == 1 && components[2] == 0)
        #expect(abs(components[1] - 0.5) < 0.01)
        #expect(Color.primary.cgColor == nil, "a system colour depends on the appearance")
        #expect(Color(uiColor: .systemRed).cgColor == nil, "so does a dynamic UIKit one")
    }
}
