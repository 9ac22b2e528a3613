// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What `headunit init --project` needs from an Xcode project: its targets, each with its Swift files (every one the
/// target compiles, in whatever folder), its Info.plist and entitlements (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`),
/// its resources (asset catalogs and the files its Copy Bundle Resources phase lists) and the Swift packages it links.
/// Read from `project.pbxproj`, the old-style property list Xcode keeps the project in, through its object graph:
/// groups and file references (paths relative to their group, the project or absolute), build phases, build
/// configurations, package references, and Xcode 16's folders kept in sync with the disk (every file under them
/// belongs to the target unless an exception set says otherwise). - Note: Ours.
struct XcodeProject {
    struct Target: Equatable {
        var name: String
        /// `com.apple.product-type.application`, `….app-extension`, ….
        var productType: String
        var swiftFiles: [URL]
        /// The `.intentdefinition` files it compiles (Xcode generates the custom intents' classes from them).
        var intentDefinitions: [URL] = []
        /// The Info.plist the build settings name (nil: none, or Xcode generates it: `GENERATE_INFOPLIST_FILE`).
        var infoPlist: URL?
        var entitlements: URL?
        /// CarPlay entitlements a Run Script build phase adds to the signed entitlements (`XcodeProject+Entitlements.swift`).
        var addedEntitlements: [AddedEntitlement] = []
        /// The local package a framework was read from (`XcodeProject+LocalPackages.swift`), its folder as the project names it.
        var localPackage: String?
        /// Asset catalogs and the other files the target copies into its bundle.
        var resources: [URL]
        var packages: [PackageProduct]
        /// Build settings of the configuration read (Debug, else the first), resolved as Xcode does.
        var buildSettings: [String: String]
        /// The settings whose values name variables nothing sets, with those variables (Xcode reads them as empty).
        var unresolvedSettings: [String: Set<String>] = [:]
        /// Why the target's settings couldn't be read (a configuration file missing or malformed), if so.
        var settingsError: String?
        /// What reading the settings passed over (a configuration file the project names that isn't there).
        var settingsWarnings: [String] = []

        var isApplication: Bool { productType == "com.apple.product-type.application" }
    }

    /// A Swift package product a target links.
    struct PackageProduct: Equatable {
        var product: String
        /// The repository (remote) or the folder (local package), when the project says.
        var location: String?
        /// `upToNextMajorVersion 5.0.0`, `branch main`, `exactVersion 1.2.3`, … (remote packages).
        var requirement: String?
        var isLocal: Bool
    }

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The `.xcodeproj` folder, and the folder holding it (where project paths start).
    let bundle: URL
    let projectFolder: URL
    let targets: [Target]

    /// Reads `X.xcodeproj` (or its `project.pbxproj`).
    init(contentsOf url: URL) throws {
        let file = url.pathExtension == "pbxproj" ? url : url.appendingPathComponent("project.pbxproj")
        bundle = file.deletingLastPathComponent()
        projectFolder = bundle.deletingLastPathComponent()
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw ReadError(description: "\(file.path): no such file (an .xcodeproj folder holds project.pbxproj)")
        }
        let root: OldStylePlist
        do {
            root = try OldStylePlist.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw ReadError(description: "\(file.path):\(error.line): \(error.message)")
        }
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string, let project = objects[rootID] else {
            throw ReadError(description: "\(file.path): not an Xcode project (no objects or rootObject)")
        }
        targets = try Self.targets(
            objects: objects, project: project, folder: projectFolder, projectName: bundle.deletingPathExtension().lastPathComponent)
    }

    /// The target to build for CarPlay: the one named, else the only iOS application (watch apps, extensions,
    /// frameworks and Mac apps are passed over), else the iOS application whose entitlements grant a CarPlay category.
    func target(named name: String?) throws -> Target {
        let chosen = try choose(named: name)
        if let error = chosen.settingsError { throw ReadError(description: error) }
        return chosen
    }

    /// Why ``target(named:)`` chose what it chose, for the summary.
    func choice(named name: String?) -> String? {
        guard let chosen = try? choose(named: name) else { return nil }
        guard name == nil else { return "target \(chosen.name) (\(chosen.kindDescription)): as --target says" }
        let others = targets.filter { $0.name != chosen.name }.map { "\($0.name) (\($0.kindDescription))" }
        let apps = targets.filter(\.isPhoneApplication)
        return "target \(chosen.name): \(apps.count == 1 ? "the project's only iOS app" : "the iOS app with a CarPlay entitlement")"
            + (others.isEmpty ? "" : "; passed over \(others.joined(separator: ", ")) (--target chooses another)")
    }

    private func choose(named name: String?) throws -> Target {
        if let name {
            guard let t = targets.first(where: { $0.name == name }) else {
                throw ReadError(
                    description: "no target named '\(name)' in \(bundle.lastPathComponent); targets: \(targets.map(\.name).joined(separator: ", "))")
            }
            return t
        }
        let apps = targets.filter(\.isPhoneApplication)
        if apps.count == 1 { return apps[0] }
        let carPlay = apps.filter { $0.entitlements.map(Self.grantsCarPlay) == true || !$0.addedEntitlements.isEmpty }
        if carPlay.count == 1 { return carPlay[0] }
        let names = (carPlay.isEmpty ? apps : carPlay).map(\.name)
        // A target whose settings couldn't be read may be the app: say why it couldn't be told.
        let unread = targets.compactMap(\.settingsError)
        throw ReadError(
            description: names.isEmpty
                ? "\(bundle.lastPathComponent) has no iOS application target; targets: \(targets.map { "\($0.name) (\($0.kindDescription))" }.joined(separator: ", "))"
                    + (unread.isEmpty ? "" : "; " + unread.joined(separator: "; "))
                : "\(bundle.lastPathComponent) has several iOS application targets (\(names.joined(separator: ", "))): choose one with --target")
    }

    // MARK: Reading the object graph

    private static func targets(objects: [String: OldStylePlist], project: OldStylePlist, folder: URL, projectName: String) throws -> [Target] {
        func object(_ id: OldStylePlist?) -> OldStylePlist? { id?.string.flatMap { objects[$0] } }
        func ids(_ value: OldStylePlist?) -> [String] { value?.array?.compactMap(\.string) ?? [] }

        // Where each group and file reference is: walk the main group, each child's path relative to its parent.
        var paths: [String: URL] = [:]
        let projectRoot: URL = {
            if let dir = project["projectDirPath"]?.string, !dir.isEmpty { return URL(fileURLWithPath: dir, relativeTo: folder).standardizedFileURL }
            return folder
        }()
        func resolve(_ id: String, parent: URL) {
            guard let item = objects[id] else { return }
            let path = item["path"]?.string
            let base: URL?
            switch item["sourceTree"]?.string ?? "<group>" {
            case "<group>": base = parent
            case "SOURCE_ROOT": base = projectRoot
            case "<absolute>": base = URL(fileURLWithPath: "/")
            default: base = nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not the app's files
            }
            guard let base else { return }
            let url = path.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL } ?? base
            paths[id] = url
            for child in ids(item["children"]) { resolve(child, parent: url) }
        }
        if let main = project["mainGroup"]?.string { resolve(main, parent: projectRoot) }
        let reader = SettingsReader(
            objects: objects, paths: paths, projectRoot: projectRoot, projectName: projectName,
            projectConfigurations: ids(object(project["buildConfigurationList"])?["buildConfigurations"]).compactMap { objects[$0] })

        // A package reference (remote or local). A target's product may name a reference the project's list leaves
        // out (Xcode keeps such strays), so each is read from its own object.
        func packageReference(_ id: String) -> (location: String?, requirement: String?, local: Bool)? {
            guard let ref = objects[id] else { return nil }
            if ref["isa"]?.string == "XCLocalSwiftPackageReference" { return (ref["relativePath"]?.string, nil, true) }
            var requirement: String?
            if let r = ref["requirement"]?.dictionary, let kind = r["kind"]?.string {
                let value = r["minimumVersion"]?.string ?? r["version"]?.string ?? r["branch"]?.string ?? r["revision"]?.string
                requirement = [kind, value].compactMap { $0 }.joined(separator: " ")
            }
            return (ref["repositoryURL"]?.string, requirement, false)
        }

        // A product no package reference names: a local package added to the project as a folder (Xcode's way before
        // package references), the folder whose Package.swift names it; its path relative to the project's folder.
        var manifests: [(folder: URL, text: String)]?
        func packageFolder(of product: String) -> String? {
            if manifests == nil {
                manifests = Set(paths.values.map(\.path)).sorted().compactMap { path in
                    let url = URL(fileURLWithPath: path)
                    return (try? String(contentsOf: url.appendingPathComponent("Package.swift"), encoding: .utf8)).map { (url, $0) }
                }
            }
            // `.library(name: "Product"`: the product it declares (another's name may be there as a dependency).
            let declared = try? NSRegularExpression(pattern: #"\.library\(\s*name:\s*""# + NSRegularExpression.escapedPattern(for: product) + #"""#)
            return manifests?.first { m in declared?.firstMatch(in: m.text, range: NSRange(m.text.startIndex..., in: m.text)) != nil }
                .map { PackageScaffold.relativeAllowingParents($0.folder, to: folder) }
        }

        // Folders kept in sync with the disk (Xcode 16): their files, minus each target's exceptions.
        func synchronizedFiles(_ groupID: String, target targetID: String) -> [URL] {
            guard let group = objects[groupID] else { return [] }
            let base: URL
            switch group["sourceTree"]?.string ?? "<group>" {
            case "SOURCE_ROOT", "<group>": base = projectRoot
            case "<absolute>": base = URL(fileURLWithPath: "/")
            default: return []
            }
            guard let path = group["path"]?.string else { return [] }
            // Inside a group its path is the group's (resolved with the main group); at the top, the project's.
            let root = paths[groupID] ?? URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            var excluded: Set<String> = []
            for e in ids(group["exceptions"]) {
                guard let set = objects[e], set["target"]?.string == targetID else { continue }
                for p in ids(set["membershipExceptions"]) { excluded.insert(p) }
            }
            var found: [URL] = []
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
            for case let url as URL in walker {
                let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
                if excluded.contains(relative) {
                    walker.skipDescendants()
                    continue
                }
                // Asset catalogs and other bundles are one resource each.
                if (["xcassets", "bundle", "lproj", "xcstrings", "storyboard", "xib"] + Self.compiledIntoTheBundle).contains(url.pathExtension) {
                    walker.skipDescendants()
                }
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                if !isFolder.boolValue || (["xcassets", "bundle", "lproj"] + Self.compiledIntoTheBundle).contains(url.pathExtension) {
                    found.append(url.standardizedFileURL)
                }
            }
            return found.sorted { $0.path < $1.path }
        }

        var result: [Target] = []
        for id in ids(project["targets"]) {
            guard let t = objects[id], t["isa"]?.string == "PBXNativeTarget" else { continue }
            let name = t["name"]?.string ?? id
            // Build settings as Xcode resolves them (configuration files, the project's and the target's levels); a
            // configuration file that can't be read is the target's error, said when it is chosen.
            var settings: [String: String] = [:]
            var unresolved: [String: Set<String>] = [:]
            var settingsError: String?
            var settingsWarnings: [String] = []
            var built: XcodeBuildSettings?
            do {
                built = try reader.settings(target: t, name: name, warnings: &settingsWarnings)
                (settings, unresolved) = built!.resolved()
            } catch {
                settingsError = "target \(name)'s build settings: \(error)"
            }
            func fileSetting(_ key: String) -> URL? {
                guard let v = settings[key], !v.isEmpty, unresolved[key] == nil else { return nil }
                return URL(fileURLWithPath: v, relativeTo: projectRoot).standardizedFileURL
            }
            let infoPlist = fileSetting("INFOPLIST_FILE")
            var entitlements = fileSetting("CODE_SIGN_ENTITLEMENTS")
            if let unset = unresolved["CODE_SIGN_ENTITLEMENTS"], let built {
                let chosen = entitlementsFile(settings: built, unset: unset, projectRoot: projectRoot, target: name)
                entitlements = chosen.file
                settingsWarnings += chosen.warning.map { [$0] } ?? []
            }

            var swift: [URL] = []
            var intents: [URL] = []
            var resources: [URL] = []
            var added: [AddedEntitlement] = []
            for phaseID in ids(t["buildPhases"]) {
                guard let phase = objects[phaseID] else { continue }
                // A localized file is a variant group: its children are its languages' copies (`en.lproj/Localizable.strings`).
                let files = ids(phase["files"]).compactMap { objects[$0]?["fileRef"]?.string }.flatMap { ref -> [URL] in
                    objects[ref]?["isa"]?.string == "PBXVariantGroup" ? ids(objects[ref]?["children"]).compactMap { paths[$0] } : paths[ref].map { [$0] } ?? []
                }
                switch phase["isa"]?.string {
                case "PBXSourcesBuildPhase":
                    swift += files.filter { $0.pathExtension == "swift" }
                    // Xcode compiles a Core Data model listed among the sources into the app's bundle (`.momd`): the
                    // car's Core Data reads the model itself, so it is one of the bundle's resources here.
                    resources += files.filter { Self.compiledIntoTheBundle.contains($0.pathExtension) }
                    // An intent definition marked `no_codegen` is there for its types' names only: another target
                    // (the app's framework) generates its classes.
                    let generated = ids(phase["files"]).filter { id in
                        !(objects[id]?["settings"]?.dictionary?["ATTRIBUTES"]?.array?.contains(.string("no_codegen")) ?? false)
                    }.compactMap { objects[$0]?["fileRef"]?.string }.compactMap { paths[$0] }
                    intents += generated.filter { $0.pathExtension == "intentdefinition" }
                case "PBXResourcesBuildPhase": resources += files
                case "PBXShellScriptBuildPhase": added += addedEntitlements(phase: phase, projectRoot: projectRoot)
                default: break
                }
            }
            for groupID in ids(t["fileSystemSynchronizedGroups"]) {
                for url in synchronizedFiles(groupID, target: id) {
                    if url.pathExtension == "swift" {
                        swift.append(url)
                    } else if url.pathExtension == "intentdefinition" {
                        intents.append(url)
                    } else if url != infoPlist && url != entitlements && !["h", "m", "c", "plist", "entitlements", "md"].contains(url.pathExtension) {
                        resources.append(url)
                    }
                }
            }
            var packages: [PackageProduct] = []
            for depID in ids(t["packageProductDependencies"]) {
                guard let dep = objects[depID], let product = dep["productName"]?.string else { continue }
                let ref = dep["package"]?.string.flatMap(packageReference) ?? packageFolder(of: product).map { ($0, nil, true) }
                packages.append(PackageProduct(product: product, location: ref?.location, requirement: ref?.requirement, isLocal: ref?.local ?? false))
            }
            result.append(
                Target(
                    name: name, productType: t["productType"]?.string ?? "", swiftFiles: unique(swift), intentDefinitions: unique(intents),
                    infoPlist: infoPlist, entitlements: entitlements, addedEntitlements: added, resources: unique(resources), packages: packages,
                    buildSettings: settings,
                    unresolvedSettings: unresolved, settingsError: settingsError, settingsWarnings: settingsWarnings))
        }
        return result
    }

    /// Files a target compiles that Xcode puts into the app's bundle: Core Data models (`.momd`) and mapping models.
    static let compiledIntoTheBundle = ["xcdatamodeld", "xcdatamodel", "xcmappingmodel"]

    private static func unique(_ urls: [URL]) -> [URL] {
        var seen = Set<String>()
        return urls.filter { seen.insert($0.path).inserted }
    }
}
