// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Local Swift packages whose code needs Apple's frameworks: a package of the project (`Packages/DesignSystem`) that
/// imports UIKit or SwiftUI doesn't build on Linux by path, as SwiftPM compiles it without the shim. Such a package's
/// product is read as one more framework target of the project: built from its sources by the AppleImports plugin,
/// cut at its boundaries like the app, with stand-ins for the packages it depends on. - Note: Ours.
extension XcodeProject {
    /// The project with each such product (linked by the app, one of its frameworks or another such product) as a
    /// framework target, no longer linked as a package; the lines say which and why.
    func readingLocalPackagesAsFrameworks(of app: Target, buildsHere: Set<String>) -> (project: XcodeProject, app: Target, decisions: [String]) {
        var targets = self.targets
        var app = app
        var decisions: [String] = []
        var done: Set<String> = []
        var manifests: [URL: LocalPackageManifest.Package?] = [:]
        while true {
            // The local products linked now (the app's, the frameworks'), not yet read.
            let linkers = [app] + targets.filter(\.isFramework)
            guard
                let (product, folder) = linkers.lazy.flatMap(\.packages).compactMap({ p -> (String, URL)? in
                    guard p.isLocal, let location = p.location, !done.contains(p.product) else { return nil }
                    return (p.product, URL(fileURLWithPath: location, relativeTo: projectFolder).standardizedFileURL)
                }).first
            else { break }
            done.insert(product)
            if manifests[folder] == nil { manifests[folder] = try? LocalPackageManifest.package(inDump: LocalPackageManifest.dump(folder: folder)) }
            guard let package = manifests[folder] ?? nil, let target = package.singleTarget(of: product) else { continue }
            let files = target.swiftFiles(in: folder)
            let needs = Set(files.flatMap { PackageScaffold.imports(in: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") })
                .subtracting(buildsHere).subtracting(package.dependencyNames(of: target)).subtracting([target.name]).sorted()
            guard !needs.isEmpty else { continue }
            let framework = Target(
                name: target.name, productType: "com.apple.product-type.framework", swiftFiles: files, infoPlist: nil, entitlements: nil,
                resources: [], packages: package.dependencyProducts(of: target, projectFolder: projectFolder),
                buildSettings: ["PRODUCT_MODULE_NAME": target.name, "SDKROOT": "iphoneos"])
            targets.append(framework)
            func unlink(_ t: inout Target) { t.packages.removeAll { $0.product == product && $0.isLocal } }
            unlink(&app)
            for i in targets.indices { unlink(&targets[i]) }
            decisions.append(
                "\(product): a local Swift package of the project (\(PackageScaffold.relativeAllowingParents(folder, to: projectFolder))) whose code "
                    + "imports \(needs.prefix(4).joined(separator: ", "))\(needs.count > 4 ? " and \(needs.count - 4) more" : ""), which SwiftPM builds "
                    + "without the shim: read as a framework of the project")
        }
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
