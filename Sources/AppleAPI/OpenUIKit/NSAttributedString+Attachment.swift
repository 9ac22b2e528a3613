// SPDX-License-Identifier: Apache-2.0

import Foundation

extension NSAttributedString {
    /// One attachment character (U+FFFC) carrying `attachment`. Mirrors
    /// [`init(attachment:)`](https://developer.apple.com/documentation/foundation/nsattributedstring/init(attachment:)).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(UnicodeScalar(UInt32(NSAttachmentCharacter))!), attributes: [.attachment: attachment])
    }

    /// The attachments in order with their positions (UTF-16 offsets). - Note: Ours.
    package var textAttachments: [(location: Int, attachment: NSTextAttachment)] {
        var found: [(Int, NSTextAttachment)] = []
        enumerateAttribute(.attachment, in: NSRange(location: 0, length: length)) { value, range, _ in
            if let a = value as? NSTextAttachment { found.append((range.location, a)) }
        }
        return found
    }

    /// The text with its attachment characters taken out and spaces tidied. - Note: Ours.
    package var textWithoutAttachments: String {
        string.replacingOccurrences(of: "\u{FFFC}", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
