// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which classes make up a scene: its name, role, scene class and delegate class.
///
/// Mirrors [`UISceneConfiguration`](https://developer.apple.com/documentation/uikit/uisceneconfiguration).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var sceneClass: AnyClass?
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
