// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A place of an extract people search for by name or address: a named point of interest (a node, or a way's centre),
/// a street, or a house with an address.
///
/// - Note: Ours; the phone's map search in the car (`MKLocalSearch`) answers from these, as Atlas's search answers
///   from the extract's named nodes.
package struct NamedPlace: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A named place with a kind (`amenity`, `shop`, `tourism`, `leisure`…).
        case pointOfInterest
        /// A named road (one per name, at the middle of its longest way).
        case street
        /// A house number on a street, without a name of its own.
        case house
    }

    package var name: String
    package var kind: Kind
    package var coordinate: Coordinate
    /// The OSM tags it was read from.
    package var tags: [String: String]
}

extension OSMData {
    /// Keys that make a named node or way a point of interest.
    static let placeKeys = ["amenity", "shop", "tourism", "leisure", "office", "craft", "historic", "public_transport"]

    /// The extract's points of interest, streets and addressed houses.
    package var namedPlaces: [NamedPlace] {
        var out: [NamedPlace] = []
        func add(_ tags: [String: String], at c: Coordinate) {
            if let name = tags["name"], Self.placeKeys.contains(where: { tags[$0] != nil }) || tags["railway"] == "station" {
                out.append(NamedPlace(name: name, kind: .pointOfInterest, coordinate: c, tags: tags))
            } else if let street = tags["addr:street"], let number = tags["addr:housenumber"] {
                out.append(NamedPlace(name: "\(street) \(number)", kind: .house, coordinate: c, tags: tags))
            }
        }
        for (id, tags) in nodeTags {
            guard let c = nodes[id] else { continue }
            add(tags, at: c)
        }
        var streets: [String: (length: Int, at: Coordinate, tags: [String: String])] = [:]
        for way in ways {
            let points = way.nodes.compactMap { nodes[$0] }
            guard !points.isEmpty else { continue }
            if way.tags["highway"] != nil, let name = way.tags["name"] {
                if (streets[name]?.length ?? -1) < points.count { streets[name] = (points.count, points[points.count / 2], way.tags) }
                continue
            }
            let centre = Coordinate(
                latitude: points.map(\.latitude).reduce(0, +) / Double(points.count),
                longitude: points.map(\.longitude).reduce(0, +) / Double(points.count))
            add(way.tags, at: centre)
        }
        for (name, s) in streets { out.append(NamedPlace(name: name, kind: .street, coordinate: s.at, tags: s.tags)) }
        return out.sorted { ($0.name, $0.coordinate.latitude) < ($1.name, $1.coordinate.latitude) }
    }
}

extension Helsinki {
    /// The bundled extract's named places, read the first time they are asked for (then kept: they never change).
    package static let places: [NamedPlace] = (try? OSMPBFReader.read(contentsOf: extract))?.namedPlaces ?? []
}
