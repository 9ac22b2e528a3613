// SPDX-License-Identifier: Apache-2.0

/// Whether a list's content can be edited: what an app's view model keeps (`@Published var editMode: EditMode =
/// .inactive`) for its phone screens. Mirrors [`EditMode`](https://developer.apple.com/documentation/swiftui/editmode).
public enum EditMode: Hashable, Sendable {
    /// The content can't be edited.
    case inactive
    /// A passing edit, such as a swipe.
    case transient
    /// The content can be edited.
    case active

    /// Any mode but ``inactive``.
    public var isEditing: Bool { self != .inactive }
}
