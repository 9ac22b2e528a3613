// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// A message from the page (a tab of the live car) to the car, read in one place (``decode(_:)``) for the car's own
/// apps and for app processes alike, and passed to an app process as this value. On the wire each is a JSON object with
/// a `type` and the fields of its kind (docs/wire-format.md); what doesn't read gets a ``LiveCar/ProtocolError`` that
/// names the problem. - Note: Ours.
package enum PageMessage: Codable, Sendable, Equatable {
    /// A touch on one of the car's surfaces (`tap`, `widgetTap`, `dashboardTap`).
    case touch(SurfaceTouch)
    /// A car script line from the page's command box.
    case command(line: String)
    /// The knob (`knob` with `action`).
    case knob(KnobAction)
    /// Opens an app by name.
    case launch(app: String)
    /// The home screen.
    case home
    /// The page's settings: the Findings switch, or the vehicle (`set`).
    case set(PageSetting)
    /// The recorder (`record` with `action`).
    case record(RecordAction)
    /// A car script replayed step by step (`replay` with `action`).
    case replay(ReplayAction)

    /// The most a page message may hold, in bytes.
    package static let maximumSize = 16_384

    /// Reads one message from the page; throws what is wrong with it in words.
    package static func decode(_ text: String) throws -> PageMessage {
        guard text.utf8.count <= maximumSize else {
            throw LiveCar.ProtocolError(description: "message too large (\(text.utf8.count) bytes; at most \(maximumSize))")
        }
        do {
            return try JSONDecoder().decode(PageMessage.self, from: Data(text.utf8))
        } catch let error as LiveCar.ProtocolError {
            throw error
        } catch {
            throw LiveCar.ProtocolError(description: "not a JSON object: \(text.prefix(80))")
        }
    }

    /// The message as the page sends it (keys sorted).
    package var text: String { PageWire.text(self) }

    /// The message's `type` on the wire.
    package var type: String {
        switch self {
        case .touch(let touch): touch.surface.messageType
        case .command: "command"
        case .knob: "knob"
        case .launch: "launch"
        case .home: "home"
        case .set: "set"
        case .record: "record"
        case .replay: "replay"
        }
    }

    package init(from decoder: any Decoder) throws {
        let fields = try PageFields(decoder)
        let type = try fields.type()
        switch type {
        case "tap", "widgetTap", "dashboardTap":
            let surface = SurfaceTouch.Surface.allCases.first { $0.messageType == type } ?? .screen
            self = .touch(SurfaceTouch(surface: surface, x: try fields.number("x"), y: try fields.number("y")))
        case "command": self = .command(line: try fields.string("line"))
        case "knob":
            let action = try fields.string("action")
            guard let knob = KnobAction(rawValue: action) else {
                throw LiveCar.ProtocolError(description: "knob action is left, right, press or back, not '\(action)'")
            }
            self = .knob(knob)
        case "launch": self = .launch(app: try fields.string("app"))
        case "home": self = .home
        case "set": self = .set(try PageSetting(fields))
        case "record": self = .record(try RecordAction(fields))
        case "replay": self = .replay(try ReplayAction(fields))
        default: throw LiveCar.ProtocolError(description: "unknown message type '\(type)'")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: PageFields.Key.self)
        try c.encode(type, forKey: "type")
        switch self {
        case .touch(let touch):
            try c.encode(touch.x, forKey: "x")
            try c.encode(touch.y, forKey: "y")
        case .command(let line): try c.encode(line, forKey: "line")
        case .knob(let action): try c.encode(action.rawValue, forKey: "action")
        case .launch(let app): try c.encode(app, forKey: "app")
        case .home: break
        case .set(.findings(let on)): try c.encode(on, forKey: "findings")
        case .set(.vehicle(let request)):
            try c.encodeIfPresent(request.vehicle?.name, forKey: "vehicle")
            try c.encodeIfPresent(request.screen?.name, forKey: "screen")
            try c.encodeIfPresent(request.driveSide?.rawValue, forKey: "driveSide")
            try c.encodeIfPresent(request.input?.rawValue, forKey: "input")
        case .record(let action): try action.encode(into: &c)
        case .replay(let action): try action.encode(into: &c)
        }
    }
}

/// A touch on one of the car's surfaces, in that surface's points from its top-left corner: what it touches is the
/// surface's to say (``LiveCar/outcome(of:)``). - Note: Ours.
package struct SurfaceTouch: Sendable, Equatable {
    /// The car's surfaces the page shows.
    package enum Surface: String, Sendable, CaseIterable {
        /// The car's main screen: the home screen, or the app on screen.
        case screen
        /// The widgets page.
        case widgets
        /// CarPlay Dashboard.
        case dashboard

        /// The page message's `type` for a touch on this surface.
        var messageType: String {
            switch self {
            case .screen: "tap"
            case .widgets: "widgetTap"
            case .dashboard: "dashboardTap"
            }
        }
    }
    package var surface: Surface
    package var x: Double
    package var y: Double
}

/// What the page's knob does. - Note: Ours.
package enum KnobAction: String, Codable, Sendable, CaseIterable {
    case left, right, press, back

    /// The car input it is.
    var input: CarInput {
        switch self {
        case .left: .knobRotate(-1)
        case .right: .knobRotate(1)
        case .press: .knobPress
        case .back: .back
        }
    }
}

/// A `set` message: the Findings switch, or the vehicle. - Note: Ours.
package enum PageSetting: Sendable, Equatable {
    /// The Findings switch.
    case findings(Bool)
    /// Another vehicle, or this car's with another screen, drive side or input.
    case vehicle(VehicleRequest)

    init(_ fields: PageFields) throws {
        if fields.has("findings") {
            self = .findings(try fields.bool("findings", "findings is true or false"))
            return
        }
        var request = VehicleRequest()
        if let name = try fields.optionalString("vehicle") {
            guard let profile = VehicleProfile.named(name) else {
                throw LiveCar.ProtocolError(description: "no vehicle '\(name)'; vehicles: \(VehicleProfile.all.map(\.name).joined(separator: ", "))")
            }
            request.vehicle = profile
        }
        if let name = try fields.optionalString("screen") {
            guard let screen = CarScreen.all.first(where: { $0.name == name }) else {
                throw LiveCar.ProtocolError(description: "no screen '\(name)'; screens: \(CarScreen.all.map(\.name).joined(separator: ", "))")
            }
            request.screen = screen
        }
        if let side = try fields.optionalString("driveSide") {
            guard let s = DriveSide(rawValue: side) else { throw LiveCar.ProtocolError(description: "driveSide is left or right") }
            request.driveSide = s
        }
        if let input = try fields.optionalString("input") {
            guard let kind = InputKind(rawValue: input) else { throw LiveCar.ProtocolError(description: "input is touch, knob or touchpad") }
            request.input = kind
        }
        self = .vehicle(request)
    }
}

/// The vehicle a `set` message asks for: a vehicle by name, else the car's with the screen, drive side or input it
/// gives. - Note: Ours.
package struct VehicleRequest: Sendable, Equatable {
    package var vehicle: VehicleProfile?
    package var screen: CarScreen?
    package var driveSide: DriveSide?
    package var input: InputKind?

    package init(vehicle: VehicleProfile? = nil, screen: CarScreen? = nil, driveSide: DriveSide? = nil, input: InputKind? = nil) {
        self.vehicle = vehicle
        self.screen = screen
        self.driveSide = driveSide
        self.input = input
    }

    /// The vehicle asked for, starting from `current`.
    func applied(to current: VehicleProfile) -> VehicleProfile {
        if let vehicle { return vehicle }
        var v = current
        if let screen { v.screen = screen }
        if let driveSide { v.driveSide = driveSide }
        if let input { v.inputs = input == .touch ? [.touch] : [input, .touch] }
        return v
    }
}

/// The fields of one page message, read with errors that name the message's type and the field. - Note: Ours.
struct PageFields {
    struct Key: CodingKey, ExpressibleByStringLiteral {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init(stringLiteral value: String) { stringValue = value }
        init?(intValue: Int) { nil }
    }
    let container: KeyedDecodingContainer<Key>
    /// The message's `type`, once read (for the errors' words).
    private(set) var messageType = ""

    init(_ decoder: any Decoder) throws {
        // Not an object: the decoding error, which ``PageMessage/decode(_:)`` words with the text.
        container = try decoder.container(keyedBy: Key.self)
        messageType = (try? container.decodeIfPresent(String.self, forKey: "type")) ?? ""
    }

    func type() throws -> String {
        guard container.contains("type"), let type = try? container.decode(String.self, forKey: "type") else {
            throw LiveCar.ProtocolError(description: #"the message has no "type""#)
        }
        return type
    }

    func has(_ key: String) -> Bool { container.contains(Key(stringValue: key)) }

    func number(_ key: String) throws -> Double {
        guard let v = try? container.decode(Double.self, forKey: Key(stringValue: key)), v.isFinite else {
            throw LiveCar.ProtocolError(description: "\(messageType) needs a number \"\(key)\"")
        }
        return v
    }

    func string(_ key: String) throws -> String {
        guard let v = try? container.decode(String.self, forKey: Key(stringValue: key)) else {
            throw LiveCar.ProtocolError(description: "\(messageType) needs a string \"\(key)\"")
        }
        return v
    }

    /// A string that may be absent (an error when it is there but not a string).
    func optionalString(_ key: String) throws -> String? {
        guard has(key) else { return nil }
        return try string(key)
    }

    /// A whole number that may be absent (nil when it is absent or not one).
    func optionalInt(_ key: String) -> Int? { try? container.decode(Int.self, forKey: Key(stringValue: key)) }

    func bool(_ key: String, _ refusal: String) throws -> Bool {
        guard let v = try? container.decode(Bool.self, forKey: Key(stringValue: key)) else { throw LiveCar.ProtocolError(description: refusal) }
        return v
    }
}
