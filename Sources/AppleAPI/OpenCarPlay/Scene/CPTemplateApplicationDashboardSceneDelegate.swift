// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// Connection callbacks for CarPlay Dashboard. Mirrors [`CPTemplateApplicationDashboardSceneDelegate`](https://developer.apple.com/documentation/carplay/cptemplateapplicationdashboardscenedelegate).
@preconcurrency @MainActor
public protocol CPTemplateApplicationDashboardSceneDelegate: UISceneDelegate {
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow)
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow)
}

extension CPTemplateApplicationDashboardSceneDelegate {
    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {}
    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow
    ) {}
}
