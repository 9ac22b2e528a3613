// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import Foundation

/// The entitlements a package takes when the Xcode project's own file grants no CarPlay category but a build phase's
/// script adds one to the entitlements Xcode signs the app with (`XcodeProject.AddedEntitlement`). - Note: Ours.
extension PackageScaffold {
    /// Where init writes the entitlements file it makes: the project's file with the keys the script adds.
    static func addedEntitlementsPath(target: String) -> String { "CarPlayPackage/\(target).entitlements" }

    /// Writes the target's entitlements (its own file's keys, else none) with the CarPlay keys its build phases add, each
    /// `true`, to `addedEntitlementsPath(target:)` under `root`; returns the file and a warning that says what was taken.
    /// Nil when the project's file grants a CarPlay category already or no build phase adds one.
    static func entitlementsWithAddedKeys(of target: XcodeProject.Target, root: URL) throws -> (file: URL, warning: String, created: Bool)? {
        guard !target.addedEntitlements.isEmpty, target.entitlements.map(XcodeProject.grantsCarPlay) != true else { return nil }
        var keys: [String: Any] = [:]
        if let own = target.entitlements {
            guard let data = FileManager.default.contents(atPath: own.path) else {
                throw ValidationError("\(own.path): the entitlements file CODE_SIGN_ENTITLEMENTS names isn't there")
            }
            do {
                guard let read = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                    throw ValidationError("\(own.path): not a dictionary of entitlements")
                }
                keys = read
            } catch let error as ValidationError {
                throw error
            } catch {
                throw ValidationError("\(own.path): not a property list (\(error.localizedDescription))")
            }
        }
        for added in target.addedEntitlements { keys[added.key] = true }
        let file = root.appendingPathComponent(addedEntitlementsPath(target: target.name))
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = try PropertyListSerialization.data(fromPropertyList: keys, format: .xml, options: 0)
        let existing = FileManager.default.contents(atPath: file.path)
        if existing != data { try data.write(to: file, options: .atomic) }
        let phases = Dictionary(grouping: target.addedEntitlements) { "'\($0.phase)'" + ($0.file.map { " (\(relativeAllowingParents($0, to: root)))" } ?? "") }
        let said = phases.keys.sorted().map { "\($0): \(phases[$0]!.map(\.key).joined(separator: ", "))" }.joined(separator: "; ")
        let own =
            target.entitlements.map { "\($0.lastPathComponent) grants no CarPlay category" }
            ?? (target.unresolvedSettings["CODE_SIGN_ENTITLEMENTS"] != nil
                ? "the target's CODE_SIGN_ENTITLEMENTS names variables nothing sets (its file's keys aren't read)"
                : "the target names no entitlements file")
        return (
            file,
            "\(own), but a build phase of target \(target.name) adds one to the entitlements Xcode signs the app with — \(said) — "
                + "whatever the script's conditions (a team, a configuration); wrote \(addedEntitlementsPath(target: target.name)) with them; "
                + "--entitlements chooses another file",
            existing == nil
        )
    }
}
