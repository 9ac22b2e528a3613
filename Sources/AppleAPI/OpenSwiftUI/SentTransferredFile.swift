// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A file a file representation sends. Mirrors Core Transferable's
/// [`SentTransferredFile`](https://developer.apple.com/documentation/coretransferable/senttransferredfile).
public struct SentTransferredFile: Sendable {
    /// Mirrors [`file`](https://developer.apple.com/documentation/coretransferable/senttransferredfile/file).
    public let file: URL
    /// Mirrors [`allowAccessingOriginalFile`](https://developer.apple.com/documentation/coretransferable/senttransferredfile/allowaccessingoriginalfile).
    public let allowAccessingOriginalFile: Bool

    /// Mirrors [`init(_:allowAccessingOriginalFile:)`](https://developer.apple.com/documentation/coretransferable/senttransferredfile/init(_:allowaccessingoriginalfile:)).
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}
