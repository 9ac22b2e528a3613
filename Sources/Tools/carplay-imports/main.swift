// SPDX-License-Identifier: Apache-2.0

// carplay-imports INPUT OUTPUT: writes INPUT, a Swift file written for iOS, to OUTPUT with its Apple imports made
// `import CarPlayShim` (see `AppleImportRewriter`); for an `.intentdefinition` INPUT, writes the Swift Xcode generates from
// it (see `IntentDefinitionGenerator`); for a Core Data model (`.xcdatamodeld`), the classes Xcode generates from it (see
// `DataModelGenerator`). The `AppleImports` build tool plugin runs it for each file.

import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 || (arguments.count == 5 && arguments[3] == "--listed-in") else {
    FileHandle.standardError.write(
        Data("usage: carplay-imports INPUT.swift|INPUT.intentdefinition OUTPUT.swift [--listed-in apple-imports.txt]\n".utf8))
    exit(2)
}
let input = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])
/// The Swift the plugin compiles for `input`: nothing but a comment when the list given with `--listed-in` has it only
/// commented out (read now, so a `#` removed or added takes effect at the next build).
func translate() throws -> String {
    if arguments.count == 5 {
        let list = URL(fileURLWithPath: arguments[4])
        let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
        if !AppleImportsList.lists(input, in: text, folder: list.deletingLastPathComponent()) {
            return "// \(input.standardizedFileURL.path): commented out in \(list.path), so not built.\n"
        }
    }
    if input.pathExtension == "xcdatamodeld" {
        let path = input.standardizedFileURL.path
        return AppleImportRewriter.rewrite(try DataModelGenerator.generate(input, path: path), originalPath: path)
    }
    let data = try Data(contentsOf: input)
    if input.pathExtension == "intentdefinition" {
        return try IntentDefinitionGenerator.generate(data, path: input.standardizedFileURL.path)
    }
    guard let source = String(data: data, encoding: .utf8) else {
        throw IntentDefinitionGenerator.Failure(description: "\(input.path): error: not UTF-8 text; Swift sources must be UTF-8")
    }
    return AppleImportRewriter.rewrite(source, originalPath: input.standardizedFileURL.path)
}

do {
    let rewritten = try translate()
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Written only when it changes, so an unchanged file doesn't make its module build again.
    if (try? Data(contentsOf: output)) != Data(rewritten.utf8) {
        try Data(rewritten.utf8).write(to: output, options: .atomic)
    }
} catch let failure as IntentDefinitionGenerator.Failure {
    FileHandle.standardError.write(Data("\(failure.description)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("\(input.path): error: \(error.localizedDescription)\n".utf8))
    exit(1)
}
