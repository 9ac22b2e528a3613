// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation
import OpenUIKit

/// The apps the simulated car has installed by default.
public enum ReferenceApps {
    /// Reads each app's real Info.plist and Entitlements.plist. Weather is a phone-only app (no CarPlay
    /// entitlement): the car lists it as not shown, with the reason. Most apps time things as iOS apps do (`Timer`,
    /// `asyncAfter`, `Task.sleep`, Combine), which follow the phone's clock; Route's refresh limits and Atlas's guidance
    /// take `clock`: give them the car's clock so a scripted `wait` moves them too.
    @MainActor
    public static func all(clock: any Clock<Duration> = ContinuousClock()) throws -> [AppDeclaration] {
        [
            try podcasts(), try messenger(), try route(clock: clock), try ordering(), try parking(), try forecourt(), try airwaves(), try voxa(), try weather(),
            try velo(), try atlas(clock: clock)
        ]
    }

    /// Atlas, navigation on the bundled Helsinki road data: search, destinations, trip previews with route choices,
    /// turn-by-turn guidance with lanes, voice prompts, rerouting and traffic alerts; CarPlay Dashboard and the
    /// instrument cluster.
    @MainActor
    public static func atlas(navigator: AtlasNavigator? = nil, clock: any Clock<Duration> = ContinuousClock()) throws -> AppDeclaration {
        let navigator = navigator ?? AtlasNavigator(clock: clock)
        return try declared(
            "Atlas",
            delegates: [
                SceneDelegateFactory(AtlasCarPlaySceneDelegate.self) { AtlasCarPlaySceneDelegate(navigator: navigator) },
                SceneDelegateFactory(AtlasDashboardSceneDelegate.self) { AtlasDashboardSceneDelegate(navigator: navigator) },
                SceneDelegateFactory(AtlasClusterSceneDelegate.self) { AtlasClusterSceneDelegate(navigator: navigator) }
            ])
    }

    /// Velo, Velo Motors' automaker app (its own UIKit screen, External Accessory protocols, car intents). It shows
    /// only in Velo cars (`velo-e`, `velo-gt`).
    @MainActor
    public static func velo(app: VeloApp? = nil) throws -> AppDeclaration {
        let app = app ?? VeloApp()
        return try declared("Velo", delegates: [])
            .launching { app.launch() }
            .handlingIntents { VeloIntentHandler(app: app) }
    }

    /// Voxa, VoIP calls (CallKit) and messages in one communication app.
    @MainActor
    public static func voxa(phone: VoxaPhone? = nil) throws -> AppDeclaration {
        let phone = phone ?? VoxaPhone()
        return try declared(
            "Voxa", delegates: [SceneDelegateFactory(VoxaCarPlaySceneDelegate.self) { VoxaCarPlaySceneDelegate(phone: phone) }]
        )
        .handlingIntents(declaredIn: Data(contentsOf: resource("Voxa/IntentsExtension-Info", "plist")), file: "Voxa/IntentsExtension-Info.plist") {
            VoxaIntentHandler(phone: phone)
        }
        .launching { phone.launch() }
        .continuingUserActivity { phone.continueUserActivity($0) }
    }
    /// Airwaves, an audio app written for iOS 13 and earlier: browsed through MediaPlayer's playable content API.
    @MainActor
    public static func airwaves(content: AirwavesContent? = nil) throws -> AppDeclaration {
        let content = content ?? AirwavesContent()
        return try declared(
            "Airwaves", delegates: []
        ).launching { content.register() }
    }

    /// The mesh-radio messenger (communication), with its intents extension.
    @MainActor
    public static func messenger(store: MeshStore = .shared) throws -> AppDeclaration {
        return try declared(
            "Mesh", delegates: [SceneDelegateFactory(MeshCarPlaySceneDelegate.self) { MeshCarPlaySceneDelegate(store: store) }]
        )
        .handlingIntents(declaredIn: Data(contentsOf: resource("Mesh/IntentsExtension-Info", "plist")), file: "Mesh/IntentsExtension-Info.plist") {
            MeshIntentHandler(store: store)
        }
    }

    /// The service-route itinerary (driving task), on the phone's stored route.
    @MainActor
    public static func route(store: RouteStore? = nil, clock: any Clock<Duration> = ContinuousClock()) throws -> AppDeclaration {
        let store = store ?? RouteStore(file: RouteStore.defaultFile)
        let clock = clock
        let s = store
        return try declared("Route", delegates: [SceneDelegateFactory(RouteCarPlaySceneDelegate.self) { RouteCarPlaySceneDelegate(store: s, clock: clock) }])
    }

    /// Bites, the quick food ordering app.
    @MainActor
    public static func ordering(store: OrderingStore = .shared) throws -> AppDeclaration {
        let s = store
        return try declared(
            "Bites", delegates: [SceneDelegateFactory(OrderingCarPlaySceneDelegate.self) { OrderingCarPlaySceneDelegate(store: s) }]
        )
        .withWidgets([BitesOrderWidget(), BitesOrderActivity()])
    }

    /// Kerb, the parking app: start, watch and extend a parking session.
    @MainActor
    public static func parking(store: ParkingStore? = nil) throws -> AppDeclaration {
        let s = store ?? ParkingStore()
        return try declared("Kerb", delegates: [SceneDelegateFactory(ParkingCarPlaySceneDelegate.self) { ParkingCarPlaySceneDelegate(store: s) }])
    }

    /// Forecourt, EV charging and fueling in one app: charge, or activate a pump and pay.
    @MainActor
    public static func forecourt(store: ForecourtStore? = nil) throws -> AppDeclaration {
        let s = store ?? ForecourtStore()
        return try declared("Forecourt", delegates: [SceneDelegateFactory(ForecourtCarPlaySceneDelegate.self) { ForecourtCarPlaySceneDelegate(store: s) }])
    }

    /// A phone app without CarPlay: its declaration has no CarPlay entitlement or scene.
    @MainActor
    public static func weather() throws -> AppDeclaration {
        try AppDeclaration(infoPlist: resource("Weather/Info", "plist"), entitlements: nil, delegates: []).withWidgets([WeatherWidget()])
    }

    @MainActor
    public static func podcasts(library: PodcastLibrary = .shared) throws -> AppDeclaration {
        let library = library
        return try declared("Podcasts", delegates: [SceneDelegateFactory(PodcastsCarPlaySceneDelegate.self) { PodcastsCarPlaySceneDelegate(library: library) }])
    }

    /// The app declared by `Declarations/<name>/Info.plist` and `<name>.entitlements` beside it, with these scene delegates.
    @MainActor
    private static func declared(_ name: String, delegates: [SceneDelegateFactory]) throws -> AppDeclaration {
        try AppDeclaration(infoPlist: resource("\(name)/Info", "plist"), entitlements: resource("\(name)/\(name)", "entitlements"), delegates: delegates)
    }

    /// The same apps as just installed: each with its own new data (sample content; Route in a new file of its
    /// own), so one run can't change what the next sees.
    @MainActor
    public static func freshInstall(
        clock: any Clock<Duration> = ContinuousClock(),
        dataDirectory: URL = FileManager.default.temporaryDirectory
    ) throws -> [AppDeclaration] {
        try installers.map { try $0.install(clock, dataDirectory) }
    }

    /// One app as just installed (see ``freshInstall(clock:dataDirectory:)``), made alone: the reviewer starts every
    /// run this way, so a run pays for its own app only (Atlas reads the road data; the others are small). Nil when
    /// no reference app has the name (case-insensitive).
    @MainActor
    public static func freshInstall(
        _ name: String, clock: any Clock<Duration> = ContinuousClock(),
        dataDirectory: URL = FileManager.default.temporaryDirectory
    ) throws -> AppDeclaration? {
        guard let installer = installers.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else { return nil }
        let app = try installer.install(clock, dataDirectory)
        // The table's name must be the one the app's Info.plist gives.
        guard app.name == installer.name else { throw CarInputError("the reference app installed as '\(installer.name)' is named '\(app.name)'") }
        return app
    }

    /// Reads the data the reference apps ship read-only in their bundles (Atlas's Helsinki map: its road graph, router,
    /// contracted hierarchy and places), as a phone has it on disk before any launch. A review calls this before it
    /// makes its app processes, so each fresh launch of Atlas finds the map read, as every navigator in one process
    /// does (`AtlasMap`), instead of parsing the extract again (a fifth of a second a launch). Synchronous; starts no
    /// thread. Nothing an app changes lives in it. The resource bundle's location (`Bundle.module`, found on first
    /// use by looking beside the executable) is found then too, as the phone knows where an installed app's files are.
    @MainActor
    public static func preloadBundledData() {
        _ = AtlasMap.helsinki.hierarchy
        _ = Bundle.module.bundleURL
        // The apps' declaration files, as a phone read them when the apps were installed (a launch finds them read).
        let declarations = Bundle.module.url(forResource: "Declarations", withExtension: nil)
        for app in (declarations.flatMap { try? FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) } ?? []) {
            for file in (try? FileManager.default.contentsOfDirectory(at: app, includingPropertiesForKeys: nil)) ?? []
            where ["plist", "entitlements"].contains(file.pathExtension) {
                _ = try? PropertyListReader.read(contentsOf: file)
            }
            // Its asset catalogs, compiled into the installed bundle on a phone.
            AssetCatalog.preload(bundleFolder: app)
        }
    }

    /// The reference apps' names, in the car's order.
    @MainActor
    public static var names: [String] { installers.map(\.name) }

    /// How each app is installed anew, by the name its Info.plist gives it.
    @MainActor
    private static let installers: [(name: String, install: @MainActor (any Clock<Duration>, URL) throws -> AppDeclaration)] = [
        ("Podcasts", { _, _ in try podcasts(library: PodcastLibrary()) }),
        ("Mesh", { _, _ in try messenger(store: MeshStore()) }),
        (
            "Route",
            { clock, data in
                try route(store: RouteStore(file: data.appendingPathComponent("opencarplay-route-\(UUID().uuidString).json")), clock: clock)
            }
        ),
        ("Bites", { _, _ in try ordering(store: OrderingStore()) }),
        ("Kerb", { _, _ in try parking() }),
        ("Forecourt", { _, _ in try forecourt() }),
        ("Airwaves", { _, _ in try airwaves() }),
        ("Voxa", { _, _ in try voxa() }),
        ("Weather", { _, _ in try weather() }),
        ("Velo", { _, _ in try velo() }),
        ("Atlas", { clock, _ in try atlas(clock: clock) })
    ]

    static func resource(_ name: String, _ ext: String) -> URL {
        Bundle.module.url(forResource: "Declarations/\(name)", withExtension: ext)!
    }
}
