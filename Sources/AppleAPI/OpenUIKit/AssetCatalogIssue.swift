// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Something wrong in an app's asset catalog, naming the file it is in: a `Contents.json` that isn't JSON Xcode
/// writes (an error: the catalog isn't read, as Xcode's `actool` fails the build), or an entry the car skips (a
/// warning: a file the set names but doesn't hold, an image that doesn't decode, a vector image we don't draw).
///
/// - Note: Ours (not in UIKit): iOS reads compiled catalogs (`Assets.car`); the car reads an app's `.xcassets` folders.
public struct AssetCatalogIssue: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The file the problem is in (a `Contents.json`, or the image it names).
    public let file: String
    public let message: String
    /// Whether the catalog (or the set) couldn't be read at all.
    public let isError: Bool

    public init(file: String, message: String, isError: Bool) {
        self.file = file
        self.message = message
        self.isError = isError
    }

    public var description: String { "\(file): \(isError ? "error" : "warning"): \(message)" }
}
