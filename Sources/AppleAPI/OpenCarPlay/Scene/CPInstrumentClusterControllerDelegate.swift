// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// Learns about the cluster window, zoom and settings. Mirrors [`CPInstrumentClusterControllerDelegate`](https://developer.apple.com/documentation/carplay/cpinstrumentclustercontrollerdelegate).
@preconcurrency @MainActor
public protocol CPInstrumentClusterControllerDelegate: NSObjectProtocol {
    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow)
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow)
    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController)
    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController)
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting)
    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting)
}

extension CPInstrumentClusterControllerDelegate {
    public func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {}
    public func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {}
    public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {}
    public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting
    ) {}
}
