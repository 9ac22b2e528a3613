// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the connected car lets the app show: how many items a list may have and how deep the tree may go,
/// and whether those limits are in force now (cars enforce them while moving).
///
/// Mirrors [`MPPlayableContentManagerContext`](https://developer.apple.com/documentation/mediaplayer/mpplayablecontentmanagercontext).
open class MPPlayableContentManagerContext: NSObject, @unchecked Sendable {
    open package(set) var enforcedContentItemsCount: Int
    open package(set) var enforcedContentTreeDepth: Int
    open package(set) var contentLimitsEnforced: Bool
    @available(*, deprecated, renamed: "contentLimitsEnforced")
    open var contentLimitsEnabled: Bool { contentLimitsEnforced }
    /// Whether a car (or another playable content endpoint) is connected.
    open package(set) var endpointAvailable: Bool

    package init(itemsCount: Int, treeDepth: Int, enforced: Bool, endpointAvailable: Bool) {
        enforcedContentItemsCount = itemsCount
        enforcedContentTreeDepth = treeDepth
        contentLimitsEnforced = enforced
        self.endpointAvailable = endpointAvailable
        super.init()
    }
}
