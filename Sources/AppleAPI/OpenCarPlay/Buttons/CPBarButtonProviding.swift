// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A template with a navigation bar: leading and trailing buttons and a custom back button.
///
/// Mirrors [`CPBarButtonProviding`](https://developer.apple.com/documentation/carplay/cpbarbuttonproviding).
/// CarPlay shows at most two leading and two trailing buttons; the rest are trimmed.
@preconcurrency @MainActor
public protocol CPBarButtonProviding: NSObjectProtocol {
    var leadingNavigationBarButtons: [CPBarButton] { get set }
    var trailingNavigationBarButtons: [CPBarButton] { get set }
    var backButton: CPBarButton? { get set }
}

extension CPBarButtonProviding where Self: CPTemplate {
    public var leadingNavigationBarButtons: [CPBarButton] {
        get { barButtons.leading }
        set {
            guard barButtonsWillChange() else { return }
            barButtons.leading = newValue
            CPRuntime.contentDidChange(self, "leadingNavigationBarButtons")
        }
    }

    public var trailingNavigationBarButtons: [CPBarButton] {
        get { barButtons.trailing }
        set {
            guard barButtonsWillChange() else { return }
            barButtons.trailing = newValue
            CPRuntime.contentDidChange(self, "trailingNavigationBarButtons")
        }
    }

    public var backButton: CPBarButton? {
        get { barButtons.back }
        set {
            guard barButtonsWillChange() else { return }
            barButtons.back = newValue
            CPRuntime.contentDidChange(self, "backButton")
        }
    }
}
