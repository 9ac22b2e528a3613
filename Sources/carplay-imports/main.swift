// SPDX-License-Identifier: Apache-2.0

// carplay-imports INPUT OUTPUT: writes INPUT, a Swift file written for iOS, to OUTPUT with its Apple imports made
// `import CarPlayShim` (see `AppleImportRewriter`). The `AppleImports` build tool plugin runs it for each file.

import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: carplay-imports INPUT.swift OUTPUT.swift\n".utf8))
    exit(2)
}
let input = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])
do {
    let data = try Data(contentsOf: input)
    guard let source = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("\(input.path): error: not UTF-8 text; Swift sources must be UTF-8\n".utf8))
        exit(1)
    }
    let rewritten = AppleImportRewriter.rewrite(source, originalPath: input.standardizedFileURL.path)
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Written only when it changes, so an unchanged file doesn't make its module build again.
    if (try? Data(contentsOf: output)) != Data(rewritten.utf8) {
        try Data(rewritten.utf8).write(to: output, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("\(input.path): error: \(error.localizedDescription)\n".utf8))
    exit(1)
}
