// SPDX-License-Identifier: Apache-2.0

/// Whether the user let the app use their music library. Mirrors
/// [`SKCloudServiceAuthorizationStatus`](https://developer.apple.com/documentation/storekit/skcloudserviceauthorizationstatus).
public enum SKCloudServiceAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case restricted = 2
    case authorized = 3
}
