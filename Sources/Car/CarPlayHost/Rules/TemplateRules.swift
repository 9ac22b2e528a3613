// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which templates a set of categories may use, and how (CarPlay Developer Guide, "Templates", June 2025).
public struct TemplateRules: Sendable, Equatable {
    public let categories: Set<AppCategory>
    /// The iOS version the car's phone runs (action sheet for audio and now playing for communication need 17).
    public let iOSMajorVersion: Int

    public init(categories: Set<AppCategory>, iOSMajorVersion: Int = 26) {
        self.categories = categories
        self.iOSMajorVersion = iOSMajorVersion
        let allowed = TemplateKind.allCases.filter { k in categories.contains { Self.allowed(k, for: $0, iOSMajorVersion: iOSMajorVersion) } }
        stackKinds = allowed.filter { ![.alert, .actionSheet].contains($0) }
        modalKinds = [.actionSheet, .alert, .voiceControl].filter { allowed.contains($0) }
        var roots: Set<TemplateKind> = []
        for c in categories {
            roots.formUnion([.list, .grid])
            if c != .audio { roots.insert(.information) }
            // Apple's `init(templates:)` page names EV charging, parking and food ordering; it predates fueling and
            // driving task apps (iOS 16), which may use the point of interest template as EV charging apps do. No source
            // says a tab of theirs can't be one, so the car accepts it (a crash the car invented would be a false alarm).
            if [.evCharging, .parking, .quickFoodOrdering, .fueling, .drivingTask].contains(c) { roots.insert(.pointOfInterest) }
        }
        tabRootKinds = TemplateKind.allCases.filter { roots.contains($0) }
        maximumTemplateDepth = categories.map(\.maximumTemplateDepth).max() ?? 5
        maximumTabCount = categories.isEmpty ? 5 : categories.map(\.maximumTabCount).max()!
    }

    /// The guide's template × category matrix.
    public static func allowed(_ kind: TemplateKind, for category: AppCategory, iOSMajorVersion: Int = 26) -> Bool {
        switch kind {
        case .alert, .grid, .list, .tabBar:
            return true
        case .actionSheet:
            return category != .audio || iOSMajorVersion >= 17
        case .information:
            return category != .audio
        case .pointOfInterest:
            return [.drivingTask, .evCharging, .fueling, .parking, .quickFoodOrdering].contains(category)
        case .nowPlaying:
            return category == .audio || (category == .communication && iOSMajorVersion >= 17)
        case .contact:
            return [.communication, .navigation].contains(category)
        case .map, .search:
            return category == .navigation
        case .voiceControl:
            // Voice control for driving task and voice-based apps from iOS 26.4 comes from a third-party summary (unconfirmed).
            return category == .navigation || ((category == .drivingTask || category == .voiceBasedConversation) && iOSMajorVersion >= 27)
        }
    }

    /// Templates the app may use at all (any of its categories allows it).
    public func allowed(_ kind: TemplateKind) -> Bool {
        categories.contains { Self.allowed(kind, for: $0, iOSMajorVersion: iOSMajorVersion) }
    }

    /// Classes accepted by `setRootTemplate` and `pushTemplate`: the allowed ones that aren't modal-only.
    public let stackKinds: [TemplateKind]

    /// Classes accepted by `presentTemplate`.
    public let modalKinds: [TemplateKind]

    /// Templates that may be a tab of a tab bar: list and grid for audio; list, grid and information for
    /// others; EV charging, parking and quick food ordering may also use point of interest (Apple's page), and so may
    /// fueling and driving task apps (our reading: the page predates them).
    public let tabRootKinds: [TemplateKind]

    /// The depth limit: the most permissive of the app's categories (an EV charging + fueling app gets 5).
    public let maximumTemplateDepth: Int

    public let maximumTabCount: Int
}
