// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An image (or file) inside attributed text, such as a road shield in a maneuver's instruction. Mirrors
/// [`NSTextAttachment`](https://developer.apple.com/documentation/uikit/nstextattachment).
///
/// Put into text with `NSAttributedString(attachment:)`, which stands for it with the attachment character
/// (U+FFFC, ``NSAttachmentCharacter``) carrying the `.attachment` attribute.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// Mirrors [`contents`](https://developer.apple.com/documentation/uikit/nstextattachment/contents).
    open var contents: Data?
    /// The type of ``contents`` (a UTI such as `public.png`). Mirrors
    /// [`fileType`](https://developer.apple.com/documentation/uikit/nstextattachment/filetype).
    open var fileType: String?
    /// Mirrors [`image`](https://developer.apple.com/documentation/uikit/nstextattachment/image).
    open var image: UIImage?
    /// Where the image sits relative to the text's baseline, and its size (zero: the image's own size). Mirrors
    /// [`bounds`](https://developer.apple.com/documentation/uikit/nstextattachment/bounds).
    open var bounds: CGRect = .zero

    /// Mirrors [`init(data:ofType:)`](https://developer.apple.com/documentation/uikit/nstextattachment/init(data:oftype:)).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Mirrors [`init(image:)`](https://developer.apple.com/documentation/uikit/nstextattachment/init(image:)) (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// `NSObject`'s initializer: an empty attachment.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }
}

/// The character that stands for an attachment in attributed text (U+FFFC, the object replacement character). Mirrors
/// UIKit's `NSAttachmentCharacter` constant (NSTextAttachment.h).
public let NSAttachmentCharacter: Int = 0xFFFC
