// SPDX-License-Identifier: Apache-2.0
// A status line of a mesh-radio app, as iOS code writes it: the Network framework for the phone's connection, Core
// Bluetooth for the radio. The AppleImports plugin reads both imports as the shim.

import CoreBluetooth
import Foundation
import Network

/// What the app shows about its links.
public enum LinkStatus {
    public static let radioService = CBUUID(string: "6BA1B218-15A8-461F-9FA8-5DCAE273EAFD")

    public static func describe(_ path: NWPath, bluetooth: CBManagerState) -> String {
        let network =
            path.status != .satisfied ? "offline" : path.usesInterfaceType(.wifi) ? "Wi-Fi" : path.isExpensive ? "cellular" : "online"
        return "\(network), \(bluetooth == .poweredOn ? "radio ready" : "no radio")"
    }
}
