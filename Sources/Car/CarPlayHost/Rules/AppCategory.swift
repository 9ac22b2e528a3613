// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A CarPlay app category, as granted by an entitlement.
public enum AppCategory: String, Sendable, Codable, CaseIterable, Comparable {
    case audio, communication, drivingTask, evCharging, fueling, navigation, parking, quickFoodOrdering
    case publicSafety, voiceBasedConversation

    /// The entitlement key that grants the category (CarPlay Developer Guide, "Entitlements").
    public var entitlementKey: String {
        switch self {
        case .audio: "com.apple.developer.carplay-audio"
        case .communication: "com.apple.developer.carplay-communication"
        case .drivingTask: "com.apple.developer.carplay-driving-task"
        case .evCharging: "com.apple.developer.carplay-charging"
        case .fueling: "com.apple.developer.carplay-fueling"
        case .navigation: "com.apple.developer.carplay-maps"
        case .parking: "com.apple.developer.carplay-parking"
        case .quickFoodOrdering: "com.apple.developer.carplay-quick-ordering"
        case .publicSafety: "com.apple.developer.carplay-public-safety"
        case .voiceBasedConversation: "com.apple.developer.carplay-voice-based-conversation"
        }
    }

    /// Deprecated entitlement keys and what they stood for. They are recognised and reported, never granted:
    /// iOS 14+ uses the CarPlay framework categories above.
    public static let deprecatedEntitlementKeys: [String: String] = [
        "com.apple.developer.playable-content": "MediaPlayer playable content (audio apps before iOS 14)",
        "com.apple.developer.carplay-messaging": "messaging (replaced by carplay-communication)",
        "com.apple.developer.carplay-calling": "VoIP calling (replaced by carplay-communication)"
    ]

    public static func from(entitlementKey: String) -> AppCategory? {
        allCases.first { $0.entitlementKey == entitlementKey }
    }

    /// The most templates on the stack, root included (guide: 5; fueling 3; driving task and quick food ordering 2).
    /// Voice-based conversation apps get 3 per a third-party summary of the 2026 guide (unconfirmed).
    public var maximumTemplateDepth: Int {
        switch self {
        case .fueling, .voiceBasedConversation: 3
        case .drivingTask, .quickFoodOrdering: 2
        default: 5
        }
    }

    /// The most tabs: 4 for audio, 5 for other categories (CPTabBarTemplate header).
    public var maximumTabCount: Int { self == .audio ? 4 : 5 }

    public static func < (a: AppCategory, b: AppCategory) -> Bool { a.rawValue < b.rawValue }
}
