// swift-tools-version: 6.2
// An outside developer's package: CarPlay code written as for iOS, built against OpenCarPlay via CarPlayShim.

import Foundation
import PackageDescription

// A path dependency is named after its folder: this checkout's, whatever it is called ("OpenCarPlay" for a clone
// named so; a URL dependency is named after the URL's last part).
let openCarPlay = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "CarPlayExamples",
    platforms: [.macOS(.v15), .iOS(.v17)],
    products: [
        .executable(name: "chargefinder-car", targets: ["ChargeFinderCar"]),
        .executable(name: "chargefinder-check", targets: ["ChargeFinderCheck"]),
    ],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // The code samples of the seed documents, in the Swift 5 language mode, with only their imports changed.
        .target(
            name: "SeedSamples",
            dependencies: [.product(name: "CarPlayShim", package: openCarPlay)],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A small EV charging app, as a developer would write it for iOS.
        .target(
            name: "ChargeFinder",
            dependencies: [.product(name: "CarPlayShim", package: openCarPlay)],
            resources: [.copy("Declarations")]
        ),
        // A departures board timed as iOS apps do (asyncAfter, a repeating Timer), with no injected clock.
        .target(
            name: "DepartureBoard",
            dependencies: [.product(name: "CarPlayShim", package: openCarPlay)]
        ),
        // A navigation app written the ordinary iOS way: Core Location, a MapKit local search, AVQueuePlayer chimes, and
        // one scene delegate class for the car screen and the instrument cluster.
        .target(
            name: "Detour",
            dependencies: [.product(name: "CarPlayShim", package: openCarPlay)],
            resources: [.copy("Declarations"), .copy("Chimes")]
        ),
        // Runs ChargeFinder in the simulated car.
        .executableTarget(
            name: "ChargeFinderCar",
            dependencies: ["ChargeFinder", .product(name: "CarPlayHost", package: openCarPlay),
                           .product(name: "CarPlayServer", package: openCarPlay)]
        ),
        // Checks ChargeFinder against CarPlay's guidelines (the reviewer, for a user's own app).
        .executableTarget(
            name: "ChargeFinderCheck",
            dependencies: ["ChargeFinder", .product(name: "CarPlayHost", package: openCarPlay),
                           .product(name: "CarPlayCheckCommand", package: openCarPlay)]
        ),
        // Nonisolated code in the Swift 5 language mode using each stand-in module's API that iOS declares with no actor
        // (a stand-in that adds one fails this build), and values iOS declares Sendable sent between tasks in Swift 6.
        .target(
            name: "Swift5Isolation",
            dependencies: [.product(name: "CarPlayShim", package: openCarPlay)],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "Swift6Sendability",
            dependencies: [.product(name: "CarPlayShim", package: openCarPlay)]
        ),
        .testTarget(
            name: "IsolationTests",
            dependencies: ["Swift5Isolation", "Swift6Sendability", .product(name: "CarPlayTesting", package: openCarPlay),
                           .product(name: "CarPlayShim", package: openCarPlay)]
        ),
        .testTarget(
            name: "SeedSamplesTests",
            dependencies: ["SeedSamples", .product(name: "CarPlayTesting", package: openCarPlay),
                           .product(name: "CarPlayShim", package: openCarPlay)]
        ),
        .testTarget(
            name: "DepartureBoardTests",
            dependencies: ["DepartureBoard", .product(name: "CarPlayTesting", package: openCarPlay),
                           .product(name: "CarPlayShim", package: openCarPlay)]
        ),
        .testTarget(
            name: "DetourTests",
            dependencies: ["Detour", .product(name: "CarPlayTesting", package: openCarPlay),
                           .product(name: "CarPlayShim", package: openCarPlay)]
        ),
        .testTarget(
            name: "ChargeFinderTests",
            dependencies: ["ChargeFinder", .product(name: "CarPlayTesting", package: openCarPlay),
                           .product(name: "CarPlayShim", package: openCarPlay)]
        ),
    ]
)
