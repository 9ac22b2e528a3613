// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a transferable type is exported and imported: a primitive representation (data, a file) or a composition of
/// them in `body`. Mirrors Core Transferable's
/// [`TransferRepresentation`](https://developer.apple.com/documentation/coretransferable/transferrepresentation).
/// - Note: Ours: a primitive representation's `body` is itself (Apple's is `Never`).
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation<Item>
    /// Mirrors [`body`](https://developer.apple.com/documentation/coretransferable/transferrepresentation/body).
    @TransferRepresentationBuilder<Item> var body: Body { get }
    /// What it exports, in order. Ours.
    var exports: [TransferExport<Item>] { get }
}

extension TransferRepresentation {
    /// A composed representation exports what its body does.
    public var exports: [TransferExport<Item>] { body.exports }
}
