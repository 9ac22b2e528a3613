// SPDX-License-Identifier: Apache-2.0

import SwiftSyntaxMacros

/// The macros OpenSwiftData's declarations name (`@Model`, the attributes apps write on its properties, and `@ModelActor`).
var providingMacros: [any Macro.Type] { [ModelMacro.self, PersistedPropertyMacro.self, MarkerMacro.self, ModelActorMacro.self] }

#if TOOLCHAIN_SWIFT_SYNTAX
    @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

    /// The compiler plugin behind OpenSwiftData's macros, over the toolchain's own swift-syntax (Package.swift says why):
    /// the compiler's messages read and answered by swift-syntax's handler, on the standard input and output the compiler
    /// spawned the plugin with (``PluginPipe``).
    /// - Note: Ours.
    @main
    struct OpenSwiftDataMacrosPlugin {
        static func main() throws {
            let listener = CompilerPluginMessageListener(connection: try PluginPipe(), provider: PluginMacros())
            try listener.main()
        }
    }
#else
    import SwiftCompilerPlugin

    /// The compiler plugin behind OpenSwiftData's macros, over the swift-syntax package.
    /// - Note: Ours.
    @main
    struct OpenSwiftDataMacrosPlugin: CompilerPlugin {
        let providingMacros: [any Macro.Type] = OpenSwiftDataMacros.providingMacros
    }
#endif
