// SPDX-License-Identifier: Apache-2.0

import Foundation

extension AppDeclaration {
    /// Declares an app without files: writes the Info.plist and Entitlements.plist an Xcode project would
    /// have for these categories and scene delegates, and reads them back. `bundleFolder` holds the app's resources
    /// (its `.xcassets` asset catalogs), if it has any; `inAppIntents` are the intents the app handles itself
    /// (`INIntentsSupported`: class names).
    public static func inMemory(
        name: String, categories: Set<AppCategory>, sceneDelegate: SceneDelegateFactory,
        dashboardDelegate: SceneDelegateFactory? = nil, instrumentClusterDelegate: SceneDelegateFactory? = nil,
        iconSymbol: String? = nil, bundleFolder: URL? = nil, inAppIntents: [String] = []
    ) throws -> AppDeclaration {
        func config(_ role: String, _ cls: String, _ name: String, _ delegate: String) -> String {
            """
                        <key>\(role)</key>
                        <array>
                            <dict>
                                <key>UISceneClassName</key>
                                <string>\(cls)</string>
                                <key>UISceneConfigurationName</key>
                                <string>\(name)</string>
                                <key>UISceneDelegateClassName</key>
                                <string>$(PRODUCT_MODULE_NAME).\(delegate)</string>
                            </dict>
                        </array>

            """
        }
        var configs = config("CPTemplateApplicationSceneSessionRoleApplication", "CPTemplateApplicationScene", "CarPlay", sceneDelegate.className)
        if let d = dashboardDelegate {
            configs += config("CPTemplateApplicationDashboardSceneSessionRoleApplication", "CPTemplateApplicationDashboardScene", "Dashboard", d.className)
        }
        if let d = instrumentClusterDelegate {
            configs += config(
                "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication",
                "CPTemplateApplicationInstrumentClusterScene", "Cluster", d.className)
        }
        let escapedName = name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleDisplayName</key>
                <string>\(escapedName)</string>
                <key>CFBundleIdentifier</key>
                <string>com.example.\(name.filter { $0.isLetter || $0.isNumber })</string>
            \(iconSymbol.map { "    <key>OpenCarPlayIconSymbol</key>\n    <string>\($0)</string>\n" } ?? "")\
            \(inAppIntents.isEmpty ? "" : "    <key>INIntentsSupported</key>\n    <array>\(inAppIntents.map { "<string>\($0)</string>" }.joined())</array>\n")\
                <key>CPSupportsDashboardNavigationScene</key>
                <\(dashboardDelegate != nil)/>
                <key>CPSupportsInstrumentClusterNavigationScene</key>
                <\(instrumentClusterDelegate != nil)/>
                <key>UIApplicationSceneManifest</key>
                <dict>
                    <key>UIApplicationSupportsMultipleScenes</key>
                    <\(dashboardDelegate != nil || instrumentClusterDelegate != nil)/>
                    <key>UISceneConfigurations</key>
                    <dict>
            \(configs)        </dict>
                </dict>
            </dict>
            </plist>
            """
        let entitlements = entitlementsPlist(categories.sorted().map { "    <key>\($0.entitlementKey)</key>\n    <true/>" }.joined(separator: "\n"))
        return try AppDeclaration(
            infoPlist: Data(info.utf8), infoFile: "\(name)/Info.plist", entitlements: Data(entitlements.utf8),
            entitlementsFile: "\(name)/Entitlements.plist",
            delegates: [sceneDelegate] + [dashboardDelegate, instrumentClusterDelegate].compactMap { $0 }, bundleFolder: bundleFolder)
    }
}

extension AppDeclaration {
    /// Declares an automaker app without files: its CarPlay protocols entitlement and the same protocols in
    /// `UISupportedExternalAccessoryProtocols`; `launching` is its `application(_:didFinishLaunchingWithOptions:)`.
    public static func automaker(name: String, protocols: [String], launching: @escaping @MainActor @Sendable () -> Void = {}) throws -> AppDeclaration {
        let list = protocols.map { "        <string>\($0.replacingOccurrences(of: "<", with: "&lt;"))</string>" }.joined(separator: "\n")
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleDisplayName</key>
                <string>\(name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;"))</string>
                <key>UISupportedExternalAccessoryProtocols</key>
                <array>
            \(list)
                </array>
            </dict>
            </plist>
            """
        let entitlements = entitlementsPlist("    <key>com.apple.developer.carplay-protocols</key>\n    <array>\n\(list)\n    </array>")
        return try AppDeclaration(
            infoPlist: Data(info.utf8), infoFile: "\(name)/Info.plist", entitlements: Data(entitlements.utf8),
            entitlementsFile: "\(name)/\(name).entitlements", delegates: []
        ).launching(launching)
    }

    /// An Entitlements.plist whose dictionary holds `entries` (its lines, indented as in the dictionary).
    private static func entitlementsPlist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>
        """
    }
}
