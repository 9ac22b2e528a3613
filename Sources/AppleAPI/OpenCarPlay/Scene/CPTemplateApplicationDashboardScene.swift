// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A navigation app's scene on CarPlay Dashboard (iOS 13.4).
///
/// Mirrors [`CPTemplateApplicationDashboardScene`](https://developer.apple.com/documentation/carplay/cptemplateapplicationdashboardscene).
@preconcurrency @MainActor
open class CPTemplateApplicationDashboardScene: UIScene {
    public private(set) var dashboardController: CPDashboardController!
    public private(set) var dashboardWindow: UIWindow!

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene's delegate. Typed as a scene delegate here: Swift can't narrow an inherited property's type
    /// as Apple's Objective-C import does; cast it to the CarPlay delegate protocol to call its methods.
    open override var delegate: (any UISceneDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue }
    }

    package func attach(controller: CPDashboardController, window: UIWindow) {
        dashboardController = controller
        dashboardWindow = window
    }
}
