// SPDX-License-Identifier: Apache-2.0

extension Schema {
    /// The options written in a property's `@Attribute(…)`.
    public final class Attribute: @unchecked Sendable {
        /// An option of an attribute. Only `.unique` changes what the store does here (an upsert on save, see
        /// `ModelContext.save()`); the others are accepted so apps build, and are kept.
        public struct Option: Hashable, Sendable {
            let name: String
            /// No two models of the entity keep the same value: inserting one with the value of an existing one
            /// replaces it when the context saves.
            public static let unique = Option(name: "unique")
            /// Kept beside the store on iOS (large data); stored in the store's file here.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted in CloudKit (no CloudKit here).
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept in the history when its model is deleted (no history here).
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracked for changes but not saved on iOS; saved like any attribute here.
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexed by Spotlight on iOS (not here).
            public static let spotlight = Option(name: "spotlight")
        }

        public let options: [Option]
        public let originalName: String
        public let hashModifier: String?

        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName ?? ""
            self.hashModifier = hashModifier
        }

        /// Whether the attribute's values are unique in its entity. - Note: Ours.
        var isUnique: Bool { options.contains(.unique) }
    }
}
