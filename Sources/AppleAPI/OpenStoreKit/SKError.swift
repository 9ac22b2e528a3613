// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A StoreKit error. Mirrors [`SKError`](https://developer.apple.com/documentation/storekit/skerror).
public struct SKError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Mirrors [`SKError.Code`](https://developer.apple.com/documentation/storekit/skerror/code) (the codes the music
    /// service's calls give; raw values as Apple's header).
    public enum Code: Int, Sendable {
        case unknown = 0
        case clientInvalid = 1
        case paymentCancelled = 2
        case paymentInvalid = 3
        case paymentNotAllowed = 4
        case storeProductNotAvailable = 5
        case cloudServicePermissionDenied = 6
        case cloudServiceNetworkConnectionFailed = 7
        case cloudServiceRevoked = 8
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    /// `SKErrorDomain`, Apple's error domain for these.
    public static let errorDomain = "SKErrorDomain"

    public var description: String { "SKError(\(code))" }
    public var localizedDescription: String {
        switch code {
        case .cloudServicePermissionDenied: "The user has not allowed access to their music library."
        case .cloudServiceNetworkConnectionFailed: "The music service could not be reached."
        case .cloudServiceRevoked: "The user revoked access to the music service."
        default: "StoreKit error \(code.rawValue)."
        }
    }
}
