// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The error domain of the errors an accessory's GATT server answers with. Mirrors
/// [`CBATTErrorDomain`](https://developer.apple.com/documentation/corebluetooth/cbatterrordomain).
public let CBATTErrorDomain = "CBATTErrorDomain"

/// An error an accessory answered a read, write or subscription with (a characteristic that can't be read, say).
///
/// Mirrors [`CBATTError`](https://developer.apple.com/documentation/corebluetooth/cbatterror-swift.struct): a code in
/// `CBATTErrorDomain` (the Bluetooth ATT error codes).
public struct CBATTError: Error, CustomNSError, Hashable, Sendable {
    /// Mirrors [`CBATTError.Code`](https://developer.apple.com/documentation/corebluetooth/cbatterror-swift.struct/code).
    public enum Code: Int, Sendable, Equatable {
        case success = 0
        case invalidHandle = 1
        case readNotPermitted = 2
        case writeNotPermitted = 3
        case invalidPdu = 4
        case insufficientAuthentication = 5
        case requestNotSupported = 6
        case invalidOffset = 7
        case insufficientAuthorization = 8
        case prepareQueueFull = 9
        case attributeNotFound = 10
        case attributeNotLong = 11
        case insufficientEncryptionKeySize = 12
        case invalidAttributeValueLength = 13
        case unlikelyError = 14
        case insufficientEncryption = 15
        case unsupportedGroupType = 16
        case insufficientResources = 17

        /// Lets `catch CBATTError.code` match, as Swift's imported errors do.
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? CBATTError)?.code == code }
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { CBATTErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [:] }

    public static var readNotPermitted: Code { .readNotPermitted }
    public static var writeNotPermitted: Code { .writeNotPermitted }
    public static var requestNotSupported: Code { .requestNotSupported }
    public static var insufficientAuthentication: Code { .insufficientAuthentication }
    public static var invalidAttributeValueLength: Code { .invalidAttributeValueLength }
}
