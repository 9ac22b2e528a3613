// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Whether the app may work with Siri. Mirrors
/// [`INSiriAuthorizationStatus`](https://developer.apple.com/documentation/intents/insiriauthorizationstatus).
public enum INSiriAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted
    case denied
    case authorized
}
