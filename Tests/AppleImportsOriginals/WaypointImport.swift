// SPDX-License-Identifier: Apache-2.0
// A mesh-radio app imports a waypoint file the user shared with it, as iOS code writes it: Foundation alone, a
// security-scoped URL and XMLParser. The AppleImports plugin adds the shim to its `import Foundation` line.

import Foundation

/// The waypoints of a shared XML file (`<point name="…" lat="…" lon="…"/>`).
public final class WaypointImport: NSObject, XMLParserDelegate {
    public private(set) var names: [String] = []

    /// Reads the file the user handed the app.
    public static func read(_ url: URL) throws -> [String] {
        let isAccessing = url.startAccessingSecurityScopedResource()
        defer {
            if isAccessing { url.stopAccessingSecurityScopedResource() }
        }
        let parser = XMLParser(data: try Data(contentsOf: url))
        let reader = WaypointImport()
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return reader.names
    }

    public func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        if elementName == "point", let name = attributeDict["name"] { names.append(name) }
    }
}
