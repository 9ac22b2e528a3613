// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The error domain of Core Location's errors. Mirrors [`kCLErrorDomain`](https://developer.apple.com/documentation/corelocation/kclerrordomain).
public let kCLErrorDomain = "kCLErrorDomain"

/// A Core Location error (a location manager tells its delegate with one).
///
/// Mirrors [`CLError`](https://developer.apple.com/documentation/corelocation/clerror-swift.struct): a code in
/// `kCLErrorDomain`, catchable as `CLError` and readable as an `NSError` with that domain and code. (`userInfo` is
/// only read, so the error is sendable as Apple's is.)
public struct CLError: Error, CustomNSError, Hashable, @unchecked Sendable {
    /// Mirrors [`CLError.Code`](https://developer.apple.com/documentation/corelocation/clerror-swift.struct/code)
    /// (raw values as in Core Location's header; the ranging and prompt codes' values are not confirmed here).
    public enum Code: Int, Sendable, Equatable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18

        /// Lets `catch CLError.code` match, as Swift's imported errors do.
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? CLError)?.code == code }
    }

    public let code: Code
    public let userInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }

    public static func == (a: CLError, b: CLError) -> Bool { a.code == b.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var headingFailure: Code { .headingFailure }
    public static var promptDeclined: Code { .promptDeclined }

}
