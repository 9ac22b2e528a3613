// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A file a file representation receives. Mirrors Core Transferable's
/// [`ReceivedTransferredFile`](https://developer.apple.com/documentation/coretransferable/receivedtransferredfile).
public struct ReceivedTransferredFile: Sendable {
    /// Mirrors [`file`](https://developer.apple.com/documentation/coretransferable/receivedtransferredfile/file).
    public let file: URL
    /// Mirrors [`isOriginalFile`](https://developer.apple.com/documentation/coretransferable/receivedtransferredfile/isoriginalfile).
    public let isOriginalFile: Bool
}
