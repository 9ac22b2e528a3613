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

    @MainActor
    public init?(of template: CPTemplate) {
        switch template {
        case is CPActionSheetTemplate: self = .actionSheet
        case is CPAlertTemplate: self = .alert
        case is CPContactTemplate: self = .contact
        case is CPGridTemplate: self = .grid
        case is CPInformationTemplate: self = .information
        case is CPListTemplate: self = .list
        case is CPMapTemplate: self = .map
        case is CPNowPlayingTemplate: self = .nowPlaying
        case is CPPointOfInterestTemplate: self = .pointOfInterest
        case is CPSearchTemplate: self = .search
        case is CPTabBarTemplate: self = .tabBar
        case is CPVoiceControlTemplate: self = .voiceControl
        default: return nil
        }
    }
}
