// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A modal voice-control screen that cycles through states (listening, searching…).
///
/// Mirrors [`CPVoiceControlTemplate`](https://developer.apple.com/documentation/carplay/cpvoicecontroltemplate).
/// Activating a state does nothing until the template is presented, and changes that come too fast are ignored.
@preconcurrency @MainActor
open class CPVoiceControlTemplate: CPTemplate, CPBarButtonProviding {
    public let voiceControlStates: [CPVoiceControlState]
    open private(set) var activeStateIdentifier: String?
    /// Whether the car shows the template now, and when a state last changed. - Note: Not in CarPlay.
    package var isPresentedByCar = false
    package var stateChangeGate: ((String) -> Bool)?

    public init(voiceControlStates: [CPVoiceControlState]) {
        self.voiceControlStates = Array(voiceControlStates.prefix(5))
        activeStateIdentifier = voiceControlStates.first?.identifier
        super.init()
    }

    open func activateVoiceControlState(withIdentifier identifier: String) {
        guard isPresentedByCar, voiceControlStates.contains(where: { $0.identifier == identifier }) else { return }
        if let gate = stateChangeGate, !gate(identifier) { return }
        activeStateIdentifier = identifier
        CPRuntime.contentDidChange(self, "activeStateIdentifier")
    }
}

/// One state of a voice control template. Mirrors [`CPVoiceControlState`](https://developer.apple.com/documentation/carplay/cpvoicecontrolstate).
@preconcurrency @MainActor
open class CPVoiceControlState: NSObject {
    public let identifier: String
    public let titleVariants: [String]?
    public let image: UIImage?
    public let repeats: Bool
    public init(identifier: String, titleVariants: [String]?, image: UIImage?, repeats: Bool) {
        self.identifier = identifier
        self.titleVariants = titleVariants
        self.image = image
        self.repeats = repeats
        super.init()
    }
}
