// SPDX-License-Identifier: Apache-2.0

/// An error SwiftData's containers and contexts throw. Compared by kind (`catch SwiftDataError.loadIssueModelContainer`);
/// `description` says what went wrong and where.
public struct SwiftDataError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What kind of error it is (SwiftData's static names). - Note: Ours.
    let kind: String
    /// What went wrong, naming the model, property or file. - Note: Ours.
    public let description: String

    init(_ kind: SwiftDataError, _ description: String) {
        self.kind = kind.kind
        self.description = description
    }

    private init(kind: String) {
        self.kind = kind
        description = kind
    }

    /// The container couldn't read its store (a damaged file, or data this version of the models can't read).
    public static let loadIssueModelContainer = SwiftDataError(kind: "loadIssueModelContainer")
    /// A save broke a rule of the schema (a delete rule that denies, a required relationship left empty). Also what a
    /// save to a configuration that doesn't allow saving throws here (which error SwiftData throws then is not
    /// documented).
    public static let modelValidationFailure = SwiftDataError(kind: "modelValidationFailure")
    /// A fetch named a model type the container's schema doesn't have.
    public static let unknownSchema = SwiftDataError(kind: "unknownSchema")

    public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool { lhs.kind == rhs.kind }
}
