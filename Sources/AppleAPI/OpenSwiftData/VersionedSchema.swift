// SPDX-License-Identifier: Apache-2.0

/// One version of an app's schema: its version number and the model classes it has. Apple's
/// [`VersionedSchema`](https://developer.apple.com/documentation/swiftdata/versionedschema).
public protocol VersionedSchema: SendableMetatype {
    /// This version's number.
    static var versionIdentifier: Schema.Version { get }
    /// The model classes of this version.
    static var models: [any PersistentModel.Type] { get }
}
