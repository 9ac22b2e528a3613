// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// Connection callbacks for the instrument cluster. Mirrors [`CPTemplateApplicationInstrumentClusterSceneDelegate`](https://developer.apple.com/documentation/carplay/cptemplateapplicationinstrumentclusterscenedelegate).
@preconcurrency @MainActor
public protocol CPTemplateApplicationInstrumentClusterSceneDelegate: UISceneDelegate {
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController)
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController)
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension CPTemplateApplicationInstrumentClusterSceneDelegate {
    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {}
    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {}
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}
