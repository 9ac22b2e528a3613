// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Tabs across the top of the screen, each the root of its own content.
///
/// Mirrors [`CPTabBarTemplate`](https://developer.apple.com/documentation/carplay/cptabbartemplate).
/// More tabs than ``maximumTabCount`` raise an exception, as on iOS.
@preconcurrency @MainActor
open class CPTabBarTemplate: CPTemplate {
    open private(set) var templates: [CPTemplate]
    open weak var delegate: (any CPTabBarTemplateDelegate)?
    /// The selected tab (the first, until the user or the app selects another).
    open var selectedTemplate: CPTemplate? { templates.indices.contains(selectedIndex) ? templates[selectedIndex] : nil }
    package private(set) var selectedIndex = 0
    /// How many times `updateTemplates(_:)` was called. - Note: Not in CarPlay.
    package private(set) var templateUpdateCount = 0

    public init(templates: [CPTemplate]) {
        self.templates = []
        super.init()
        guard Self.validate(templates, in: "initWithTemplates:", from: nil) else { return }
        self.templates = templates
    }

    /// Writes the tabs (each template archived whole) and which one is selected; not the delegate.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(templates, forKey: "tabBar.templates")
        coder.encode(Int64(selectedIndex), forKey: "tabBar.selectedIndex")
    }

    /// Reads what ``encode(with:)`` wrote. Where ``init(templates:)`` would raise (more tabs than
    /// ``maximumTabCount``, a tab bar inside a tab bar), decoding fails (nil) instead.
    public required init?(coder: NSCoder) {
        guard let templates = CPCoding.objects(CPTemplate.self, "tabBar.templates", in: coder),
            templates.count <= Self.maximumTabCount, !templates.contains(where: { $0 is CPTabBarTemplate })
        else { return nil }
        self.templates = templates
        let index = Int(coder.decodeInt64(forKey: "tabBar.selectedIndex"))
        selectedIndex = templates.indices.contains(index) ? index : 0
        super.init(coder: coder)
    }

    /// The most tabs the app's category allows: 4 for audio, 5 for others (Apple may change it).
    public class var maximumTabCount: Int { CPRuntime.limits.maximumTabCount }

    /// Replaces the tabs; also the way to make edited tab properties (badges) show.
    open func updateTemplates(_ newTemplates: [CPTemplate]) {
        guard Self.validate(newTemplates, in: "updateTemplates:", from: self) else { return }
        let previous = selectedTemplate
        templates = newTemplates
        if let previous, let i = newTemplates.firstIndex(where: { $0 === previous }) {
            selectedIndex = i
        } else {
            selectedIndex = min(selectedIndex, max(newTemplates.count - 1, 0))
        }
        templateUpdateCount += 1
        CPRuntime.contentDidChange(self, "templates")
    }

    /// Selects a tab (iOS 17).
    open func select(_ template: CPTemplate) {
        guard let i = templates.firstIndex(where: { $0 === template }) else { return }
        selectTemplate(at: i)
    }

    /// Selects the tab at an index (iOS 17); out-of-range indexes are ignored.
    open func selectTemplate(at index: Int) {
        guard templates.indices.contains(index) else { return }
        selectedIndex = index
        CPRuntime.contentDidChange(self, "selectedTemplate")
    }

    /// Selection by the car (a tap on a tab). - Note: Not in CarPlay.
    package func carDidSelectTab(at index: Int) {
        guard templates.indices.contains(index) else { return }
        selectedIndex = index
        delegate?.tabBarTemplate(self, didSelect: templates[index])
    }

    private static func validate(_ templates: [CPTemplate], in method: String, from tabBar: CPTabBarTemplate?) -> Bool {
        let max = maximumTabCount
        if templates.count > max {
            // The exact text of this exception is not confirmed; its name and cause are.
            CPRuntime.raise(
                .invalidArgument(
                    "Application exceeded the maximum number of tabs (\(max)) in \(method) \(templates.count) templates were passed.", kind: .tooManyTabs),
                from: tabBar)
            return false
        }
        if let nested = templates.first(where: { $0 is CPTabBarTemplate }) {
            CPRuntime.raise(
                .invalidArgument(
                    "Unsupported object \(nested.objcDescription) passed to \(method). A tab bar template cannot contain a tab bar template.",
                    kind: .nestedTabBar), from: tabBar)
            return false
        }
        return true
    }

    /// - Note: Not in CarPlay.
    package override var childrenToBind: [any CPCarBound] { templates }
}

/// Learns which tab the user picked. Mirrors [`CPTabBarTemplateDelegate`](https://developer.apple.com/documentation/carplay/cptabbartemplatedelegate).
///
/// As on iOS, it is called once when the tab bar first shows its first tab, and again when the user taps
/// the tab that is already selected.
@preconcurrency @MainActor
public protocol CPTabBarTemplateDelegate: NSObjectProtocol {
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate)
}
