// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenIntents
import OpenUIKit
import OpenWidgetKit

/// An app as iOS knows it from its Info.plist and Entitlements.plist: name, categories, scenes and delegates.
public struct AppDeclaration: Sendable {
    public let name: String
    public let bundleIdentifier: String
    /// The categories its entitlements grant (empty: the app is not a CarPlay app).
    public let categories: Set<AppCategory>
    /// Deprecated CarPlay entitlement keys the app still declares.
    public let deprecatedEntitlements: [String]
    public let scenes: [SceneDeclaration]
    public let supportsMultipleScenes: Bool
    /// `CPSupportsDashboardNavigationScene`, read inside `UIApplicationSceneManifest` where Apple documents it (and at
    /// the top level, where older declarations put it).
    public let supportsDashboardNavigationScene: Bool
    /// `CPSupportsInstrumentClusterNavigationScene`, read as ``supportsDashboardNavigationScene`` is.
    public let supportsInstrumentClusterNavigationScene: Bool
    /// What the car noticed in the declaration that iOS accepts but that changes what the app gets (a Dashboard scene
    /// without `CPSupportsDashboardNavigationScene`: iOS never connects it; a key given twice: the last value is used),
    /// each naming its file and line.
    public let notices: [DeclarationError]
    /// The app delegate iOS makes when it launches the app (nil: the app has none, as a scene-only app may).
    public var applicationDelegate: ApplicationDelegateFactory?
    /// A symbol for the app's icon on the car's home screen when it has no app icon (our addition, kept for
    /// declarations written before asset catalogs were read: `OpenCarPlayIconSymbol` in Info.plist).
    public let iconSymbol: String?
    /// The app icon set's name: `CFBundleIcons` → `CFBundlePrimaryIcon` → `CFBundleIconName`, else `AppIcon` (Xcode's
    /// default, which it writes there when it builds the app).
    public let iconName: String
    /// The app's bundle folder: the folder its Info.plist is in (nil for a declaration read from data without one).
    public let bundleFolder: URL?
    /// The Info.plist as Xcode would build it, when that differs from the file in ``bundleFolder`` (build settings
    /// filled in, generated keys added): what the app's code reads as `Bundle.main.infoDictionary`.
    package let builtInfoPlist: Data?
    /// The app's asset catalogs: the `*.xcassets` folders in ``bundleFolder`` (nil when there are none).
    package let assetCatalog: AssetCatalog?
    /// What the car skipped in the app's asset catalogs (files named but missing, images it can't decode), each
    /// naming its file. A `Contents.json` that doesn't read fails the declaration instead.
    public var assetCatalogIssues: [AssetCatalogIssue] { assetCatalog?.issues ?? [] }
    /// The `com.apple.developer.playable-content` entitlement is granted (MediaPlayer browsing, before iOS 14).
    public let usesPlayableContent: Bool
    /// `UIBrowsableContentSupportsSectionedBrowsing`: the root items of the content tree are shown as tabs.
    public let supportsSectionedBrowsing: Bool
    /// `com.apple.developer.carplay-protocols`: the External Accessory protocols of an automaker app. The car shows
    /// the app only when it declares at least one of them.
    public let carPlayProtocols: [String]
    /// `UISupportedExternalAccessoryProtocols` (Info.plist): the protocols the app may open sessions for.
    public let supportedAccessoryProtocols: [String]
    public var launchHandler: (@MainActor @Sendable () -> Void)?
    /// The app's widgets and Live Activities (its widget extension). - Note: Ours: see ``withWidgets(_:)``.
    public var widgets: [WidgetDescriptor] = []
    /// What the app does with a user activity iOS hands it (a Siri intent continued in the app).
    public var userActivityHandler: (@MainActor @Sendable (NSUserActivity) -> Void)?
    var factories: [String: SceneDelegateFactory]
    /// How the app answers Siri (its intents extension's principal object), if it handles intents.
    public var intentHandler: (@MainActor @Sendable () -> any INIntentHandlerProviding)?
    /// The intents its intents extension declares (`NSExtension` → `NSExtensionAttributes` → `IntentsSupported` in
    /// the extension's Info.plist: the intents' class names), nil when no extension declaration was given. iOS sends
    /// the extension only the intents it declares. See ``handlingIntents(declaredIn:file:with:)``.
    public var intentsSupported: [String]?
    /// The intents the app handles itself (`INIntentsSupported` in its Info.plist: class names): Siri asks its app
    /// delegate's `application(_:handlerFor:)` for their handler, launching the app in the background.
    public let inAppIntentsSupported: [String]
    /// Where ``intentsSupported`` was read: the extension's Info.plist as it was named and the line of its
    /// `IntentsSupported` array; nil when the intents were declared in code. - Note: Ours.
    public var intentsSupportedSource: FileLocation?

    /// The same declaration with the CarPlay scene's delegate made another way (tests inject the app's model).
    public func replacingDelegate<D: UISceneDelegate>(_ make: @escaping @MainActor @Sendable () -> D) -> AppDeclaration {
        var copy = self
        guard let scene = scene(for: Self.carPlayRole), let name = scene.delegateClassName else { return copy }
        var factories = copy.factories
        factories[Self.resolve(name)] = SceneDelegateFactory(className: Self.resolve(name), make: make)
        copy.factories = factories
        return copy
    }

    /// The same declaration, with an intent handler (the app's `INExtension`).
    public func handlingIntents(with make: @escaping @MainActor @Sendable () -> any INIntentHandlerProviding) -> AppDeclaration {
        var copy = self
        copy.intentHandler = make
        return copy
    }

    public static let carPlayRole = UISceneSession.Role.carTemplateApplication
    public static let dashboardRole = UISceneSession.Role.CPTemplateApplicationDashboardSceneSessionRoleApplication
    public static let instrumentClusterRole = UISceneSession.Role.CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication

    /// Reads and checks the declaration files. `applicationDelegate` makes the app's `UIApplicationDelegate` (the class
    /// its code marks `@main`), which the car calls at each launch in iOS's order; the folder of `infoPlist` is the
    /// app's bundle (`Bundle.main` for its code, its asset catalogs and resources). `buildSettings` are the Xcode
    /// target's, for the `$(…)` references in the Info.plist's values that Xcode fills in when it builds the app
    /// (`PRODUCT_NAME`, `PRODUCT_BUNDLE_IDENTIFIER`, …); without them the car derives what Xcode would from the app's
    /// module name and says so in ``notices``.
    public init(
        infoPlist: URL, entitlements: URL?, applicationDelegate: ApplicationDelegateFactory? = nil, delegates: [SceneDelegateFactory],
        buildSettings: [String: String] = [:]
    ) throws {
        var read: [DeclarationError] = []
        let info = try PropertyListReader.read(contentsOf: infoPlist, notices: &read)
        let ents = try entitlements.map { try PropertyListReader.read(contentsOf: $0, notices: &read) }
        try self.init(
            info: info, infoFile: infoPlist.path, entitlements: ents, entitlementsFile: entitlements?.path ?? "Entitlements.plist",
            applicationDelegate: applicationDelegate, delegates: delegates, bundleFolder: infoPlist.deletingLastPathComponent(),
            buildSettings: buildSettings, readNotices: read)
    }

    /// Reads and checks declaration files given as data (`infoFile`/`entitlementsFile` name them in errors);
    /// `bundleFolder` is where the app's resources are (its asset catalogs), if it has any.
    public init(
        infoPlist: Data, infoFile: String = "Info.plist", entitlements: Data?, entitlementsFile: String = "Entitlements.plist",
        applicationDelegate: ApplicationDelegateFactory? = nil, delegates: [SceneDelegateFactory], bundleFolder: URL? = nil,
        buildSettings: [String: String] = [:]
    ) throws {
        var read: [DeclarationError] = []
        let info = try PropertyListReader.read(infoPlist, file: infoFile, notices: &read)
        let ents = try entitlements.map { try PropertyListReader.read($0, file: entitlementsFile, notices: &read) }
        try self.init(
            info: info, infoFile: infoFile, entitlements: ents, entitlementsFile: entitlementsFile, applicationDelegate: applicationDelegate,
            delegates: delegates, bundleFolder: bundleFolder, buildSettings: buildSettings, readNotices: read)
    }

    init(
        info: PropertyList, infoFile: String, entitlements: PropertyList?, entitlementsFile: String,
        applicationDelegate: ApplicationDelegateFactory?, delegates: [SceneDelegateFactory], bundleFolder: URL?,
        buildSettings: [String: String] = [:], readNotices: [DeclarationError] = []
    ) throws {
        self.applicationDelegate = applicationDelegate
        func err(_ file: String, _ line: Int?, _ message: String) -> DeclarationError {
            DeclarationError(file: file, line: line, message: message)
        }
        guard case .dictionary = info else { throw err(infoFile, info.line, "the top-level value must be a <dict>, found <\(info.typeName)>") }
        func string(_ key: String) throws -> String? {
            guard let v = info[key] else { return nil }
            guard let s = v.stringValue else { throw err(infoFile, v.line, "\(key) must be a <string>, found <\(v.typeName)>") }
            return s
        }
        func bool(_ plist: PropertyList, _ key: String, _ file: String) throws -> Bool {
            guard let v = plist[key] else { return false }
            guard let b = v.boolValue else { throw err(file, v.line, "\(key) must be <true/> or <false/>, found <\(v.typeName)>") }
            return b
        }
        /// The strings of `list`, an <array> of <string> (none empty, with `nonEmpty`); else the error in `file` that says
        /// what the `array` or each of its `items` must be.
        func strings(_ list: PropertyList, _ file: String, array: String, items: String, nonEmpty: Bool) throws -> [String] {
            guard let values = list.arrayValue else { throw err(file, list.line, "\(array), found <\(list.typeName)>") }
            return try values.map { item in
                guard let name = item.stringValue, !(nonEmpty && name.isEmpty) else { throw err(file, item.line, "\(items), found <\(item.typeName)>") }
                return name
            }
        }

        // Build settings in the values iOS shows (Xcode fills them in as it builds; the car reads the source file).
        let settings = BuildSettings(
            given: buildSettings, moduleName: applicationDelegate?.moduleName ?? delegates.lazy.compactMap(\.moduleName).first)
        var expansionNotices: [DeclarationError] = []
        /// `key`'s value with its build settings filled in (nil when absent or empty). Absent, with `generated`: the
        /// value Xcode writes into the built Info.plist for a target that generates its keys (modern templates leave
        /// CFBundleName and CFBundleIdentifier out of the file), from the same settings.
        func expanded(_ key: String, generated: String? = nil) throws -> String? {
            let written = try string(key)
            guard let raw = written ?? generated else { return nil }
            let (value, derived, unknown) = settings.expand(raw)
            let line = written == nil ? nil : info[key]?.line
            for d in derived where written != nil {
                expansionNotices.append(
                    err(
                        infoFile, line,
                        "\(key) is \(raw), which Xcode fills in from the target's build settings; the car used '\(value)' (\(d.name) = \(d.value), from \(d.from)): give AppDeclaration the target's buildSettings (`headunit init --project` does) to use its own"
                    ))
            }
            for name in unknown where written != nil {
                expansionNotices.append(
                    err(
                        infoFile, line,
                        "\(key) is \(raw): $(\(name)) is a build setting the car wasn't given, so it stands for nothing, as in Xcode when a target doesn't set it"
                    ))
            }
            return value.isEmpty ? nil : value
        }
        name =
            try expanded("CFBundleDisplayName") ?? expanded("CFBundleName") ?? expanded("CFBundleExecutable")
            ?? expanded("CFBundleName", generated: "$(PRODUCT_NAME)") ?? "App"
        bundleIdentifier =
            try expanded("CFBundleIdentifier", generated: "$(PRODUCT_BUNDLE_IDENTIFIER)") ?? "com.example.\(name.filter { $0.isLetter || $0.isNumber })"
        iconSymbol = try string("OpenCarPlayIconSymbol")
        iconName = try Self.iconName(info, infoFile)
        self.bundleFolder = bundleFolder
        builtInfoPlist = bundleFolder == nil ? nil : Self.builtInfoPlist(info, settings: settings, bundleIdentifier: bundleIdentifier)
        do {
            assetCatalog = try bundleFolder.flatMap { folder throws(AssetCatalogIssue) in try AssetCatalog.read(bundleFolder: folder) }
        } catch {
            throw err(error.file, nil, error.message)
        }
        // Apple documents the CarPlay scene flags inside the scene manifest; declarations that put them at the top level
        // are read too (true in either place counts).
        let manifestDictionary = info["UIApplicationSceneManifest"].flatMap { $0.dictionaryEntries != nil ? $0 : nil }
        func sceneFlag(_ key: String) throws -> (value: Bool, line: Int?) {
            let inside = try manifestDictionary.map { try bool($0, key, infoFile) } ?? false
            let top = try bool(info, key, infoFile)
            return (inside || top, (inside ? manifestDictionary?[key]?.line : nil) ?? info[key]?.line)
        }
        let dashboardFlag = try sceneFlag("CPSupportsDashboardNavigationScene")
        let clusterFlag = try sceneFlag("CPSupportsInstrumentClusterNavigationScene")
        supportsDashboardNavigationScene = dashboardFlag.value
        supportsInstrumentClusterNavigationScene = clusterFlag.value
        supportsSectionedBrowsing = try bool(info, "UIBrowsableContentSupportsSectionedBrowsing", infoFile)

        // Entitlements.
        var categories: Set<AppCategory> = []
        var deprecated: [String] = []
        var playable = false
        var protocols: [String] = []
        if let ents = entitlements {
            guard let entries = ents.dictionaryEntries else {
                throw err(entitlementsFile, ents.line, "the top-level value must be a <dict>, found <\(ents.typeName)>")
            }
            for (key, value) in entries {
                if key == "com.apple.developer.carplay-protocols" {
                    protocols += try strings(
                        value, entitlementsFile, array: "\(key) must be an <array> of <string> protocol names",
                        items: "\(key) must list <string> protocol names", nonEmpty: true)
                    continue
                }
                let isCarPlayKey = key.hasPrefix("com.apple.developer.carplay-") || key == "com.apple.developer.playable-content"
                guard isCarPlayKey else { continue }
                guard let granted = value.boolValue else {
                    throw err(entitlementsFile, value.line, "\(key) must be <true/> or <false/>, found <\(value.typeName)>")
                }
                if key == "com.apple.developer.playable-content", granted { playable = true }
                if let c = AppCategory.from(entitlementKey: key) {
                    if granted { categories.insert(c) }
                } else if AppCategory.deprecatedEntitlementKeys[key] != nil {
                    if granted { deprecated.append(key) }
                } else {
                    let known = AppCategory.allCases.map(\.entitlementKey).joined(separator: ", ")
                    throw err(entitlementsFile, value.line, "unknown CarPlay entitlement '\(key)' (known: \(known))")
                }
            }
        }
        self.categories = categories
        carPlayProtocols = protocols
        let accessoryProtocols =
            try info["UISupportedExternalAccessoryProtocols"].map {
                try strings(
                    $0, infoFile, array: "UISupportedExternalAccessoryProtocols must be an <array> of <string>",
                    items: "UISupportedExternalAccessoryProtocols must list <string> protocol names", nonEmpty: false)
            } ?? []
        supportedAccessoryProtocols = accessoryProtocols
        inAppIntentsSupported =
            try info["INIntentsSupported"].map {
                try strings(
                    $0, infoFile, array: "INIntentsSupported must be an <array> of intent class names",
                    items: "INIntentsSupported lists <string> intent class names", nonEmpty: true)
            } ?? []
        if let missing = protocols.first(where: { !accessoryProtocols.contains($0) }) {
            throw err(
                infoFile, info["UISupportedExternalAccessoryProtocols"]?.line,
                "the CarPlay protocols entitlement lists \(missing) but UISupportedExternalAccessoryProtocols doesn't: the app couldn't open a session for it")
        }
        deprecatedEntitlements = deprecated
        usesPlayableContent = playable

        // Scene manifest.
        var scenes: [SceneDeclaration] = []
        var multiple = false
        if let manifest = info["UIApplicationSceneManifest"] {
            guard manifest.dictionaryEntries != nil else {
                throw err(infoFile, manifest.line, "UIApplicationSceneManifest must be a <dict>, found <\(manifest.typeName)>")
            }
            multiple = try bool(manifest, "UIApplicationSupportsMultipleScenes", infoFile)
            if let configs = manifest["UISceneConfigurations"] {
                guard let roles = configs.dictionaryEntries else {
                    throw err(infoFile, configs.line, "UISceneConfigurations must be a <dict>, found <\(configs.typeName)>")
                }
                for (role, list) in roles {
                    guard let array = list.arrayValue else {
                        throw err(infoFile, list.line, "the configurations of role \(role) must be an <array>, found <\(list.typeName)>")
                    }
                    for entry in array {
                        guard entry.dictionaryEntries != nil else {
                            throw err(infoFile, entry.line, "a scene configuration of role \(role) must be a <dict>, found <\(entry.typeName)>")
                        }
                        func field(_ k: String) throws -> String? {
                            guard let v = entry[k] else { return nil }
                            guard let s = v.stringValue else { throw err(infoFile, v.line, "\(k) must be a <string>, found <\(v.typeName)>") }
                            return s
                        }
                        scenes.append(
                            SceneDeclaration(
                                role: UISceneSession.Role(role), configurationName: try field("UISceneConfigurationName"),
                                sceneClassName: try field("UISceneClassName"), delegateClassName: try field("UISceneDelegateClassName"),
                                line: entry.line))
                    }
                }
            }
        }
        self.scenes = scenes
        supportsMultipleScenes = multiple

        var factories: [String: SceneDelegateFactory] = [:]
        for f in delegates { factories[f.className] = f }
        self.factories = factories

        // Consistency of the CarPlay scenes.
        let expectedClass: [UISceneSession.Role: String] = [
            Self.carPlayRole: "CPTemplateApplicationScene",
            Self.dashboardRole: "CPTemplateApplicationDashboardScene",
            Self.instrumentClusterRole: "CPTemplateApplicationInstrumentClusterScene"
        ]
        for scene in scenes {
            guard let expected = expectedClass[scene.role] else { continue }
            if let cls = scene.sceneClassName, cls != expected {
                throw err(infoFile, scene.line, "UISceneClassName of role \(scene.role.rawValue) must be \(expected), found \(cls)")
            }
            // With an app delegate, `application(_:configurationForConnecting:options:)` may name the delegate class.
            guard let delegateName = scene.delegateClassName else {
                if applicationDelegate != nil { continue }
                throw err(
                    infoFile, scene.line,
                    "the \(scene.role.rawValue) configuration has no UISceneDelegateClassName (and the app declares no app delegate to choose one)")
            }
            let resolved = Self.resolve(delegateName)
            guard factories[resolved] != nil || applicationDelegate != nil else {
                let known = factories.keys.sorted().joined(separator: ", ")
                throw err(
                    infoFile, scene.line,
                    "UISceneDelegateClassName '\(delegateName)' names no delegate type the app registers (registered: \(known.isEmpty ? "none" : known))")
            }
        }
        let carScenes = scenes.filter { $0.role == Self.carPlayRole }
        var notices = readNotices  // what the files' reader accepted as Xcode does (a duplicate key)
        if !categories.isEmpty && carScenes.isEmpty && applicationDelegate == nil {
            throw err(
                infoFile, info["UIApplicationSceneManifest"]?.line,
                "the app has a CarPlay entitlement but its scene manifest declares no \(Self.carPlayRole.rawValue) scene")
        }
        // Several configurations of one role: the first is the role's default (Apple's UISceneConfigurations), and the
        // app delegate may pick another by name.
        // iOS installs an app whatever these say; it just never connects a scene the app doesn't support. The car does the
        // same and says why (``notices``).
        let dashboard = scenes.first { $0.role == Self.dashboardRole }
        let cluster = scenes.first { $0.role == Self.instrumentClusterRole }
        // A navigation app's other scenes: each as declared (if it is), its flag and the flag's key, its role, what it is
        // called and what iOS shows of the app without it.
        let others = [
            (
                dashboard, dashboardFlag, "CPSupportsDashboardNavigationScene", Self.dashboardRole, "a CarPlay Dashboard scene",
                "iOS shows no Dashboard for the app"
            ),
            (
                cluster, clusterFlag, "CPSupportsInstrumentClusterNavigationScene", Self.instrumentClusterRole, "an instrument cluster scene",
                "iOS shows nothing of the app in the cluster"
            )
        ]
        for (scene, flag, key, role, named, without) in others {
            if flag.value && scene == nil && applicationDelegate == nil {
                notices.append(
                    err(
                        infoFile, flag.line,
                        "\(key) is true but no \(role.rawValue) scene is declared (and no app delegate configures one): \(without)"))
            }
            if let scene, !categories.contains(.navigation) {
                notices.append(
                    err(infoFile, scene.line, "\(named) needs the navigation entitlement (\(AppCategory.navigation.entitlementKey)): iOS never connects it"))
            }
            if let scene, !flag.value {
                notices.append(
                    err(infoFile, scene.line, "\(named) is declared but \(key) (in UIApplicationSceneManifest) is not true: iOS never connects it"))
            }
        }
        if (dashboard != nil || cluster != nil || supportsDashboardNavigationScene || supportsInstrumentClusterNavigationScene) && !multiple {
            notices.append(
                err(
                    infoFile, info["UIApplicationSceneManifest"]?.line,
                    "an app with dashboard or instrument cluster scenes must set UIApplicationSupportsMultipleScenes to true: without it iOS connects only the car screen's scene"
                ))
        }
        // One notice per key is enough: the first setting it used that the car derived or didn't know.
        var noticed: Set<String> = []
        for n in expansionNotices where noticed.insert(String(n.message.prefix { $0 != " " })).inserted { notices.append(n) }
        self.notices = notices
    }

    /// Whether the car connects the Dashboard scene: the app supports it, is a navigation app and may have several
    /// scenes (iOS's conditions).
    public var connectsDashboard: Bool { supportsDashboardNavigationScene && categories.contains(.navigation) && supportsMultipleScenes }
    /// Whether the car connects the instrument cluster scene (as ``connectsDashboard``).
    public var connectsInstrumentCluster: Bool {
        supportsInstrumentClusterNavigationScene && categories.contains(.navigation) && supportsMultipleScenes
    }

    /// Strips a module prefix (`$(PRODUCT_MODULE_NAME).` or `MyApp.`) from a delegate class name.
    static func resolve(_ className: String) -> String {
        if let dot = className.lastIndex(of: ".") { return String(className[className.index(after: dot)...]) }
        return className
    }

    /// Whether the car shows the app: it needs a CarPlay category entitlement, or the playable content
    /// entitlement of audio apps written for iOS 13 and earlier.
    /// The app's kind in words, as the car's lists show it: its categories ("audio, communication"), "audio
    /// (playable content)" for an app written for MediaPlayer's playable content API, or "automaker". - Note: Ours.
    public var kindDescription: String {
        if isAutomakerApp { return "automaker" }
        if categories.isEmpty && usesPlayableContent { return "audio (playable content)" }
        return categories.map(\.rawValue).sorted().joined(separator: ", ")
    }

    public var isCarPlayApp: Bool { !categories.isEmpty || usesPlayableContent || !carPlayProtocols.isEmpty }

    /// An automaker app: it has the CarPlay protocols entitlement and draws its own UIKit screen (no template scene).
    public var isAutomakerApp: Bool { !carPlayProtocols.isEmpty && scene(for: Self.carPlayRole) == nil }
}
