// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The stand-ins `init --project` writes for the files the CarPlay cut reaches but can't build (``CarPlayCut``).
extension PackageScaffold {
    /// The folder of the stand-ins, in the app's target (they are compiled as they are, not through the plugin).
    static let standInsFolder = "CarPlayPackage/Sources/StandIns"

    /// A stand-in's file name: the original's, with its folder's name before it when the folder isn't the target's root
    /// (two `Manager.swift` in different folders stay apart).
    static func standInName(_ original: URL) -> String {
        let folder = original.deletingLastPathComponent().lastPathComponent.filter { $0.isLetter || $0.isNumber }
        return (folder.isEmpty ? "" : folder + "-") + original.lastPathComponent
    }

}

extension PackageScaffold {
    /// OpenCarPlay's Apple API sources (`Sources/AppleAPI`) for reading what its shim declares: the `--open-car-play` checkout when it is a
    /// folder, else the checkout this `headunit` was built from.
    nonisolated static func shimSources(openCarPlay: String) -> URL? {
        let candidates = [openCarPlay, ownCheckout].compactMap { $0 }.filter { !$0.contains("://") && !$0.hasPrefix("git@") }
        return candidates.map { URL(fileURLWithPath: $0).appendingPathComponent("Sources/AppleAPI").standardizedFileURL }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("CarPlayShim/CarPlayShim.swift").path) }
    }
}
