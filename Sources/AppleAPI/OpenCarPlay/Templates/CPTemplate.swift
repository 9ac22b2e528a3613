// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The abstract base of every CarPlay template. Apps never create it directly.
///
/// Mirrors [`CPTemplate`](https://developer.apple.com/documentation/carplay/cptemplate).
/// The tab properties take effect only on a template that is a tab of a ``CPTabBarTemplate``.
///
/// Templates conform to `NSSecureCoding` as on iOS: an archive keeps what the app set (the tab properties, bar buttons,
/// and each template's own content), never its handlers or delegates. A decoded template is a new template, with a
/// new identity, not yet shown in any car.
@preconcurrency @MainActor
open class CPTemplate: NSObject, @preconcurrency NSSecureCoding {
    /// Anything the app wants to keep with the template.
    open var userInfo: Any?
    /// The tab's title; falls back to the template's title.
    open var tabTitle: String? { didSet { tabPropertiesDidChange("tabTitle") } }
    /// The tab's image; takes precedence over ``tabSystemItem``.
    open var tabImage: UIImage? { didSet { tabPropertiesDidChange("tabImage") } }
    /// A system tab kind, used when no ``tabImage`` is set.
    open var tabSystemItem: UITabBarItem.SystemItem = .more { didSet { tabPropertiesDidChange("tabSystemItem") } }
    /// Whether the tab shows a badge. As on iOS, changing it on a visible tab bar takes effect only after
    /// the app calls `updateTemplates(_:)`.
    open var showsTabBadge: Bool = false

    /// The template's identity, as CarPlay keeps one per template: unique for the process's life (never reused, unlike
    /// an object's address), and cheap (a `UUID()` reads /dev/urandom on Linux, a tenth of a harness step). - Note: Not
    /// in CarPlay.
    package let identifier = CPTemplateIdentifier.next()
    /// The car's short id of the template (`t1`…) and the number of the app session that gave it: kept here, so the
    /// session reads it from the template instead of looking it up in a table of every template it named. - Note: Not in
    /// CarPlay.
    package var shortID: (session: UInt64, id: String)?
    /// Whether `tabSystemItem` was set by the app. - Note: Not in CarPlay.
    package private(set) var hasTabSystemItem = false
    /// The bar buttons of templates that provide them. - Note: Not in CarPlay.
    package var barButtons = CPBarButtonStorage()
    /// The app session this template was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    /// Binds the objects inside the template that report changes of their own: its bar buttons, then
    /// ``childrenToBind``. - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {
        for b in barButtons.leading { b.bind(to: host) }
        for b in barButtons.trailing { b.bind(to: host) }
        barButtons.back?.bind(to: host)
        for child in childrenToBind { child.bind(to: host) }
    }
    /// What a kind of template holds that reports changes of its own (its buttons, tabs, points…), bound after the
    /// bar buttons. - Note: Not in CarPlay.
    package var childrenToBind: [any CPCarBound] { [] }

    package override init() { super.init() }

    /// Templates archive with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes what the app set: `userInfo` (when it is a property list: strings, numbers, dates, data, arrays and
    /// dictionaries of them), the tab's title, image, system item and badge, and the bar buttons (without their
    /// handlers). Subclasses add their content.
    open func encode(with coder: NSCoder) {
        if let userInfo { CPCoding.encodePlist(userInfo, forKey: "template.userInfo", in: coder) }
        coder.encode(tabTitle, forKey: "template.tabTitle")
        CPCoding.encode(tabImage, forKey: "template.tabImage", in: coder)
        if hasTabSystemItem { coder.encode(Int64(tabSystemItem.rawValue), forKey: "template.tabSystemItem") }
        coder.encode(showsTabBadge, forKey: "template.showsTabBadge")
        coder.encode(barButtons.leading, forKey: "template.leadingBarButtons")
        coder.encode(barButtons.trailing, forKey: "template.trailingBarButtons")
        coder.encode(barButtons.back, forKey: "template.backButton")
    }

    /// Reads what ``encode(with:)`` wrote. Decoded bar buttons have no handlers (closures can't be archived; iOS
    /// doesn't archive them either). Fails (nil) when a value has the wrong type.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        super.init()
        if coder.containsValue(forKey: "template.userInfo") {
            guard let info = d.plist("template.userInfo") else { return nil }
            userInfo = info
        }
        tabTitle = CPCoding.string("template.tabTitle", in: coder)
        tabImage = d.image("template.tabImage")
        if coder.containsValue(forKey: "template.tabSystemItem") {
            guard let item = CPCoding.enumeration(UITabBarItem.SystemItem.self, "template.tabSystemItem", in: coder) else { return nil }
            tabSystemItem = item
            hasTabSystemItem = true
        }
        showsTabBadge = coder.decodeBool(forKey: "template.showsTabBadge")
        barButtons.leading = CPCoding.objects(CPBarButton.self, "template.leadingBarButtons", in: coder) ?? []
        barButtons.trailing = CPCoding.objects(CPBarButton.self, "template.trailingBarButtons", in: coder) ?? []
        barButtons.back = CPCoding.object(CPBarButton.self, "template.backButton", in: coder)
        guard !d.failed else { return nil }
    }

    private func tabPropertiesDidChange(_ what: String) {
        if what == "tabSystemItem" { hasTabSystemItem = true }
    }

    /// The template's title where it has one. - Note: Not in CarPlay.
    package var templateTitle: String? { nil }

    /// The class name as Objective-C reports it. - Note: Not in CarPlay.
    package var className: String { String(describing: type(of: self)) }

    /// The description CarPlay prints in exception messages. - Note: Not in CarPlay.
    package var objcDescription: String {
        "<\(className): \(CPRuntime.address(of: self))> <identifier: \(identifier.uuidString), userInfo: \(userInfo.objcDescription), "
            + "tabTitle: \(tabTitle.objcDescription), tabImage: \(tabImage.objcDescription), showsTabBadge: \(showsTabBadge ? 1 : 0)>"
    }

    /// Called before bar buttons change; a template that can't have them raises here. - Note: Not in CarPlay.
    package func barButtonsWillChange() -> Bool { true }
}

/// Storage for ``CPBarButtonProviding``. - Note: Not in CarPlay.
package struct CPBarButtonStorage {
    package var leading: [CPBarButton] = []
    package var trailing: [CPBarButton] = []
    package var back: CPBarButton?
    package init() {}
}

extension CPTemplate: CPCarBound {}
