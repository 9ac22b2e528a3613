// SPDX-License-Identifier: Apache-2.0

import Foundation

// CarPlay declares these as plain global constants (`extern NSUInteger const CPMaximumNumberOfGridImages;`,
// `let CPMaximumListSectionImageSize: CGSize` in Swift), with no actor: any thread reads them. The values Apple does
// not publish are ours per car, so the nonisolated ones below read the limits the phone's front app came to the front
// with (`CPRuntime.frontLimits`, a per-phone slot behind a lock), not main-actor state.

/// The error domain of CarPlay's template operation errors. Mirrors [`CarPlayErrorDomain`](https://developer.apple.com/documentation/carplay/carplayerrordomain).
public let CarPlayErrorDomain = "CarPlayErrorDomain"

/// The most buttons a grid shows. Mirrors [`CPGridTemplateMaximumItems`](https://developer.apple.com/documentation/carplay/cpgridtemplatemaximumitems).
public let CPGridTemplateMaximumItems: Int = 8

/// The shortest duration of a navigation alert that isn't indefinite (seconds).
/// Mirrors [`CPNavigationAlertMinimumDuration`](https://developer.apple.com/documentation/carplay/cpnavigationalertminimumduration).
public let CPNavigationAlertMinimumDuration: TimeInterval = 5

/// The most images an image row shows, for the connected car (Apple does not publish a value; ours is an estimate).
/// Mirrors [`CPMaximumNumberOfGridImages`](https://developer.apple.com/documentation/carplay/cpmaximumnumberofgridimages).
public var CPMaximumNumberOfGridImages: Int { CPRuntime.frontLimits.maximumNumberOfGridImages }

/// Mirrors [`CPButtonMaximumImageSize`](https://developer.apple.com/documentation/carplay/cpbuttonmaximumimagesize) (our estimate).
public var CPButtonMaximumImageSize: CGSize { CPRuntime.frontLimits.buttonImageSize }

/// Mirrors [`CPMaximumListSectionImageSize`](https://developer.apple.com/documentation/carplay/cpmaximumlistsectionimagesize) (our estimate).
public var CPMaximumListSectionImageSize: CGSize { CPRuntime.frontLimits.listSectionImageSize }

/// Mirrors [`CPNowPlayingButtonMaximumImageSize`](https://developer.apple.com/documentation/carplay/cpnowplayingbuttonmaximumimagesize) (our estimate).
public var CPNowPlayingButtonMaximumImageSize: CGSize { CPRuntime.frontLimits.nowPlayingButtonImageSize }

/// Mirrors [`CPMaximumMessageItemImageSize`](https://developer.apple.com/documentation/carplay/cpmaximummessageitemimagesize) (our estimate).
public var CPMaximumMessageItemImageSize: CGSize { CPRuntime.frontLimits.messageItemImageSize }

/// Mirrors `CPMaximumMessageItemLeadingDetailTextImageSize` (iOS 26; our estimate).
public var CPMaximumMessageItemLeadingDetailTextImageSize: CGSize { CPRuntime.frontLimits.messageItemLeadingDetailTextImageSize }
