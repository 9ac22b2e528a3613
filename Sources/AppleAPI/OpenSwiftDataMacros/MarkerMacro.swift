// SPDX-License-Identifier: Apache-2.0

import SwiftSyntax
import SwiftSyntaxMacros

/// `@Attribute(…)`, `@Relationship(…)` and `@Transient`: they add nothing where they stand; `@Model` reads them from the
/// class's syntax (as SwiftData's do). - Note: Ours.
public struct MarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
