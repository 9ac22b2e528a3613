// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The error domain of Core Bluetooth's errors. Mirrors [`CBErrorDomain`](https://developer.apple.com/documentation/corebluetooth/cberrordomain).
public let CBErrorDomain = "CBErrorDomain"

/// An error of a Bluetooth transaction: a connection that failed, timed out, or that the accessory ended.
///
/// Mirrors [`CBError`](https://developer.apple.com/documentation/corebluetooth/cberror-swift.struct): a code in
/// `CBErrorDomain`, catchable as `CBError` and readable as an `NSError` with that domain and code.
public struct CBError: Error, CustomNSError, Hashable, Sendable {
    /// Mirrors [`CBError.Code`](https://developer.apple.com/documentation/corebluetooth/cberror-swift.struct/code) (raw
    /// values as in Core Bluetooth's header).
    public enum Code: Int, Sendable, Equatable {
        case unknown = 0
        case invalidParameters = 1
        case invalidHandle = 2
        case notConnected = 3
        case outOfSpace = 4
        case operationCancelled = 5
        case connectionTimeout = 6
        case peripheralDisconnected = 7
        case uuidNotAllowed = 8
        case alreadyAdvertising = 9
        case connectionFailed = 10
        case connectionLimitReached = 11
        case unknownDevice = 12
        case operationNotSupported = 13
        case peerRemovedPairingInformation = 14
        case encryptionTimedOut = 15
        case tooManyLEPairedDevices = 16

        /// Lets `catch CBError.code` match, as Swift's imported errors do.
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? CBError)?.code == code }
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { CBErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [:] }

    public static var unknown: Code { .unknown }
    public static var invalidParameters: Code { .invalidParameters }
    public static var invalidHandle: Code { .invalidHandle }
    public static var notConnected: Code { .notConnected }
    public static var outOfSpace: Code { .outOfSpace }
    public static var operationCancelled: Code { .operationCancelled }
    public static var connectionTimeout: Code { .connectionTimeout }
    public static var peripheralDisconnected: Code { .peripheralDisconnected }
    public static var uuidNotAllowed: Code { .uuidNotAllowed }
    public static var alreadyAdvertising: Code { .alreadyAdvertising }
    public static var connectionFailed: Code { .connectionFailed }
    public static var connectionLimitReached: Code { .connectionLimitReached }
    public static var unknownDevice: Code { .unknownDevice }
    public static var operationNotSupported: Code { .operationNotSupported }
}
