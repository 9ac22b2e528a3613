// SPDX-License-Identifier: Apache-2.0

extension Schema {
    /// The options written in a property's `@Relationship(…)`.
    public final class Relationship: @unchecked Sendable {
        /// An option of a relationship (`.unique`: accepted and kept; nothing here depends on it).
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models its relationship holds.
        public enum DeleteRule: Hashable, Codable, Sendable {
            /// Deletes them too.
            case cascade
            /// Refuses the delete while the relationship holds any: the context's next save throws.
            case deny
            /// Leaves them as they are (their inverse still names the deleted model until the app changes it).
            case noAction
            /// Removes the deleted model from their inverse (the default).
            case nullify
        }

        public let options: [Option]
        public var deleteRule: DeleteRule
        public var minimumModelCount: Int?
        public var maximumModelCount: Int?
        public let originalName: String
        /// The property on the other side that names this side, if given.
        public let inverseKeyPath: AnyKeyPath?
        public let hashModifier: String?

        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
            originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
        ) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName ?? ""
            inverseKeyPath = inverse
            self.hashModifier = hashModifier
        }
    }
}
