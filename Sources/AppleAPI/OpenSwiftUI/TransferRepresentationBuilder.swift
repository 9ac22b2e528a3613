// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Builds a transferable type's representations from a list of them, in order of preference. Mirrors Core Transferable's
/// [`TransferRepresentationBuilder`](https://developer.apple.com/documentation/coretransferable/transferrepresentationbuilder).
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }
    public static func buildPartialBlock<A: TransferRepresentation, N: TransferRepresentation>(accumulated: A, next: N) -> TupleTransferRepresentation<Item>
    where A.Item == Item, N.Item == Item {
        TupleTransferRepresentation(exports: accumulated.exports + next.exports)
    }
}
