// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A banner over the map during navigation (traffic ahead, a better route…), with one or two actions.
///
/// Mirrors [`CPNavigationAlert`](https://developer.apple.com/documentation/carplay/cpnavigationalert).
/// A duration of 0 shows it until dismissed; shorter than ``CPNavigationAlertMinimumDuration`` is raised to it.
@preconcurrency @MainActor
open class CPNavigationAlert: NSObject, @preconcurrency NSSecureCoding {
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

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the texts, the image (or deprecated image set), both actions (without handlers) and the duration.
    open func encode(with coder: NSCoder) {
        coder.encode(titleVariants, forKey: "titleVariants")
        coder.encode(subtitleVariants, forKey: "subtitleVariants")
        CPCoding.encode(image, forKey: "image", in: coder)
        coder.encode(legacyImageSet, forKey: "imageSet")
        coder.encode(primaryAction, forKey: "primaryAction")
        coder.encode(secondaryAction, forKey: "secondaryAction")
        coder.encode(duration, forKey: "duration")
    }

    /// Reads what ``encode(with:)`` wrote; fails (nil) without a primary action. The decoded actions' handlers do
    /// nothing.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let titles = CPCoding.strings("titleVariants", in: coder),
            let primary = CPCoding.object(CPAlertAction.self, "primaryAction", in: coder)
        else { return nil }
        titleVariants = titles
        subtitleVariants = CPCoding.strings("subtitleVariants", in: coder) ?? []
        image = d.image("image")
        legacyImageSet = CPCoding.object(CPImageSet.self, "imageSet", in: coder)
        primaryAction = primary
        secondaryAction = CPCoding.object(CPAlertAction.self, "secondaryAction", in: coder)
        let duration = coder.decodeDouble(forKey: "duration")
        self.duration = duration <= 0 ? 0 : max(duration, CPNavigationAlertMinimumDuration)
        guard !d.failed else { return nil }
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
