// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenIntents

extension AppDeclaration {
    /// The same declaration with an intents extension: its Info.plist (what it declares under `NSExtension` →
    /// `NSExtensionAttributes` → `IntentsSupported`) and its principal object, which answers `handler(for:)`.
    /// `file` names the Info.plist in errors. - Note: Ours: on iOS the extension is a bundle inside the app.
    public func handlingIntents(
        declaredIn extensionInfoPlist: Data, file: String = "IntentsExtension/Info.plist",
        with make: @escaping @MainActor @Sendable () -> any INIntentHandlerProviding
    ) throws -> AppDeclaration {
        var copy = handlingIntents(with: make)
        let info = try PropertyListReader.read(extensionInfoPlist, file: file)
        copy.intentsSupported = try Self.intentsSupported(in: info, file: file)
        copy.intentsSupportedSource = FileLocation(file: file, line: info["NSExtension"]?["NSExtensionAttributes"]?["IntentsSupported"]?.line)
        return copy
    }

    /// The same declaration with an intents extension declaring `intents` (class names, as `IntentsSupported` lists
    /// them). - Note: Ours.
    public func handlingIntents(
        declaring intents: [String], with make: @escaping @MainActor @Sendable () -> any INIntentHandlerProviding
    ) -> AppDeclaration {
        var copy = handlingIntents(with: make)
        copy.intentsSupported = intents
        return copy
    }

    /// Reads `IntentsSupported` from an intents extension's Info.plist.
    static func intentsSupported(in info: PropertyList, file: String) throws -> [String] {
        func fail(_ value: PropertyList?, _ message: String) -> DeclarationError {
            DeclarationError(file: file, line: value?.line ?? info.line, message: message)
        }
        guard let ext = info["NSExtension"] else { throw fail(info, "an intents extension's Info.plist needs an NSExtension <dict>") }
        guard ext.dictionaryEntries != nil else { throw fail(ext, "NSExtension must be a <dict>, found <\(ext.typeName)>") }
        if let point = ext["NSExtensionPointIdentifier"], point.stringValue != "com.apple.intents-service" {
            throw fail(
                point, "NSExtensionPointIdentifier of an intents extension is com.apple.intents-service, not '\(point.stringValue ?? "<\(point.typeName)>")'")
        }
        guard let attributes = ext["NSExtensionAttributes"] else { throw fail(ext, "NSExtension needs an NSExtensionAttributes <dict>") }
        guard let list = attributes["IntentsSupported"] else {
            throw fail(attributes, "NSExtensionAttributes needs IntentsSupported (an <array> of intent class names)")
        }
        guard let items = list.arrayValue else { throw fail(list, "IntentsSupported must be an <array>, found <\(list.typeName)>") }
        return try items.map { item in
            guard let name = item.stringValue else { throw fail(item, "IntentsSupported lists <string>s, found <\(item.typeName)>") }
            return name
        }
    }
}

/// A place in one of the app's files (a declaration's Info.plist), for tools that point at it (SARIF). - Note: Ours.
public struct FileLocation: Sendable, Codable, Equatable {
    /// The file as the app's declaration named it (relative to the app's folder when it was given so).
    public var file: String
    /// The line, from 1; nil when unknown.
    public var line: Int?
    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }
}
