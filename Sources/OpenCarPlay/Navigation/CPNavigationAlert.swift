// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A banner over the map during navigation (traffic ahead, a better route…), with one or two actions.
///
/// Mirrors [`CPNavigationAlert`](https://developer.apple.com/documentation/carplay/cpnavigationalert).
/// A duration of 0 shows it until dismissed; shorter than ``CPNavigationAlertMinimumDuration`` is raised to it.
@preconcurrency @MainActor
open class CPNavigationAlert: NSObject {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    /// Mirrors [`CPNavigationAlert.DismissalContext`](https://developer.apple.com/documentation/carplay/cpnavigationalert/dismissalcontext).
    public enum DismissalContext: UInt, Sendable {
        case timeout = 0
        case userDismissed, systemDismissed
    }

    open private(set) var titleVariants: [String]
    open private(set) var subtitleVariants: [String]
    public let image: UIImage?
    @available(iOS, introduced: 12.0, deprecated: 13.0)
    public var imageSet: CPImageSet? { legacyImageSet }
    private let legacyImageSet: CPImageSet?
    public let primaryAction: CPAlertAction
    public let secondaryAction: CPAlertAction?
    public let duration: TimeInterval

    public init(
        titleVariants: [String], subtitleVariants: [String]?, image: UIImage?, primaryAction: CPAlertAction,
        secondaryAction: CPAlertAction?, duration: TimeInterval
    ) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants ?? []
        self.image = image
        legacyImageSet = nil
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.duration = duration <= 0 ? 0 : max(duration, CPNavigationAlertMinimumDuration)
        super.init()
    }

    @available(iOS, introduced: 12.0, deprecated: 13.0)
    public init(
        titleVariants: [String], subtitleVariants: [String]?, imageSet: CPImageSet?, primaryAction: CPAlertAction,
        secondaryAction: CPAlertAction?, duration: TimeInterval
    ) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants ?? []
        self.image = imageSet?.lightContentImage
        legacyImageSet = imageSet
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.duration = duration <= 0 ? 0 : max(duration, CPNavigationAlertMinimumDuration)
        super.init()
    }

    /// Changes the texts of a shown alert.
    open func updateTitleVariants(_ newTitleVariants: [String], subtitleVariants newSubtitleVariants: [String]) {
        titleVariants = newTitleVariants
        subtitleVariants = newSubtitleVariants
        CPRuntime.elementDidChange(self, "titleVariants")
    }
}

extension CPNavigationAlert: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
