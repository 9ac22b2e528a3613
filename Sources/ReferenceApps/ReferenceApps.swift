// SPDX-License-Identifier: Apache-2.0
import CarPlayHost
import Foundation

/// The apps the simulated car has installed by default.
public enum ReferenceApps {
    /// Reads each app's real Info.plist and Entitlements.plist.
    @MainActor
    public static func all() throws -> [AppDeclaration] {
        [try podcasts()]
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
