// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Adds a Siri cell to a list (audio: play media; communication: start a call). Selecting it goes
/// straight to SiriKit; the app gets no callback.
///
/// Mirrors [`CPAssistantCellConfiguration`](https://developer.apple.com/documentation/carplay/cpassistantcellconfiguration).
@preconcurrency @MainActor
open class CPAssistantCellConfiguration: NSObject {
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
}
