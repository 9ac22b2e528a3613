// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One input or output of the phone's audio route. Mirrors
/// [`AVAudioSessionPortDescription`](https://developer.apple.com/documentation/avfaudio/avaudiosessionportdescription).
open class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    /// Mirrors [`portType`](https://developer.apple.com/documentation/avfaudio/avaudiosessionportdescription/porttype).
    public let portType: AVAudioSession.Port
    /// Mirrors [`portName`](https://developer.apple.com/documentation/avfaudio/avaudiosessionportdescription/portname).
    public let portName: String
    /// Mirrors [`uid`](https://developer.apple.com/documentation/avfaudio/avaudiosessionportdescription/uid).
    public let uid: String

    package init(portType: AVAudioSession.Port, portName: String, uid: String) {
        self.portType = portType
        self.portName = portName
        self.uid = uid
        super.init()
    }
}
