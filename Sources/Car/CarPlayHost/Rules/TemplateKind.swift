// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay

/// The kinds of CarPlay template.
public enum TemplateKind: String, Sendable, Codable, CaseIterable {
    case actionSheet, alert, contact, grid, information, list, map, nowPlaying, pointOfInterest, search, tabBar, voiceControl

    /// Apple's class name.
    public var className: String {
        switch self {
        case .actionSheet: "CPActionSheetTemplate"
        case .alert: "CPAlertTemplate"
        case .contact: "CPContactTemplate"
        case .grid: "CPGridTemplate"
        case .information: "CPInformationTemplate"
        case .list: "CPListTemplate"
        case .map: "CPMapTemplate"
        case .nowPlaying: "CPNowPlayingTemplate"
        case .pointOfInterest: "CPPointOfInterestTemplate"
        case .search: "CPSearchTemplate"
        case .tabBar: "CPTabBarTemplate"
        case .voiceControl: "CPVoiceControlTemplate"
        }
    }

    @MainActor private static var cache: [ObjectIdentifier: TemplateKind?] = [:]

    @MainActor
    public init?(of template: CPTemplate) {
        let type = ObjectIdentifier(Swift.type(of: template))
        if let cached = Self.cache[type] {
            guard let cached else { return nil }
            self = cached
            return
        }
        let kind = Self.classify(template)
        Self.cache[type] = .some(kind)
        guard let kind else { return nil }
        self = kind
    }

    @MainActor
    private static func classify(_ template: CPTemplate) -> TemplateKind? {
        switch template {
        case is CPActionSheetTemplate: .actionSheet
        case is CPAlertTemplate: .alert
        case is CPContactTemplate: .contact
        case is CPGridTemplate: .grid
        case is CPInformationTemplate: .information
        case is CPListTemplate: .list
        case is CPMapTemplate: .map
        case is CPNowPlayingTemplate: .nowPlaying
        case is CPPointOfInterestTemplate: .pointOfInterest
        case is CPSearchTemplate: .search
        case is CPTabBarTemplate: .tabBar
        case is CPVoiceControlTemplate: .voiceControl
        default: nil
        }
    }
}
