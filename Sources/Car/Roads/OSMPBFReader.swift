// SPDX-License-Identifier: Apache-2.0

import CZlib
import Foundation

/// Reads OpenStreetMap's PBF format (https://wiki.openstreetmap.org/wiki/PBF_Format): a sequence of blobs, each a
/// `BlobHeader` (type, size) and a `Blob` (raw or zlib-compressed), holding an `OSMHeader` then `OSMData`
/// primitive blocks of nodes (plain or dense), ways and relations.
public enum OSMPBFReader {
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        public let file: String
        public let offset: Int
        public let message: String
        public var description: String { "\(file): \(message) (at byte \(offset))" }
    }

    /// Reads a whole file.
    public static func read(contentsOf url: URL) throws -> OSMData {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ReadError(file: url.lastPathComponent, offset: 0, message: "can't read the file: \(error.localizedDescription)")
        }
        return try read(Array(data), file: url.lastPathComponent)
    }

    /// Reads a file's bytes (`file` names it in errors).
    public static func read(_ bytes: [UInt8], file: String = "data.osm.pbf") throws -> OSMData {
        var out = OSMData()
        var offset = 0
        var sawHeader = false
        while offset < bytes.count {
            func fail(_ message: String) -> ReadError { ReadError(file: file, offset: offset, message: message) }
            guard offset + 4 <= bytes.count else { throw fail("truncated blob header length") }
            let headerLength = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard headerLength > 0, headerLength < 64 * 1024, offset + 4 + headerLength <= bytes.count else {
                throw fail("blob header length \(headerLength) is not valid (not an .osm.pbf file?)")
            }
            var type = ""
            var dataSize = 0
            do {
                var header = ProtobufReader(bytes, from: offset + 4, to: offset + 4 + headerLength)
                while let (number, wire) = try header.field() {
                    switch number {
                    case 1: type = header.string(try header.lengthDelimited())
                    case 3: dataSize = Int(try header.varint())
                    default: try header.skip(wire)
                    }
                }
            } catch let e as ProtobufReader.Failure { throw fail("bad blob header: \(e)") }
            let blobStart = offset + 4 + headerLength
            guard dataSize > 0, blobStart + dataSize <= bytes.count else { throw fail("blob of \(dataSize) bytes runs past the end of the file") }
            let payload = try blob(bytes, blobStart..<(blobStart + dataSize), fail: fail)
            switch type {
            case "OSMHeader":
                sawHeader = true
                try checkHeader(payload, fail: fail)
            case "OSMData":
                guard sawHeader else { throw fail("OSMData before the OSMHeader blob") }
                do { try primitiveBlock(payload, into: &out) } catch let e as ProtobufReader.Failure { throw fail("bad primitive block: \(e)") }
            default:
                break  // Unknown blob types are skipped, as the format asks.
            }
            offset = blobStart + dataSize
        }
        guard sawHeader else { throw ReadError(file: file, offset: 0, message: "no OSMHeader blob: not an .osm.pbf file") }
        return out
    }

    /// A blob's bytes, inflated if zlib-compressed.
    static func blob(_ bytes: [UInt8], _ range: Range<Int>, fail: (String) -> ReadError) throws -> [UInt8] {
        var reader = ProtobufReader(bytes, from: range.lowerBound, to: range.upperBound)
        var raw: Range<Int>?
        var zlib: Range<Int>?
        var rawSize = 0
        do {
            while let (number, wire) = try reader.field() {
                switch number {
                case 1: raw = try reader.lengthDelimited()
                case 2: rawSize = Int(try reader.varint())
                case 3: zlib = try reader.lengthDelimited()
                case 4, 5, 6, 7: throw fail("blob compression \(["lzma", "bzip2", "lz4", "zstd"][number - 4]) is not supported (zlib and raw are)")
                default: try reader.skip(wire)
                }
            }
        } catch let e as ProtobufReader.Failure { throw fail("bad blob: \(e)") }
        if let raw { return Array(bytes[raw]) }
        guard let zlib, rawSize > 0 else { throw fail("blob has no data") }
        return try inflate(Array(bytes[zlib]), size: rawSize, fail: fail)
    }

    static func inflate(_ input: [UInt8], size: Int, fail: (String) -> ReadError) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: size)
        var destLength = uLongf(size)
        let status = input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                uncompress(dst.baseAddress, &destLength, src.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(destLength) == size else { throw fail("zlib data is damaged (zlib status \(status))") }
        return output
    }

    static func checkHeader(_ bytes: [UInt8], fail: (String) -> ReadError) throws {
        var reader = ProtobufReader(bytes)
        do {
            while let (number, wire) = try reader.field() {
                if number == 4 {  // required_features
                    let feature = reader.string(try reader.lengthDelimited())
                    guard ["OsmSchema-V0.6", "DenseNodes", "HistoricalInformation"].contains(feature) else {
                        throw fail("the file needs the feature '\(feature)', which this reader doesn't support")
                    }
                } else {
                    try reader.skip(wire)
                }
            }
        } catch let e as ProtobufReader.Failure { throw fail("bad OSMHeader: \(e)") }
    }

    static func primitiveBlock(_ bytes: [UInt8], into out: inout OSMData) throws {
        var reader = ProtobufReader(bytes)
        var strings: [String] = []
        var groups: [Range<Int>] = []
        var granularity: Int64 = 100
        var latOffset: Int64 = 0
        var lonOffset: Int64 = 0
        while let (number, wire) = try reader.field() {
            switch number {
            case 1:
                var table = try reader.message()
                while let (n, w) = try table.field() {
                    if n == 1 { strings.append(table.string(try table.lengthDelimited())) } else { try table.skip(w) }
                }
            case 2: groups.append(try reader.lengthDelimited())
            case 17: granularity = Int64(try reader.varint())
            case 19: latOffset = Int64(bitPattern: try reader.varint())
            case 20: lonOffset = Int64(bitPattern: try reader.varint())
            default: try reader.skip(wire)
            }
        }
        func coordinate(_ lat: Int64, _ lon: Int64) -> Coordinate {
            Coordinate(latitude: 1e-9 * Double(latOffset + granularity * lat), longitude: 1e-9 * Double(lonOffset + granularity * lon))
        }
        func string(_ i: UInt64) throws -> String {
            guard Int(i) < strings.count else { throw ProtobufReader.Failure(offset: 0, message: "string index \(i) outside the table of \(strings.count)") }
            return strings[Int(i)]
        }
        func tags(_ keys: [UInt64], _ values: [UInt64]) throws -> [String: String] {
            var t: [String: String] = [:]
            for (k, v) in zip(keys, values) { t[try string(k)] = try string(v) }
            return t
        }
        for range in groups {
            var group = ProtobufReader(bytes, from: range.lowerBound, to: range.upperBound)
            while let (number, wire) = try group.field() {
                switch number {
                case 1:  // Node
                    var node = try group.message()
                    var id: Int64 = 0
                    var lat: Int64 = 0
                    var lon: Int64 = 0
                    var keys: [UInt64] = []
                    var values: [UInt64] = []
                    while let (n, w) = try node.field() {
                        switch n {
                        case 1: id = ProtobufReader.zigzag(try node.varint())
                        case 2: keys = try node.packedVarints()
                        case 3: values = try node.packedVarints()
                        case 8: lat = ProtobufReader.zigzag(try node.varint())
                        case 9: lon = ProtobufReader.zigzag(try node.varint())
                        default: try node.skip(w)
                        }
                    }
                    out.nodes[id] = coordinate(lat, lon)
                    if !keys.isEmpty { out.nodeTags[id] = try tags(keys, values) }
                case 2:  // DenseNodes
                    var dense = try group.message()
                    var ids: [UInt64] = []
                    var lats: [UInt64] = []
                    var lons: [UInt64] = []
                    var keysVals: [UInt64] = []
                    while let (n, w) = try dense.field() {
                        switch n {
                        case 1: ids = try dense.packedVarints()
                        case 8: lats = try dense.packedVarints()
                        case 9: lons = try dense.packedVarints()
                        case 10: keysVals = try dense.packedVarints()
                        default: try dense.skip(w)
                        }
                    }
                    guard ids.count == lats.count, ids.count == lons.count else {
                        throw ProtobufReader.Failure(offset: range.lowerBound, message: "dense nodes with \(ids.count) ids but \(lats.count) latitudes")
                    }
                    var id: Int64 = 0
                    var lat: Int64 = 0
                    var lon: Int64 = 0
                    var kv = 0
                    for i in ids.indices {
                        id += ProtobufReader.zigzag(ids[i])
                        lat += ProtobufReader.zigzag(lats[i])
                        lon += ProtobufReader.zigzag(lons[i])
                        out.nodes[id] = coordinate(lat, lon)
                        if !keysVals.isEmpty {
                            var t: [String: String] = [:]
                            while kv < keysVals.count, keysVals[kv] != 0, kv + 1 < keysVals.count {
                                t[try string(keysVals[kv])] = try string(keysVals[kv + 1])
                                kv += 2
                            }
                            kv += 1  // the 0 that ends this node's tags
                            if !t.isEmpty { out.nodeTags[id] = t }
                        }
                    }
                case 3:  // Way
                    var way = try group.message()
                    var id: Int64 = 0
                    var keys: [UInt64] = []
                    var values: [UInt64] = []
                    var refs: [UInt64] = []
                    while let (n, w) = try way.field() {
                        switch n {
                        case 1: id = Int64(bitPattern: try way.varint())
                        case 2: keys = try way.packedVarints()
                        case 3: values = try way.packedVarints()
                        case 8: refs = try way.packedVarints()
                        default: try way.skip(w)
                        }
                    }
                    var ref: Int64 = 0
                    let nodes = refs.map { d -> Int64 in
                        ref += ProtobufReader.zigzag(d)
                        return ref
                    }
                    out.ways.append(OSMData.Way(id: id, nodes: nodes, tags: try tags(keys, values)))
                case 4:  // Relation
                    var relation = try group.message()
                    var id: Int64 = 0
                    var keys: [UInt64] = []
                    var values: [UInt64] = []
                    var roles: [UInt64] = []
                    var memids: [UInt64] = []
                    var types: [UInt64] = []
                    while let (n, w) = try relation.field() {
                        switch n {
                        case 1: id = Int64(bitPattern: try relation.varint())
                        case 2: keys = try relation.packedVarints()
                        case 3: values = try relation.packedVarints()
                        case 8: roles = try relation.packedVarints()
                        case 9: memids = try relation.packedVarints()
                        case 10: types = try relation.packedVarints()
                        default: try relation.skip(w)
                        }
                    }
                    var ref: Int64 = 0
                    var members: [OSMData.Relation.Member] = []
                    for i in memids.indices {
                        ref += ProtobufReader.zigzag(memids[i])
                        let type = OSMData.Relation.MemberType(rawValue: Int(i < types.count ? types[i] : 0)) ?? .node
                        members.append(.init(type: type, ref: ref, role: i < roles.count ? try string(roles[i]) : ""))
                    }
                    out.relations.append(OSMData.Relation(id: id, members: members, tags: try tags(keys, values)))
                default:
                    try group.skip(wire)
                }
            }
        }
    }
}
