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

/// Connection callbacks for CarPlay Dashboard. Mirrors [`CPTemplateApplicationDashboardSceneDelegate`](https://developer.apple.com/documentation/carplay/cptemplateapplicationdashboardscenedelegate).
@preconcurrency @MainActor
public protocol CPTemplateApplicationDashboardSceneDelegate: UISceneDelegate {
    func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
                                           didConnect dashboardController: CPDashboardController, to window: UIWindow)
    func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
                                           didDisconnect dashboardController: CPDashboardController, from window: UIWindow)
}

extension CPTemplateApplicationDashboardSceneDelegate {
    public func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
                                                  didConnect dashboardController: CPDashboardController, to window: UIWindow) {}
    public func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
                                                  didDisconnect dashboardController: CPDashboardController, from window: UIWindow) {}
}

/// The dashboard's shortcut buttons, shown when the app is not navigating (give two).
/// Mirrors [`CPDashboardController`](https://developer.apple.com/documentation/carplay/cpdashboardcontroller).
@preconcurrency @MainActor
open class CPDashboardController: NSObject {
    open var shortcutButtons: [CPDashboardButton] = [] { didSet { CPRuntime.elementDidChange(self, "shortcutButtons") } }
    package override init() { super.init() }
}

/// A dashboard shortcut. Mirrors [`CPDashboardButton`](https://developer.apple.com/documentation/carplay/cpdashboardbutton).
@preconcurrency @MainActor
open class CPDashboardButton: NSObject {
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
}
