// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// A list row of images (albums, shows), each selectable, with an optional title.
///
/// Mirrors [`CPListImageRowItem`](https://developer.apple.com/documentation/carplay/cplistimagerowitem).
/// From iOS 26 the row holds elements of one kind (row, card, condensed, grid, image grid).
@preconcurrency @MainActor
open class CPListImageRowItem: NSObject, CPSelectableListItem {
    /// The app session this object was handed to. - Note: Not in CarPlay.
    package weak var carHost: (any CPSystemHost)?
    /// Which element kind the row was made with. - Note: Not in CarPlay.
    package enum ElementStyle: String, Sendable { case images, row, card, condensed, grid, imageGrid }

    open var text: String? { didSet { CPRuntime.elementDidChange(self, "text") } }
    open private(set) var gridImages: [UIImage]
    open private(set) var imageTitles: [String]
    open var elements: [CPListImageRowItemElement] { didSet { CPRuntime.elementDidChange(self, "elements") } }
    public let allowsMultipleLines: Bool
    open var isEnabled = true { didSet { CPRuntime.elementDidChange(self, "isEnabled") } }
    open var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?
    open var listImageRowHandler: ((CPListImageRowItem, Int, @escaping () -> Void) -> Void)?
    open var userInfo: Any?
    package let elementStyle: ElementStyle

    @available(iOS, introduced: 14.0, deprecated: 26.0)
    public init(text: String, images: [UIImage]) {
        self.text = text
        gridImages = images
        imageTitles = []
        elements = []
        allowsMultipleLines = false
        elementStyle = .images
        super.init()
    }

    @available(iOS, introduced: 17.4, deprecated: 26.0)
    public init(text: String, images: [UIImage], imageTitles: [String]) {
        self.text = text
        gridImages = images
        self.imageTitles = imageTitles
        elements = []
        allowsMultipleLines = false
        elementStyle = .images
        super.init()
    }

    private init(text: String?, elements: [CPListImageRowItemElement], allowsMultipleLines: Bool, style: ElementStyle) {
        self.text = text
        self.elements = elements
        gridImages = elements.map(\.image)
        imageTitles = []
        self.allowsMultipleLines = allowsMultipleLines
        elementStyle = style
        super.init()
    }

    public convenience init(text: String?, elements: [CPListImageRowItemRowElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: elements, allowsMultipleLines: allowsMultipleLines, style: .row)
    }
    public convenience init(text: String?, cardElements: [CPListImageRowItemCardElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: cardElements, allowsMultipleLines: allowsMultipleLines, style: .card)
    }
    public convenience init(text: String?, condensedElements: [CPListImageRowItemCondensedElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: condensedElements, allowsMultipleLines: allowsMultipleLines, style: .condensed)
    }
    public convenience init(text: String?, gridElements: [CPListImageRowItemGridElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: gridElements, allowsMultipleLines: allowsMultipleLines, style: .grid)
    }
    public convenience init(text: String?, imageGridElements: [CPListImageRowItemImageGridElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: imageGridElements, allowsMultipleLines: allowsMultipleLines, style: .imageGrid)
    }

    /// Replaces the images (pre-iOS 26 rows).
    @available(iOS, introduced: 14.0, deprecated: 26.0)
    open func update(_ gridImages: [UIImage]) {
        self.gridImages = gridImages
        CPRuntime.elementDidChange(self, "gridImages")
    }

    /// The largest image of a pre-iOS 26 row.
    @available(iOS, introduced: 14.0, deprecated: 26.0)
    public class var maximumImageSize: CGSize { CPRuntime.limits.imageRowImageSize }

    /// The images shown, whichever way the row was made. - Note: Not in CarPlay.
    package var shownImages: [UIImage] { elementStyle == .images ? gridImages : elements.map(\.image) }
}

extension CPListImageRowItem: CPCarBound {
    /// - Note: Not in CarPlay.
    package func bindChildren(to host: any CPSystemHost) {
        for e in elements { e.bind(to: host) }
    }
}
