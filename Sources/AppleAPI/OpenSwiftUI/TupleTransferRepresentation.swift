// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Several representations in order, as a transferable type's builder lists them. Mirrors Core Transferable's
/// [`TupleTransferRepresentation`](https://developer.apple.com/documentation/coretransferable/tupletransferrepresentation).
/// - Note: Ours: it keeps what the representations export, not the representations.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public let exports: [TransferExport<Item>]
    public var body: Self { self }
}
