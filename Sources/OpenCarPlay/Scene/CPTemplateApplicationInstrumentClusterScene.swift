// SPDX-License-Identifier: Apache-2.0
import Foundation
import OpenUIKit

/// A navigation app's scene on the instrument cluster (iOS 15.4).
///
/// Mirrors [`CPTemplateApplicationInstrumentClusterScene`](https://developer.apple.com/documentation/carplay/cptemplateapplicationinstrumentclusterscene).
@preconcurrency @MainActor
open class CPTemplateApplicationInstrumentClusterScene: UIScene {
    public private(set) var instrumentClusterController: CPInstrumentClusterController!
    open package(set) var contentStyle: UIUserInterfaceStyle = .dark

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene's delegate. Typed as a scene delegate here: Swift can't narrow an inherited property's type
    /// as Apple's Objective-C import does; cast it to the CarPlay delegate protocol to call its methods.
    open override var delegate: (any UISceneDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue }
    }

    package func attach(controller: CPInstrumentClusterController) { instrumentClusterController = controller }
}

/// Connection callbacks for the instrument cluster. Mirrors [`CPTemplateApplicationInstrumentClusterSceneDelegate`](https://developer.apple.com/documentation/carplay/cptemplateapplicationinstrumentclusterscenedelegate).
@preconcurrency @MainActor
public protocol CPTemplateApplicationInstrumentClusterSceneDelegate: UISceneDelegate {
    func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                   didConnect instrumentClusterController: CPInstrumentClusterController)
    func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                   didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController)
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension CPTemplateApplicationInstrumentClusterSceneDelegate {
    public func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                          didConnect instrumentClusterController: CPInstrumentClusterController) {}
    public func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                          didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController) {}
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}

/// The instrument cluster's window and settings. Mirrors [`CPInstrumentClusterController`](https://developer.apple.com/documentation/carplay/cpinstrumentclustercontroller).
@preconcurrency @MainActor
open class CPInstrumentClusterController: NSObject {
    open weak var delegate: (any CPInstrumentClusterControllerDelegate)?
    open package(set) var instrumentClusterWindow: UIWindow?
    open package(set) var speedLimitSetting: CPInstrumentClusterSetting = .userPreference
    open package(set) var compassSetting: CPInstrumentClusterSetting = .userPreference
    /// Shown while the app is not navigating.
    open var inactiveDescriptionVariants: [String] = []
    open var attributedInactiveDescriptionVariants: [NSAttributedString] = []
    package override init() { super.init() }
}

/// Learns about the cluster window, zoom and settings. Mirrors [`CPInstrumentClusterControllerDelegate`](https://developer.apple.com/documentation/carplay/cpinstrumentclustercontrollerdelegate).
@preconcurrency @MainActor
public protocol CPInstrumentClusterControllerDelegate: NSObjectProtocol {
    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow)
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow)
    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController)
    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController)
    func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting)
    func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting)
}

extension CPInstrumentClusterControllerDelegate {
    public func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {}
    public func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {}
    public func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting) {}
    public func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting) {}
}
