// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit

/// The button titles of the trip preview panel. Mirrors [`CPTripPreviewTextConfiguration`](https://developer.apple.com/documentation/carplay/cptrippreviewtextconfiguration).
@preconcurrency @MainActor
open class CPTripPreviewTextConfiguration: NSObject {
    public let startButtonTitle: String?
    public let additionalRoutesButtonTitle: String?
    public let overviewButtonTitle: String?

    public init(startButtonTitle: String?, additionalRoutesButtonTitle: String?, overviewButtonTitle: String?) {
        self.startButtonTitle = startButtonTitle
        self.additionalRoutesButtonTitle = additionalRoutesButtonTitle
        self.overviewButtonTitle = overviewButtonTitle
        super.init()
    }

    public override convenience init() {
        self.init(startButtonTitle: nil, additionalRoutesButtonTitle: nil, overviewButtonTitle: nil)
    }
}
