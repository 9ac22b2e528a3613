// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCoreSpotlight

/// A representation that transfers an item as a file. Mirrors Core Transferable's
/// [`FileRepresentation`](https://developer.apple.com/documentation/coretransferable/filerepresentation).
/// - Note: Ours: importing is kept, never run (nothing on the phone hands the app a file to import).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Mirrors [`init(contentType:shouldAttemptToOpenInPlace:exporting:importing:)`](https://developer.apple.com/documentation/coretransferable/filerepresentation/init(contenttype:shouldattempttoopeninplace:exporting:importing:)).
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Mirrors [`init(exportedContentType:shouldAllowToOpenInPlace:exporting:)`](https://developer.apple.com/documentation/coretransferable/filerepresentation/init(exportedcontenttype:shouldallowtoopeninplace:exporting:)).
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }

    /// Mirrors [`init(importedContentType:shouldAttemptToOpenInPlace:importing:)`](https://developer.apple.com/documentation/coretransferable/filerepresentation/init(importedcontenttype:shouldattempttoopeninplace:importing:)).
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    public var body: Self { self }

    /// The file it sends, read.
    public var exports: [TransferExport<Item>] {
        guard let exporting else { return [] }
        return [TransferExport(contentType: contentType) { item in try Data(contentsOf: try await exporting(item).file) }]
    }
}
