// SPDX-License-Identifier: Apache-2.0

import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind OpenSwiftData's macros (`@Model`, the attributes apps write on its properties, and `@ModelActor`).
/// - Note: Ours.
@main
struct OpenSwiftDataMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ModelMacro.self, PersistedPropertyMacro.self, MarkerMacro.self, ModelActorMacro.self]
}
