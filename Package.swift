// swift-tools-version: 6.2
// SPDX-License-Identifier: Apache-2.0

import CompilerPluginSupport
import Foundation
import PackageDescription

/// The modules of the toolchain's swift-syntax our targets import (directly or through each other), each linked.
let toolchainSwiftSyntaxModules = [
    "SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling"
]

/// Where the toolchain keeps swift-syntax built, or nil for the swift-syntax package.
///
/// `headunit init` reads an app's files with swift-syntax's parser, and SwiftData's `@Model` is a macro built on it. SwiftPM
/// builds a macro's dependencies for the machine's tools apart from what an executable links, so from source swift-syntax
/// was compiled twice in a first build (about 250 s of CPU on two cores: a quarter of the README's path for a new app). On
/// Linux the toolchain ships swift-syntax built, as the compiler's own macros use it: each module's interface and shared
/// library in `usr/lib/swift/host`, three folders up from the manifest API this manifest is linked against. There we use
/// those; on Apple platforms (Xcode's toolchain ships no interfaces there), where a module is missing, or with
/// `OPENCARPLAY_SWIFT_SYNTAX=package` (when a package built in the same folder builds swift-syntax from source: the compiler
/// would find that one first), the package. A build folder holding the package's modules stops with an error saying so.
let toolchainSwiftSyntax: String? = {
    #if os(Linux)
        if Context.environment["OPENCARPLAY_SWIFT_SYNTAX"] == "package" { return nil }
        // The libraries this process has loaded, read to the end (`String(contentsOfFile:)` sometimes returned only
        // the first lines of this file, whose size the kernel gives as 0, and the package was chosen at random).
        let maps = open("/proc/self/maps", O_RDONLY)
        guard maps >= 0 else { return nil }
        defer { close(maps) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(maps, &chunk, chunk.count)
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        guard
            let manifestAPI = String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap({ $0.split(separator: " ").last })
                .first(where: { $0.hasSuffix("/ManifestAPI/libPackageDescription.so") })
        else { return nil }
        let host = URL(fileURLWithPath: String(manifestAPI)).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("host").path
        for module in toolchainSwiftSyntaxModules {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(host)/\(module).swiftmodule")) ?? []
            guard files.contains(where: { $0.hasSuffix(".swiftinterface") }), FileManager.default.fileExists(atPath: "\(host)/lib\(module).so")
            else { return nil }
        }
        return host
    #else
        return nil
    #endif
}()

/// What a target that imports swift-syntax takes: with the toolchain's, its search path, the condition
/// `TOOLCHAIN_SWIFT_SYNTAX` and the `ToolchainSwiftSyntax` target (the libraries' link settings, and a check of the build
/// folder); else the package's `products`.
func swiftSyntax(_ products: [String]) -> (dependencies: [Target.Dependency], swift: [SwiftSetting]) {
    guard let host = toolchainSwiftSyntax else { return (products.map { .product(name: $0, package: "swift-syntax") }, []) }
    return (["ToolchainSwiftSyntax"], [.unsafeFlags(["-I", host]), .define("TOOLCHAIN_SWIFT_SYNTAX")])
}
let cutSyntax = swiftSyntax(["SwiftParser", "SwiftSyntax"])
let macroSyntax = swiftSyntax(["SwiftSyntaxMacros", "SwiftCompilerPlugin", "SwiftDiagnostics"])
let macroTestSyntax = swiftSyntax(["SwiftSyntaxMacroExpansion", "SwiftParser"])

/// The modules each of our modules re-exports (`@_exported import`), as its sources say (scripts/module-graph.py fails
/// when the manifest doesn't name what the sources import or re-export). SwiftPM recompiles a target only when a module
/// it names changes, not one it reaches through a re-export (swiftlang/swift-package-manager#10483): after a change to
/// OpenCarPlay alone, a target that names only CarPlayShim kept objects built for OpenCarPlay's old layout (a
/// benchmark's templates allocated too small, the heap corrupt at its first template). So every target that names a
/// module here also names what it re-exports, and each library product lists them: a user's target that depends on the
/// product is recompiled when they change.
let reexports: [String: [String]] = [
    "CarPlayShim": [
        "OpenCarPlay", "OpenCoreGraphics", "OpenUIKit", "OpenMediaPlayer", "OpenIntents", "OpenUserNotifications", "OpenMapKit",
        "OpenAVFAudio", "OpenCallKit", "OpenExternalAccessory", "OpenSecurity", "OpenContacts", "OpenCoreSpotlight", "OpenStoreKit",
        "OpenSwiftUI", "OpenWidgetKit", "OpenActivityKit", "OpenNetwork", "OpenCoreBluetooth", "OpenSwiftData", "OpenCoreData",
        "OpenBackgroundTasks", "OpenOSLog"
    ],
    "OpenUIKit": ["OpenCoreGraphics"],
    "CarPlayHost": ["PhoneOS"],
    "CarPlayTesting": ["CarPlayHost", "CarPlayReviewer"],
    "CarPlayCheckCommand": ["CarPlayReviewer"]
]

/// Everything `name` re-exports, through the modules it re-exports too.
func reexported(by name: String) -> [String] {
    var found: [String] = []
    var next = reexports[name] ?? []
    while let module = next.first {
        next.removeFirst()
        guard !found.contains(module) else { continue }
        found.append(module)
        next += reexports[module] ?? []
    }
    return found
}

/// A library product of `name`: its target and the modules it re-exports.
func library(_ name: String) -> Product { .library(name: name, targets: [name] + reexported(by: name)) }

let package = Package(
    name: "OpenCarPlay",
    platforms: [.macOS(.v15), .iOS(.v17)],
    products: [
        library("OpenCarPlay"),
        library("CarPlayShim"),
        library("CarPlayHost"),
        library("CarPlayTesting"),
        library("CarPlayRendering"),
        library("CarPlaySnapshotTesting"),
        library("CarPlayServer"),
        library("ReferenceApps"),
        library("CarPlayReviewer"),
        library("CarPlayCheckCommand"),
        library("Roads"),
        .executable(name: "headunit", targets: ["headunit"]),
        // Builds a folder of CarPlay code with its Apple imports as they are (see README, "Apple's imports, unchanged").
        .plugin(name: "AppleImports", targets: ["AppleImports"])
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // No traits: the server uses neither swift-configuration's readers nor Foundation-only form coding, and SwiftPM
        // passes two enabled traits in a random order, so every switch between `swift build` and `swift test` rebuilt
        // Hummingbird (swiftlang/swift-package-manager#10525).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.20.0", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // DocC for the modules users touch: `swift package generate-documentation` (a command plugin; nothing links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0")
    ]
        // swift-syntax: `headunit init` reads an app's Swift files with the compiler's own parser (the CarPlay cut, its
        // stand-ins), and SwiftData's `@Model` macro (OpenSwiftDataMacros); the version swift-snapshot-testing resolves.
        // Where the toolchain has it built (see `toolchainSwiftSyntax`), that one.
        + (toolchainSwiftSyntax == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0")] : []),
    targets: [
        // Stand-ins for the Apple frameworks that CarPlay code touches (used where Apple's don't exist).
        // PNG and JPEG: Debian's libpng and libjpeg (libpng-dev, libjpeg62-turbo-dev) through system library targets whose
        // headers hold small C helpers (libjpeg's fatal errors are caught with setjmp in C, never crossing Swift), and
        // `ImageCodec`, our Swift face for them (decode, encode, resample), used by UIImage and by the renderer.
        .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .target(name: "ImageCodec", dependencies: ["CPNG", "CJPEG"]),
        // The toolchain's swift-syntax on Linux (see `toolchainSwiftSyntax`): the libraries to link, and a check of the
        // build folder. Empty where the package's is used.
        .target(
            name: "ToolchainSwiftSyntax",
            swiftSettings: toolchainSwiftSyntax == nil ? [] : [.define("TOOLCHAIN_SWIFT_SYNTAX")],
            linkerSettings: toolchainSwiftSyntax.map { host in
                [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
                    + toolchainSwiftSyntaxModules.map { .linkedLibrary($0) }
            } ?? []),
        // Unicode's bidirectional algorithm: Debian's FriBidi (libfribidi-dev), Linux only (Apple platforms ship none;
        // the renderer keeps a subset of the algorithm there).
        .systemLibrary(name: "CFriBidi", providers: [.apt(["libfribidi-dev"])]),
        // Shaping: Debian's HarfBuzz (libharfbuzz-dev) measures runs of the Indic scripts with the installed Noto fonts
        // the car draws them with. Linux only (elsewhere the bundled tables measure them).
        .systemLibrary(name: "CHarfBuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // Each launch of an app and its own instances of the stand-ins' shared objects (ours, `package` access only).
        .target(name: "PhoneApps"),
        // Core Graphics: contexts (vector, bitmap), images, colours, paths and their rasteriser; UIKit draws with it.
        .target(name: "OpenCoreGraphics", dependencies: ["ImageCodec"]),
        .target(name: "OpenUIKit", dependencies: ["ImageCodec", "OpenCoreGraphics", "OpenIntents", "PhoneApps"]),
        .target(name: "OpenMapKit", dependencies: ["OpenContacts"]),
        .target(name: "OpenOSLog"),
        .target(name: "OpenMediaPlayer", dependencies: ["OpenUIKit", "PhoneApps"]),
        .target(name: "OpenIntents", dependencies: ["OpenUserNotifications", "PhoneApps"]),
        .target(name: "OpenUserNotifications", dependencies: ["PhoneApps"]),
        .target(name: "OpenAVFAudio", dependencies: ["PhoneApps"]),
        .target(name: "OpenCallKit", dependencies: ["OpenAVFAudio"]),
        .target(name: "OpenExternalAccessory"),
        // The Network framework's path monitor and Core Bluetooth's central role, over the phone of the car the app runs in.
        .target(name: "OpenNetwork", dependencies: ["PhoneApps"]),
        .target(name: "OpenCoreBluetooth", dependencies: ["PhoneApps"]),
        // The keychain (`SecItem…`) and the few Core Foundation names its callers use.
        .target(name: "OpenSecurity"),
        // Roads from OpenStreetMap: the PBF reader, the road graph, routing (ours; no CarPlay types). zlib inflates the
        // file's blobs (Debian: zlib1g-dev).
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "Roads", dependencies: ["CZlib"], exclude: ["Resources/README.md"], resources: [.copy("Resources/Helsinki.osm.pbf")]),
        // The phone's clock and main run loop for code written for iOS (clock_gettime/timerfd/run-loop interposition).
        .target(name: "CPhoneRuntime"),
        .target(name: "OpenSwiftUI", dependencies: ["OpenCoreSpotlight"]),
        .target(name: "OpenActivityKit"),
        .target(name: "OpenContacts"),
        .target(name: "OpenStoreKit", dependencies: ["OpenUIKit", "PhoneApps"]),
        .target(name: "OpenCoreSpotlight", dependencies: ["PhoneApps"]),
        .target(name: "OpenWidgetKit", dependencies: ["OpenSwiftUI", "OpenActivityKit"]),
        // SwiftData: models, containers and contexts over a JSON store in the app's own data folder; `@Model` and the
        // attributes apps write on its properties are the compiler plugin OpenSwiftDataMacros (swift-syntax).
        .macro(
            name: "OpenSwiftDataMacros", dependencies: macroSyntax.dependencies, swiftSettings: macroSyntax.swift),
        .target(name: "OpenSwiftData", dependencies: ["OpenSwiftDataMacros", "PhoneApps"]),
        // Core Data: persistent containers, contexts, fetch requests, fetched results controllers and managed objects
        // over a JSON store in the app's own data folder (the AppleImports plugin rewrites `@NSManaged`).
        .target(name: "OpenCoreData", dependencies: ["PhoneApps"]),
        .target(name: "OpenBackgroundTasks", dependencies: ["PhoneApps"]),
        // Apple's CarPlay API.
        .target(name: "OpenCarPlay", dependencies: ["OpenUIKit", "OpenMapKit", "OpenAVFAudio", "PhoneApps"]),
        // One import for app code: Apple's frameworks on iOS, ours elsewhere.
        .target(
            name: "CarPlayShim",
            dependencies: [
                "OpenCarPlay", "OpenUIKit", "OpenMapKit", "OpenMediaPlayer", "OpenIntents",
                "OpenUserNotifications", "OpenAVFAudio", "OpenCallKit", "OpenExternalAccessory", "OpenSecurity", "OpenOSLog",
                "OpenContacts", "OpenCoreSpotlight", "OpenStoreKit", "OpenSwiftUI", "OpenWidgetKit", "OpenActivityKit",
                "OpenNetwork", "OpenCoreBluetooth",
                "OpenSwiftData", "OpenCoreData", "OpenBackgroundTasks", "PhoneApps",
                .product(name: "OpenCombineShim", package: "OpenCombine"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine")
            ]
        ),
        // The phone the car's apps run on: app bundles, the phone's clock (`PhoneTime`), the app whose queued work
        // runs (`RunningApps`), fresh app processes, the car's network, the phone's locale and string catalogs,
        // Bluetooth, protected files, and the runtime's hooks with their check against the running toolchain.
        .target(
            name: "PhoneOS",
            dependencies: [
                "CPhoneRuntime", "PhoneApps", "OpenUIKit", "OpenAVFAudio", "OpenCoreBluetooth", "OpenNetwork"
            ]
        ),
        // The car's side of CarPlay: app declaration, vehicle, stack rules, events, snapshots; it re-exports the phone.
        .target(
            name: "CarPlayHost",
            dependencies: [
                "PhoneOS", "OpenCarPlay", "OpenUIKit", "OpenMapKit", "OpenMediaPlayer", "OpenIntents",
                "OpenUserNotifications", "OpenAVFAudio", "OpenCallKit", "OpenSwiftUI", "OpenWidgetKit", "OpenActivityKit",
                "OpenExternalAccessory", "OpenSecurity", "CPhoneRuntime", "PhoneApps", "OpenNetwork", "OpenCoreBluetooth",
                // The car's clock (`CarClock`) moves over swift-clocks' `TestClock`, the clock a test may hold.
                .product(name: "Clocks", package: "swift-clocks"),
                // The phone's map search answers from the bundled OpenStreetMap extract's named places.
                "Roads"
            ]
        ),
        // The car script: its parser, the runner that drives a car with it, recording a drive and exporting it as a test.
        .target(name: "CarScripting", dependencies: ["CarPlayHost", "OpenCarPlay", "OpenUIKit"]),
        // The test harness for app developers.
        .target(
            name: "CarPlayTesting",
            dependencies: [
                "CarPlayHost", "CarPlayRendering", "CarPlayReviewer", "OpenCarPlay", "OpenUIKit", "OpenMapKit", "OpenMediaPlayer", "OpenIntents",
                "OpenSecurity", "CPhoneRuntime", .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Without it linked, issues reported from a Swift Testing test go nowhere on Linux.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
            ]
        ),
        // Checks an app against CarPlay's guidelines: rule catalogue, recorder, explorer, reports.
        .target(
            name: "CarPlayReviewer",
            dependencies: [
                "CarPlayHost", "CarPlayRendering", "ImageCodec", "OpenCarPlay", "OpenUIKit", "OpenMapKit", "OpenIntents",
                "OpenUserNotifications", "OpenAVFAudio", "OpenCallKit", "OpenMediaPlayer", "CPhoneRuntime",
                .product(name: "Clocks", package: "swift-clocks")
            ]
        ),
        // The review's command line (`headunit check`, a package's own check executable): the only reviewer part that
        // links ArgumentParser, so tests (CarPlayTesting) don't.
        .target(
            name: "CarPlayCheckCommand",
            dependencies: ["CarPlayReviewer", "CarPlayHost", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Lays out and draws what the car shows (SVG, PNG). Never links the server.
        .target(
            name: "CarPlayRendering",
            dependencies: [
                "CarPlayHost", "OpenUIKit", "OpenSwiftUI", "ImageCodec",
                .target(name: "CFriBidi", condition: .when(platforms: [.linux])),
                .target(name: "CHarfBuzz", condition: .when(platforms: [.linux]))
            ]
        ),
        // Snapshot strategies for swift-snapshot-testing: an app's CarPlay screens as SVG.
        .target(
            name: "CarPlaySnapshotTesting",
            dependencies: ["CarPlayRendering", "CarPlayHost", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // The live car in a browser: Hummingbird serves the page and a WebSocket.
        .target(
            name: "CarPlayServer",
            dependencies: [
                "CarPlayHost", "CarPlayRendering", "CarPlayReviewer", "CarScripting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types")
            ],
            resources: [.copy("Resources")]
        ),
        // Reference apps installed in the car by default.
        .target(
            name: "ReferenceApps", dependencies: ["CarPlayShim", "CarPlayHost", "OpenSwiftUI", "OpenWidgetKit", "OpenActivityKit", "Roads"],
            resources: [.copy("Declarations")]),
        // The command-line car.
        .executableTarget(
            name: "headunit",
            dependencies: [
                "CarPlayHost", "CarPlayRendering", "CarPlayServer", "CarPlayReviewer", "CarPlayCheckCommand", "CarScripting", "ReferenceApps",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Clocks", package: "swift-clocks")
            ] + cutSyntax.dependencies, swiftSettings: cutSyntax.swift
        ),
        // The AppleImports build tool plugin and the tool it runs on each file (import CarPlay → import CarPlayShim).
        .executableTarget(name: "carplay-imports"),
        .plugin(name: "AppleImports", capability: .buildTool(), dependencies: ["carplay-imports"]),
        .executableTarget(
            name: "RenderBenchmark",
            dependencies: ["CarPlayRendering", "CarPlayTesting", "CarPlayShim", "ImageCodec"],
            path: "Benchmarks/RenderBenchmark"
        ),
        // A live car with an app that crashes on a tap (the browser test checks the car survives it).
        .executableTarget(name: "GlitchCar", dependencies: ["CarPlayHost", "CarPlayServer", "CarPlayShim"], path: "Demos/GlitchCar"),
        .executableTarget(name: "RouteBenchmark", dependencies: ["Roads"], path: "Benchmarks/RouteBenchmark"),
        .executableTarget(
            name: "ReviewBenchmark",
            dependencies: ["CarPlayReviewer", "CarPlayHost", "ReferenceApps"],
            path: "Benchmarks/ReviewBenchmark"
        ),
        .executableTarget(
            name: "HarnessBenchmark",
            dependencies: ["CarPlayTesting", "CarPlayShim"],
            path: "Benchmarks/HarnessBenchmark"
        ),
        .target(name: "TestRunWidth", path: "Tests/TestRunWidth"),  // how many tests run at once (TestRunWidth.c says why)
        .testTarget(
            name: "OpenCarPlayTests",
            dependencies: [
                "CarPlayShim", "CarPlayTesting", "ImageCodec", "PhoneApps", "OpenOSLog", "OpenStoreKit", "OpenCoreSpotlight", "OpenContacts", "OpenActivityKit",
                "OpenSwiftUI", "TestRunWidth"
            ]),
        .testTarget(
            name: "CarPlayHostTests", dependencies: ["CarPlayHost", "CarPlayShim", "CarPlayTesting", "CarScripting", "ReferenceApps", "PhoneApps"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ReferenceAppsTests",
            dependencies: [
                "ReferenceApps", "CarPlayTesting", "CarPlayRendering", "CarPlayShim", "OpenSwiftUI", "OpenWidgetKit", "OpenActivityKit", "OpenUIKit",
                "Roads", "ImageCodec"
            ]),
        .testTarget(
            name: "CarPlayRenderingTests",
            dependencies: [
                "CarPlayRendering", "CarPlaySnapshotTesting", "CarPlayTesting", "CarPlayShim", "CarScripting", "ReferenceApps", "ImageCodec", "PhoneApps"
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "HeadunitCLITests",
            dependencies: ["headunit", "CarPlayHost", "carplay-imports", "AppleImportsFixture", "CarPlayTesting", "review-fixtures", "CarPlayShim"],
            swiftSettings: cutSyntax.swift),
        // A check executable the tests run as a process: apps reviewed with each run a fresh app process.
        .executableTarget(name: "review-fixtures", dependencies: ["CarPlayCheckCommand", "CarPlayHost", "CarPlayShim"], path: "Tests/ReviewFixtures"),
        // CarPlay code with Apple's imports as iOS has them (Tests/AppleImportsOriginals), built by the AppleImports plugin.
        .target(
            name: "AppleImportsFixture", dependencies: ["CarPlayShim"], path: "Tests/AppleImportsFixture", exclude: ["apple-imports.txt"],
            plugins: ["AppleImports"]),
        .testTarget(name: "RoadsTests", dependencies: ["Roads"]),
        // What `@Model` expands a class into, and what it refuses.
        .testTarget(
            name: "OpenSwiftDataMacrosTests",
            dependencies: ["OpenSwiftDataMacros"] + macroTestSyntax.dependencies, swiftSettings: macroTestSyntax.swift),
        // SwiftData and Core Data as apps use them, and their stores across an app's launches in a car.
        .testTarget(
            name: "PersistenceTests", dependencies: ["OpenSwiftData", "OpenCoreData", "CarPlayShim", "CarPlayHost", "CarPlayTesting", "AppleImportsFixture"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "CarPlayReviewerTests",
            dependencies: ["CarPlayReviewer", "CarPlayCheckCommand", "CarPlayTesting", "CarPlayShim", "ReferenceApps", "ImageCodec", "CarPlayRendering"]),
        .testTarget(
            name: "CarPlayServerTests", dependencies: ["CarPlayServer", "CarScripting", "ReferenceApps", "CarPlayTesting", "CarPlayRendering", "CarPlayShim"])
    ]
)

// Each target names what the modules it names re-export (see `reexports`).
for target in package.targets {
    var names = Set(target.dependencies.compactMap(\.moduleName))
    // A module reached through an unconditional dependency is named unconditionally.
    for dependency in target.dependencies.filter({ $0.condition == nil }) + target.dependencies.filter({ $0.condition != nil }) {
        guard let name = dependency.moduleName else { continue }
        for module in reexported(by: name) where names.insert(module).inserted && module != target.name {
            target.dependencies.append(.target(name: module, condition: dependency.condition))
        }
    }
}

for target in package.targets where target.type != .system && target.type != .plugin && !["CPhoneRuntime", "TestRunWidth"].contains(target.name) {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    target.swiftSettings = settings
}

// The layers `Sources/` is grouped by, bottom up; each of these targets lives in `Sources/<layer>/<target>`. ARCHITECTURE.md
// opens with the module graph drawn from this package by scripts/module-graph.py (CI fails when they differ).
let layers: KeyValuePairs<String, [String]> = [
    // Debian's libraries as system-library targets, the image codec over libpng and libjpeg, and the toolchain's swift-syntax.
    "Libraries": ["CPNG", "CJPEG", "CZlib", "CFriBidi", "CHarfBuzz", "ImageCodec", "ToolchainSwiftSyntax"],
    // The phone's runtime under Apple's API: the C hooks of its clocks, queues, bundle and files, and the launch whose
    // code runs (the stand-ins ask it for the app's own singletons).
    "Runtime": ["CPhoneRuntime", "PhoneApps"],
    // Apple's API: CarPlay and the companion frameworks CarPlay code uses, and the shim that re-exports them.
    "AppleAPI": [
        "OpenCarPlay", "CarPlayShim", "OpenCoreGraphics", "OpenUIKit", "OpenMapKit", "OpenOSLog", "OpenMediaPlayer", "OpenIntents",
        "OpenUserNotifications", "OpenAVFAudio", "OpenCallKit", "OpenExternalAccessory", "OpenNetwork", "OpenCoreBluetooth",
        "OpenSecurity", "OpenSwiftUI", "OpenActivityKit", "OpenContacts", "OpenStoreKit", "OpenCoreSpotlight", "OpenWidgetKit",
        "OpenSwiftDataMacros", "OpenSwiftData", "OpenCoreData", "OpenBackgroundTasks"
    ],
    // The phone over Apple's API: its bundles, clock, network, locale, Bluetooth, and app processes.
    "Phone": ["PhoneOS"],
    // The car: the head unit and its apps' sessions, what it draws, roads for navigation.
    "Car": ["CarPlayHost", "CarPlayRendering", "Roads"],
    // The reference apps, one per category.
    "Apps": ["ReferenceApps"],
    // What a developer runs: the harness, snapshots, the car script, the reviewer and its command line, the live car's
    // server, the CLI, the imports plugin's tool.
    "Tools": [
        "CarPlayTesting", "CarPlaySnapshotTesting", "CarScripting", "CarPlayReviewer", "CarPlayCheckCommand", "CarPlayServer",
        "headunit", "carplay-imports"
    ]
]
for (layer, names) in layers {
    for name in names {
        guard let target = package.targets.first(where: { $0.name == name }) else { fatalError("layers name \(name), which isn't a target") }
        target.path = "Sources/\(layer)/\(name)"
    }
}

extension Target.Dependency {
    /// The name of the target of this package a dependency names (nil for a product of another package).
    var moduleName: String? {
        switch self {
        case .targetItem(let name, _), .byNameItem(let name, _): name
        case .productItem: nil
        @unknown default: nil
        }
    }

    /// The platforms a dependency applies on (nil: every one).
    var condition: TargetDependencyCondition? {
        switch self {
        case .targetItem(_, let condition), .byNameItem(_, let condition): condition
        case .productItem(_, _, _, let condition): condition
        @unknown default: nil
        }
    }
}
