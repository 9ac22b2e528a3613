// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import CarPlayHost
import Foundation

/// The package `headunit init` writes around a CarPlay source folder: what it found there and the files it makes.
@MainActor
struct PackageScaffold {
    /// The package's folder.
    let root: URL
    /// What the code is, in words for comments: the source folder relative to `root`, or the Xcode target's files.
    let sourcesPath: String
    /// The folders or files the AppleImports plugin builds, relative to `root` (one folder for `--sources`; every Swift
    /// file of the target for `--project`).
    let sourceEntries: [String]
    let infoPlistPath: String
    let entitlementsPath: String?
    /// The app module's name (a Swift identifier).
    let module: String
    /// The app's name on the car (from its Info.plist).
    let appName: String
    /// `NAME-check` and `NAME-car`.
    let executablePrefix: String
    /// Scene delegate classes the Info.plist names for CarPlay roles, without their module prefix.
    let delegateClasses: [String]
    /// The app delegate class (the class adopting `UIApplicationDelegate`, the one marked `@main` first), if the code
    /// has one.
    let applicationDelegateClass: String?
    /// The app's resources (what Xcode copies into the bundle): each file or folder, relative to `root`, linked flat
    /// into `CarPlayPackage/Bundle/` beside a link to the Info.plist. Empty: the Info.plist's own folder is the bundle.
    let resources: [String]
    /// How the package refers to OpenCarPlay, and the identity product references use.
    let dependency: String
    /// Where OpenCarPlay is, relative to the package, when the package depends on a checkout by path (CI clones it there).
    private(set) var openCarPlayPath: String?
    let identity: String
    /// Things the user should know (imports no stand-in provides…).
    var warnings: [String] = []

    /// The checkout this `headunit` was built from, when it is still there.
    nonisolated static var ownCheckout: String? {
        // This file is Sources/Tools/headunit/PackageScaffold.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? root.path : nil
    }

    /// Modules a CarPlay file may import here: the toolchain's and ours.
    nonisolated static let importable: Set<String> = [
        "Foundation", "Dispatch", "Observation", "FoundationNetworking", "CarPlayShim", "Swift", "_Concurrency", "RegexBuilder",
        "Synchronization", "_StringProcessing"
    ]
    /// Apple's frameworks CarPlayShim stands in for (on iOS it re-exports them): the AppleImports plugin builds their
    /// imports as `import CarPlayShim` (the same list as its `AppleImportRewriter.frameworks`).
    nonisolated static let shimmed: Set<String> = [
        "CarPlay", "UIKit", "MediaPlayer", "MapKit", "CoreLocation", "Intents", "UserNotifications", "AVFoundation", "AVFAudio", "CallKit",
        "ExternalAccessory", "Security", "CoreGraphics", "Combine", "QuartzCore", "CoreMedia", "os", "OSLog", "Contacts", "CoreSpotlight",
        "StoreKit", "UniformTypeIdentifiers", "SwiftUI", "WidgetKit", "ActivityKit", "Network", "CoreBluetooth", "SwiftData", "CoreData", "BackgroundTasks"
    ]
    /// Apple's frameworks of which little is here (AppIntents' `AppDependencyManager`; WatchConnectivity: nothing),
    /// whose imports the AppleImports plugin still reads as `import CarPlayShim` (with ``shimmed``, its
    /// `AppleImportRewriter.frameworks`): a file importing one is built when it uses none of the framework's names the
    /// shim lacks (``CarPlayCut/unprefixedNames``, WatchConnectivity's `WC…`), else stood in.
    nonisolated static let importOnly: Set<String> = ["AppIntents", "WatchConnectivity"]

    init(
        sources: String, infoPlist: String, entitlements: String?, name: String?, output: String, openCarPlay: String?, resources: [String] = []
    ) throws {
        let fm = FileManager.default
        let cwd = URL(fileURLWithPath: fm.currentDirectoryPath)
        func absolute(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL }
        let root = absolute(output)
        let sourcesURL = absolute(sources)
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: sourcesURL.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--sources \(sources): no such folder")
        }
        guard let relativeSources = Self.relative(sourcesURL, to: root), !relativeSources.isEmpty else {
            throw ValidationError(
                "--sources \(sources) must be inside the package's folder \(root.path) (--output): SwiftPM keeps a target's files inside its package")
        }
        let swiftFiles = Self.swiftFiles(in: sourcesURL)
        guard !swiftFiles.isEmpty else { throw ValidationError("--sources \(sources) has no .swift files") }
        try self.init(
            root: root, sourcesPath: relativeSources, sourceEntries: [relativeSources], swiftFiles: swiftFiles, sourcesFolder: sourcesURL,
            infoPlist: infoPlist, entitlements: entitlements, name: name, openCarPlay: openCarPlay, resources: resources,
            resourceURLs: Self.resourceFiles(in: sourcesURL))
    }

    /// What reading the Info.plist and entitlements accepted as Xcode does but the user should know (a duplicate key).
    var declarationWarnings: [String] = []
    /// What the app's resources hold that it won't find (Git LFS pointers where images should be).
    var resourceWarnings: [String] = []

    /// Modules the app's files import that nothing here provides, with the files importing each.
    var unknownImports: [String: [String]] = [:]
    /// The same, with each file's full path (as the compiler names it).
    var unknownImporters: [String: [String]] = [:]
    /// The stand-in targets for the Swift packages the Xcode target links and the app imports (`--project`).
    var stubs: [PackageStub] = []
    /// The project's framework targets the app imports, built as targets of the package, and the local Swift packages
    /// it imports, depended on by path (`--project`).
    var frameworks: [FrameworkPart] = []
    var localPackages: [LocalPackagePart] = []
    /// What `init --project` decided (the target, the frameworks, the packages), for its summary.
    var decisions: [String] = []

    static func importWarnings(_ unknown: [String: [String]]) -> [String] {
        unknown.sorted(by: { $0.key < $1.key }).map { module, files in
            "\(files.joined(separator: ", ")) import\(files.count == 1 ? "s" : "") \(module): OpenCarPlay doesn't provide it on Linux: "
                + "guard the code that uses it with #if canImport(\(module))"
        }
    }

    /// The Xcode target's build settings the Info.plist's values may name, written into the declaration (`--project`).
    private(set) var buildSettings: [String: String] = [:]

    /// The settings of `target` that Info.plist values name in Xcode's templates (the product's name, identifier,
    /// module, executable, versions, language), as the target sets them; `TARGET_NAME` is the target's name.
    static func infoPlistSettings(of target: XcodeProject.Target) -> [String: String] {
        let keys = [
            "PRODUCT_NAME", "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_MODULE_NAME", "EXECUTABLE_NAME", "MARKETING_VERSION",
            "CURRENT_PROJECT_VERSION", "DEVELOPMENT_LANGUAGE", "INFOPLIST_KEY_CFBundleDisplayName"
        ]
        var settings = ["TARGET_NAME": target.name]
        // A variable nothing sets reads as empty, as in Xcode, unless that spoils the value (``builtValue(_:of:)``).
        for key in keys { if let v = builtValue(key, of: target) { settings[key] = v } }
        return settings
    }

    /// The Xcode target the package was made from (`--project`).
    var projectTarget: String?
    /// The entitlements file init made from the project's and a build phase's (`PackageScaffold+AddedEntitlements.swift`).
    var writtenEntitlements: String?
    /// A file of the target the package doesn't build, and why (in apple-imports.txt, commented out).
    struct LeftOutFile: Equatable {
        let entry: String
        let reason: String
    }
    /// The target's files the CarPlay cut doesn't build (``CarPlayCut``).
    var leftOutEntries: [LeftOutFile] = []
    /// The stand-ins for what the built code uses from the files cut: their paths in the package and their text.
    var standIns: [(path: String, text: String)] = []
    /// What the cut decided, in a few lines for the user (`--project`).
    var cutSummary: [String] = []
    /// What the cut keeps of each framework target the code imports, by module (`--project`).
    var frameworkReach: [String: FrameworkReach] = [:]

    init(
        root: URL, sourcesPath: String, sourceEntries: [String], swiftFiles: [URL], sourcesFolder: URL?, infoPlist: String, entitlements: String?,
        name: String?, openCarPlay: String?, resources: [String], resourceURLs: [URL], buildSettings: [String: String] = [:]
    ) throws {
        let fm = FileManager.default
        let cwd = URL(fileURLWithPath: fm.currentDirectoryPath)
        func absolute(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL }
        self.root = root
        self.sourcesPath = sourcesPath
        self.sourceEntries = sourceEntries

        let infoURL = absolute(infoPlist)
        guard fm.fileExists(atPath: infoURL.path) else { throw ValidationError("--info-plist \(infoPlist): no such file") }
        let entitlementsURL = entitlements.map(absolute)
        if let entitlementsURL, !fm.fileExists(atPath: entitlementsURL.path) {
            throw ValidationError("--entitlements \(entitlements ?? ""): no such file")
        }
        guard let infoRelative = Self.relative(infoURL, to: root) else {
            throw ValidationError("--info-plist \(infoPlist) must be inside the package's folder \(root.path)")
        }
        infoPlistPath = infoRelative
        if let entitlementsURL {
            guard let r = Self.relative(entitlementsURL, to: root) else {
                throw ValidationError("--entitlements \(entitlements ?? "") must be inside the package's folder \(root.path)")
            }
            entitlementsPath = r
        } else {
            entitlementsPath = nil
        }

        // The declaration as the car reads it: malformed files and a missing CarPlay scene are reported now.
        var readNotices: [DeclarationError] = []  // a key given twice: Xcode uses the last, and so does the car, with a warning
        let info = try PropertyListReader.read(contentsOf: infoURL, notices: &readNotices)
        _ = try entitlementsURL.map { try PropertyListReader.read(contentsOf: $0, notices: &readNotices) }
        declarationWarnings = readNotices.map { "\($0.file)\($0.line.map { ":\($0)" } ?? ""): \($0.message)" }
        warnings.append(contentsOf: declarationWarnings)
        let classes = Self.carPlayDelegateClasses(info)
        let roles = Self.carPlayRoles
        let factories = classes.map { SceneDelegateFactory(className: $0) { fatalError("headunit init only reads the declaration") } }
        // The Info.plist's `$(…)` values: from the Xcode target's settings, else the target is named after the app.
        var settings = buildSettings
        if settings["TARGET_NAME"] == nil {
            settings["TARGET_NAME"] = name ?? sourcesFolder?.lastPathComponent ?? infoURL.deletingLastPathComponent().lastPathComponent
        }
        self.buildSettings = buildSettings
        // The app delegate may configure scenes in code, or (an app with no scenes: iOS 12's way) take the CarPlay
        // interface itself as a CPApplicationDelegate.
        let appDelegate = Self.applicationDelegate(in: swiftFiles)
        let appDelegateFactory = appDelegate.map { name in
            ApplicationDelegateFactory(className: name) { fatalError("headunit init only reads the declaration") }
        }
        let declaration = try AppDeclaration(
            infoPlist: infoURL, entitlements: entitlementsURL, applicationDelegate: appDelegateFactory, delegates: factories,
            buildSettings: settings)
        guard declaration.isCarPlayApp else {
            throw ValidationError(
                "\(infoPlist)\(entitlements.map { " and \($0)" } ?? ""): not a CarPlay app: \(declaration.reasonNotShown ?? "no CarPlay entitlement")")
        }
        guard !classes.isEmpty || declaration.usesPlayableContent || !declaration.carPlayProtocols.isEmpty || appDelegate != nil else {
            throw ValidationError(
                "\(infoPlist) declares no CarPlay scene (UIApplicationSceneManifest → UISceneConfigurations → \(roles[0])), and no app delegate was found to configure one or to adopt CPApplicationDelegate"
            )
        }
        delegateClasses = classes
        applicationDelegateClass = appDelegate

        // The bundle's resources: those given, and the resource files in the source folder (JSON, sounds, images, strings,
        // asset catalogs, localizations) — as Xcode copies a target's resources into the app's bundle.
        var found: [String] = []
        for resource in resources {
            let url = absolute(resource)
            guard fm.fileExists(atPath: url.path) else { throw ValidationError("--resources \(resource): no such file or folder") }
            guard let r = Self.relative(url, to: root) else {
                throw ValidationError("--resources \(resource) must be inside the package's folder \(root.path)")
            }
            found.append(r)
        }
        for url in resourceURLs {
            if let r = Self.relative(url, to: root), !found.contains(r) { found.append(r) }
        }
        self.resources = found
        resourceWarnings = Self.largeFilePointers(in: found.map { root.appendingPathComponent($0) })
        warnings.append(contentsOf: resourceWarnings)
        appName = declaration.name
        let proposed = name ?? appName
        // ASCII letters and digits only, so the commands are easy to type (`Home Assistant Δ`: `homeassistant-check`).
        var identifier = String(proposed.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }.map(Character.init))
        if identifier.first?.isNumber ?? true { identifier = "App" + identifier }
        module = identifier
        executablePrefix = identifier.lowercased()

        // OpenCarPlay: a path (made relative to the package when it can be) or a URL.
        guard let openCarPlay else {
            throw ValidationError("--open-car-play is needed: the checkout this headunit was built from is gone (give a path or a git URL)")
        }
        if openCarPlay.contains("://") || openCarPlay.hasPrefix("git@") {
            dependency = ".package(url: \"\(openCarPlay)\", branch: \"main\")"
            var last = String(openCarPlay.split(separator: "/").last ?? "OpenCarPlay")
            if last.hasSuffix(".git") { last.removeLast(4) }
            identity = last
        } else {
            let url = absolute(openCarPlay)
            guard fm.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
                throw ValidationError("--open-car-play \(openCarPlay): no Package.swift there")
            }
            openCarPlayPath = Self.relativeAllowingParents(url, to: root)
            dependency = ".package(path: \"\(Self.relativeAllowingParents(url, to: root))\")"
            // A path dependency is named after its folder.
            identity = url.lastPathComponent
        }

        // Imports nothing here provides (Apple's frameworks CarPlayShim stands in for are built as they are, by the
        // AppleImports plugin).
        var unknown: [String: [String]] = [:]
        var importers: [String: [String]] = [:]
        for file in swiftFiles {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for module in Self.imports(in: text)
            where !Self.importable.contains(module) && !Self.shimmed.contains(module) && module != identifier {
                unknown[module, default: []].append(file.lastPathComponent)
                importers[module, default: []].append(file.standardizedFileURL.path)
            }
        }
        unknownImports = unknown
        unknownImporters = importers
        warnings.append(contentsOf: Self.importWarnings(unknown))
    }

    /// Resources that are Git LFS pointer files rather than their content (a clone made without `git lfs`): an image
    /// the app loads would be missing, as it would be from an app built from that clone. One warning for them all.
    static func largeFilePointers(in resources: [URL]) -> [String] {
        let fm = FileManager.default
        var pointers: [String] = []
        func check(_ url: URL) {
            guard let size = (try? fm.attributesOfItem(atPath: url.path))?[.size] as? Int, size < 1024,
                let handle = try? FileHandle(forReadingFrom: url)
            else { return }
            defer { try? handle.close() }
            let head = handle.readData(ofLength: 64)
            if head.starts(with: Data("version https://git-lfs.github.com/spec/".utf8)) { pointers.append(url.lastPathComponent) }
        }
        for resource in resources {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: resource.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                check(resource)
                continue
            }
            let walker = fm.enumerator(at: resource, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            while let url = walker?.nextObject() as? URL { check(url) }
        }
        guard !pointers.isEmpty else { return [] }
        let shown = pointers.sorted().prefix(5).joined(separator: ", ") + (pointers.count > 5 ? " and \(pointers.count - 5) more" : "")
        return [
            "\(pointers.count) resource file\(pointers.count == 1 ? " is a Git LFS pointer" : "s are Git LFS pointers"), not the file itself (\(shown)): the app won't find those images or data. Run `git lfs pull` in the project, then init again"
        ]
    }

    /// Writes the package; returns the files written (relative to the package).
    func write(replacing: Bool) throws -> [String] {
        var files: [(String, String)] =
            [
                (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
                ("Package.swift", packageManifest()),
                ("CarPlayPackage/Sources/apple-imports.txt", appleImportsList()),
                ("CarPlayPackage/Sources/AppleImports.swift", appleImportsPlaceholder),
                ("CarPlayPackage/App/CarPlayApp.swift", appFile()),
                ("CarPlayPackage/Tests/\(module)CarPlayTests.swift", testFile()),
                ("CarPlayPackage/Tests/__Snapshots__/README.md", snapshotsReadme),
                ("CarPlayPackage/Tests/Recorded/README.md", recordedReadme()),
                ("CarPlayPackage/Tests/Recorded/__Snapshots__/README.md", snapshotsReadme),
                ("CarPlayPackage/Check/main.swift", checkFile()),
                ("CarPlayPackage/Car/main.swift", carFile()),
                (Self.ciScriptPath, ciScript()),
                (Self.workflowPath, workflow())
            ] + frameworkFiles()
        let fm = FileManager.default
        // A project's own .gitignore keeps everything it says; the lines the package needs that it lacks are added at its
        // end (a build folder committed by mistake is hundreds of megabytes).
        var appendedIgnores: [String] = []
        let ignoreFile = root.appendingPathComponent(".gitignore")
        if fm.fileExists(atPath: ignoreFile.path) {
            files.removeFirst()
            let text = try String(contentsOf: ignoreFile, encoding: .utf8)
            appendedIgnores = Self.missingIgnores(in: text)
        }
        // A workflow of the project's own at that path (Swift Radio ships one) is the project's: kept, never replaced.
        var keptWorkflow: [String] = []
        let workflowURL = root.appendingPathComponent(Self.workflowPath)
        if let text = try? String(contentsOf: workflowURL, encoding: .utf8), !text.contains(Self.writtenByInit) {
            files.removeAll { $0.0 == Self.workflowPath }
            keptWorkflow = ["kept \(Self.workflowPath), the project's own (a step running CarPlayPackage/ci.sh adds the car's tests to it)"]
        }
        if !replacing {
            let existing = files.map(\.0).filter { fm.fileExists(atPath: root.appendingPathComponent($0).path) }
            if !existing.isEmpty {
                throw ValidationError(
                    "\(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : "") in \(root.path); --force replaces them")
            }
        }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if path == Self.ciScriptPath { try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
        }
        // The manifest is the newest file written: `headunit build` takes an apple-imports.txt newer than it for one the
        // user changed (`Build.replanIfTheListChanged`). The kernel's time, not `Date()`, which is a car's in a test.
        _ = utimes(root.appendingPathComponent("Package.swift").path, nil)
        if !appendedIgnores.isEmpty {
            var text = try String(contentsOf: ignoreFile, encoding: .utf8)
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            text += "# The CarPlay package (headunit init)\n" + appendedIgnores.map { $0 + "\n" }.joined()
            try text.write(to: ignoreFile, atomically: true, encoding: .utf8)
        }
        // The stubs and stand-ins are the user's to fill in: written once, never replaced (not even with --force).
        var stubFiles: [String] = []
        for (path, text) in standIns + stubs.map({ ($0.path, $0.initialText) }) {
            let url = root.appendingPathComponent(path)
            if fm.fileExists(atPath: url.path) {
                stubFiles.append("\(path) (kept as it was)")
                continue
            }
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            stubFiles.append(path)
        }
        return files.map(\.0) + (writtenEntitlements.map { [$0] } ?? []) + keptWorkflow + stubFiles
            + (appendedIgnores.isEmpty ? [] : [".gitignore (added \(appendedIgnores.joined(separator: ", ")))"])
            + (try linkBundle())
    }

    /// The package's ignore lines (`.build/`, `.swiftpm/`, `Package.resolved`) that a project's `.gitignore` doesn't
    /// already have, in any of the forms Git reads alike (`.build`, `/.build/`, `.build/*`…).
    static func missingIgnores(in gitignore: String) -> [String] {
        let lines = Set(
            gitignore.split(whereSeparator: \.isNewline).map { line -> String in
                var l = line.trimmingCharacters(in: .whitespaces)
                if l.hasPrefix("/") { l.removeFirst() }
                if l.hasSuffix("/*") { l.removeLast(2) }
                if l.hasSuffix("/") { l.removeLast() }
                return l
            })
        return [(".build/", ".build"), (".swiftpm/", ".swiftpm"), ("Package.resolved", "Package.resolved")]
            .filter { !lines.contains($0.1) }.map(\.0)
    }

    /// The bundle folder the car reads as the app's (`Bundle.main`): links to the Info.plist and each resource, flat, as
    /// Xcode copies them into the app (the originals stay where the project keeps them). Nothing when there are no
    /// resources: the Info.plist's folder is the bundle then.
    func linkBundle() throws -> [String] {
        guard !resources.isEmpty else { return [] }
        let fm = FileManager.default
        let bundle = root.appendingPathComponent(Self.bundlePath)
        if fm.fileExists(atPath: bundle.path) { try fm.removeItem(at: bundle) }
        try fm.createDirectory(at: bundle, withIntermediateDirectories: true)
        var linked: [String] = []
        for path in [infoPlistPath] + resources {
            var name = path == infoPlistPath ? "Info.plist" : URL(fileURLWithPath: path).lastPathComponent
            // A localized file (a variant group's `en.lproj/Localizable.strings`) goes into its language's folder.
            let language = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
            if path != infoPlistPath, language.hasSuffix(".lproj") {
                // Its whole folder linked already (a folder resource): the file is in it.
                if (try? fm.destinationOfSymbolicLink(atPath: bundle.appendingPathComponent(language).path)) != nil { continue }
                try fm.createDirectory(at: bundle.appendingPathComponent(language), withIntermediateDirectories: true)
                name = language + "/" + name
            }
            let link = bundle.appendingPathComponent(name)
            // Two resources of one name: the first, as Xcode refuses the second.
            if (try? fm.destinationOfSymbolicLink(atPath: link.path)) != nil || fm.fileExists(atPath: link.path) { continue }
            let up = String(repeating: "../", count: name.split(separator: "/").count - 1)
            try fm.createSymbolicLink(atPath: link.path, withDestinationPath: up + "../../" + path)
            linked.append("\(Self.bundlePath)/\(name)")
        }
        return linked
    }

    /// Where `init` makes the app's bundle folder when the app has resources.
    static let bundlePath = "CarPlayPackage/Bundle"
}
