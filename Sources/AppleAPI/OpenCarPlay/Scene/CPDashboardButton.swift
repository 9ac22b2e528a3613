// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A dashboard shortcut. Mirrors [`CPDashboardButton`](https://developer.apple.com/documentation/carplay/cpdashboardbutton).
@preconcurrency @MainActor
open class CPDashboardButton: NSObject, @preconcurrency NSSecureCoding {
    public let titleVariants: [String]
    public let subtitleVariants: [String]
    public let image: UIImage
    package let tapHandler: ((CPDashboardButton) -> Void)?

    public init(titleVariants: [String], subtitleVariants: [String], image: UIImage, handler: ((CPDashboardButton) -> Void)? = nil) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.image = image
        tapHandler = handler
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the title and subtitle variants and the image. The handler is not archived (closures can't be; iOS
    /// doesn't either).
    open func encode(with coder: NSCoder) {
        coder.encode(titleVariants, forKey: "titleVariants")
        coder.encode(subtitleVariants, forKey: "subtitleVariants")
        CPCoding.encode(image, forKey: "image", in: coder)
    }

    /// Reads what ``encode(with:)`` wrote. A decoded button has no handler: tapping it in the car does nothing.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let titles = CPCoding.strings("titleVariants", in: coder), let subtitles = CPCoding.strings("subtitleVariants", in: coder),
            let image = d.image("image")
        else { return nil }
        titleVariants = titles
        subtitleVariants = subtitles
        self.image = image
        tapHandler = nil
        guard !d.failed else { return nil }
        super.init()
    }
}
