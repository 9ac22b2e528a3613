// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The names a stand-in (``PackageStub``) must never declare, and the rule choosing one stand-in for a name the
/// compiler couldn't find: a name OpenCarPlay's shim exports (any module `CarPlayShim` re-exports), a name of Apple's
/// unprefixed API (SwiftUI's `Button`, Combine's `AnyCancellable`…) and a type the app's own code declares (in a file
/// `apple-imports.txt` lists, even commented out) go nowhere. - Note: Ours.
enum StubNames {
    /// Types of Apple's frameworks without a two-letter prefix (so ``PackageStub/isAppleName(_:)`` can't tell them):
    /// SwiftUI's views, containers, shapes, styles and property wrappers, Combine's, Observation's, Charts' and the
    /// unified log's, as Apple's documentation names them. A name of theirs not here may still reach a stand-in; a
    /// package declaring a type of one of these names is not told apart (its stand-in is the user's to write then).
    static let appleUnprefixed: Set<String> = [
        // SwiftUI
        "View", "Text", "Image", "Button", "Label", "Link", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "TextField",
        "SecureField", "TextEditor", "Form", "Section", "List", "ForEach", "ScrollView", "ScrollViewReader", "ScrollViewProxy", "LazyVStack",
        "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GridItem", "VStack", "HStack", "ZStack", "Spacer", "Divider", "Group",
        "GroupBox", "NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink", "NavigationPath", "TabView", "Tab", "Menu",
        "Alert", "ActionSheet", "ProgressView", "Gauge", "GeometryReader", "GeometryProxy", "Color", "Font", "Gradient", "LinearGradient",
        "RadialGradient", "AngularGradient", "Shape", "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule",
        "Ellipse", "Path", "Angle", "Animation", "AnyTransition", "AnyView", "EmptyView", "TupleView", "ViewBuilder", "ViewModifier",
        "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment", "EnvironmentValues", "EnvironmentKey",
        "AppStorage", "SceneStorage", "FocusState", "FocusedValue", "Namespace", "Bindable", "Scene", "WindowGroup", "App", "Commands",
        "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement", "EditButton", "ShareLink", "Canvas", "TimelineView", "AsyncImage",
        "ContentUnavailableView", "DisclosureGroup", "OutlineGroup", "Table", "TableColumn", "ControlGroup", "LabeledContent",
        "PreviewProvider", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "EdgeInsets", "UnitPoint", "ContentMode",
        "Visibility", "ColorScheme", "DynamicTypeSize", "Axis", "PresentationDetent", "ScenePhase", "DismissAction", "OpenURLAction",
        "StrokeStyle", "Material", "ShapeStyle", "ButtonStyle", "PrimitiveButtonStyle", "ButtonRole", "LabelStyle", "ToggleStyle",
        "ListStyle", "TextFieldStyle", "PickerStyle", "MenuStyle", "GaugeStyle", "ProgressViewStyle", "LocalizedStringKey",
        "AttributedString", "Transaction", "GestureState", "TapGesture", "DragGesture", "LongPressGesture", "Gesture", "Layout",
        "ViewThatFits", "SubscriptionView", "RefreshAction", "Map", "MapMarker", "MapAnnotation", "Marker", "Annotation",
        // Combine
        "Publisher", "Subscriber", "Subscription", "AnyPublisher", "AnyCancellable", "Cancellable", "PassthroughSubject",
        "CurrentValueSubject", "Published", "Just", "Future", "Deferred", "Empty", "Fail", "Subscribers", "Publishers", "ObservableObject",
        "ObservableObjectPublisher", "Subject", "Scheduler", "ImmediateScheduler", "Record",
        // Observation
        "Observable", "ObservationIgnored", "ObservationTracked", "ObservationRegistrar",
        // Charts
        "Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark", "PlottableValue",
        // os
        "Logger", "OSLog", "OSLogType", "OSSignposter", "OSAllocatedUnfairLock"
    ]

    /// The types OpenCarPlay's shim exports: the public and open types of `CarPlayShim` and of each of OpenCarPlay's
    /// modules it re-exports (`@_exported import OpenUIKit`…), read from OpenCarPlay's sources (`sources`: its
    /// `Sources/AppleAPI` folder). Empty when they aren't there.
    static func shimNames(sources: URL) -> Set<String> {
        shimSourceTexts(sources: sources).reduce(into: Set<String>()) { $0.formUnion(publicTypes(in: $1)) }
    }

    /// Every public name OpenCarPlay's shim declares, of any kind (types, functions, constants, members), read as
    /// ``shimNames(sources:)`` reads the types: what the CarPlay cut asks of an Apple-looking name a file uses.
    static func shimDeclarations(sources: URL) -> Set<String> {
        var names: Set<String> = []
        for text in shimSourceTexts(sources: sources) {
            for m in publicDeclaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let r = Range(m.range(at: 1), in: text) { names.insert(String(text[r])) }
            }
        }
        return names
    }

    /// The text of each Swift file of `CarPlayShim` and of the OpenCarPlay modules it re-exports
    /// (`@_exported import OpenUIKit`…); none when the sources aren't there.
    static func shimSourceTexts(sources: URL) -> [String] {
        let shim = sources.appendingPathComponent("CarPlayShim/CarPlayShim.swift")
        guard let text = try? String(contentsOf: shim, encoding: .utf8) else { return [] }
        var modules = ["CarPlayShim"]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 3, words[0] == "@_exported", words[1] == "import" { modules.append(String(words[2])) }
        }
        var texts: [String] = []
        for module in modules {
            guard let walker = FileManager.default.enumerator(at: sources.appendingPathComponent(module), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                texts.append((try? String(contentsOf: url, encoding: .utf8)) ?? "")
            }
        }
        return texts
    }

    private static let publicDeclaration = try! NSRegularExpression(
        pattern:
            #"(?:public|open)\s+(?:(?:static|class|final|indirect|nonisolated|override|convenience|required|mutating|let|var)\s+)*(?:class\s+|struct\s+|enum\s+|protocol\s+|actor\s+|typealias\s+|func\s+|let\s+|var\s+|case\s+)?([A-Za-z_]\w*)"#
    )

    private static let publicType = try! NSRegularExpression(
        pattern:
            #"(?m)^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+|indirect\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)"#)

    /// The names of the public and open types `text` declares.
    static func publicTypes(in text: String) -> Set<String> {
        Set(
            publicType.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { m in
                Range(m.range(at: 1), in: text).map { String(text[$0]) }
            })
    }

    private static let anyType = try! NSRegularExpression(
        pattern:
            #"(?m)^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)"#
    )

    /// The names of the types `text` declares (any access).
    static func declaredTypes(in text: String) -> Set<String> {
        Set(
            anyType.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { m in
                Range(m.range(at: 1), in: text).map { String(text[$0]) }
            })
    }

    /// The folders the package at `root` depends on by path (`.package(path:)` in its manifest), as written.
    static func pathDependencies(of root: URL) -> [URL] {
        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let path = try! NSRegularExpression(pattern: #"\.package\(path:\s*"([^"]+)"\)"#)
        return path.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).compactMap { m in
            Range(m.range(at: 1), in: manifest).map { URL(fileURLWithPath: String(manifest[$0]), relativeTo: root) }
        }
    }

    /// Where OpenCarPlay's Apple API sources (`Sources/AppleAPI`) are for the package at `root`: its path dependency, its checkout (a URL
    /// dependency), else the checkout this `headunit` was built from.
    static func openCarPlaySources(for root: URL) -> URL? {
        let fm = FileManager.default
        var candidates = pathDependencies(of: root)
        let checkouts = root.appendingPathComponent(".build/checkouts")
        for name in ((try? fm.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted() { candidates.append(checkouts.appendingPathComponent(name)) }
        if let own = PackageScaffold.ownCheckout { candidates.append(URL(fileURLWithPath: own)) }
        return candidates.map { $0.appendingPathComponent("Sources/AppleAPI").standardizedFileURL }
            .first { fm.fileExists(atPath: $0.appendingPathComponent("CarPlayShim/CarPlayShim.swift").path) }
    }

    /// The names no stand-in of the package at `root` may declare: the shim's, and the types the app's own files
    /// declare (every file the package's `apple-imports.txt` lists name, those commented out too).
    static func excluded(for root: URL) -> Set<String> {
        var names = openCarPlaySources(for: root).map(shimNames(sources:)) ?? []
        for file in PackageStub.listedFiles(in: root, includingCommentedOut: true) {
            names.formUnion(declaredTypes(in: (try? String(contentsOf: file, encoding: .utf8)) ?? ""))
        }
        return names
    }

    /// For the names the compiler couldn't find that a file of the app left out of the build declares (one listed
    /// commented out in an `apple-imports.txt`: a file ``CarPlayCut`` left out), a line per file saying
    /// to build it: such a name is the app's own, never a stub's.
    static func leftOutHints(_ diagnostics: BuildDiagnostics, root: URL) -> [String] {
        let built = Set(PackageStub.listedFiles(in: root, includingCommentedOut: false))
        var declaredIn: [String: URL] = [:]
        for file in PackageStub.listedFiles(in: root, includingCommentedOut: true) where !built.contains(file) {
            for name in declaredTypes(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "") where declaredIn[name] == nil {
                declaredIn[name] = file
            }
        }
        var names: [URL: [String]] = [:]
        var order: [URL] = []
        for message in diagnostics.errors {
            guard case .unknownName(let name) = BuildDiagnostics.cause(of: message), let file = declaredIn[name] else { continue }
            if names[file] == nil { order.append(file) }
            if !(names[file] ?? []).contains(name) { names[file, default: []].append(name) }
        }
        return order.map { file in
            "\(names[file]!.joined(separator: ", ")) \(names[file]!.count == 1 ? "is" : "are") declared in \(PackageScaffold.relativeAllowingParents(file, to: root)), "
                + "which apple-imports.txt lists commented out: remove its # to build it"
        }
    }

    /// The stand-in a name missing in some files goes to: `importing` is, for each file where it is missing, the
    /// stand-ins that file imports. A file importing one stand-in only says whose the name is (the one most such files
    /// name wins); else the stand-in most of the files import; then the one whose product's name shares the longest
    /// start with the name (`RadioPlayer` → RadioKit); then the first by name. Nil when no file imports a stand-in.
    static func chooseStub(for name: String, importing: [[String]]) -> String? {
        func best(_ lists: [[String]]) -> String? {
            var count: [String: Int] = [:]
            for list in lists { for p in Set(list) { count[p, default: 0] += 1 } }
            return count.keys.sorted().max { a, b in
                if count[a]! != count[b]! { return count[a]! < count[b]! }
                let pa = commonStart(a, name)
                let pb = commonStart(b, name)
                if pa != pb { return pa < pb }
                return a > b  // the first by name wins a tie
            }
        }
        return best(importing.filter { $0.count == 1 }) ?? best(importing)
    }

    private static func commonStart(_ a: String, _ b: String) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }
}
