// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a `record` message asks the recorder (docs/wire-format.md). - Note: Ours.
package enum RecordAction: Sendable, Equatable {
    /// Every app ends, the home screen shows; the recording starts with the car's state.
    case start
    /// The time since the last input becomes the last step.
    case stop
    /// Deletes a step (counting from 1).
    case delete(step: Int)
    /// The texts to expect on a step's screen (each one it showed), and whether to snapshot it; empty and false unmark.
    case check(step: Int, texts: [String], snapshot: Bool)
    /// The recording as a script and a test; `name` nil: the first app opened.
    case export(name: String?)

    init(_ fields: PageFields) throws {
        guard fields.has("action"), let action = try? fields.string("action") else {
            throw LiveCar.ProtocolError(description: "record needs an \"action\": start, stop, delete, check or export")
        }
        func step() throws -> Int {
            guard let n = fields.optionalInt("step"), n >= 1 else {
                throw LiveCar.ProtocolError(description: "record \(action) needs a step number \"step\" (from 1)")
            }
            return n
        }
        switch action {
        case "start": self = .start
        case "stop": self = .stop
        case "delete": self = .delete(step: try step())
        case "check":
            let n = try step()
            var texts: [String] = []
            if fields.has("texts") {
                guard let t = try? fields.container.decode([String].self, forKey: "texts") else {
                    throw LiveCar.ProtocolError(description: "record check's \"texts\" is a list of strings")
                }
                texts = t
            }
            let snapshot = fields.has("snapshot") ? try fields.bool("snapshot", "record check's \"snapshot\" is true or false") : false
            self = .check(step: n, texts: texts, snapshot: snapshot)
        case "export":
            let name = try? fields.container.decodeIfPresent(String.self, forKey: "name")
            self = .export(name: name?.isEmpty == false ? name : nil)
        default: throw LiveCar.ProtocolError(description: "record action is start, stop, delete, check or export, not '\(action)'")
        }
    }

    func encode(into c: inout KeyedEncodingContainer<PageFields.Key>) throws {
        switch self {
        case .start: try c.encode("start", forKey: "action")
        case .stop: try c.encode("stop", forKey: "action")
        case .delete(let step):
            try c.encode("delete", forKey: "action")
            try c.encode(step, forKey: "step")
        case .check(let step, let texts, let snapshot):
            try c.encode("check", forKey: "action")
            try c.encode(step, forKey: "step")
            try c.encode(texts, forKey: "texts")
            try c.encode(snapshot, forKey: "snapshot")
        case .export(let name):
            try c.encode("export", forKey: "action")
            try c.encodeIfPresent(name, forKey: "name")
        }
    }
}

/// What a `replay` message asks: a car script replayed step by step (docs/wire-format.md). - Note: Ours.
package enum ReplayAction: Sendable, Equatable {
    /// A car script's text, named (every app ends).
    case load(name: String, script: String)
    /// One step on.
    case next
    /// Back one: the car starts again and replays the steps before.
    case previous
    /// Ends the replay.
    case stop

    init(_ fields: PageFields) throws {
        guard fields.has("action"), let action = try? fields.string("action") else {
            throw LiveCar.ProtocolError(description: "replay needs an \"action\": load, next, previous or stop")
        }
        switch action {
        case "load":
            guard let script = try? fields.string("script") else {
                throw LiveCar.ProtocolError(description: "replay load needs the script's text \"script\"")
            }
            let name = try? fields.container.decodeIfPresent(String.self, forKey: "name")
            self = .load(name: name.flatMap { $0.isEmpty ? nil : String($0.prefix(200)) } ?? "script", script: script)
        case "next": self = .next
        case "previous": self = .previous
        case "stop": self = .stop
        default: throw LiveCar.ProtocolError(description: "replay action is load, next, previous or stop, not '\(action)'")
        }
    }

    func encode(into c: inout KeyedEncodingContainer<PageFields.Key>) throws {
        switch self {
        case .load(let name, let script):
            try c.encode("load", forKey: "action")
            try c.encode(name, forKey: "name")
            try c.encode(script, forKey: "script")
        case .next: try c.encode("next", forKey: "action")
        case .previous: try c.encode("previous", forKey: "action")
        case .stop: try c.encode("stop", forKey: "action")
        }
    }
}
