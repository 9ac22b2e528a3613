// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How the system presents the app's calls. Mirrors
/// [`CXProviderConfiguration`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration).
open class CXProviderConfiguration: NSObject, @unchecked Sendable {
    /// The app's name as the call screen shows it (defaults to the app's display name on iOS).
    open var localizedName: String?
    open var ringtoneSound: String?
    open var iconTemplateImageData: Data?
    open var maximumCallGroups = 2
    open var maximumCallsPerCallGroup = 5
    open var supportsVideo = false
    open var includesCallsInRecents = true
    open var supportedHandleTypes: Set<CXHandle.HandleType> = []

    public override init() { super.init() }

    @available(*, deprecated, message: "Use init() and the app's display name")
    public init(localizedName: String) {
        self.localizedName = localizedName
        super.init()
    }
}
