// Seed 003, "Implement CarPlaySceneDelegate": the sample as written, with `import CarPlay` replaced.
import CarPlayShim

class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
static let configurationName = "CarPlayScene Configuration"
var interfaceController: CPInterfaceController?
func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
self.interfaceController = interfaceController
let item = CPListItem(text: "My text", detailText: "My detail text")
let section = CPListSection(items: [item])
let listTemplate = CPListTemplate(title: "Albums", sections: [section])
interfaceController.setRootTemplate(listTemplate, animated: true, completion: nil)
}
func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
self.interfaceController = nil
}
}

/// The declaration that goes with it (seed 003's Info.plist and Entitlements.plist).
public enum AudioListSample {
    public static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    <key>UIApplicationSceneManifest</key>
    <dict>
    <key>UIApplicationSupportsMultipleScenes</key>
    <true/>
    <key>UISceneConfigurations</key>
    <dict>
    <key>UIWindowSceneSessionRoleApplication</key>
    <array>
    <dict>
    <key>UISceneClassName</key>
    <string>UIWindowScene</string>
    <key>UISceneConfigurationName</key>
    <string>Default Configuration</string>
    <key>UISceneDelegateClassName</key>
    <string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
    </dict>
    </array>
    <key>CPTemplateApplicationSceneSessionRoleApplication</key>
    <array>
    <dict>
    <key>UISceneClassName</key>
    <string>CPTemplateApplicationScene</string>
    <key>UISceneConfigurationName</key>
    <string>CarPlayScene Configuration</string>
    <key>UISceneDelegateClassName</key>
    <string>$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate</string>
    </dict>
    </array>
    </dict>
    </dict>
    </dict>
    </plist>
    """
    public static let entitlements = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    <key>com.apple.developer.carplay-audio</key>
    <true/>
    </dict>
    </plist>
    """
    @MainActor public static func makeDelegate() -> UISceneDelegate { CarPlaySceneDelegate() }
    public static let delegateClassName = "CarPlaySceneDelegate"
}
