// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The error domain of MapKit's errors. Mirrors [`MKErrorDomain`](https://developer.apple.com/documentation/mapkit/mkerrordomain).
public let MKErrorDomain = "MKErrorDomain"

/// A MapKit error (a local search that found nothing fails with `.placemarkNotFound`).
///
/// Mirrors [`MKError`](https://developer.apple.com/documentation/mapkit/mkerror): a code in `MKErrorDomain`.
public struct MKError: Error, CustomNSError, Hashable, @unchecked Sendable {
    /// Mirrors [`MKError.Code`](https://developer.apple.com/documentation/mapkit/mkerror/code) (raw values as in
    /// MapKit's header).
    public enum Code: UInt, Sendable, Equatable {
        case unknown = 1
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
        case directionsNotFound = 5
        case decodingFailed = 6

        /// Lets `catch MKError.code` match, as Swift's imported errors do.
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? MKError)?.code == code }
    }

    public let code: Code
    public let userInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { Int(code.rawValue) }
    public var errorUserInfo: [String: Any] { userInfo }

    public static func == (a: MKError, b: MKError) -> Bool { a.code == b.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var unknown: Code { .unknown }
    public static var serverFailure: Code { .serverFailure }
    public static var loadingThrottled: Code { .loadingThrottled }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var directionsNotFound: Code { .directionsNotFound }
    public static var decodingFailed: Code { .decodingFailed }

}
