// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reads an `apple-imports.txt` as the AppleImports plugin does: one path per line (a file or a folder), relative to the
/// list's folder; `#` starts a comment. - Note: Ours.
package enum AppleImportsList {
    /// Whether an uncommented line of the list names `file` or a folder it is in.
    package static func lists(_ file: URL, in text: String, folder: URL) -> Bool {
        let path = file.standardizedFileURL.path
        let folder = URL(fileURLWithPath: folder.path, isDirectory: true)
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !line.isEmpty else { continue }
            let root = URL(fileURLWithPath: line, relativeTo: folder).standardizedFileURL.path
            if path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/") { return true }
        }
        return false
    }
}
