// SPDX-License-Identifier: Apache-2.0

import Foundation
import SwiftSyntax

/// Which of an Xcode target's Swift files the car builds, and where it stops. The reach starts at the files declaring
/// the CarPlay scene delegates and the app delegate and follows every name they use to the file that declares it (a
/// type, a top-level function or variable, a member of an extension of another file's type), and from there on. It
/// stops at the app's own boundaries: a file that imports a module nothing here provides (a framework OpenCarPlay
/// doesn't stand in for, a Swift package) or that is one of the phone's own screens (a SwiftUI view) is not built; the
/// app types the built code names from it get a stand-in instead (``StandInWriter``), with exactly the members that
/// code uses, for the user to fill in. Files nothing reaches are the phone's own (its screens, its other services).
/// A file that declares nothing others can name (a file of extensions of Apple's types) is built, unless it is cut.
/// - Note: Ours: a reading by names, with the compiler's parser, not a type check.
struct CarPlayCut {
    /// Why a file is not built.
    enum Reason: Equatable, CustomStringConvertible {
        /// It imports these modules, which nothing here provides.
        case imports([String])
        /// One of the phone's screens: the words say which.
        case phoneScreen(String)
        /// It uses these names of Apple's frameworks, which the shim doesn't declare (`NWConnection`, `kSecClassIdentity`).
        case lacks([String])
        /// Nothing the CarPlay code uses is declared there.
        case notReached

        var description: String {
            switch self {
            case .imports(let modules): "imports \(modules.joined(separator: ", ")), which nothing here provides"
            case .phoneScreen(let what): what
            case .lacks(let names):
                "uses \(names.prefix(4).joined(separator: ", "))\(names.count > 4 ? " and \(names.count - 4) more" : ""), which OpenCarPlay doesn't provide"
            case .notReached: "nothing the CarPlay code uses is declared there"
            }
        }
    }

    /// A file reached but not built: what the built code uses of it gets a stand-in.
    struct Cut {
        let outline: SourceOutline
        let reason: Reason
    }

    let kept: [URL]
    let cut: [Cut]
    /// Files nothing reaches, and files that are phone screens nothing reaches.
    let leftOut: [(url: URL, reason: Reason)]
    /// Every name the built code and the stand-ins' signatures use (what a stand-in keeps of a type).
    let usedNames: Set<String>
    /// The types the target declares anywhere (nested ones and type aliases included).
    let appTypes: Set<String>
    /// What the whole target declares, for the stand-ins.
    let catalog: AppCatalog
    /// The modules a built file may import.
    let available: Set<String>
    /// The names the shim (and the toolchain) declare.
    let shimNames: Set<String>

    /// `available`: the modules a file may import and still be built (the toolchain's, the shim's Apple frameworks, the
    /// app's own framework targets built beside it).
    /// `toolchain`: asked once which of the Apple-looking names the files use that the shim doesn't declare are the
    /// toolchain's own (Foundation's `NSObject` on Linux); without it, or when it can't answer, none is.
    init(files: [URL], roots: Set<String>, available: Set<String>, shimDeclarations: Set<String> = [], toolchain: ToolchainNames? = nil) {
        let outlines = Self.outlines(of: files)
        var known = shimDeclarations
        if let toolchain, !shimDeclarations.isEmpty {
            let appNames = Set(outlines.flatMap { $0.types.flatMap(Self.typeNames) + $0.provided })
            let candidates = Set(outlines.flatMap { Self.lacking($0, shim: shimDeclarations, app: appNames) })
            do {
                known.formUnion(try toolchain.declared(among: candidates))
            } catch {
                FileHandle.standardError.write(
                    Data(
                        "warning: couldn't ask the toolchain which of \(candidates.count) Apple-looking names it declares (\(error)): files using them are stood in\n"
                            .utf8))
            }
        }
        self.init(outlines: outlines, roots: roots, available: available, shimDeclarations: known)
    }

    /// The prefixes of the names of Apple's frameworks whose API the shim declares in part (Network's `NW…`,
    /// CoreBluetooth's `CB…`, MapKit's `MK…`, the Security framework's `Sec…` and `kSec…`, …): a name with one of them that
    /// the shim doesn't declare means the file can't be built here.
    static let partialPrefixes = PackageStub.applePrefixes + ["NW", "CB", "OSLog"]

    /// The names of Apple's frameworks without a prefix of their own (``PackageScaffold/importOnly``): a file importing
    /// one that uses a name the shim doesn't declare can't be built here.
    static let unprefixedNames: [String: Set<String>] = [
        "AppIntents": [
            "AppIntent", "AppEntity", "AppEnum", "AppShortcutsProvider", "AppShortcut", "AppShortcutPhrase", "AppShortcutsBuilder",
            "AppDependencyManager", "AppDependency", "Dependency", "Parameter", "IntentParameter", "IntentParameterSummary",
            "ParameterSummary", "IntentResult", "IntentDialog", "IntentDescription", "IntentFile", "IntentItem", "IntentItemSection",
            "IntentPerformer", "IntentDonationManager", "IntentSystemContext", "IntentResultContainer", "ReturnsValue", "ProvidesDialog",
            "ShowsSnippetView", "OpensIntent", "OpenIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "ForegroundContinuableIntent",
            "ProgressReportingIntent", "LiveActivityIntent", "SystemIntent", "SetValueIntent", "ControlConfigurationIntent",
            "WidgetConfigurationIntent", "URLRepresentableIntent", "URLRepresentableEntity", "PredictableIntent", "IntentPrediction",
            "IntentPredictionConfiguration", "EntityQuery", "EntityStringQuery", "EntityPropertyQuery", "EnumerableEntityQuery",
            "UniqueAppEntityQuery", "EntityIdentifier", "EntityProperty", "IndexedEntity", "DisplayRepresentation",
            "TypeDisplayRepresentation", "CaseDisplayRepresentation", "DynamicOptionsProvider", "IntentModes", "AppIntentError",
            "IntentAuthenticationPolicy", "UnionValue", "AssistantIntent", "AssistantEntity", "AssistantSchemas"
        ]
    ]

    /// Apple's attributes the AppleImports plugin rewrites into Swift the shim builds (Core Data's `@NSManaged`).
    static let rewrittenByPlugin: Set<String> = ["NSManaged"]

    /// The Apple-looking names `outline` uses that neither the shim nor the app declares.
    static func lacking(_ outline: SourceOutline, shim: Set<String>, app: Set<String>) -> [String] {
        guard !shim.isEmpty else { return [] }
        return outline.names.filter { name in
            // `UIKit.UIApplication`, `#if canImport(UIKit)`: a module the shim stands in for is no missing name.
            guard !shim.contains(name), !app.contains(name), !PackageScaffold.shimmed.contains(name), !rewrittenByPlugin.contains(name) else {
                return false
            }
            if name.hasPrefix("kSec") || (name.hasPrefix("Sec") && name.dropFirst(3).first?.isUppercase == true) { return true }
            return partialPrefixes.contains { prefix in
                guard name.hasPrefix(prefix) else { return false }
                let rest = Array(name.dropFirst(prefix.count))
                return rest.count >= 2 && rest[0].isUppercase && rest[1].isLowercase
            }
        }.sorted()
    }

    /// Each file read and parsed, on every core (parsing is most of init's time: a debug build of the parser takes about
    /// 80 ms for a file of a few hundred lines).
    static func outlines(of files: [URL]) -> [SourceOutline] {
        final class Results: @unchecked Sendable {
            var outlines: [SourceOutline?]
            let lock = NSLock()
            init(count: Int) { outlines = Array(repeating: nil, count: count) }
        }
        let results = Results(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let outline = SourceOutline(contentsOf: files[i])
            results.lock.withLock { results.outlines[i] = outline }
        }
        return results.outlines.map { $0! }
    }

    init(outlines: [SourceOutline], roots: Set<String>, available: Set<String>, shimDeclarations: Set<String> = []) {
        let declaredByApp = Set(outlines.flatMap { $0.types.flatMap(Self.typeNames) + $0.provided })
        // The phone's screens are their types with every extension of them (`ItemListView+Alerts.swift` builds the
        // alerts of a SwiftUI view in another file): those files go with the screen.
        let screenTypes = Set(outlines.flatMap { $0.screenTypes.map(\.name) })
        func screen(_ o: SourceOutline) -> String? {
            if let screen = o.phoneScreen { return screen }
            return o.extended.sorted().first(where: screenTypes.contains).map { "a phone screen: an extension of the SwiftUI view \($0)" }
        }
        func reason(_ o: SourceOutline) -> Reason? {
            // A framework the shim reads imports of without declaring its API (AppIntents): the file is built when what
            // it uses of it is declared here (known only when what the shim declares is).
            let importOnly = shimDeclarations.isEmpty ? [] : PackageScaffold.importOnly
            let missing = o.imports.filter { !available.contains($0) && !importOnly.contains($0) }
            if !missing.isEmpty { return .imports(Array(Set(missing)).sorted()) }
            if let screen = screen(o) { return .phoneScreen(screen) }
            var lacking = Self.lacking(o, shim: shimDeclarations, app: declaredByApp)
            for framework in o.imports where importOnly.contains(framework) {
                lacking += (Self.unprefixedNames[framework] ?? []).filter {
                    o.names.contains($0) && !shimDeclarations.contains($0) && !declaredByApp.contains($0)
                }
            }
            return lacking.isEmpty ? nil : .lacks(Array(Set(lacking)).sorted())
        }
        enum State { case unreached, kept, cut(Reason) }
        let provided = outlines.map(\.provided)
        let appTypes = Set(outlines.flatMap { $0.types.flatMap(Self.typeNames) + $0.typeAliases })
        // While reaching, every file counts as built: a stand-in's value read through the app's code
        // (`Store.shared.context`) reaches the file that declares it.
        let reachCatalog = AppCatalog(outlines: outlines, built: Set(outlines.map(\.url)))
        var state: [State] = outlines.map { _ in .unreached }
        var names = Set<String>()
        var types = Set<String>()
        func keep(_ i: Int) {
            state[i] = .kept
            names.formUnion(outlines[i].names)
            types.formUnion(outlines[i].declared)
        }
        for (i, o) in outlines.enumerated() {
            if !o.declared.isDisjoint(with: roots) {
                keep(i)
            } else if provided[i].isEmpty && o.extended.isEmpty && reason(o) == nil {
                keep(i)
            }
        }
        var changed = true
        while changed {
            changed = false
            for (i, o) in outlines.enumerated() {
                guard case .unreached = state[i] else { continue }
                let initialized = o.extensionInitializers.contains { names.contains($0.type) && names.contains($0.label) }
                guard !provided[i].isDisjoint(with: names) || !o.extended.isDisjoint(with: types) || initialized else { continue }
                changed = true
                if let why = reason(o) {
                    state[i] = .cut(why)
                    // What the built code uses of it, as the stand-in will declare it, names more types.
                    names.formUnion(
                        StandInWriter.signatureNames(of: o, context: StandInWriter.Context(names: names, appTypes: appTypes, catalog: reachCatalog)))
                } else {
                    keep(i)
                }
            }
        }
        var kept: [URL] = []
        var cut: [Cut] = []
        var leftOut: [(URL, Reason)] = []
        for (i, o) in outlines.enumerated() {
            switch state[i] {
            case .kept: kept.append(o.url)
            case .cut(let why): cut.append(Cut(outline: o, reason: why))
            case .unreached: leftOut.append((o.url, screen(o).map(Reason.phoneScreen) ?? .notReached))
            }
        }
        self.kept = kept
        self.cut = cut
        self.leftOut = leftOut
        self.usedNames = names
        self.appTypes = appTypes
        self.available = available
        self.shimNames = shimDeclarations
        self.catalog = AppCatalog(outlines: outlines, built: Set(kept))
    }

    /// A type's name and its nested types' and type aliases' names (`typealias Completion = (Result) -> Void`).
    static func typeNames(_ t: SourceOutline.TypeDecl) -> [String] {
        [t.name] + t.members.compactMap(SourceOutline.typeDecl).flatMap(typeNames)
            + t.members.compactMap { $0.as(TypeAliasDeclSyntax.self)?.name.text }
    }

    /// What a stand-in for one of the cut files is written from.
    var standInContext: StandInWriter.Context {
        StandInWriter.Context(
            names: usedNames, appTypes: appTypes, catalog: catalog, modules: available.subtracting(PackageScaffold.shimmed), shimNames: shimNames)
    }

    /// In a few lines, for people: how many files are built, which are stood in and why, how many are left out and why.
    /// `appFiles`: the target's own files; `frameworks`: each framework target the code imports, with how many of its
    /// files are built and how many it has.
    func summary(appFiles: Set<URL>, frameworks: [(module: String, built: Int, total: Int)] = []) -> [String] {
        let inFrameworks = frameworks.map { ", \($0.built) of \($0.module)'s \($0.total)" }.joined()
        var lines = ["the CarPlay cut builds \(kept.filter(appFiles.contains).count) of the target's \(appFiles.count) Swift files\(inFrameworks)"]
        if !cut.isEmpty {
            // By cause: each missing module with how many cut files import it, then the screens.
            var byModule: [String: Int] = [:]
            var screens = 0
            var lacking = 0
            for c in cut {
                switch c.reason {
                case .imports(let modules): for m in modules { byModule[m, default: 0] += 1 }
                case .phoneScreen: screens += 1
                case .lacks: lacking += 1
                case .notReached: break
                }
            }
            let causes =
                byModule.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value) import \($0.key)" }
                + (lacking == 0 ? [] : ["\(lacking) use Apple API OpenCarPlay lacks"])
                + (screens == 0 ? [] : ["\(screens) phone screen\(screens == 1 ? "" : "s")"])
            lines.append(
                "stand-ins for what it uses from \(cut.count) file\(cut.count == 1 ? "" : "s") it reaches but can't build here (\(causes.joined(separator: ", "))): "
                    + "CarPlayPackage/Sources/StandIns\(frameworks.isEmpty ? "" : " (a framework's in CarPlayPackage/Frameworks/NAME/StandIns)"), each marked \"fill in\""
            )
        }
        let screens = leftOut.filter { if case .phoneScreen = $0.reason { true } else { false } }.count
        if !leftOut.isEmpty {
            lines.append(
                "left out \(leftOut.count): \(screens) phone screen\(screens == 1 ? "" : "s"), \(leftOut.count - screens) that nothing the CarPlay code uses declares "
                    + "(listed commented out in CarPlayPackage/Sources/apple-imports.txt\(frameworks.isEmpty ? "" : " and each framework's"), each with its reason)"
            )
        }
        return lines
    }
}
