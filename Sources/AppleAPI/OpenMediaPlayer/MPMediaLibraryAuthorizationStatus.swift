// SPDX-License-Identifier: Apache-2.0

/// Whether the user lets the app read the media library. Mirrors
/// [`MPMediaLibraryAuthorizationStatus`](https://developer.apple.com/documentation/mediaplayer/mpmedialibraryauthorizationstatus).
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied, restricted, authorized
}
