// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where the phone's audio goes in and comes out. Mirrors
/// [`AVAudioSessionRouteDescription`](https://developer.apple.com/documentation/avfaudio/avaudiosessionroutedescription).
open class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    /// Mirrors [`inputs`](https://developer.apple.com/documentation/avfaudio/avaudiosessionroutedescription/inputs).
    public let inputs: [AVAudioSessionPortDescription]
    /// Mirrors [`outputs`](https://developer.apple.com/documentation/avfaudio/avaudiosessionroutedescription/outputs).
    public let outputs: [AVAudioSessionPortDescription]

    package init(inputs: [AVAudioSessionPortDescription], outputs: [AVAudioSessionPortDescription]) {
        self.inputs = inputs
        self.outputs = outputs
        super.init()
    }

    /// The phone on its own: its microphone and speaker.
    package static let phone = AVAudioSessionRouteDescription(
        inputs: [AVAudioSessionPortDescription(portType: .builtInMic, portName: "iPhone Microphone", uid: "Built-In Microphone")],
        outputs: [AVAudioSessionPortDescription(portType: .builtInSpeaker, portName: "Speaker", uid: "Speaker")])

    /// In the car: the car's microphone and speakers through CarPlay.
    package static let car = AVAudioSessionRouteDescription(
        inputs: [AVAudioSessionPortDescription(portType: .carAudio, portName: "CarPlay", uid: "CarPlay-Input")],
        outputs: [AVAudioSessionPortDescription(portType: .carAudio, portName: "CarPlay", uid: "CarPlay-Output")])
}
