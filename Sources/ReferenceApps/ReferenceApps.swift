// SPDX-License-Identifier: Apache-2.0
import CarPlayHost
import Foundation

/// The apps the simulated car has installed by default.
public enum ReferenceApps {
    /// Reads each app's real Info.plist and Entitlements.plist. Weather is a phone-only app (no CarPlay
    /// entitlement): the car lists it as not shown, with the reason.
    @MainActor
    public static func all() throws -> [AppDeclaration] {
        [try podcasts(), try weather()]
    }

    /// A phone app without CarPlay: its declaration has no CarPlay entitlement or scene.
    @MainActor
    public static func weather() throws -> AppDeclaration {
        try AppDeclaration(infoPlist: resource("Weather/Info", "plist"), entitlements: nil, delegates: [])
    }

    @MainActor
    public static func podcasts() throws -> AppDeclaration {
        try AppDeclaration(infoPlist: resource("Podcasts/Info", "plist"), entitlements: resource("Podcasts/Podcasts", "entitlements"),
                           delegates: [SceneDelegateFactory(PodcastsCarPlaySceneDelegate.self) { PodcastsCarPlaySceneDelegate() }])
    }

    static func resource(_ name: String, _ ext: String) -> URL {
        Bundle.module.url(forResource: "Declarations/\(name)", withExtension: ext)!
    }
}
