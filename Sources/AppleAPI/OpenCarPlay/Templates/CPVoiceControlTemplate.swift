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

    /// Writes the states and the active state's identifier.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(voiceControlStates, forKey: "voiceControl.states")
        coder.encode(activeStateIdentifier, forKey: "voiceControl.activeStateIdentifier")
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) for more than five states or an active identifier that names
    /// none of them.
    public required init?(coder: NSCoder) {
        guard let states = CPCoding.objects(CPVoiceControlState.self, "voiceControl.states", in: coder), states.count <= 5 else { return nil }
        let active = CPCoding.string("voiceControl.activeStateIdentifier", in: coder)
        if let active, !states.contains(where: { $0.identifier == active }) { return nil }
        voiceControlStates = states
        activeStateIdentifier = active
        super.init(coder: coder)
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
open class CPVoiceControlState: NSObject, @preconcurrency NSSecureCoding {
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

    /// Buttons the template shows in this state, leading to trailing (play/pause, favorite…); the car shows the first
    /// ``maximumActionButtonCount``. Mirrors
    /// [`actionButtons`](https://developer.apple.com/documentation/carplay/cpvoicecontrolstate/actionbuttons) (iOS 26.4).
    /// - Note: Not archived by ``encode(with:)`` here; set them before the template shows the state.
    open var actionButtons: [CPButton] = []

    /// How many action buttons a state shows. Mirrors
    /// [`maximumActionButtonCount`](https://developer.apple.com/documentation/carplay/cpvoicecontrolstate/maximumactionbuttoncount)
    /// (iOS 26.4). Apple publishes no value; ours is an estimate (see `CPSystemLimits`).
    public class var maximumActionButtonCount: Int { CPRuntime.limits.maximumVoiceControlActionButtonCount }

    /// States archive with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the identifier, title variants, image and whether it repeats.
    open func encode(with coder: NSCoder) {
        coder.encode(identifier, forKey: "identifier")
        coder.encode(titleVariants, forKey: "titleVariants")
        CPCoding.encode(image, forKey: "image", in: coder)
        coder.encode(repeats, forKey: "repeats")
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let identifier = CPCoding.string("identifier", in: coder) else { return nil }
        self.identifier = identifier
        titleVariants = CPCoding.strings("titleVariants", in: coder)
        image = d.image("image")
        repeats = coder.decodeBool(forKey: "repeats")
        guard !d.failed else { return nil }
        super.init()
    }
}
