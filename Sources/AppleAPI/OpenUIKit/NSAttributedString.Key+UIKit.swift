// SPDX-License-Identifier: Apache-2.0

import Foundation

// The text attributes UIKit adds to Foundation's `NSAttributedString.Key` (swift-corelibs-foundation has none of
// them), with the raw values UIKit gives them.
extension NSAttributedString.Key {
    /// An `NSTextAttachment`. Mirrors [`attachment`](https://developer.apple.com/documentation/foundation/nsattributedstring/key/attachment).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A `UIFont`. Mirrors [`font`](https://developer.apple.com/documentation/foundation/nsattributedstring/key/font).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`. Mirrors [`foregroundColor`](https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor`. Mirrors [`backgroundColor`](https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points (`NSNumber`). Mirrors [`baselineOffset`](https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Points (`NSNumber`). Mirrors [`kern`](https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Mirrors [`underlineStyle`](https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinestyle).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Mirrors [`strikethroughStyle`](https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughstyle).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `URL` or `String`. Mirrors [`link`](https://developer.apple.com/documentation/foundation/nsattributedstring/key/link).
    public static let link = NSAttributedString.Key("NSLink")
}
