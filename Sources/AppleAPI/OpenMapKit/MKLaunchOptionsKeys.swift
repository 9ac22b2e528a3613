// SPDX-License-Identifier: Apache-2.0

// The launch option keys and directions modes an app passes to `MKMapItem.openInMaps(launchOptions:)`. Mirror
// Apple's "Launch options dictionary keys" and "Directions mode values"
// (https://developer.apple.com/documentation/mapkit/launch-options-dictionary-keys). Each value is the constant's
// name; that Apple's strings are their names is our understanding, not documented.

/// The mode of transport Maps plans directions for: one of the `MKLaunchOptionsDirectionsMode…` values. Mirrors
/// [`MKLaunchOptionsDirectionsModeKey`](https://developer.apple.com/documentation/mapkit/mklaunchoptionsdirectionsmodekey).
public let MKLaunchOptionsDirectionsModeKey: String = "MKLaunchOptionsDirectionsMode"

/// Driving directions. Mirrors [`MKLaunchOptionsDirectionsModeDriving`](https://developer.apple.com/documentation/mapkit/mklaunchoptionsdirectionsmodedriving).
public let MKLaunchOptionsDirectionsModeDriving: String = "MKLaunchOptionsDirectionsModeDriving"

/// Walking directions. Mirrors [`MKLaunchOptionsDirectionsModeWalking`](https://developer.apple.com/documentation/mapkit/mklaunchoptionsdirectionsmodewalking).
public let MKLaunchOptionsDirectionsModeWalking: String = "MKLaunchOptionsDirectionsModeWalking"

/// Public transport directions. Mirrors [`MKLaunchOptionsDirectionsModeTransit`](https://developer.apple.com/documentation/mapkit/mklaunchoptionsdirectionsmodetransit).
public let MKLaunchOptionsDirectionsModeTransit: String = "MKLaunchOptionsDirectionsModeTransit"

/// The user's preferred mode of transport. Mirrors [`MKLaunchOptionsDirectionsModeDefault`](https://developer.apple.com/documentation/mapkit/mklaunchoptionsdirectionsmodedefault).
public let MKLaunchOptionsDirectionsModeDefault: String = "MKLaunchOptionsDirectionsModeDefault"
