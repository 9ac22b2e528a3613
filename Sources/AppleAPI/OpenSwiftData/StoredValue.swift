// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A value as the store's file keeps it: a JSON value. An attribute becomes one through its `Codable` conformance
/// (JSONEncoder's default strategies: dates as seconds since 2001, data as Base64). - Note: Ours.
enum StoredValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([StoredValue])
    case object([String: StoredValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([StoredValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: StoredValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// `value` as the store keeps it.
    init<Value: Encodable>(encoding value: Value) throws {
        self = try JSONDecoder().decode(StoredValue.self, from: try JSONEncoder().encode(value))
    }

    /// The value the store keeps, as `Value`.
    func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(Value.self, from: try JSONEncoder().encode(self))
    }
}
