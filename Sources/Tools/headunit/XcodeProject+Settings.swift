// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How `headunit init --project` reads a target's build settings and platform.
extension XcodeProject {
    /// A target's settings for one configuration (Debug, else the first): the project's and the target's build
    /// configurations, each with the configuration file it is based on (`baseConfigurationReference`), in Xcode's
    /// order (``XcodeBuildSettings``).
    struct SettingsReader {
        let objects: [String: OldStylePlist]
        /// Where each file reference is (``XcodeProject`` walks the groups).
        let paths: [String: URL]
        let projectRoot: URL
        let projectName: String
        let projectConfigurations: [OldStylePlist]

        /// `warnings` gets a line for each configuration file the project names that isn't there: Xcode warns and
        /// builds without it (CocoaPods' files before `pod install`), and so does this.
        func settings(target: OldStylePlist, name: String, warnings: inout [String]) throws -> XcodeBuildSettings {
            let list = target["buildConfigurationList"]?.string.flatMap { objects[$0] }
            let configurations = (list?["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
            let chosen = configurations.first { $0["name"]?.string == "Debug" } ?? configurations.first
            let configuration = chosen?["name"]?.string ?? "Debug"
            let projectLevel = projectConfigurations.first { $0["name"]?.string == configuration }
            var levels: [[XcodeConfigFile.Assignment]] = []
            for (config, level) in [(projectLevel, "the project's"), (chosen, "target \(name)'s")] {
                guard let config else {
                    levels += [[], []]
                    continue
                }
                levels.append(try baseFile(of: config, level: level, warnings: &warnings)?.assignments ?? [])
                levels.append(try own(config))
            }
            let root = projectRoot.path
            let defaults = [
                "SRCROOT": root, "PROJECT_DIR": root, "SOURCE_ROOT": root, "PROJECT_NAME": projectName, "TARGET_NAME": name,
                "CONFIGURATION": configuration, "PLATFORM_NAME": "iphoneos", "EFFECTIVE_PLATFORM_NAME": "-iphoneos",
                "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
                "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "DEVELOPMENT_LANGUAGE": "en"
            ]
            return XcodeBuildSettings(levels: levels, defaults: defaults, configuration: configuration)
        }

        /// The configuration's own `buildSettings`, as assignments (`KEY[sdk=iphoneos*]` keys hold conditions).
        private func own(_ config: OldStylePlist) throws -> [XcodeConfigFile.Assignment] {
            var out: [XcodeConfigFile.Assignment] = []
            for (key, value) in (config["buildSettings"]?.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
                let text = value.string ?? value.array?.compactMap(\.string).joined(separator: " ") ?? ""
                let name = config["name"]?.string ?? "a configuration"
                var assignment = try XcodeConfigFile.assignment("\(key) = x", at: "the \(name) configuration's build settings")
                assignment.value = text
                out.append(assignment)
            }
            return out
        }

        /// The configuration file a configuration is based on: a file reference, or (Xcode 16) a path in a folder
        /// kept in sync with the disk.
        private func baseFile(of config: OldStylePlist, level: String, warnings: inout [String]) throws -> XcodeConfigFile? {
            var url: URL?
            if let id = config["baseConfigurationReference"]?.string {
                guard let found = paths[id] else {
                    throw ReadError(
                        description: "the \(config["name"]?.string ?? "") configuration is based on a configuration file (\(id)) outside the project's groups")
                }
                url = found
            } else if let anchor = config["baseConfigurationReferenceAnchor"]?.string, let relative = config["baseConfigurationReferenceRelativePath"]?.string {
                let base = paths[anchor] ?? objects[anchor]?["path"]?.string.map { URL(fileURLWithPath: $0, relativeTo: projectRoot) } ?? projectRoot
                url = URL(fileURLWithPath: relative, relativeTo: base).standardizedFileURL
            }
            guard let url else { return nil }
            guard FileManager.default.fileExists(atPath: url.path) else {
                // A template beside it (`Debug.template.xcconfig`) is what the developer copies it from.
                let base = url.deletingPathExtension().lastPathComponent
                let template = ["template", "example", "sample"].map { url.deletingLastPathComponent().appendingPathComponent("\(base).\($0).xcconfig") }
                    .first { FileManager.default.fileExists(atPath: $0.path) }
                let why = template.map { "copied by the developer from \($0.lastPathComponent)?" } ?? "made by CocoaPods' pod install?"
                warnings.append(
                    "\(level) \(config["name"]?.string ?? "") configuration is based on \(url.path), which isn't there (\(why)): "
                        + "its settings are left out, as Xcode leaves them out with a warning")
                return nil
            }
            do { return try XcodeConfigFile(contentsOf: url) } catch let error as XcodeConfigFile.ReadError {
                throw ReadError(description: error.description)
            }
        }
    }
}

extension XcodeProject.Target {
    /// The platform the target builds for, from `SDKROOT` (or, for a multiplatform target, `SUPPORTED_PLATFORMS`):
    /// `iphoneos` when neither says (an iOS project's default).
    var platforms: [String] {
        let supported = (buildSettings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").map(String.init)
        let sdk = buildSettings["SDKROOT"] ?? ""
        if !supported.isEmpty, sdk.isEmpty || sdk == "auto" { return supported }
        if sdk.isEmpty { return supported.isEmpty ? ["iphoneos"] : supported }
        // `iphoneos`, `watchos`, `macosx`, or a path to an SDK (`…/iPhoneOS17.0.sdk`).
        let name = URL(fileURLWithPath: sdk).lastPathComponent.lowercased()
        for platform in ["iphoneos", "watchos", "appletvos", "macosx", "xros"] where name.hasPrefix(platform) { return [platform] }
        return [name]
    }

    /// An app that runs on the phone: an application product built for iOS (not a watch app, whether the old
    /// `watchapp2` kind or a single-target watch app whose SDK is watchOS; not a Mac or TV app).
    var isPhoneApplication: Bool { isApplication && platforms.contains("iphoneos") }

    /// What the target is, for the summary: "watchOS app", "app extension", "framework"…
    var kindDescription: String {
        switch productType {
        case "com.apple.product-type.application":
            let names = ["iphoneos": "iOS", "watchos": "watchOS", "appletvos": "tvOS", "macosx": "macOS", "xros": "visionOS"]
            return isPhoneApplication ? "iOS app" : "\(platforms.map { names[$0] ?? $0 }.joined(separator: "/")) app"
        case "com.apple.product-type.application.watchapp2", "com.apple.product-type.application.watchapp": return "watchOS app"
        case "com.apple.product-type.application.watchapp2-container": return "watch-only app's container"
        case "com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic": return "framework"
        default:
            if productType.contains("extension") { return "extension" }
            if productType.contains("bundle.unit-test") || productType.contains("bundle.ui-testing") { return "tests" }
            return productType.split(separator: ".").last.map(String.init) ?? "target"
        }
    }

    /// A framework or library target: code the app imports by its module name.
    var isFramework: Bool { kindDescription == "framework" }

    /// The module the target's code is imported as (`PRODUCT_MODULE_NAME`, from its product's name).
    var moduleName: String { buildSettings["PRODUCT_MODULE_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? name }
}
