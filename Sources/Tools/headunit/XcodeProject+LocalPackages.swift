// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Local Swift packages whose code needs Apple's frameworks: a package of the project (`Packages/DesignSystem`) that
/// imports UIKit or SwiftUI doesn't build on Linux by path, as SwiftPM compiles it without the shim. Such a package's
/// product is read as more framework targets of the project (its target, and the targets of its package that target
/// depends on): built from their sources by the AppleImports plugin, cut at their boundaries like the app, with
/// stand-ins for the packages they depend on. - Note: Ours.
extension XcodeProject {
    /// The project with each such product (linked by the app, one of its frameworks or another such product) read as
    /// framework targets, no longer linked as a package; the lines say which and why, and which were left as they are.
    func readingLocalPackagesAsFrameworks(of app: Target, buildsHere: Set<String>) -> (project: XcodeProject, app: Target, decisions: [String]) {
        var targets = self.targets
        var app = app
        var decisions: [String] = []
        var manifests: [URL: Result<LocalPackageManifest.Package, any Error>] = [:]
        func manifest(_ folder: URL) -> Result<LocalPackageManifest.Package, any Error> {
            if let known = manifests[folder] { return known }
            let read = Result { try LocalPackageManifest.package(inDump: LocalPackageManifest.dump(folder: folder)) }
            manifests[folder] = read
            return read
        }
        func note(_ line: String) { if !decisions.contains(line) { decisions.append(line) } }
        let frameworksOfTheProject = Set(self.targets.filter(\.isFramework).map(\.moduleName))
        var modules: Set<String> = []  // the package targets read as frameworks
        var products: Set<String> = []  // their products, unlinked
        // Until nothing changes: a package that depends on one read as a framework must be read so too (SwiftPM would
        // otherwise build that one by path, without the shim).
        var changed = true
        while changed {
            changed = false
            var seen = Set<String>()
            for linked in ([app] + targets.filter(\.isFramework)).flatMap(\.packages)
            where linked.isLocal && !products.contains(linked.product) && seen.insert(linked.product).inserted {
                guard let location = linked.location else { continue }
                let folder = URL(fileURLWithPath: location, relativeTo: projectFolder).standardizedFileURL
                let place = PackageScaffold.relativeAllowingParents(folder, to: projectFolder)
                let package: LocalPackageManifest.Package
                switch manifest(folder) {
                case .success(let read): package = read
                case .failure(let error):
                    note(
                        "\(linked.product): a local Swift package of the project (\(place)) whose manifest couldn't be read (\(error)): left as a path dependency"
                    )
                    continue
                }
                guard let target = package.singleTarget(of: linked.product) else {
                    note("\(linked.product): a product of the local package \(place) made of several targets, or none: left as a path dependency")
                    continue
                }
                let group = package.targetsBuilt(for: target)
                let names = Set(group.map(\.name))
                var needs: Set<String> = []
                for t in group {
                    let imported = Set(t.swiftFiles(in: folder).flatMap { PackageScaffold.imports(in: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") })
                    needs.formUnion(imported.subtracting(buildsHere).subtracting(package.dependencyNames(of: t)).subtracting(names))
                    needs.formUnion(package.dependencyNames(of: t).intersection(modules))
                }
                guard !needs.isEmpty else { continue }
                if let clash = group.first(where: { frameworksOfTheProject.contains($0.name) }) {
                    note(
                        "\(linked.product): the local package \(place) needs the shim, but its target \(clash.name) is named like a framework target of "
                            + "the project: left as a path dependency")
                    continue
                }
                for t in group where !modules.contains(t.name) {
                    modules.insert(t.name)
                    targets.append(
                        Target(
                            name: t.name, productType: "com.apple.product-type.framework", swiftFiles: t.swiftFiles(in: folder), infoPlist: nil,
                            entitlements: nil, resources: [], packages: package.dependencyProducts(of: t, projectFolder: projectFolder, manifest: manifest),
                            buildSettings: ["PRODUCT_MODULE_NAME": t.name, "SDKROOT": "iphoneos"]))
                    targets[targets.count - 1].localPackage = place
                }
                products.insert(linked.product)
                let said = needs.sorted()
                note(
                    "\(linked.product): a local Swift package of the project (\(place)) whose code imports \(said.prefix(4).joined(separator: ", "))"
                        + "\(said.count > 4 ? " and \(said.count - 4) more" : ""), which SwiftPM would build without the shim: read as "
                        + (group.count == 1 ? "a framework of the project" : "frameworks of the project (\(group.map(\.name).joined(separator: ", ")))")
                        + (group.contains { !($0.resources ?? []).isEmpty } ? "; its resources aren't copied (Bundle.module isn't there)" : ""))
                changed = true
            }
        }
        // A framework read from a package may link another that was read so too, later: none links one now.
        app.packages.removeAll { $0.isLocal && products.contains($0.product) }
        for i in targets.indices { targets[i].packages.removeAll { $0.isLocal && products.contains($0.product) } }
        return (XcodeProject(bundle: bundle, projectFolder: projectFolder, targets: targets), app, decisions)
    }
}

extension XcodeProject {
    /// A project made of given targets (``readingLocalPackagesAsFrameworks(of:buildsHere:)``).
    init(bundle: URL, projectFolder: URL, targets: [Target]) {
        self.bundle = bundle
        self.projectFolder = projectFolder
        self.targets = targets
    }
}
