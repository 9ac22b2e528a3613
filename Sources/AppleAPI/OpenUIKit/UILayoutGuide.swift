// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A rectangle for layout that draws nothing: constraints place views against it (a view's safe area and margins are
/// guides), and a guide added with `addLayoutGuide(_:)` is placed by constraints like a view.
///
/// Mirrors [`UILayoutGuide`](https://developer.apple.com/documentation/uikit/uilayoutguide).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What decides the guide's frame. - Note: Ours.
    package enum Role {
        /// Added by the app: placed by its constraints.
        case custom
        /// The owning view's bounds inside its safe area insets.
        case safeArea
        /// The owning view's bounds inside its layout margins (and safe area, when the view insets its margins from it).
        case margins
        /// Set by the system (the car's map button guide).
        case system
    }

    package let role: Role
    private var storedFrame: CGRect = .zero
    /// The active constraints this guide is an item of.
    package var involvedConstraints: [NSLayoutConstraint] = []

    /// The guide's rectangle in its owning view's coordinates. Mirrors
    /// [`layoutFrame`](https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe).
    open package(set) var layoutFrame: CGRect {
        get {
            guard let view = owningView else { return storedFrame }
            switch role {
            case .custom, .system: return storedFrame
            case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
            case .margins: return view.bounds.inset(by: view.layoutMarginsIncludingSafeArea)
            }
        }
        set { storedFrame = newValue }
    }
    /// Mirrors [`identifier`](https://developer.apple.com/documentation/uikit/uilayoutguide/identifier).
    open var identifier = ""
    /// Mirrors [`owningView`](https://developer.apple.com/documentation/uikit/uilayoutguide/owningview).
    open weak var owningView: UIView?

    public override init() {
        role = .custom
        super.init()
    }

    /// A guide the system keeps (safe area, margins, the car's). - Note: Ours.
    package init(role: Role, owningView: UIView?, identifier: String) {
        self.role = role
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    /// The owning view's class and the guide's role, for messages.
    package var displayName: String {
        let owner = owningView.map { String(describing: type(of: $0)) } ?? "(no view)"
        switch role {
        case .safeArea: return "\(owner).safeAreaLayoutGuide"
        case .margins: return "\(owner).layoutMarginsGuide"
        case .custom, .system: return identifier.isEmpty ? "\(owner).UILayoutGuide" : "\(owner).'\(identifier)'"
        }
    }

    /// Mirrors [`leadingAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// Mirrors [`trailingAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// Mirrors [`leftAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/leftanchor).
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// Mirrors [`rightAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/rightanchor).
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// Mirrors [`centerXAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor).
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// Mirrors [`topAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor).
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// Mirrors [`bottomAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor).
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// Mirrors [`centerYAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor).
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// Mirrors [`widthAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor).
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// Mirrors [`heightAnchor`](https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor).
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
