// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenIntents

extension INImage {
    /// An intent image of a UIKit image: its PNG bytes, or the symbol or asset name it was made from. Mirrors
    /// [`init(uiImage:)`](https://developer.apple.com/documentation/intents/inimage/init(uiimage:)) (UIKit's addition to
    /// Intents). - Note: A drawing without pixels is kept as its PNG when it has one, else as an empty image.
    public convenience init(uiImage image: UIImage) {
        switch image.source {
        case .symbol(let name): self.init(source: .systemImage(name))
        case .asset(let name): self.init(source: .named(name))
        default: self.init(source: .data(image.pngData() ?? Data()))
        }
    }
}
