// SPDX-License-Identifier: Apache-2.0
// A CarPlay file as an iOS project keeps it, Apple's imports and all: the AppleImports plugin builds it unchanged into
// the AppleImportsFixture target (see Tests/AppleImportsFixture/apple-imports.txt).

import CarPlay
import Combine
@preconcurrency import MapKit
import UIKit

public final class ParkingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    let garages = CurrentValueSubject<[String], Never>(["Kamppi garage", "Forum garage"])
    var updates: AnyCancellable?

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        let list = CPListTemplate(title: "Parking", sections: [])
        updates = garages.sink { names in
            list.updateSections([CPListSection(items: names.map { CPListItem(text: $0, detailText: nil) })])
        }
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        updates = nil
    }
}

#if canImport(UIKit)
    /// True where the file's `canImport(UIKit)` held: on iOS, and here through the plugin.
    public let builtWithUIKit = true
#else
    public let builtWithUIKit = false
#endif
