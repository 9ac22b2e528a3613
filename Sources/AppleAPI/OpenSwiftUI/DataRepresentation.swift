// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCoreSpotlight

/// A representation that transfers an item as data it makes itself. Mirrors Core Transferable's
/// [`DataRepresentation`](https://developer.apple.com/documentation/coretransferable/datarepresentation).
/// - Note: Ours: importing is kept, never run.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Mirrors [`init(contentType:exporting:importing:)`](https://developer.apple.com/documentation/coretransferable/datarepresentation/init(contenttype:exporting:importing:)).
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Mirrors [`init(exportedContentType:exporting:)`](https://developer.apple.com/documentation/coretransferable/datarepresentation/init(exportedcontenttype:exporting:)).
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }

    /// Mirrors [`init(importedContentType:importing:)`](https://developer.apple.com/documentation/coretransferable/datarepresentation/init(importedcontenttype:importing:)).
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    public var body: Self { self }

    public var exports: [TransferExport<Item>] {
        guard let exporting else { return [] }
        return [TransferExport(contentType: contentType, data: exporting)]
    }
}
