// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a presented view controller is shown. Mirrors
/// [`UIModalPresentationStyle`](https://developer.apple.com/documentation/uikit/uimodalpresentationstyle).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}
