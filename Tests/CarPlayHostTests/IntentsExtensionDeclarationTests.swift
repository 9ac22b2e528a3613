// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation
import Testing

/// An intents extension's Info.plist, read as iOS reads it: the intents it declares under `IntentsSupported`, and a
/// clear error naming the file and line when it is malformed.
@MainActor @Suite struct IntentsExtensionDeclarationTests {
    final class Handler: INExtension, @unchecked Sendable {}
    final class Scene: UIResponder, CPTemplateApplicationSceneDelegate {
        func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {}
    }

    func app() throws -> AppDeclaration {
        try AppDeclaration.inMemory(name: "Chat", categories: [.communication], sceneDelegate: SceneDelegateFactory(className: "Scene") { Scene() })
    }

    func plist(_ attributes: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>NSExtension</key>
                <dict>
                    <key>NSExtensionAttributes</key>
                    <dict>\(attributes)</dict>
                    <key>NSExtensionPointIdentifier</key>
                    <string>com.apple.intents-service</string>
                </dict>
            </dict>
            </plist>
            """.utf8)
    }

    @Test func readsTheDeclaredIntents() throws {
        let declared = try app().handlingIntents(
            declaredIn: plist("<key>IntentsSupported</key><array><string>INSendMessageIntent</string><string>INStartCallIntent</string></array>")
        ) { Handler() }
        #expect(declared.intentsSupported == ["INSendMessageIntent", "INStartCallIntent"])
        #expect(declared.intentHandler != nil)
        #expect(try app().intentsSupported == nil, "no extension declared")
    }

    @Test func aMalformedDeclarationNamesTheFileAndLine() throws {
        let noList = #expect(throws: DeclarationError.self) {
            try app().handlingIntents(declaredIn: plist("<key>IntentsRestrictedWhileLocked</key><array/>"), file: "Ext/Info.plist") { Handler() }
        }
        #expect(noList?.description == "Ext/Info.plist:7: error: NSExtensionAttributes needs IntentsSupported (an <array> of intent class names)")
        let wrongType = #expect(throws: DeclarationError.self) {
            try app().handlingIntents(declaredIn: plist("<key>IntentsSupported</key><string>INSendMessageIntent</string>"), file: "Ext/Info.plist") {
                Handler()
            }
        }
        #expect(wrongType?.message == "IntentsSupported must be an <array>, found <string>")
        let notAList = #expect(throws: DeclarationError.self) {
            try app().handlingIntents(declaredIn: Data("<plist><dict/></plist>".utf8), file: "Ext/Info.plist") { Handler() }
        }
        #expect(notAList?.message == "an intents extension's Info.plist needs an NSExtension <dict>")
    }
}
