// SPDX-License-Identifier: Apache-2.0

// carplay-imports [--listed-in apple-imports.txt] INPUT OUTPUT [INPUT OUTPUT …]: writes each INPUT, a Swift file written
// for iOS, to its OUTPUT with its Apple imports made `import CarPlayShim` (see `AppleImportRewriter`); for an
// `.intentdefinition` INPUT, writes the Swift Xcode generates from it (see `IntentDefinitionGenerator`); for a Core Data
// model (`.xcdatamodeld`), the classes Xcode generates from it (see `DataModelGenerator`). The `AppleImports` build tool
// plugin runs it on the app's files a group at a time (a process per file cost Meshtastic's 465 about 20 s of CPU each
// time the tool was linked again). The older form `INPUT OUTPUT --listed-in LIST` still reads.

import Foundation

var positional: [String] = []
var listPath: String?
var rest = CommandLine.arguments.dropFirst()
while let argument = rest.popFirst() {
    if argument == "--listed-in", let path = rest.popFirst() { listPath = path } else { positional.append(argument) }
}
guard positional.count >= 2, positional.count.isMultiple(of: 2), !positional.contains("--listed-in") else {
    FileHandle.standardError.write(
        Data(
            "usage: carplay-imports [--listed-in apple-imports.txt] INPUT.swift|INPUT.intentdefinition|INPUT.xcdatamodeld OUTPUT.swift [INPUT OUTPUT …]\n"
                .utf8))
    exit(2)
}
/// The list given with `--listed-in`, read once now (so a `#` removed or added takes effect at the next build).
let list = listPath.map { URL(fileURLWithPath: $0) }
let listText = list.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }

/// The Swift the plugin compiles for `input`: nothing but a comment when the list has it only commented out.
func translate(_ input: URL) throws -> String {
    if let list, let listText, !AppleImportsList.lists(input, in: listText, folder: list.deletingLastPathComponent()) {
        return "// \(input.standardizedFileURL.path): commented out in \(list.path), so not built.\n"
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

var failed = false
for index in stride(from: 0, to: positional.count, by: 2) {
    let input = URL(fileURLWithPath: positional[index])
    let output = URL(fileURLWithPath: positional[index + 1])
    do {
        let rewritten = try translate(input)
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written only when it changes, so an unchanged file doesn't make its module build again.
        if (try? Data(contentsOf: output)) != Data(rewritten.utf8) {
            try Data(rewritten.utf8).write(to: output, options: .atomic)
        }
    } catch let failure as IntentDefinitionGenerator.Failure {
        FileHandle.standardError.write(Data("\(failure.description)\n".utf8))
        failed = true
    } catch {
        FileHandle.standardError.write(Data("\(input.path): error: \(error.localizedDescription)\n".utf8))
        failed = true
    }
}
// Every file's error at once; the group fails if any did.
exit(failed ? 1 : 0)
