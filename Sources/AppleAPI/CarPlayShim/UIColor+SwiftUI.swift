// SPDX-License-Identifier: Apache-2.0

// SwiftUI's bridges into UIKit: on iOS SwiftUI declares them; elsewhere OpenSwiftUI and OpenUIKit don't know each other,
// so CarPlayShim, which sees both, does.
#if !canImport(SwiftUI)
    import Foundation
    import OpenSwiftUI
    import OpenUIKit

    extension UIColor {
        /// A UIKit colour from a SwiftUI one: `#rrggbb` colours as they are, the system ones (`primary`,
        /// `secondary`, `accentColor`), asset catalog colours and those made from dynamic UIKit ones adapting to light
        /// and dark. Mirrors
        /// [`init(_:)`](https://developer.apple.com/documentation/uikit/uicolor/init(_:)-3r3ot).
        public convenience init(_ color: Color) {
            let opacity = CGFloat(color.opacity)
            let base: UIColor
            func fixed(_ value: String) -> UIColor {
                let hex = value.hasPrefix("#") ? String(value.dropFirst()) : value
                let v = UInt32(hex.prefix(6), radix: 16) ?? 0
                return UIColor(
                    red: CGFloat((v >> 16) & 0xFF) / 255, green: CGFloat((v >> 8) & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: 1)
            }
            switch color.value {
            case "primary": base = .label
            case "secondary": base = .secondaryLabel
            case "accent": base = .tintColor
            default:
                if let name = color.assetName {
                    // An asset catalog colour the app doesn't have is clear (iOS logs it and draws nothing).
                    base = UIColor(named: name) ?? .clear
                } else if let darkValue = color.darkValue {
                    let light = fixed(color.value)
                    let dark = fixed(darkValue)
                    base = UIColor { $0.userInterfaceStyle == .dark ? dark : light }
                } else {
                    base = fixed(color.value)
                }
            }
            self.init { traits in
                let c = base.rgba(for: traits)
                return UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3 * opacity)
            }
        }
    }

    /// A view controller whose view shows a SwiftUI view. Mirrors
    /// [`UIHostingController`](https://developer.apple.com/documentation/swiftui/uihostingcontroller).
    /// - Note: Ours: the root view is kept and can be replaced, and its view is a plain view the size of its container,
    ///   but the SwiftUI content is not drawn in a UIKit view here (OpenSwiftUI draws widgets and Live Activities only):
    ///   a navigation app whose map is a SwiftUI view shows an empty base view in the car.
    @preconcurrency @MainActor
    open class UIHostingController<Content: View>: UIViewController {
        /// Mirrors [`rootView`](https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview).
        public var rootView: Content

        /// Mirrors [`init(rootView:)`](https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)).
        public init(rootView: Content) {
            self.rootView = rootView
            super.init(nibName: nil, bundle: nil)
        }

        /// The root view's resolved description (what the car would draw of it in a widget). - Note: Ours.
        public var resolvedRootView: ViewNode { resolveView(rootView) }
    }
#endif
