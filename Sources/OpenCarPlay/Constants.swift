// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The error domain of CarPlay's template operation errors. Mirrors [`CarPlayErrorDomain`](https://developer.apple.com/documentation/carplay/carplayerrordomain).
public let CarPlayErrorDomain = "CarPlayErrorDomain"

/// The most buttons a grid shows. Mirrors [`CPGridTemplateMaximumItems`](https://developer.apple.com/documentation/carplay/cpgridtemplatemaximumitems).
public let CPGridTemplateMaximumItems: Int = 8

/// The shortest duration of a navigation alert that isn't indefinite (seconds).
/// Mirrors [`CPNavigationAlertMinimumDuration`](https://developer.apple.com/documentation/carplay/cpnavigationalertminimumduration).
public let CPNavigationAlertMinimumDuration: TimeInterval = 5

/// The most images an image row shows, for the connected car (Apple does not publish a value; ours is an estimate).
/// Mirrors [`CPMaximumNumberOfGridImages`](https://developer.apple.com/documentation/carplay/cpmaximumnumberofgridimages).
@MainActor public var CPMaximumNumberOfGridImages: Int { CPRuntime.limits.maximumNumberOfGridImages }

/// Mirrors [`CPButtonMaximumImageSize`](https://developer.apple.com/documentation/carplay/cpbuttonmaximumimagesize) (our estimate).
@MainActor public var CPButtonMaximumImageSize: CGSize { CPRuntime.limits.buttonImageSize }

/// Mirrors [`CPMaximumListSectionImageSize`](https://developer.apple.com/documentation/carplay/cpmaximumlistsectionimagesize) (our estimate).
@MainActor public var CPMaximumListSectionImageSize: CGSize { CPRuntime.limits.listSectionImageSize }

/// Mirrors [`CPNowPlayingButtonMaximumImageSize`](https://developer.apple.com/documentation/carplay/cpnowplayingbuttonmaximumimagesize) (our estimate).
@MainActor public var CPNowPlayingButtonMaximumImageSize: CGSize { CPRuntime.limits.nowPlayingButtonImageSize }

/// Mirrors [`CPMaximumMessageItemImageSize`](https://developer.apple.com/documentation/carplay/cpmaximummessageitemimagesize) (our estimate).
@MainActor public var CPMaximumMessageItemImageSize: CGSize { CPRuntime.limits.messageItemImageSize }

/// Mirrors `CPMaximumMessageItemLeadingDetailTextImageSize` (iOS 26; our estimate).
@MainActor public var CPMaximumMessageItemLeadingDetailTextImageSize: CGSize { CPRuntime.limits.messageItemLeadingDetailTextImageSize }
