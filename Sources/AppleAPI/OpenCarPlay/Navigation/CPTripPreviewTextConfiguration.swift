// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// The button titles of the trip preview panel. Mirrors [`CPTripPreviewTextConfiguration`](https://developer.apple.com/documentation/carplay/cptrippreviewtextconfiguration).
@preconcurrency @MainActor
open class CPTripPreviewTextConfiguration: NSObject, @preconcurrency NSSecureCoding {
    public let startButtonTitle: String?
    public let additionalRoutesButtonTitle: String?
    public let overviewButtonTitle: String?

    public init(startButtonTitle: String?, additionalRoutesButtonTitle: String?, overviewButtonTitle: String?) {
        self.startButtonTitle = startButtonTitle
        self.additionalRoutesButtonTitle = additionalRoutesButtonTitle
        self.overviewButtonTitle = overviewButtonTitle
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the three button titles.
    open func encode(with coder: NSCoder) {
        coder.encode(startButtonTitle, forKey: "startButtonTitle")
        coder.encode(additionalRoutesButtonTitle, forKey: "additionalRoutesButtonTitle")
        coder.encode(overviewButtonTitle, forKey: "overviewButtonTitle")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        startButtonTitle = CPCoding.string("startButtonTitle", in: coder)
        additionalRoutesButtonTitle = CPCoding.string("additionalRoutesButtonTitle", in: coder)
        overviewButtonTitle = CPCoding.string("overviewButtonTitle", in: coder)
        super.init()
    }

    public override convenience init() {
        self.init(startButtonTitle: nil, additionalRoutesButtonTitle: nil, overviewButtonTitle: nil)
    }
}
