// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Adds a Siri cell to a list (audio: play media; communication: start a call). Selecting it goes
/// straight to SiriKit; the app gets no callback.
///
/// Mirrors [`CPAssistantCellConfiguration`](https://developer.apple.com/documentation/carplay/cpassistantcellconfiguration).
@preconcurrency @MainActor
open class CPAssistantCellConfiguration: NSObject, @preconcurrency NSSecureCoding {
    public let position: CPListItem.AssistantCellPosition
    public let visibility: CPListItem.AssistantCellVisibility
    public let assistantAction: CPAssistantCellActionType

    public init(
        position: CPListItem.AssistantCellPosition, visibility: CPListItem.AssistantCellVisibility,
        assistantAction: CPAssistantCellActionType
    ) {
        self.position = position
        self.visibility = visibility
        self.assistantAction = assistantAction
        super.init()
    }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the position, visibility and action.
    open func encode(with coder: NSCoder) {
        coder.encode(Int64(position.rawValue), forKey: "position")
        coder.encode(Int64(visibility.rawValue), forKey: "visibility")
        coder.encode(Int64(assistantAction.rawValue), forKey: "assistantAction")
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) for a value that names no case.
    public required init?(coder: NSCoder) {
        guard let position = CPCoding.enumeration(CPListItem.AssistantCellPosition.self, "position", in: coder),
            let visibility = CPCoding.enumeration(CPListItem.AssistantCellVisibility.self, "visibility", in: coder),
            let action = CPCoding.enumeration(CPAssistantCellActionType.self, "assistantAction", in: coder)
        else { return nil }
        self.position = position
        self.visibility = visibility
        assistantAction = action
        super.init()
    }
}
