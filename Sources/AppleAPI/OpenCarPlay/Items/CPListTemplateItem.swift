// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Anything a list section can hold. Mirrors [`CPListTemplateItem`](https://developer.apple.com/documentation/carplay/cplisttemplateitem).
@preconcurrency @MainActor
public protocol CPListTemplateItem: NSObjectProtocol {
    var text: String? { get }
    var userInfo: Any? { get set }
    var isEnabled: Bool { get set }
}

/// A list item the user can select; CarPlay shows a spinner until the handler calls its completion.
///
/// Mirrors [`CPSelectableListItem`](https://developer.apple.com/documentation/carplay/cpselectablelistitem).
@preconcurrency @MainActor
public protocol CPSelectableListItem: CPListTemplateItem {
    var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? { get set }
}
