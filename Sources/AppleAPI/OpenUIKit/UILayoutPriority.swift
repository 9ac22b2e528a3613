// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How much a layout constraint matters when not all of them can hold: from 1 (least) to 1000 (required). Mirrors
/// [`UILayoutPriority`](https://developer.apple.com/documentation/uikit/uilayoutpriority).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Mirrors [`required`](https://developer.apple.com/documentation/uikit/uilayoutpriority/required): 1000.
    public static let required = UILayoutPriority(1000)
    /// Mirrors [`defaultHigh`](https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh): 750, how
    /// hard a view resists being made smaller than its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// Mirrors [`dragThatCanResizeScene`](https://developer.apple.com/documentation/uikit/uilayoutpriority/dragthatcanresizescene): 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// Mirrors [`sceneSizeStayPut`](https://developer.apple.com/documentation/uikit/uilayoutpriority/scenesizestayput): 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// Mirrors [`dragThatCannotResizeScene`](https://developer.apple.com/documentation/uikit/uilayoutpriority/dragthatcannotresizescene): 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// Mirrors [`defaultLow`](https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow): 250, how
    /// hard a view resists being made larger than its content.
    public static let defaultLow = UILayoutPriority(250)
    /// Mirrors [`fittingSizeLevel`](https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel): 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
}
