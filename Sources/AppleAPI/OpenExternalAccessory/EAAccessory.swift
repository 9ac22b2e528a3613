// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Told when its accessory goes away. Mirrors [`EAAccessoryDelegate`](https://developer.apple.com/documentation/externalaccessory/eaaccessorydelegate).
public protocol EAAccessoryDelegate: NSObjectProtocol {
    func accessoryDidDisconnect(_ accessory: EAAccessory)
}

extension EAAccessoryDelegate {
    public func accessoryDidDisconnect(_ accessory: EAAccessory) {}
}

/// The vehicle's side of one protocol's session: what the accessory does with the bytes the app writes, and
/// how it sends bytes back. - Note: Ours; the simulated car implements it for each protocol it declares.
package protocol EAAccessoryEndpoint: AnyObject, Sendable {
    /// The session opened: `send` delivers bytes to the app's input stream.
    func open(send: @escaping @Sendable ([UInt8]) -> Void)
    /// Bytes the app wrote to its output stream.
    func receive(_ bytes: [UInt8])
    /// The session ended (the app closed a stream, opened another session for the protocol, or the car went away).
    func close()
}

/// A connected accessory (here: the car). Mirrors [`EAAccessory`](https://developer.apple.com/documentation/externalaccessory/eaaccessory).
open class EAAccessory: NSObject, @unchecked Sendable {
    open internal(set) var isConnected = true
    public let connectionID: Int
    public let manufacturer: String
    public let name: String
    public let modelNumber: String
    public let serialNumber: String
    public let firmwareRevision: String
    public let hardwareRevision: String
    public let dockType: String
    /// The protocols the accessory speaks, in reverse-DNS form.
    public let protocolStrings: [String]
    open weak var delegate: (any EAAccessoryDelegate)?
    /// Makes the accessory's side of a session for one of its protocols. - Note: Ours.
    package let endpoint: (String) -> (any EAAccessoryEndpoint)?
    /// Open sessions, by protocol (the framework allows one per accessory and protocol).
    package var sessions: [String: EASession] = [:]

    package init(
        connectionID: Int, manufacturer: String, name: String, modelNumber: String, serialNumber: String,
        firmwareRevision: String = "1.0", hardwareRevision: String = "1.0", protocolStrings: [String],
        endpoint: @escaping (String) -> (any EAAccessoryEndpoint)?
    ) {
        self.connectionID = connectionID
        self.manufacturer = manufacturer
        self.name = name
        self.modelNumber = modelNumber
        self.serialNumber = serialNumber
        self.firmwareRevision = firmwareRevision
        self.hardwareRevision = hardwareRevision
        dockType = ""
        self.protocolStrings = protocolStrings
        self.endpoint = endpoint
        super.init()
    }
}
