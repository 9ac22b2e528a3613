// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Something that happened between the car and the app, in order. Tests assert on the whole history.
public enum CarEvent: Sendable, Codable, Equatable, CustomStringConvertible {
    /// A scene lifecycle call the car made to the app's delegate (e.g. "sceneDidBecomeActive").
    case lifecycle(String)
    case setRoot(template: String)
    case pushed(template: String)
    case popped(template: String)
    case presented(template: String)
    case dismissed(template: String)
    /// A stack operation failed and the completion got the error.
    case refused(operation: String, error: String)
    /// An exception was raised (the app would crash on a real car).
    case exception(name: String, reason: String)
    /// The user selected something (a row, a button, a tab…).
    case selected(element: String, text: String?)
    /// A selection handler called its completion.
    case completionCalled(element: String)
    /// A selection handler never called its completion: the endless spinner.
    case spinnerTimedOut(element: String, seconds: Double)
    /// Content was cut to the car's limits.
    case trimmed(template: String, what: String, shown: Int, given: Int)
    /// The app changed a template in place.
    case updated(template: String, what: String)
    case tabSelected(template: String, index: Int)
    case carStateChanged(String)
    case openedURL(String)
    case note(String)

    public var description: String {
        switch self {
        case .lifecycle(let s): "lifecycle \(s)"
        case .setRoot(let t): "setRoot \(t)"
        case .pushed(let t): "pushed \(t)"
        case .popped(let t): "popped \(t)"
        case .presented(let t): "presented \(t)"
        case .dismissed(let t): "dismissed \(t)"
        case .refused(let op, let e): "refused \(op): \(e)"
        case .exception(let n, let r): "exception \(n): \(r)"
        case .selected(let e, let t): "selected \(e) \(t.map { "'\($0)'" } ?? "")"
        case .completionCalled(let e): "completion \(e)"
        case .spinnerTimedOut(let e, let s): "spinner \(e) still spinning after \(s)s"
        case .trimmed(let t, let w, let s, let g): "trimmed \(t) \(w): \(s) of \(g)"
        case .updated(let t, let w): "updated \(t) \(w)"
        case .tabSelected(let t, let i): "tab \(t) #\(i)"
        case .carStateChanged(let s): "car \(s)"
        case .openedURL(let u): "open \(u)"
        case .note(let s): s
        }
    }
}

/// An event with when it happened on the car's clock (seconds since the car started).
public struct TimedCarEvent: Sendable, Codable, Equatable {
    public let time: Double
    public let event: CarEvent
}
