// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A row of a list: text, detail text, image and accessory, with playback state for audio apps.
///
/// Mirrors [`CPListItem`](https://developer.apple.com/documentation/carplay/cplistitem).
@preconcurrency @MainActor
open class CPListItem: NSObject, CPSelectableListItem, CPPlayableItem {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    /// Where the assistant cell sits. Mirrors [`CPListItem.AssistantCellPosition`](https://developer.apple.com/documentation/carplay/cplistitem/assistantcellposition).
    public enum AssistantCellPosition: Int, Sendable {
        case top = 0
        case bottom
    }
    /// When the assistant cell shows. Mirrors [`CPListItem.AssistantCellVisibility`](https://developer.apple.com/documentation/carplay/cplistitem/assistantcellvisibility).
    public enum AssistantCellVisibility: Int, Sendable {
        case off = 0
        case whileLimitedUIActive, always
    }

    open private(set) var text: String?
    open private(set) var detailText: String?
    open private(set) var image: UIImage?
    open private(set) var accessoryImage: UIImage?
    open var accessoryType: CPListItemAccessoryType = .none { didSet { changed("accessoryType") } }
    open var isExplicitContent = false { didSet { changed("isExplicitContent") } }
    open var isPlaying = false { didSet { changed("isPlaying") } }
    /// How selecting the row plays its media, and how far it has got (iOS 26.4).
    open var playbackConfiguration: CPPlaybackConfiguration? { didSet { changed("playbackConfiguration") } }
    /// Progress of playback, 0…1; values outside are clamped.
    open var playbackProgress: CGFloat = 0 {
        didSet {
            if playbackProgress < 0 || playbackProgress > 1 { playbackProgress = min(max(playbackProgress, 0), 1) }
            changed("playbackProgress")
        }
    }
    open var playingIndicatorLocation: CPListItemPlayingIndicatorLocation = .leading { didSet { changed("playingIndicatorLocation") } }
    open var isEnabled = true { didSet { changed("isEnabled") } }
    open var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?
    open var userInfo: Any?

    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open var showsDisclosureIndicator: Bool {
        get { accessoryType == .disclosureIndicator }
        set { accessoryType = newValue ? .disclosureIndicator : .none }
    }

    @available(iOS, introduced: 14.0, deprecated: 14.0)
    open var showsExplicitLabel: Bool {
        get { isExplicitContent }
        set { isExplicitContent = newValue }
    }

    public init(text: String?, detailText: String?) {
        self.text = text
        self.detailText = detailText
        super.init()
    }

    public init(text: String?, detailText: String?, image: UIImage?) {
        self.text = text
        self.detailText = detailText
        self.image = image
        super.init()
    }

    /// An accessory image takes priority over the accessory type; giving one sets the type to `.none`.
    public init(text: String?, detailText: String?, image: UIImage?, accessoryImage: UIImage?, accessoryType: CPListItemAccessoryType) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryImage = accessoryImage
        self.accessoryType = accessoryImage == nil ? accessoryType : .none
        super.init()
    }

    @available(iOS, introduced: 12.0, deprecated: 14.0)
    public init(text: String?, detailText: String?, image: UIImage?, showsDisclosureIndicator: Bool) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryType = showsDisclosureIndicator ? .disclosureIndicator : .none
        super.init()
    }

    /// The largest image the connected car shows in a row; larger images are scaled down.
    public class var maximumImageSize: CGSize { CPRuntime.limits.listItemImageSize }

    open func setText(_ text: String) {
        self.text = text
        changed("text")
    }
    open func setDetailText(_ detailText: String?) {
        self.detailText = detailText
        changed("detailText")
    }
    open func setImage(_ image: UIImage?) {
        self.image = image
        changed("image")
    }
    open func setAccessoryImage(_ accessoryImage: UIImage?) {
        self.accessoryImage = accessoryImage
        changed("accessoryImage")
    }

    private func changed(_ what: String) { CPRuntime.elementDidChange(self, what) }
}

extension CPListItem: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
