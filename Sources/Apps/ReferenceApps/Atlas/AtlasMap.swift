// SPDX-License-Identifier: Apache-2.0

import Foundation
import Roads

/// The bundled Helsinki extract as Atlas reads it: the road graph, its router, the contracted hierarchy for routes
/// needed at once, and the named places to go. Read once per process and never changed afterwards, so every
/// navigator (each car's fresh install of Atlas, the reviewer's hundreds of runs) shares it: a new install starts
/// with the same data a phone has on disk, and nothing one car does can reach another through it.
/// - Note: Ours.
@MainActor
final class AtlasMap {
    /// The extract's map, read the first time a navigator is made.
    static let helsinki = AtlasMap()

    let graph: RoadGraph
    let router: Router
    let places: [AtlasNavigator.Place]
    /// Each place's name folded as a search compares it (case and accents ignored), in `places`' order.
    let searchNames: [String]
    /// Contracted the first time a route is needed at once (rerouting, a dashboard shortcut); a pure function of the
    /// graph, so computing it once for every navigator changes no answer.
    private(set) lazy var hierarchy = ContractionHierarchy(router: router)

    private init() {
        let data = try! OSMPBFReader.read(contentsOf: Helsinki.extract)
        graph = RoadGraph(data)
        router = Router(graph: graph)
        // Places: named points of interest of the extract, by kind.
        var found: [AtlasNavigator.Place] = []
        for (id, tags) in data.nodeTags {
            guard let name = tags["name"], let c = data.nodes[id] else { continue }
            let category =
                tags["amenity"].map {
                    $0 == "cafe" || $0 == "restaurant" || $0 == "fast_food"
                        ? "Food" : $0 == "parking" || $0 == "fuel" || $0 == "charging_station" ? "Car" : "Services"
                }
                ?? tags["tourism"].map { _ in "Sights" } ?? tags["shop"].map { _ in "Shops" }
            guard let category else { continue }
            found.append(AtlasNavigator.Place(name: name, category: category, coordinate: c))
        }
        places = found.sorted { ($0.category, $0.name) < ($1.category, $1.name) }
        searchNames = places.map { AtlasMap.searchForm($0.name) }
    }

    /// Text as a search compares it: case and accents ignored, no spaces around it.
    nonisolated static func searchForm(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
