// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A condition on the items a media query finds. Mirrors
/// [`MPMediaPredicate`](https://developer.apple.com/documentation/mediaplayer/mpmediapredicate): the abstract base of
/// ``MPMediaPropertyPredicate``, the one kind apps make.
open class MPMediaPredicate: NSObject, @unchecked Sendable {
    /// Whether `entity` meets the condition. - Note: Ours (MediaPlayer evaluates predicates in the media library).
    package func matches(_ entity: MPMediaEntity) -> Bool { true }
}
