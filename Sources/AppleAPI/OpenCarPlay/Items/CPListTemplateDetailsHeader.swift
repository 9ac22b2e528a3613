// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A header above a list's sections: a thumbnail, a title, a subtitle, a few lines of body text and action buttons,
/// as a podcast's or an album's page shows (iOS 26.4).
///
/// Mirrors [`CPListTemplateDetailsHeader`](https://developer.apple.com/documentation/carplay/cplisttemplatedetailsheader).
/// Set it as a list's ``CPListTemplate/listHeader``; the car shows the first ``maximumActionButtonCount`` buttons
/// and ignores the rest, as Apple documents. Changes to a shown header reach the car.
///
/// - Note: Not here: the header's adaptive background setting, whose Swift name our research could not confirm.
@preconcurrency @MainActor
open class CPListTemplateDetailsHeader: NSObject, CPPlayableItem, @preconcurrency NSSecureCoding {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var thumbnail: CPThumbnailImage { didSet { CPRuntime.elementDidChange(self, "thumbnail") } }
    open var title: String? { didSet { CPRuntime.elementDidChange(self, "title") } }
    open var subtitle: String? { didSet { CPRuntime.elementDidChange(self, "subtitle") } }
    /// Multi-line text under the subtitle, longest variant first; the car shows the first.
    open var bodyVariants: [NSAttributedString] { didSet { CPRuntime.elementDidChange(self, "bodyVariants") } }
    open var actionButtons: [CPButton] { didSet { CPRuntime.elementDidChange(self, "actionButtons") } }
    /// What playing the header's item does and how far it has got; the car draws the progress under the thumbnail.
    open var playbackConfiguration: CPPlaybackConfiguration? { didSet { CPRuntime.elementDidChange(self, "playbackConfiguration") } }

    public convenience init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, actionButtons actionButton: [CPButton]) {
        self.init(thumbnail: thumbnail, title: title, subtitle: subtitle, bodyVariants: [], actionButtons: actionButton)
    }

    public init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, bodyVariants: [NSAttributedString], actionButtons: [CPButton]) {
        self.thumbnail = thumbnail
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = bodyVariants
        self.actionButtons = actionButtons
        super.init()
    }

    /// The most action buttons the car shows. Apple publishes no value (it is the car's); ours is an estimate (see
    /// the car's limits).
    public class var maximumActionButtonCount: Int { CPRuntime.limits.maximumDetailsHeaderActionButtonCount }
    /// The largest action button image. Apple publishes no value; ours is ``CPButtonMaximumImageSize``'s estimate.
    public class var maximumActionButtonSize: CGSize { CPRuntime.limits.buttonImageSize }

    /// Archives with secure coding only.
    public nonisolated class var supportsSecureCoding: Bool { true }

    /// Writes the thumbnail, texts, action buttons (their kind, image and title; not their handlers) and playback
    /// configuration.
    open func encode(with coder: NSCoder) {
        coder.encode(thumbnail, forKey: "thumbnail")
        coder.encode(title, forKey: "title")
        coder.encode(subtitle, forKey: "subtitle")
        CPCoding.encode(bodyVariants, forKey: "bodyVariants", in: coder)
        CPCoding.encodeValue(actionButtons.map(ButtonPlist.init), forKey: "actionButtons", in: coder)
        coder.encode(playbackConfiguration, forKey: "playbackConfiguration")
    }

    /// Reads what ``encode(with:)`` wrote. Decoded buttons have no handlers.
    public required init?(coder: NSCoder) {
        var d = CPDecoder(coder)
        guard let thumbnail = CPCoding.object(CPThumbnailImage.self, "thumbnail", in: coder) else { return nil }
        let rawButtons = d.decoded("actionButtons", as: [ButtonPlist].self) ?? []
        let buttons = rawButtons.compactMap { $0.button() }
        guard buttons.count == rawButtons.count else { return nil }
        self.thumbnail = thumbnail
        title = CPCoding.string("title", in: coder)
        subtitle = CPCoding.string("subtitle", in: coder)
        bodyVariants = d.attributedStrings("bodyVariants") ?? []
        actionButtons = buttons
        playbackConfiguration = CPCoding.object(CPPlaybackConfiguration.self, "playbackConfiguration", in: coder)
        guard !d.failed else { return nil }
        super.init()
    }
}

extension CPListTemplateDetailsHeader: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {
        thumbnail.bind(to: host)
        for b in actionButtons { b.bind(to: host) }
    }
}
