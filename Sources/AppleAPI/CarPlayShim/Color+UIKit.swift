// SPDX-License-Identifier: Apache-2.0

// SwiftUI's colours from and to UIKit's and Core Graphics': on iOS SwiftUI declares these; elsewhere OpenSwiftUI and
// OpenUIKit don't know each other, so CarPlayShim, which sees both, does.
#if !canImport(SwiftUI)
    import Foundation
    import OpenSwiftUI
    import OpenUIKit

    extension Color {
        /// A SwiftUI colour from a UIKit one. Mirrors
        /// [`init(uiColor:)`](https://developer.apple.com/documentation/swiftui/color/init(uicolor:)). The label colours
        /// and the tint become `primary`, `secondary` and `accentColor`; any other colour keeps its light and dark
        /// appearances.
        public init(uiColor: UIColor) {
            switch uiColor.name {
            case "label": self = .primary
            case "secondaryLabel": self = .secondary
            case "tintColor": self = .accentColor
            default:
                let light = uiColor.rgba(for: UITraitCollection(userInterfaceStyle: .light))
                let dark = uiColor.rgba(for: UITraitCollection(userInterfaceStyle: .dark))
                func hex(_ c: (CGFloat, CGFloat, CGFloat, CGFloat)) -> String {
                    func h(_ v: CGFloat) -> String { String(format: "%02x", Int((min(max(Double(v), 0), 1) * 255).rounded())) }
                    return "#" + h(c.0) + h(c.1) + h(c.2)
                }
                let lightHex = hex(light)
                let darkHex = hex(dark)
                self.init(value: lightHex, opacity: Double(light.3), darkValue: darkHex == lightHex ? nil : darkHex)
            }
        }

        /// The colour's Core Graphics representation: nil for a colour that depends on the appearance (the system
        /// ones resolved by the car, asset catalog colours, dynamic UIKit ones), as SwiftUI documents. Mirrors
        /// [`cgColor`](https://developer.apple.com/documentation/swiftui/color/cgcolor).
        public var cgColor: CGColor? {
            guard value.hasPrefix("#"), darkValue == nil, let v = UInt32(value.dropFirst().prefix(6), radix: 16) else { return nil }
            return CGColor(
                red: CGFloat((v >> 16) & 0xFF) / 255, green: CGFloat((v >> 8) & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255,
                alpha: CGFloat(opacity))
        }
    }
#endif
