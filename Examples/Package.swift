// swift-tools-version: 6.2
// An outside developer's package: CarPlay code written as for iOS, built against OpenCarPlay via CarPlayShim.

import PackageDescription

let package = Package(
    name: "CarPlayExamples",
    platforms: [.macOS(.v15), .iOS(.v17)],
    products: [
        .executable(name: "chargefinder-car", targets: ["ChargeFinderCar"]),
        .executable(name: "chargefinder-check", targets: ["ChargeFinderCheck"]),
    ],
    dependencies: [
        .package(name: "OpenCarPlay", path: ".."),
    ],
    targets: [
        // The code samples of the seed documents, in the Swift 5 language mode, with only their imports changed.
        .target(
            name: "SeedSamples",
            dependencies: [.product(name: "CarPlayShim", package: "OpenCarPlay")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A small EV charging app, as a developer would write it for iOS.
        .target(
            name: "ChargeFinder",
            dependencies: [.product(name: "CarPlayShim", package: "OpenCarPlay")],
            resources: [.copy("Declarations")]
        ),
        // A departures board timed as iOS apps do (asyncAfter, a repeating Timer), with no injected clock.
        .target(
            name: "DepartureBoard",
            dependencies: [.product(name: "CarPlayShim", package: "OpenCarPlay")]
        ),
        // Runs ChargeFinder in the simulated car.
        .executableTarget(
            name: "ChargeFinderCar",
            dependencies: ["ChargeFinder", .product(name: "CarPlayHost", package: "OpenCarPlay"),
                           .product(name: "CarPlayServer", package: "OpenCarPlay")]
        ),
        // Checks ChargeFinder against CarPlay's guidelines (the reviewer, for a user's own app).
        .executableTarget(
            name: "ChargeFinderCheck",
            dependencies: ["ChargeFinder", .product(name: "CarPlayHost", package: "OpenCarPlay"),
                           .product(name: "CarPlayReviewer", package: "OpenCarPlay")]
        ),
        .testTarget(
            name: "SeedSamplesTests",
            dependencies: ["SeedSamples", .product(name: "CarPlayTesting", package: "OpenCarPlay"),
                           .product(name: "CarPlayShim", package: "OpenCarPlay")]
        ),
        .testTarget(
            name: "DepartureBoardTests",
            dependencies: ["DepartureBoard", .product(name: "CarPlayTesting", package: "OpenCarPlay"),
                           .product(name: "CarPlayShim", package: "OpenCarPlay")]
        ),
        .testTarget(
            name: "ChargeFinderTests",
            dependencies: ["ChargeFinder", .product(name: "CarPlayTesting", package: "OpenCarPlay"),
                           .product(name: "CarPlayShim", package: "OpenCarPlay")]
        ),
    ]
)
