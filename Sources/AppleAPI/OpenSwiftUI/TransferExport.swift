// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCoreSpotlight

/// One way a representation exports its item: the content type and how the item becomes data. Ours: what
/// `Transferable.exported(as:)` reads.
public struct TransferExport<Item: Transferable>: Sendable {
    /// The exported content type.
    public let contentType: UTType
    /// The item as data of that type.
    public let data: @Sendable (Item) async throws -> Data
}
