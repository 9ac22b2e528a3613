// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Rewrites a Swift file written for iOS so it builds against OpenCarPlay on Linux with its Apple imports left as they
/// are in the original: each import of a framework CarPlay code uses (`import CarPlay`, `import UIKit`, …) becomes
/// `import CarPlayShim`, and `canImport(…)` of one asks for `CarPlayShim`. Every other line is kept, and the copy starts
/// with a `#sourceLocation` naming the original, so the compiler's errors and warnings point at the original file and
/// line. Where Swift has no Objective-C runtime (Linux), `@objc` attributes and `#selector`s are rewritten too
/// (`SelectorRewriter`); Core Data's `@NSManaged` declarations are rewritten everywhere (`ManagedPropertyRewriter`). The `AppleImports` build tool plugin runs it on each file of a user's CarPlay folder. - Note: Ours.
package enum AppleImportRewriter {
    /// Whether the compiler here lacks the Objective-C runtime, so `@objc` and `#selector` must be rewritten.
    #if canImport(ObjectiveC)
        package static let rewritesObjectiveC = false
    #else
        package static let rewritesObjectiveC = true
    #endif
    /// Whether Core Data here is OpenCoreData (no Core Data of Apple's), whose predicates and sort descriptors must win
    /// over Foundation's own (Foundation on Linux has an `NSPredicate` that can't read a format string).
    #if canImport(CoreData)
        package static let coreDataIsOurs = false
    #else
        package static let coreDataIsOurs = true
    #endif

    /// What a file importing Core Data imports besides, on the same line: OpenCoreData's predicate and sort descriptor
    /// classes by name, so `NSPredicate` in a signature (`-> NSPredicate?`) means Core Data's, not Foundation's — a
    /// class imported by name wins over one a whole module brings, where two whole modules would be ambiguous.
    package static let coreDataClasses = ["NSPredicate", "NSCompoundPredicate", "NSSortDescriptor"].map { "import class OpenCoreData.\($0)" }

    /// The Apple frameworks `CarPlayShim` stands in for on Linux (what CarPlay code imports).
    package static let frameworks: Set<String> = [
        "CarPlay", "UIKit", "MediaPlayer", "Intents", "UserNotifications", "MapKit", "CoreLocation", "AVFAudio",
        "AVFoundation", "CallKit", "ExternalAccessory", "Combine", "Security", "QuartzCore", "CoreGraphics", "CoreMedia", "os", "OSLog",
        "Contacts", "CoreSpotlight", "StoreKit", "UniformTypeIdentifiers", "SwiftUI", "WidgetKit", "ActivityKit",
        "Network", "CoreBluetooth",
        "SwiftData", "CoreData", "BackgroundTasks", "AppIntents", "WatchConnectivity"
    ]

    /// The rewritten text of `source`, read from `originalPath`; `objectiveC`: whether `@objc` and `#selector` are
    /// rewritten (`SelectorRewriter`), by default where the compiler lacks the Objective-C runtime.
    package static func rewrite(_ source: String, originalPath: String, objectiveC: Bool = rewritesObjectiveC) -> String {
        let source = ManagedPropertyRewriter.rewrite(objectiveC ? SelectorRewriter.rewrite(source) : source)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in lines.indices {
            if let rewritten = rewriteImport(lines[i]) {
                lines[i] = rewritten
            } else if let entry = removeEntryPoint(lines[i]) {
                lines[i] = entry
            } else if PlatformConditions.isCondition(lines[i]) {
                lines[i] = PlatformConditions.rewrite(lines[i])
            } else if lines[i].contains("canImport(") {
                lines[i] = rewriteCanImport(lines[i])
            }
        }
        addSecurityThroughFoundation(&lines)
        let escaped = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        // The compiler's code excerpts number the copy's own lines. When the first line is blank or a `//` comment
        // (the header Xcode writes), the directive takes its place, so line N of the copy is line N of the original and
        // excerpts are numbered right; otherwise it goes before it and excerpts read one more than the original's line
        // (the location in the message itself is right either way, and `headunit build` prints excerpts from the original).
        let first = lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
        if lines.count > 1, first.isEmpty || first.hasPrefix("//") {
            lines[0] = "#sourceLocation(file: \"\(escaped)\", line: 2)"
            return lines.joined(separator: "\n")
        }
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + lines.joined(separator: "\n")
    }

    /// `import UIKit`, `@preconcurrency import MapKit`, `import struct CoreLocation.CLLocationCoordinate2D`,
    /// `@_exported import Combine`: the same attributes, importing `CarPlayShim`. Nil for any other line.
    static func rewriteImport(_ line: String) -> String? {
        let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
        var rest = line.dropFirst(indentation.count)
        var attributes: [Substring] = []
        while rest.hasPrefix("@") {
            let attribute = rest.prefix { !$0.isWhitespace }
            attributes.append(attribute)
            rest = rest.dropFirst(attribute.count).drop { $0 == " " || $0 == "\t" }
        }
        // Access-level imports (`public import UIKit`, SE-0409) keep their level.
        var modifiers: [Substring] = []
        for level in ["public", "package", "internal", "fileprivate", "private"] where rest.hasPrefix(level + " ") {
            modifiers.append(rest.prefix(level.count))
            rest = rest.dropFirst(level.count).drop { $0 == " " || $0 == "\t" }
        }
        guard rest.hasPrefix("import "), line.trimmingCharacters(in: .whitespaces).hasPrefix("//") == false else { return nil }
        rest = rest.dropFirst("import ".count).drop { $0 == " " || $0 == "\t" }
        // `import struct Module.Symbol` and friends name a kind first.
        let kinds = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        if let kind = kinds.first(where: { rest.hasPrefix($0 + " ") }) {
            rest = rest.dropFirst(kind.count).drop { $0 == " " || $0 == "\t" }
        }
        let path = rest.prefix { !$0.isWhitespace && $0 != ";" }
        let module = path.split(separator: ".").first.map(String.init) ?? ""
        guard frameworks.contains(module) else { return nil }
        let trailing = rest.dropFirst(path.count)
        let parts = attributes.map(String.init) + modifiers.map(String.init) + ["import CarPlayShim"]
        let coreData = module == "CoreData" && coreDataIsOurs ? coreDataClasses.map { "; " + $0 }.joined() : ""
        return indentation + parts.joined(separator: " ") + coreData + trailing
    }

    /// `@main` or `@UIApplicationMain` on the app delegate (or a SwiftUI `App`): the app's entry point on iOS, where
    /// `UIApplicationMain` makes the delegate. Here the car launches the app (it makes the delegate from its declaration),
    /// and the app's code is a library that must not define `main`, so the attribute goes; the rest of the line stays,
    /// so line numbers don't move. Nil for any other line.
    static func removeEntryPoint(_ line: String) -> String? {
        let indentation = line.prefix { $0 == " " || $0 == "\t" }
        let rest = line.dropFirst(indentation.count)
        for attribute in ["@main", "@UIApplicationMain"] where rest.hasPrefix(attribute) {
            let after = rest.dropFirst(attribute.count)
            // `@mainActor` is no attribute of Swift's, but a longer name (`@MainActor` differs in case) must not match.
            if let next = after.first, next.isLetter || next.isNumber || next == "_" || next == "(" { continue }
            return String(indentation) + String(after.drop { $0 == " " || $0 == "\t" })
        }
        return nil
    }

    /// On Apple's platforms `import Foundation` also brings the Security framework (Foundation's URL credentials import
    /// it), so keychain code often imports Foundation alone; and Apple's Foundation has API that swift-corelibs-foundation
    /// lacks and the shim fills in (`RelativeDateTimeFormatter`, `DateComponentsFormatter`, `MeasurementFormatter`,
    /// `String(localized:)`, app group containers, file protection, extended attributes). A file
    /// that uses those names and imports no framework the shim stands in for gets `import CarPlayShim` on its
    /// `import Foundation` line, after a `;`, so no line moves.
    static func addSecurityThroughFoundation(_ lines: inout [String]) {
        guard !lines.contains(where: { $0.contains("import CarPlayShim") }),
            lines.contains(where: { line in
                // The code before a `//` comment.
                let code = line.components(separatedBy: "//").first ?? ""
                return securityNames.contains { code.contains($0) }
            }),
            let i = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "import Foundation" })
        else { return }
        lines[i] += "; import CarPlayShim"
    }

    /// How the keychain's API begins (`SecItemAdd`, `kSecClass`, `errSecSuccess`, `SecAccessControlCreateWithFlags`), and
    /// the Foundation API the shim fills in (URLSession, which Linux keeps in FoundationNetworking, XMLParser, which it keeps
    /// in FoundationXML, security-scoped URLs, and the observable objects Apple's Foundation brings with Combine).
    static let securityNames = [
        "SecItem", "kSec", "errSec", "SecAccessControl", "RelativeDateTimeFormatter", "DateComponentsFormatter", "MeasurementFormatter",
        "String(localized:",
        // Apple's Foundation has URLSession (Linux: FoundationNetworking) and brings Combine's observable objects.
        "URLSession", "URLRequest", "ObservableObject", "@Published", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject",
        // Apple's Foundation has XMLParser (Linux: FoundationXML) and security-scoped URLs (the shim's extension).
        "XMLParser", "SecurityScopedResource",
        // Apple's Foundation has file protection as a resource value, app group containers and Darwin's extended
        // attributes (the shim's, with Darwin's signatures).
        "URLFileProtection", "fileProtectionKey", "forSecurityApplicationGroupIdentifier", "setxattr(", "getxattr(", "removexattr(",
        // Apple's Foundation brings Observation (`@Observable` models, `withObservationTracking`); the shim re-exports it.
        "@Observable", "withObservationTracking", "@ObservationIgnored",
        // Clearing a setting: Foundation on Linux's `set(nil, forKey:)` never returns; the shim's does.
        "set(nil, forKey:"
    ]

    /// `#if canImport(UIKit)` and the like: true where `CarPlayShim` is.
    static func rewriteCanImport(_ line: String) -> String {
        var out = line
        for framework in frameworks {
            for spelling in ["canImport(\(framework))", "canImport( \(framework) )"] {
                out = out.replacingOccurrences(of: spelling, with: "canImport(CarPlayShim)")
            }
        }
        return out
    }
}
