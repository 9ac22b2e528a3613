// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import CarPlayHost
import Foundation

/// A framework target of the app's Xcode project that the app's code imports (`import MyAppKit`): built from its Swift
/// files as a target of the package, through the AppleImports plugin as the app's code is.
struct FrameworkPart: Equatable {
    /// The module's name (the target's `PRODUCT_MODULE_NAME`) and the Xcode target it is made from.
    var module: String
    var targetName: String
    /// Its Swift files, relative to the package's folder.
    var entries: [String]
    /// The package's targets it imports (other frameworks, stand-ins) and the local packages' products.
    var dependencies: [String]
    var localProducts: [LocalPackagePart]
    /// Its files the CarPlay cut doesn't build, with why.
    var leftOut: [PackageScaffold.LeftOutFile] = []

    var folder: String { "CarPlayPackage/Frameworks/\(module)" }
}

/// A local Swift package of the project (`XCLocalSwiftPackageReference`) the code imports, depended on by path.
struct LocalPackagePart: Equatable {
    var product: String
    /// The package's folder, relative to the package `init` writes.
    var path: String
    /// How a product reference names it: its folder's name.
    var identity: String
}

/// How `headunit init --project` reads the Xcode project: the target, its frameworks and packages.
extension PackageScaffold {
    /// The package around an Xcode project's target (`--project`, `--target`): every Swift file the target compiles,
    /// its Info.plist and entitlements from its build settings, its resources; its Swift packages are reported.
    init(
        project: String, target targetName: String?, infoPlist: String? = nil, entitlements: String? = nil, name: String?, output: String, openCarPlay: String?,
        resources: [String] = []
    ) throws {
        let fm = FileManager.default
        let cwd = URL(fileURLWithPath: fm.currentDirectoryPath)
        func absolute(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL }
        let root = absolute(output)
        let read: XcodeProject
        do { read = try XcodeProject(contentsOf: absolute(project)) } catch { throw ValidationError("--project \(project): \(error)") }
        let target: XcodeProject.Target
        do { target = try read.target(named: targetName) } catch { throw ValidationError("--project \(project): \(error)") }
        // Local packages whose code needs the shim are read as the project's frameworks.
        let (xcode, chosen, packageDecisions) = read.readingLocalPackagesAsFrameworks(of: target, buildsHere: Self.importable)
        guard !chosen.swiftFiles.isEmpty else { throw ValidationError("--project \(project): target \(chosen.name) compiles no .swift files") }
        guard let info = infoPlist.map(absolute) ?? chosen.infoPlist else {
            if let names = chosen.unresolvedSettings["INFOPLIST_FILE"] {
                throw ValidationError(
                    "--project \(project): target \(chosen.name)'s INFOPLIST_FILE names \(names.sorted().map { "$(\($0))" }.joined(separator: ", ")), "
                        + "which no build setting or configuration file of the project sets: give the Info.plist with --info-plist")
            }
            throw ValidationError(
                "--project \(project): target \(chosen.name) names no INFOPLIST_FILE (Xcode generates it): give the CarPlay scene manifest with --info-plist")
        }
        let addsCarPlay = entitlements == nil && !chosen.addedEntitlements.isEmpty
        if entitlements == nil, chosen.entitlements == nil, !addsCarPlay, let names = chosen.unresolvedSettings["CODE_SIGN_ENTITLEMENTS"] {
            throw ValidationError(
                "--project \(project): target \(chosen.name)'s CODE_SIGN_ENTITLEMENTS names \(names.sorted().map { "$(\($0))" }.joined(separator: ", ")), "
                    + "which no build setting or configuration file of the project sets: give the entitlements file with --entitlements")
        }
        let missing = chosen.swiftFiles.filter { !fm.fileExists(atPath: $0.path) }
        if !missing.isEmpty {
            throw ValidationError(
                "--project \(project): target \(chosen.name) lists files that aren't there: \(missing.prefix(5).map(\.path).joined(separator: ", "))")
        }
        // CarPlay's entitlement added by a build phase's script (a project that grants it to its own team's builds only),
        // written into the package now, as the car reads the declaration from the file: removed again if init stops.
        let addedEntitlements = addsCarPlay ? try Self.entitlementsWithAddedKeys(of: chosen, root: root) : nil
        // The files the CarPlay code reaches; the phone's own screens are listed commented out.
        let roots =
            ((try? PropertyListReader.read(contentsOf: info)).map(Self.carPlayDelegateClasses) ?? [])
            + (Self.applicationDelegate(in: chosen.swiftFiles).map { [$0] } ?? [])
        // A file importing the project's framework targets or local packages is built: those are built beside it.
        // And the products those local packages depend on (`SwiftProtobuf` beside a protobuf package): Xcode lets the
        // app import them, and SwiftPM builds them as the local package's dependencies.
        let localDependencies = Set(Self.linkedLocalPackageFolders(of: chosen, in: xcode).flatMap(LocalPackageManifest.dependencyProducts(folder:)))
        let available = Self.importable.union(Self.shimmed).union(Self.projectModules(of: chosen, in: xcode)).union(localDependencies)
        // The project's frameworks the code imports: their files join the reach, which stops at their boundaries too.
        let importedFrameworks = Self.importedFrameworks(of: chosen, in: xcode)
        // A file may be in the app's target and a framework's (Xcode compiles it in each): the reach reads it once.
        var seen = Set<URL>()
        let reachFiles = (chosen.swiftFiles + importedFrameworks.flatMap(\.swiftFiles)).filter { fm.fileExists(atPath: $0.path) && seen.insert($0).inserted }
        let cut =
            roots.isEmpty
            ? nil
            : CarPlayCut(
                files: reachFiles, roots: Set(roots), available: available,
                shimDeclarations: openCarPlay.flatMap { Self.shimSources(openCarPlay: $0) }.map(StubNames.shimDeclarations(sources:)) ?? [],
                toolchain: ToolchainNames())
        let appFiles = Set(chosen.swiftFiles)
        let swiftFiles = cut?.kept.filter(appFiles.contains) ?? chosen.swiftFiles
        func entry(_ url: URL) -> String { Self.relative(url, to: root) ?? Self.relativeAllowingParents(url, to: root) }
        // Intent definitions too: the AppleImports plugin generates their classes, as Xcode does.
        let entries = swiftFiles.map(entry) + chosen.intentDefinitions.map(entry)
        do {
            try self.init(
                root: root,
                sourcesPath: "the \(swiftFiles.count) Swift files of \(xcode.bundle.lastPathComponent)'s target \(chosen.name) its CarPlay code reaches",
                sourceEntries: entries, swiftFiles: swiftFiles, sourcesFolder: nil, infoPlist: info.path,
                entitlements: entitlements.map { absolute($0).path } ?? addedEntitlements?.file.path ?? chosen.entitlements?.path, name: name,
                openCarPlay: openCarPlay, resources: resources,
                resourceURLs: chosen.resources, buildSettings: Self.infoPlistSettings(of: chosen))
        } catch {
            if let addedEntitlements, addedEntitlements.created { try? fm.removeItem(at: addedEntitlements.file) }
            throw error
        }
        writtenEntitlements = addedEntitlements.map { _ in Self.addedEntitlementsPath(target: chosen.name) }
        projectTarget = chosen.name
        if let cut {
            leftOutEntries =
                cut.cut.filter { appFiles.contains($0.outline.url) }.map {
                    LeftOutFile(entry: entry($0.outline.url), reason: "\($0.reason): stood in by StandIns/\(Self.standInName($0.outline.url))")
                } + cut.leftOut.filter { appFiles.contains($0.url) }.map { LeftOutFile(entry: entry($0.url), reason: $0.reason.description) }
            standIns = Self.standIns(cut, frameworks: importedFrameworks, entry: entry)
            frameworkReach = Self.frameworkReach(cut, frameworks: importedFrameworks, entry: entry)
        }
        let (lines, parts) = linkProjectParts(of: chosen, in: xcode)
        // What a local package depends on builds with it: no warning for the files that import it.
        for module in localDependencies {
            unknownImports[module] = nil
            unknownImporters[module] = nil
        }
        let identifier = buildSettings["PRODUCT_BUNDLE_IDENTIFIER"].map { "bundle identifier \($0)" }
        let entitled = (entitlementsPath ?? chosen.entitlements?.path).map { "entitlements \($0)" }
        decisions =
            [xcode.choice(named: targetName), [identifier, entitled].compactMap { $0 }.joined(separator: ", ")].compactMap { $0 }
            .filter { !$0.isEmpty } + packageDecisions + parts
        warnings =
            declarationWarnings + resourceWarnings + chosen.settingsWarnings + (addedEntitlements.map { [$0.warning] } ?? [])
            + Self.unresolvedSettingWarnings(of: chosen) + Self.importWarnings(unknownImports) + lines
        cutSummary =
            cut?.summary(
                appFiles: appFiles, frameworks: importedFrameworks.map { ($0.moduleName, frameworkReach[$0.moduleName]?.kept.count ?? 0, $0.swiftFiles.count) }
            ) ?? []
    }

    /// The modules of the project that the package builds when the code imports them: its framework targets' and the
    /// products of the local packages (with a Package.swift) the app or a framework links.
    static func projectModules(of app: XcodeProject.Target, in xcode: XcodeProject) -> Set<String> {
        let frameworks = xcode.targets.filter(\.isFramework)
        return Set(frameworks.map(\.moduleName) + linkedLocalPackages(of: app, in: xcode).map(\.product))
    }

    /// The local packages (with a Package.swift) the app or one of the project's frameworks links.
    static func linkedLocalPackages(of app: XcodeProject.Target, in xcode: XcodeProject) -> [XcodeProject.PackageProduct] {
        ([app] + xcode.targets.filter(\.isFramework)).flatMap(\.packages).filter { p in
            p.isLocal
                && p.location.map {
                    FileManager.default.fileExists(
                        atPath: URL(fileURLWithPath: $0, relativeTo: xcode.projectFolder).appendingPathComponent("Package.swift").path)
                } == true
        }
    }

    /// Their folders, each once.
    static func linkedLocalPackageFolders(of app: XcodeProject.Target, in xcode: XcodeProject) -> [URL] {
        var folders: [URL] = []
        for p in linkedLocalPackages(of: app, in: xcode) {
            guard let location = p.location else { continue }
            let folder = URL(fileURLWithPath: location, relativeTo: xcode.projectFolder).standardizedFileURL
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// `key`'s value as Xcode builds with it, when usable. A variable nothing sets reads as empty, as in Xcode
    /// (`io.example.app$(SUFFIX)` is `io.example.app`), but a value it spoils is never used: a bundle identifier left
    /// malformed (`$(TEAM).app` is `.app`), a file's path with a missing part.
    static func builtValue(_ key: String, of target: XcodeProject.Target) -> String? {
        guard let value = target.buildSettings[key], !value.isEmpty else { return nil }
        guard target.unresolvedSettings[key] != nil else { return value }
        switch key {
        case "PRODUCT_BUNDLE_IDENTIFIER":
            let parts = value.split(separator: ".", omittingEmptySubsequences: false)
            let valid = parts.count >= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }
            return valid ? value : nil
        case "INFOPLIST_FILE", "CODE_SIGN_ENTITLEMENTS": return nil
        default: return value
        }
    }

    /// Warnings for the app's name and identifier when they name variables nothing sets: read as empty (as Xcode
    /// does), or left out when that spoils them.
    static func unresolvedSettingWarnings(of target: XcodeProject.Target) -> [String] {
        ["PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME"].compactMap { key in
            guard let names = target.unresolvedSettings[key] else { return nil }
            let named =
                "target \(target.name)'s \(key) names \(names.sorted().map { "$(\($0))" }.joined(separator: ", ")), which no build setting or "
                + "configuration file of the project sets"
            return builtValue(key, of: target).map { "\(named): read as empty, as Xcode does: \($0)" }
                ?? "\(named): left out, as it would read '\(target.buildSettings[key] ?? "")' (give it in the target's .xcconfig or build settings)"
        }
    }

    /// Links what the app's code imports to the project's parts: its framework targets (built as targets of the
    /// package, their own imports followed), local Swift packages (depended on by path when their folder has a
    /// Package.swift) and the other Swift packages the app or its frameworks link (stand-ins: ``PackageStub``).
    /// Returns the warnings and the decisions for the summary.
    mutating func linkProjectParts(of app: XcodeProject.Target, in xcode: XcodeProject) -> (warnings: [String], decisions: [String]) {
        let fm = FileManager.default
        var frameworkTargets: [String: XcodeProject.Target] = [:]
        // Of two frameworks of one module (an iOS one and a watchOS one), the iOS one.
        for t in xcode.targets.filter({ $0.platforms.contains("iphoneos") }) + xcode.targets where t.isFramework && frameworkTargets[t.moduleName] == nil {
            frameworkTargets[t.moduleName] = t
        }
        var unknown = unknownImports
        var importers = unknownImporters
        var warnings: [String] = []
        var decisions: [String] = []
        // The frameworks the app imports, then the ones they import.
        var pending = unknown.keys.filter { frameworkTargets[$0] != nil }.sorted()
        var imported: [String: Set<String>] = [:]  // framework → modules its files import that aren't Apple's or ours
        var linking: [XcodeProject.Target] = [app]
        while let module = pending.first {
            pending.removeFirst()
            guard let t = frameworkTargets[module], !frameworks.contains(where: { $0.module == module }) else { continue }
            // The files the CarPlay cut keeps of it (all, when no cut ran).
            let files = (frameworkReach[module]?.kept ?? t.swiftFiles).filter { fm.fileExists(atPath: $0.path) }
            let users = unknown.removeValue(forKey: module) ?? []
            importers[module] = nil
            guard !t.swiftFiles.filter({ fm.fileExists(atPath: $0.path) }).isEmpty else {
                warnings.append(
                    "\(module), the project's \(t.kindDescription) target \(t.name), has no Swift files here to build (Objective-C, or files missing): "
                        + "guard the code that uses it with #if canImport(\(module))")
                continue
            }
            var modules: Set<String> = []
            for file in files {
                for m in Self.imports(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
                where !Self.importable.contains(m) && !Self.shimmed.contains(m) && m != module {
                    modules.insert(m)
                    if frameworkTargets[m] != nil {
                        pending.append(m)
                    } else {
                        unknown[m, default: []].append(file.lastPathComponent)
                        importers[m, default: []].append(file.standardizedFileURL.path)
                    }
                }
            }
            imported[module] = modules
            linking.append(t)
            // Its intent definitions too: the plugin generates their classes, as Xcode does for the framework.
            let entries = (files + t.intentDefinitions).map { Self.relative($0, to: root) ?? Self.relativeAllowingParents($0, to: root) }
            frameworks.append(
                FrameworkPart(
                    module: module, targetName: t.name, entries: entries, dependencies: [], localProducts: [],
                    leftOut: frameworkReach[module]?.leftOut ?? []))
            let count =
                frameworkReach[module].map { "\($0.kept.count) of its \($0.total) Swift files" } ?? "\(files.count) Swift file\(files.count == 1 ? "" : "s")"
            decisions.append(
                "\(module): \(t.localPackage.map { "the target \(t.name) of the local package \($0)" } ?? "the project's framework target \(t.name)") (\(count))\(users.isEmpty ? "" : ", imported by \(Self.some(users))"): "
                    + "built as a target of this package (CarPlayPackage/Frameworks/\(module)/apple-imports.txt lists its files); the app's target depends on it"
            )
        }
        // The Swift packages the app and its frameworks link, each once.
        var products: [(XcodeProject.PackageProduct, linkedBy: String)] = []
        for t in linking {
            for p in t.packages where !products.contains(where: { $0.0.product == p.product }) { products.append((p, t.name)) }
        }
        var unused: [String] = []
        for (package, linkedBy) in products {
            let source = "\(package.location ?? "a package")\(package.requirement.map { ", \($0)" } ?? "")"
            guard let files = unknown.removeValue(forKey: package.product) else {
                unused.append("\(package.product) (linked by \(linkedBy))")
                continue
            }
            let paths = importers.removeValue(forKey: package.product) ?? []
            if package.isLocal, let location = package.location {
                let folder = URL(fileURLWithPath: location, relativeTo: xcode.projectFolder).standardizedFileURL
                if fm.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                    localPackages.append(
                        LocalPackagePart(
                            product: package.product, path: Self.relativeAllowingParents(folder, to: root), identity: folder.lastPathComponent))
                    decisions.append(
                        "\(package.product): a local Swift package of the project (\(location)), imported by \(Self.some(files)): "
                            + "the package depends on it by path")
                    continue
                }
            }
            let stub = PackageStub(product: package.product, source: source, importers: paths)
            stubs.append(stub)
            warnings.append(
                "\(package.product), a Swift package target \(linkedBy) links (\(source)), is imported by \(files.joined(separator: ", ")): "
                    + "\(stub.path) stands in for it, a target of its own to fill in with what the app uses from it "
                    + "(init --build declares the names the compiler can't find); if the package builds on Linux, depend on it instead")
        }
        // Each framework's dependencies: the package's targets and local products among its imports.
        for i in frameworks.indices {
            let modules = imported[frameworks[i].module] ?? []
            frameworks[i].dependencies =
                frameworks.map(\.module).filter(modules.contains) + stubs.map(\.product).filter(modules.contains)
            frameworks[i].localProducts = localPackages.filter { modules.contains($0.product) }
        }
        unknownImports = unknown
        unknownImporters = importers
        // One line for them all: packages the target links that no file the package builds imports (the files that do
        // may be the phone's own, or stood in by the cut).
        if !unused.isEmpty {
            warnings.append(
                "no file this package builds imports \(unused.count == 1 ? "this package" : "these \(unused.count) packages") the project links: "
                    + "\(unused.joined(separator: ", ")) (nothing to do)")
        }
        return (warnings, decisions)
    }

    /// The local packages' folders, each once (a package may give several products).
    var localPackageFolders: [String] {
        localPackages.map(\.path).reduce(into: []) { folders, path in if !folders.contains(path) { folders.append(path) } }
    }

    /// Up to three of `files`, and how many more.
    static func some(_ files: [String]) -> String {
        files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
    }

    /// The manifest's targets for the project's frameworks (empty without any).
    func frameworkTargets() -> String {
        frameworks.map { f in
            let dependencies =
                [".product(name: \"CarPlayShim\", package: \"\(identity)\")"] + f.dependencies.map { "\"\($0)\"" }
                + f.localProducts.map { ".product(name: \"\($0.product)\", package: \"\($0.identity)\")" }
            return """

                        // The project's framework target \(f.targetName), built from its Swift files (\(f.folder)/apple-imports.txt).
                        .target(
                            name: "\(f.module)", dependencies: [\(dependencies.joined(separator: ", "))], path: "\(f.folder)",
                            exclude: ["apple-imports.txt"], swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("BareSlashRegexLiterals")],
                            plugins: [.plugin(name: "AppleImports", package: "\(identity)")]
                        ),
                """
        }.joined()
    }

    /// Each framework's folder: its apple-imports.txt (its Swift files, as the project lists them) and the file SwiftPM
    /// wants a target to have.
    func frameworkFiles() -> [(String, String)] {
        frameworks.flatMap { f -> [(String, String)] in
            let head =
                "# Written by `headunit init`: the Swift files of the Xcode project's framework target \(f.targetName), relative to this\n"
                + "# folder, built by the AppleImports plugin into the \(f.module) target (compiled as they are, never changed).\n"
            let list: String = f.entries.map { "../../../" + $0 + "\n" }.joined()
            return [
                ("\(f.folder)/apple-imports.txt", head + list + frameworkLeftOutSection(f.leftOut)),
                ("\(f.folder)/AppleImports.swift", appleImportsPlaceholder)
            ]
        }
    }
}
