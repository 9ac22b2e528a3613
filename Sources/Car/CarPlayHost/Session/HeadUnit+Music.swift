// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMediaPlayer

/// The phone's media library as the car (and a test) sees it: what the user lets the app read, and what they answer
/// when the app asks (`MPMediaLibrary.requestAuthorization`). - Note: Ours.
extension HeadUnit {
    /// The app's access to the phone's media library now (`.notDetermined` until it asks).
    public var mediaLibraryAuthorization: MPMediaLibraryAuthorizationStatus { musicLibrary.authorization }

    /// What the user taps when the app asks for the media library (default `.authorized`; `.denied`: Don't Allow).
    public var mediaLibraryPromptAnswer: MPMediaLibraryAuthorizationStatus {
        get { musicLibrary.promptAnswer }
        set { musicLibrary.promptAnswer = newValue }
    }

    /// The user changes the app's media library permission in the phone's Settings.
    public func setMediaLibraryAuthorization(_ status: MPMediaLibraryAuthorizationStatus) { musicLibrary.setAuthorization(status) }
}
