// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// A script that could not be read: the line and what is wrong.
public struct CarScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    public let source: String
    public let line: Int
    public let message: String
    public init(source: String, line: Int, message: String) {
        self.source = source
        self.line = line
        self.message = message
    }
    /// `FILE:LINE: error: …` on one line (a message that spans lines is joined with spaces).
    public var description: String { "\(source):\(line): error: \(CarScript.oneLine(message))" }
}

/// Parses car scripts.
public enum CarScript {
    public static let usage = """
        Car commands (one per line in a script; # starts a comment):
          launch APP                     open an app from the home screen
          tap "TEXT" [N]                 touch the (Nth) element showing TEXT
          tap #ID | tap ROLE N | tap @X,Y  touch by id, role and index, point
          back                           the back button
          knob right|left [N]            turn the knob N detents
          knob press                     press the knob on the focused element
          knob nudge up|down|left|right  nudge the knob
          type "TEXT" | search           type on the keyboard; open search
          nowplaying                     the car's Now Playing button
          drive | park                   start or stop driving
          lock | unlock                  lock or unlock the phone
          phone-app foreground|background  the app on the phone
          style light|dark               the car's appearance
          vehicle NAME                   another vehicle profile
          language TAG                   the phone's language (en, ja, ar, he, de…)
          disconnect | reconnect         pull out or plug in the cable
          wait SECONDS                   let car time pass
          home | apps                    the home screen
          screenshot [json]              print the screen (as JSON)
          expect "TEXT"                  fail unless TEXT is on the screen
          cancel-navigation              the car cancels guidance
          siri "REQUEST"                 ask Siri
          incoming-call "NAME"           a VoIP call comes in
          cluster zoom in|out            zoom the instrument cluster's map
          cluster compass|speed-limit on|off  the cluster's settings
          dashboard N                    press CarPlay Dashboard's button N
          move LAT,LON                   put the car at a position
          widget ID                      touch a widget on the widgets page
          drag X,Y                       drag a finger across the map by X,Y points
        """

    /// The longest `wait`: a day of car time.
    public static let maximumWait: Double = 86_400
    /// The most detents one `knob` command turns.
    public static let maximumDetents = 1_000
    /// The highest occurrence or index a `tap` names.
    public static let maximumIndex = 10_000
    /// The largest coordinate of a point on the screen (`tap @X,Y`), in points.
    public static let maximumCoordinate: Double = 10_000
    /// The longest line a script may have, in bytes.
    public static let maximumLineLength = 16_384

    /// The verbs, for one-line error messages.
    package static let verbs = [
        "launch", "tap", "back", "knob", "type", "search", "nowplaying", "drive", "park", "lock", "unlock", "phone-app", "style", "vehicle", "language",
        "disconnect", "reconnect", "wait", "home", "screenshot", "expect", "cancel-navigation", "siri", "incoming-call", "cluster", "dashboard",
        "move", "widget", "drag"
    ]

    /// A message on one line: line breaks of any kind become spaces.
    public static func oneLine(_ message: String) -> String {
        String(message.map { $0.isNewline ? " " : $0 })
    }

    /// Parses a whole script. Lines end with LF, CRLF or CR; a UTF-8 byte order mark at the start is skipped.
    public static func parse(_ text: String, source: String = "script") throws -> [(line: Int, command: CarCommand)] {
        var result: [(Int, CarCommand)] = []
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        // "\r\n" is one Character in Swift, a newline like "\n" and "\r".
        for (i, raw) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if let c = try parseLine(String(raw), source: source, line: i + 1) { result.append((i + 1, c)) }
        }
        return result
    }

    /// Parses one line; nil for blank lines and comments.
    public static func parseLine(_ raw: String, source: String = "input", line: Int = 1) throws -> CarCommand? {
        func fail(_ m: String) -> CarScriptError { CarScriptError(source: source, line: line, message: m) }
        guard raw.utf8.count <= maximumLineLength else { throw fail("the line is \(raw.utf8.count) bytes long; at most \(maximumLineLength)") }
        let line1 = raw.hasPrefix("\u{FEFF}") ? String(raw.dropFirst()) : raw
        let words = try tokenize(line1, fail)
        guard let verb = words.first?.lowercased() else { return nil }
        let args = Array(words.dropFirst())
        func one(_ what: String) throws -> String {
            guard args.count == 1 else { throw fail("\(verb) takes one \(what)") }
            return args[0]
        }
        func none(_ c: CarCommand) throws -> CarCommand {
            guard args.isEmpty else { throw fail("\(verb) takes no arguments") }
            return c
        }
        switch verb {
        case "launch", "open": return .input(.launch(try one("app name")))
        case "tap", "select", "press":
            guard let first = args.first else { throw fail("tap needs a text, #id, or role and index") }
            if first.hasPrefix("#") { return .input(.tapID(String(first.dropFirst()))) }
            if first.hasPrefix("@") {
                let parts = first.dropFirst().split(separator: ",")
                guard args.count == 1, parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
                    throw fail("a point is written @X,Y (points from the top-left corner)")
                }
                guard (0...maximumCoordinate).contains(x), (0...maximumCoordinate).contains(y) else {
                    throw fail("a point's coordinates are 0 to \(Int(maximumCoordinate)) points, not \(parts[0]),\(parts[1])")
                }
                return .input(.touch(x: x, y: y))
            }
            if args.count == 2, let role = ElementSnapshot.Role(rawValue: first) {
                guard let n = Int(args[1]), (0...maximumIndex).contains(n) else { throw fail("'\(args[1])' is not an index (0 to \(maximumIndex))") }
                return .input(.tapRole(role, index: n))
            }
            if args.count == 2 {
                guard let n = Int(args[1]), (0...maximumIndex).contains(n) else {
                    throw fail("'\(args[1])' is not an occurrence number (0 to \(maximumIndex))")
                }
                return .input(.tap(text: first, occurrence: n))
            }
            guard args.count == 1 else { throw fail("tap takes a text (quote it if it has spaces)") }
            return .input(.tap(text: first))
        case "back": return try none(.input(.back))
        case "knob":
            guard let what = args.first?.lowercased() else { throw fail("knob takes right [N], left [N] or press") }
            if what == "nudge" || what == "tilt" {
                guard args.count == 2, let direction = CarInput.KnobDirection(rawValue: args[1].lowercased()) else {
                    throw fail("knob nudge takes up, down, left or right")
                }
                return .input(.knobNudge(direction))
            }
            let n = args.count > 1 ? Int(args[1]) : 1
            guard args.count <= 2, let n, (1...maximumDetents).contains(n) else {
                throw fail("knob \(what) takes a number of detents from 1 to \(maximumDetents)")
            }
            switch what {
            case "right", "down", "forward": return .input(.knobRotate(n))
            case "left", "up", "backward": return .input(.knobRotate(-n))
            case "press", "select":
                guard args.count == 1 else { throw fail("knob press takes no number") }
                return .input(.knobPress)
            default: throw fail("knob takes right [N], left [N], press or nudge up|down|left|right, not '\(what)'")
            }
        case "type": return .input(.type(try one("text (quote it)")))
        case "search": return try none(.input(.search))
        case "nowplaying", "now-playing": return try none(.input(.nowPlaying))
        case "drive": return try none(.input(.drive))
        case "park": return try none(.input(.park))
        case "lock": return try none(.input(.lockPhone))
        case "phone-app":
            switch try one("foreground or background").lowercased() {
            case "foreground", "open": return .input(.phoneApp(foreground: true))
            case "background", "closed": return .input(.phoneApp(foreground: false))
            case let other: throw fail("phone-app is foreground or background, not '\(other)'")
            }
        case "unlock": return try none(.input(.unlockPhone))
        case "style":
            let s = try one("style").lowercased()
            guard s == "light" || s == "dark" else { throw fail("style is light or dark, not '\(s)'") }
            return .input(.style(s == "dark" ? .dark : .light))
        case "language":
            let tag = try one("language (a tag such as en, ja or ar)")
            guard tag.count <= 35, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw fail("language is a tag such as en, ja, ar or de-CH, not '\(tag)'")
            }
            return .input(.phoneLanguage(tag))
        case "vehicle":
            let name = try one("vehicle name")
            guard let vehicle = VehicleProfile.named(name) else {
                throw fail("no vehicle '\(name)'; vehicles: \(VehicleProfile.all.map(\.name).joined(separator: ", "))")
            }
            return .input(.vehicle(vehicle))
        case "disconnect": return try none(.input(.disconnect))
        case "reconnect", "connect": return try none(.input(.reconnect))
        case "wait":
            let word = try one("number of seconds")
            guard let s = Double(word), s.isFinite else { throw fail("wait needs a number of seconds, not '\(word)'") }
            guard (0...maximumWait).contains(s) else { throw fail("wait takes 0 to \(Int(maximumWait)) seconds (a day of car time), not \(word)") }
            return .wait(s)
        case "home", "apps": return try none(.input(.home))
        case "screenshot", "show":
            if args.count == 1, args[0].lowercased() == "json" { return .screenshotJSON }
            guard args.isEmpty else { throw fail("\(verb) takes nothing or json, not '\(args.joined(separator: " "))'") }
            return .screenshot
        case "expect": return .expect(try one("text"))
        case "cancel-navigation": return try none(.input(.cancelNavigation))
        case "siri", "hey-siri": return .siri(try one("request (quote it)"))
        case "incoming-call": return .input(.incomingCall(from: try one("caller's name (quote it)")))
        case "cluster":
            let words = args.map { $0.lowercased() }
            switch (words.first, words.count == 2 ? words[1] : nil) {
            case ("zoom", "in"): return .input(.clusterZoom(zoomIn: true))
            case ("zoom", "out"): return .input(.clusterZoom(zoomIn: false))
            case ("compass", let v?) where v == "on" || v == "off": return .input(.clusterSetting(.compass, on: v == "on"))
            case ("speed-limit", let v?) where v == "on" || v == "off": return .input(.clusterSetting(.speedLimit, on: v == "on"))
            default: throw fail("cluster takes zoom in|out, compass on|off or speed-limit on|off")
            }
        case "dashboard":
            guard let n = Int(try one("button number (0 or 1)")), (0...1).contains(n) else { throw fail("dashboard takes a button number (0 or 1)") }
            return .input(.dashboardButton(n))
        case "move", "position":
            // The car's GPS fix: `move 60.1699,24.9384` (degrees, as a map app copies them).
            let word = try one("position (LAT,LON)")
            let parts = word.split(separator: ",")
            guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]), lat.isFinite, lon.isFinite else {
                throw fail("a position is written LAT,LON in degrees (e.g. 60.1699,24.9384), not '\(word)'")
            }
            guard (-90...90).contains(lat), (-180...180).contains(lon) else {
                throw fail("a latitude is -90 to 90 and a longitude -180 to 180, not \(word)")
            }
            return .input(.moveCar(latitude: lat, longitude: lon))
        case "widget": return .input(.tapWidget(try one("widget id")))
        case "drag":
            let word = try one("translation (X,Y in points)")
            let parts = word.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
                throw fail("a drag is written X,Y in points (e.g. -40,0), not '\(word)'")
            }
            guard abs(x) <= maximumCoordinate, abs(y) <= maximumCoordinate else {
                throw fail("a drag moves at most \(Int(maximumCoordinate)) points each way, not \(word)")
            }
            return .input(.dragMap(x: x, y: y))
        default: throw fail("unknown command '\(verb)'; commands: \(verbs.joined(separator: ", ")) (help lists their arguments)")
        }
    }

    /// Splits a line into words; double quotes group words (`\"` escapes a quote). A `#` that starts a word
    /// and is followed by a space or the end of the line begins a comment; `#t2.s0.r1` is an element id.
    static func tokenize(_ line: String, _ fail: (String) -> CarScriptError) throws -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var inWord = false
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\\", i + 1 < chars.count {
                    current.append(chars[i + 1])
                    i += 1
                } else if c == "\"" {
                    quoted = false
                } else {
                    current.append(c)
                }
            } else if c == "\"" {
                quoted = true
                inWord = true
            } else if c.isWhitespace {
                if inWord {
                    words.append(current)
                    current = ""
                    inWord = false
                }
            } else if c == "#", !inWord, i + 1 == chars.count || chars[i + 1].isWhitespace {
                break
            } else {
                current.append(c)
                inWord = true
            }
            i += 1
        }
        if quoted { throw fail("unterminated quote") }
        if inWord { words.append(current) }
        return words
    }
}
