// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIScene {
    /// What a scene was connected for: URLs to open, the source application.
    ///
    /// Mirrors [`UIScene.ConnectionOptions`](https://developer.apple.com/documentation/uikit/uiscene/connectionoptions).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        public let urlContexts: Set<UIOpenURLContext>
        public let sourceApplication: String?

        package init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            super.init()
        }
    }
}

/// A URL an app was asked to open. Mirrors [`UIOpenURLContext`](https://developer.apple.com/documentation/uikit/uiopenurlcontext).
public final class UIOpenURLContext: NSObject, @unchecked Sendable {
    public let url: URL
    package init(url: URL) {
        self.url = url
        super.init()
    }
    public override var hash: Int { url.hashValue }
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIOpenURLContext)?.url == url }
}
