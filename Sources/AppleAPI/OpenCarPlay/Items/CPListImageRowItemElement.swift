// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// The abstract base of image row elements (iOS 26).
///
/// Mirrors [`CPListImageRowItemElement`](https://developer.apple.com/documentation/carplay/cplistimagerowitemelement).
@preconcurrency @MainActor
open class CPListImageRowItemElement: NSObject, CPPlayableItem {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    open var image: UIImage { didSet { CPRuntime.elementDidChange(self, "image") } }
    open var isEnabled = true { didSet { CPRuntime.elementDidChange(self, "isEnabled") } }
    /// How selecting the element plays its media, and how far it has got (iOS 26.4).
    open var playbackConfiguration: CPPlaybackConfiguration? { didSet { CPRuntime.elementDidChange(self, "playbackConfiguration") } }
    package init(image: UIImage) {
        self.image = image
        super.init()
    }
    public class var maximumImageSize: CGSize { CPRuntime.limits.imageRowImageSize }
    /// The element's title, if its kind has one. - Note: Not in CarPlay.
    package var elementTitle: String? { nil }
}

/// An image with a title and subtitle beside it. Mirrors [`CPListImageRowItemRowElement`](https://developer.apple.com/documentation/carplay/cplistimagerowitemrowelement).
@preconcurrency @MainActor
open class CPListImageRowItemRowElement: CPListImageRowItemElement {
    open var title: String?
    open var subtitle: String?
    public init(image: UIImage, title: String?, subtitle: String?) {
        self.title = title
        self.subtitle = subtitle
        super.init(image: image)
    }
    package override var elementTitle: String? { title }
}

/// A card with an image, title, subtitle and tint. Mirrors [`CPListImageRowItemCardElement`](https://developer.apple.com/documentation/carplay/cplistimagerowitemcardelement).
@preconcurrency @MainActor
open class CPListImageRowItemCardElement: CPListImageRowItemElement {
    open var showsImageFullHeight: Bool
    open var title: String?
    open var subtitle: String?
    open var tintColor: UIColor?
    public init(image: UIImage, showsImageFullHeight: Bool, title: String?, subtitle: String?, tintColor: UIColor?) {
        self.showsImageFullHeight = showsImageFullHeight
        self.title = title
        self.subtitle = subtitle
        self.tintColor = tintColor
        super.init(image: image)
    }
    public class var maximumFullHeightImageSize: CGSize { CPRuntime.limits.cardFullHeightImageSize }
    public override class var maximumImageSize: CGSize { CPRuntime.limits.imageRowImageSize }
    package override var elementTitle: String? { title }
}

/// A compact element with a shaped image. Mirrors [`CPListImageRowItemCondensedElement`](https://developer.apple.com/documentation/carplay/cplistimagerowitemcondensedelement).
@preconcurrency @MainActor
open class CPListImageRowItemCondensedElement: CPListImageRowItemElement {
    public enum Shape: Int, Sendable {
        case roundedRectangle = 0
        case circular
    }
    open var imageShape: Shape
    open var title: String
    open var subtitle: String?
    open var accessorySymbolName: String?
    public init(image: UIImage, imageShape: Shape, title: String, subtitle: String?, accessorySymbolName: String?) {
        self.imageShape = imageShape
        self.title = title
        self.subtitle = subtitle
        self.accessorySymbolName = accessorySymbolName
        super.init(image: image)
    }
    package override var elementTitle: String? { title }
}

/// An image only. Mirrors [`CPListImageRowItemGridElement`](https://developer.apple.com/documentation/carplay/cplistimagerowitemgridelement).
@preconcurrency @MainActor
open class CPListImageRowItemGridElement: CPListImageRowItemElement {
    public override init(image: UIImage) { super.init(image: image) }
}

/// A shaped image with a title. Mirrors [`CPListImageRowItemImageGridElement`](https://developer.apple.com/documentation/carplay/cplistimagerowitemimagegridelement).
@preconcurrency @MainActor
open class CPListImageRowItemImageGridElement: CPListImageRowItemElement {
    public enum Shape: Int, Sendable {
        case roundedRectangle = 0
        case circular
    }
    open var imageShape: Shape
    open var title: String
    open var accessorySymbolName: String?
    public init(image: UIImage, imageShape: Shape, title: String, accessorySymbolName: String?) {
        self.imageShape = imageShape
        self.title = title
        self.accessorySymbolName = accessorySymbolName
        super.init(image: image)
    }
    package override var elementTitle: String? { title }
}

extension CPListImageRowItemElement: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {}
}
