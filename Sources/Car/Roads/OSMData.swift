// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A point on the Earth, in degrees.
public struct Coordinate: Sendable, Hashable, Codable {
    public var latitude: Double
    public var longitude: Double
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// OpenStreetMap data as read from a file: nodes with their positions (and tags, when they have any), ways and
/// relations with their tags.
public struct OSMData: Sendable {
    public struct Way: Sendable {
        public var id: Int64
        public var nodes: [Int64]
        public var tags: [String: String]
        public init(id: Int64, nodes: [Int64], tags: [String: String]) {
            self.id = id
            self.nodes = nodes
            self.tags = tags
        }
    }

    public struct Relation: Sendable {
        public enum MemberType: Int, Sendable {
            case node = 0
            case way = 1
            case relation = 2
        }
        public struct Member: Sendable {
            public var type: MemberType
            public var ref: Int64
            public var role: String
            public init(type: MemberType, ref: Int64, role: String) {
                self.type = type
                self.ref = ref
                self.role = role
            }
        }
        public var id: Int64
        public var members: [Member]
        public var tags: [String: String]
        public init(id: Int64, members: [Member], tags: [String: String]) {
            self.id = id
            self.members = members
            self.tags = tags
        }
    }

    public var nodes: [Int64: Coordinate] = [:]
    /// Tags of the nodes that have some (traffic signals, names…).
    public var nodeTags: [Int64: [String: String]] = [:]
    public var ways: [Way] = []
    public var relations: [Relation] = []

    public init() {}
}
