// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCoreSpotlight

/// A type whose values can be shared, dragged or copied as data or files of the content types it declares. Mirrors Core
/// Transferable's [`Transferable`](https://developer.apple.com/documentation/coretransferable/transferable), which
/// SwiftUI re-exports.
/// - Note: Ours: the phone has no share sheet, drag and drop or pasteboard the car reaches, so nothing asks for a
///   value's representations but the app's own code (`exported(as:)`).
@preconcurrency public protocol Transferable: Sendable {
    associatedtype Representation: TransferRepresentation
    /// Mirrors [`transferRepresentation`](https://developer.apple.com/documentation/coretransferable/transferable/transferrepresentation).
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The value as data of `contentType` (the first representation that exports a type conforming to it; the first
    /// that exports, for nil), read from the file a file representation sends. Mirrors
    /// [`exported(as:)`](https://developer.apple.com/documentation/coretransferable/transferable/exported(as:)).
    public func exported(as contentType: UTType?) async throws -> Data {
        // The builder makes representations of `Self` only.
        guard let item = self as? Representation.Item else { throw CocoaError(.fileWriteUnknown) }
        let exports = Self.transferRepresentation.exports
        guard let export = exports.first(where: { contentType.map($0.contentType.conforms(to:)) ?? true }) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "no representation exports \(contentType?.identifier ?? "data")"])
        }
        return try await export.data(item)
    }
}
