// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A light and a dark image. Mirrors [`CPImageSet`](https://developer.apple.com/documentation/carplay/cpimageset).
@preconcurrency @MainActor
open class CPImageSet: NSObject {
    public let lightContentImage: UIImage
    public let darkContentImage: UIImage
    public init(lightContentImage: UIImage, darkContentImage: UIImage) {
        self.lightContentImage = lightContentImage
        self.darkContentImage = darkContentImage
        super.init()
    }
}
