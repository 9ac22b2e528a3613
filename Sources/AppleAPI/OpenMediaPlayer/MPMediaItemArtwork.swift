// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit

/// Artwork for the now playing screen, produced on request at the size the car asks for.
///
/// Mirrors [`MPMediaItemArtwork`](https://developer.apple.com/documentation/mediaplayer/mpmediaitemartwork).
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    public let bounds: CGRect
    private let requestHandler: @Sendable (CGSize) -> UIImage

    public init(boundsSize: CGSize, requestHandler: @escaping @Sendable (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
        super.init()
    }

    /// The image for the given size (the handler's answer).
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}
