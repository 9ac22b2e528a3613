// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// A message from the live car to the page (a tab): each a JSON object with a `type` and the fields of its kind, the
/// keys sorted (docs/wire-format.md). The page's own messages to the car are ``PageMessage``s. - Note: Ours.
package enum CarMessage: Codable, Sendable, Equatable {
    /// The whole screen as SVG.
    case screen(ScreenFrame)
    /// The lines of the screen's SVG that changed since the tab's last version.
    case patch(ScreenPatch)
    /// The car's and the phone's state, the apps, the recent events and findings.
    case state(CarState)
    /// The Dashboard, cluster, HUD and widgets panels.
    case panels(CarPanels)
    /// What the recorder panel shows.
    case recorder(RecorderState)
    /// A recording exported (to the tab that asked).
    case export(ExportedRecording)
    /// A message of the tab's was not taken: why, on one line.
    case error(message: String)

    private enum Key: String, CodingKey { case type, message }

    /// The message's `type` on the wire.
    package var type: String {
        switch self {
        case .screen: "screen"
        case .patch: "patch"
        case .state: "state"
        case .panels: "panels"
        case .recorder: "recorder"
        case .export: "export"
        case .error: "error"
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(type, forKey: .type)
        // The kind's fields go into the same object as its `type`.
        switch self {
        case .screen(let m): try m.encode(to: encoder)
        case .patch(let m): try m.encode(to: encoder)
        case .state(let m): try m.encode(to: encoder)
        case .panels(let m): try m.encode(to: encoder)
        case .recorder(let m): try m.encode(to: encoder)
        case .export(let m): try m.encode(to: encoder)
        case .error(let message): try c.encode(message, forKey: .message)
        }
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        switch try c.decode(String.self, forKey: .type) {
        case "screen": self = .screen(try ScreenFrame(from: decoder))
        case "patch": self = .patch(try ScreenPatch(from: decoder))
        case "state": self = .state(try CarState(from: decoder))
        case "panels": self = .panels(try CarPanels(from: decoder))
        case "recorder": self = .recorder(try RecorderState(from: decoder))
        case "export": self = .export(try ExportedRecording(from: decoder))
        case "error": self = .error(message: try c.decode(String.self, forKey: .message))
        case let other: throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "no car message '\(other)'")
        }
    }

    /// The message as the page reads it: JSON, keys sorted.
    package var text: String { PageWire.text(self) }
}

/// The JSON both ways between the page and the live car. - Note: Ours.
package enum PageWire {
    /// `value` as JSON, keys sorted, slashes as they are (the SVG has many).
    package static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The whole screen: its SVG, and the version a later ``ScreenPatch`` builds on. - Note: Ours.
package struct ScreenFrame: Codable, Sendable, Equatable {
    package var version: Int
    package var svg: String
}

/// The screen's SVG lines from `start`: `delete` lines of version `base` replaced by `insert`, making `version`.
/// - Note: Ours.
package struct ScreenPatch: Codable, Sendable, Equatable {
    package var version: Int
    package var base: Int
    package var start: Int
    package var delete: Int
    package var insert: [String]
}

/// What the page's controls show of the car: the car's and the phone's state, the apps, the recent events and the
/// findings. - Note: Ours.
package struct CarState: Codable, Sendable, Equatable {
    /// An installed app, for the apps panel.
    package struct App: Codable, Sendable, Equatable {
        package var name: String
        package var categories: [String]
        /// Whether this car shows it, and why not.
        package var shown: Bool
        package var reason: String
        package var running: Bool
    }
    /// A guideline finding and the app that broke the rule.
    package struct Finding: Codable, Sendable, Equatable {
        package var app: String
        package var rule: String
        package var title: String
        package var message: String
        package var fix: String
        package var guideline: String
    }
    package var activeApp: String
    package var apps: [App]
    package var driving: Bool
    package var vehicle: String
    package var vehicles: [String]
    /// The vehicle's own systems in words.
    package var vehicleState: String
    package var style: CarStyle
    package var screen: String
    package var screens: [String]
    package var driveSide: DriveSide
    package var language: String
    /// The car's main input: the knob or the touchpad when it has one, else touch.
    package var input: InputKind
    package var locked: Bool
    package var foreground: Bool
    package var connected: Bool
    /// The knob's element ("" when none).
    package var focused: String
    package var events: [String]
    /// The screen's size in points.
    package var width: Double
    package var height: Double
    package var audio: String
    package var audioDucked: Bool
    package var spokenAudioPaused: Bool
    /// The last five banners, in words.
    package var banners: [String]
    package var showsFindings: Bool
    package var findings: [Finding]
}

/// The page's panels beside the screen: the widgets page (whatever app is on screen) and, for a navigation app,
/// CarPlay Dashboard, the instrument cluster (each as SVG) and the head-up display's fields. - Note: Ours.
package struct CarPanels: Codable, Sendable, Equatable {
    package var widgets: String?
    package var dashboard: String?
    package var cluster: String?
    package var hud: HUD?

    package init(widgets: String? = nil, dashboard: String? = nil, cluster: String? = nil, hud: HUD? = nil) {
        self.widgets = widgets
        self.dashboard = dashboard
        self.cluster = cluster
        self.hud = hud
    }

    /// What the head-up display shows of the guidance, under the names the page reads.
    package struct HUD: Codable, Sendable, Equatable {
        /// `active` or `paused`.
        package var guidance: String?
        package var maneuver0: String?
        package var maneuver0Type: String?
        package var maneuver0Distance: String?
        package var road: String?
        /// `true` when the maneuver has metadata (the fields below).
        package var metadata: String?
        package var maneuverState: String?
        package var junction: String?
        package var trafficSide: String?
        package var exitAngle: String?
        package var exitLabel: String?
        /// `status:angle,angle@highlighted` per lane, `;` between lanes.
        package var lanes: String?

        package init() {}
    }
}

/// What the page's recorder panel shows: whether it records, the steps recorded, the script replayed. - Note: Ours.
package struct RecorderState: Codable, Sendable, Equatable {
    /// A recorded step: the command in words, the screen it led to, what it checks.
    package struct Step: Codable, Sendable, Equatable {
        package var text: String
        package var app: String
        package var title: String
        package var texts: [String]
        package var checkTexts: [String]
        package var snapshot: Bool
        package var wait: Bool
    }
    /// A script being replayed: its lines, how many ran, what failed (by line number from 1, as a string).
    package struct Replay: Codable, Sendable, Equatable {
        package var name: String
        package var lines: [String]
        package var position: Int
        package var errors: [String: String]
    }
    package var recording: Bool
    package var steps: [Step]?
    package var replay: Replay?
}

/// A recording exported: the car script and the Swift test, their file names, and each reference screen's SVG at its
/// path (relative to the test file's folder). - Note: Ours.
package struct ExportedRecording: Codable, Sendable, Equatable {
    package struct Snapshot: Codable, Sendable, Equatable {
        package var path: String
        package var svg: String
    }
    package var script: String
    package var test: String
    package var testFile: String
    package var scriptFile: String
    package var snapshots: [Snapshot]
}
