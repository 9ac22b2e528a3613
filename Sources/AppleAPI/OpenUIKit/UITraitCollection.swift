// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The traits of an interface: style, scale and idiom.
///
/// Mirrors [`UITraitCollection`](https://developer.apple.com/documentation/uikit/uitraitcollection).
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// The traits in effect while a view draws: UIKit sets them around `draw(_:)`, so a view's drawing can follow
    /// light and dark. Mirrors [`current`](https://developer.apple.com/documentation/uikit/uitraitcollection/current).
    ///
    /// UIKit's header calls it thread-local (setting it on one thread leaves the others' alone) and puts no actor on
    /// it, so this one is kept per thread too, as the graphics context stack is; a thread that never set it reads
    /// unspecified traits.
    public static var current: UITraitCollection {
        get { currentOnThisThread.value ?? UITraitCollection() }
        set { currentOnThisThread.value = newValue }
    }

    private static let currentOnThisThread = ThreadLocal<UITraitCollection>()

    /// Runs `actions` with these traits as ``current`` on this thread, then puts the previous ones back.
    /// Mirrors [`performAsCurrent(_:)`](https://developer.apple.com/documentation/uikit/uitraitcollection/performascurrent(_:)).
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        try actions()
    }

    public override init() {
        userInterfaceStyle = .unspecified
        displayScale = 0
        userInterfaceIdiom = .unspecified
        super.init()
    }

    package init(style: UIUserInterfaceStyle, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        userInterfaceStyle = style
        displayScale = scale
        userInterfaceIdiom = idiom
        super.init()
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, scale: 0, idiom: .unspecified)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, scale: displayScale, idiom: .unspecified)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, scale: 0, idiom: userInterfaceIdiom)
    }

    /// Combines traits; later collections override earlier ones where they specify a value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var scale: CGFloat = 0
        var idiom = UIUserInterfaceIdiom.unspecified
        for t in traitCollections {
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
        }
        self.init(style: style, scale: scale, idiom: idiom)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o.userInterfaceStyle == userInterfaceStyle && o.displayScale == displayScale
            && o.userInterfaceIdiom == userInterfaceIdiom
    }

    open override var hash: Int { userInterfaceStyle.rawValue &* 31 &+ Int(displayScale * 10) &* 7 &+ userInterfaceIdiom.rawValue }

    open override var description: String {
        "<UITraitCollection style=\(userInterfaceStyle) scale=\(displayScale) idiom=\(userInterfaceIdiom)>"
    }
}
