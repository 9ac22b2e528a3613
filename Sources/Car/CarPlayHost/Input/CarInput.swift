// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenMapKit
import OpenUIKit

/// One thing the driver (or the car itself) does to the car: touch, knob, the car's buttons, driving, the phone,
/// the cable. The harness, car scripts, the reviewer's explorer, the CLI and the live car all describe input this
/// way and hand it to a ``CarDriver``, which performs it. - Note: Ours.
public enum CarInput: Sendable, Equatable, Codable, CustomStringConvertible {
    /// Opens an installed app from the home screen by name.
    case launch(String)
    /// Touches the visible element with this text (exact match first, then ignoring case); `occurrence` picks a later
    /// match, `role` narrows the search.
    case tap(text: String, role: ElementSnapshot.Role? = nil, occurrence: Int = 0)
    /// Touches the element with this id (see ``ElementSnapshot/id``).
    case tapID(String)
    /// Touches the `index`-th visible element of a role (e.g. the third list row).
    case tapRole(ElementSnapshot.Role, index: Int)
    /// Touches the screen at a point, in points from its top-left corner.
    case touch(x: Double, y: Double)
    /// Turns the knob by detents (positive: forward); the first turn focuses the first element.
    case knobRotate(Int)
    /// Tilts the knob (or swipes the touchpad) one way: in a map's panning mode it pans; elsewhere it moves the focus.
    case knobNudge(KnobDirection)
    /// Presses the knob: selects the focused element.
    case knobPress
    /// The car's back button (or the template's own).
    case back
    /// Types into the search template on top.
    case type(String)
    /// The keyboard's search button.
    case search
    /// The car's Now Playing button.
    case nowPlaying
    /// The car (or the user, from CarPlay's own interface) ends the app's navigation.
    case cancelNavigation
    /// Drags a finger across the map by a translation in points.
    case dragMap(x: Double, y: Double)
    /// Touches a widget on the widgets page by its id.
    case tapWidget(String)
    /// Touches a CarPlay Dashboard shortcut button (0 or 1) of the navigation app.
    case dashboardButton(Int)
    /// The driver zooms the instrument cluster's map with the car's controls.
    case clusterZoom(zoomIn: Bool)
    /// The driver changes a cluster setting in the car.
    case clusterSetting(ClusterControl, on: Bool)
    /// The car starts moving, or parks: CarPlay's driving limits follow.
    case drive, park
    /// The phone is locked or unlocked.
    case lockPhone, unlockPhone
    /// The phone app comes to the foreground or goes to the background.
    case phoneApp(foreground: Bool)
    /// The car's appearance changes.
    case style(UIUserInterfaceStyle)
    /// The phone is plugged into another car.
    case vehicle(VehicleProfile)
    /// The phone's language changes (a BCP 47 tag): the car's own words follow it, Arabic and Hebrew mirror the car.
    case phoneLanguage(String)
    /// The car moves (its GPS fix); `course` in degrees from north and `speed` in m/s, negative when unknown.
    case moveCar(latitude: Double, longitude: Double, course: Double = -1, speed: Double = -1)
    /// The user changes the app's location permission in the phone's Settings.
    case locationAuthorization(CLAuthorizationStatus)
    /// Someone calls the driver through a VoIP app (the app gets a VoIP push and reports the call to CallKit).
    case incomingCall(from: String)
    /// The cable is pulled: every app disconnects.
    case disconnect
    /// Apps that were disconnected connect again.
    case reconnect
    /// The home screen.
    case home

    /// Which way the knob tilts.
    public enum KnobDirection: String, Sendable, Codable, CaseIterable {
        case up, down, left, right
    }

    /// The cluster settings the car's own controls change.
    public enum ClusterControl: String, Sendable, Codable, CaseIterable {
        case compass
        case speedLimit = "speed-limit"
    }

    /// The input in words, as the reviewer's paths and the logs show it.
    public var description: String {
        switch self {
        case .launch(let name): "open \(name)"
        case .tap(let text, let role, let occurrence):
            "tap '\(text)'\(role.map { " (\($0.rawValue))" } ?? "")\(occurrence > 0 ? " #\(occurrence)" : "")"
        case .tapID(let id): "tap \(id)"
        case .tapRole(let role, let index): "tap \(role.rawValue) #\(index)"
        case .touch(let x, let y): "touch \(Self.number(x)),\(Self.number(y))"
        case .knobRotate(let n): "turn the knob \(n > 0 ? "right" : "left") \(n.magnitude)"
        case .knobNudge(let direction): "nudge the knob \(direction.rawValue)"
        case .knobPress: "press the knob"
        case .back: "back"
        case .type(let text): "type '\(text)'"
        case .search: "press search"
        case .nowPlaying: "now playing"
        case .cancelNavigation: "system cancels navigation"
        case .dragMap: "drag the map"
        case .tapWidget(let id): "tap widget \(id)"
        case .dashboardButton(let n): "tap dashboard button \(n)"
        case .clusterZoom(let zoomIn): "zoom the cluster \(zoomIn ? "in" : "out")"
        case .clusterSetting(let control, let on): "cluster \(control.rawValue) \(on ? "on" : "off")"
        case .drive: "drive"
        case .park: "park"
        case .lockPhone: "lock the phone"
        case .unlockPhone: "unlock the phone"
        case .phoneApp(let foreground): "phone app \(foreground ? "foreground" : "background")"
        case .style(let style): "style \(style == .dark ? "dark" : "light")"
        case .vehicle(let vehicle): "vehicle \(vehicle.name)"
        case .phoneLanguage(let tag): "language \(tag)"
        case .moveCar(let latitude, let longitude, _, _): String(format: "move to %.5f, %.5f", latitude, longitude)
        case .locationAuthorization(let status): "location authorization \(HeadUnit.describe(status))"
        case .incomingCall(let caller): "voip call from '\(caller)'"
        case .disconnect: "disconnect"
        case .reconnect: "reconnect"
        case .home: "home"
        }
    }

    /// A coordinate without a needless ".0".
    private static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// A location permission travels in a ``CarInput`` across the live car's app wire, as its raw value.
extension CLAuthorizationStatus: Codable {}
