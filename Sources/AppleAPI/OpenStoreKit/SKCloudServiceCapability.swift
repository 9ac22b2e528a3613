// SPDX-License-Identifier: Apache-2.0

/// What the phone's music service lets the app do. Mirrors
/// [`SKCloudServiceCapability`](https://developer.apple.com/documentation/storekit/skcloudservicecapability).
public struct SKCloudServiceCapability: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Raw values as Apple's header: 0, 1 << 0, 1 << 1, 1 << 8.
    public static let musicCatalogPlayback = SKCloudServiceCapability(rawValue: 1 << 0)
    public static let musicCatalogSubscriptionEligible = SKCloudServiceCapability(rawValue: 1 << 1)
    public static let addToCloudMusicLibrary = SKCloudServiceCapability(rawValue: 1 << 8)
}
