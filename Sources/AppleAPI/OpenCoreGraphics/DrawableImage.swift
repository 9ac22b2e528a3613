// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An image a context can keep in its recorded drawing and draw again into another context: UIKit's `UIImage`, which
/// lives in the module above this one (as on iOS, where UIKit draws with Core Graphics, not the other way round).
/// - Note: Ours (not in Core Graphics); only `UIImage` conforms.
package protocol DrawableImage: NSObject, Sendable {
    /// Draws the image into `rect` of the current context (the top of ``CGContext``'s stack on this thread).
    func draw(in rect: CGRect)
}
