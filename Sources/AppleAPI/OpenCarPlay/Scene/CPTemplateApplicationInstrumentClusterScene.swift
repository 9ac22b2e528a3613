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
