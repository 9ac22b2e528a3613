// SPDX-License-Identifier: Apache-2.0
// This target's code is Tests/AppleImportsOriginals, built by the AppleImports plugin (apple-imports.txt lists the
// folder). SwiftPM wants a target to have a source file of its own, so this one stands here.
