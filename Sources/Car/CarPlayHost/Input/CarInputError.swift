// SPDX-License-Identifier: Apache-2.0

/// Why the car couldn't do what the user (or a script) asked.
public struct CarInputError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
