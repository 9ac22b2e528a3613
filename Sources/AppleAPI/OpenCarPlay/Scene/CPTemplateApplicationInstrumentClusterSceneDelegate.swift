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

/// One class may serve the car screen and the instrument cluster, as on iOS, where `contentStyleDidChange(_:)` is an
/// optional method of both protocols and one method (or none) answers both. Here each protocol has a default, so a
/// class adopting both would find two; this one, more specific than either, is the default such a class gets.
extension CPTemplateApplicationSceneDelegate where Self: CPTemplateApplicationInstrumentClusterSceneDelegate {
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}
