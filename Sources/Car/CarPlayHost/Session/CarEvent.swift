// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay

/// Something that happened between the car and the app, in order. Tests and the reviewer match on the cases;
/// `description` is the English line for logs, derived from the event and never parsed back.
public enum CarEvent: Sendable, Codable, Equatable, CustomStringConvertible {
    /// A lifecycle call the car (iOS) made to the app's delegates.
    case lifecycle(LifecycleCall)
    /// An automaker app's window on the car screen changed.
    case carScreen(app: String, CarScreenChange)
    case setRoot(template: String)
    case pushed(template: String)
    case popped(template: String)
    case presented(template: String)
    case dismissed(template: String)
    /// A stack operation failed and the completion got the error.
    case refused(operation: String, error: String)
    /// An exception was raised (the app would crash on a real car).
    case exception(name: String, reason: String, kind: CarExceptionKind)
    /// The user selected something (a row, a button, a tab…).
    case selected(element: String, text: String?)
    /// A selection handler called its completion.
    case completionCalled(element: String)
    /// A selection handler never called its completion: the endless spinner.
    case spinnerTimedOut(element: String, seconds: Double)
    /// Content was cut to the car's limits.
    case trimmed(template: String, what: String, shown: Int, given: Int)
    /// A playable content app's tree went past a limit the car holds it to (MediaPlayer's playable content API): more
    /// children than the car lists, or a container deeper than it opens.
    case playableContentBeyondLimit(PlayableContentOverflow)
    /// The app changed a template in place; `what` is the property's name in CarPlay's API ("sections").
    case updated(template: String, what: String)
    /// The app updated its navigation session on a map template; `what` is the session's property or call.
    case navigationSessionUpdated(template: String, what: String)
    case tabSelected(template: String, index: Int)
    /// The car or the phone changed state (driving, style, lock, Siri, calls…).
    case carStateChanged(CarStateChange)
    /// The car's audio changed hands or was ducked.
    case audio(CarAudioChange)
    /// A notification banner was shown on the car screen.
    case banner(app: String, title: String, subtitle: String)
    /// The system ended the app's navigation (another app took over guidance).
    case navigationCanceledBySystem
    /// The car's built-in navigation and the app's route or destination (iOS 26.4's route sharing).
    case routeSharing(RouteSharingEvent)
    /// The app opened a URL with `UIApplication.open`: it shows on the iPhone, not the car.
    case openedOnPhone(url: String)
    /// The app asked Maps to show places or directions (`MKMapItem.openInMaps`, `openMaps(with:launchOptions:)`): Maps
    /// opens on the iPhone, not the car's screen.
    case openedInMapsOnPhone(places: [String])
    case openedURL(String)
    /// The app raised an exception and the car ended it (``ExceptionPolicy/terminateApp``): it quit unexpectedly.
    case appTerminated(app: String)
    /// The app's own process ended in the live car with app processes (its crash, its `exit`, or the car ended it for
    /// not answering): the car and the other apps run on. - Note: Ours.
    case appProcessEnded(app: String, AppProcessEnd)
    /// Anything else worth a line in the log, in words for people; nothing reads it back.
    case note(String)

    public var description: String {
        switch self {
        case .lifecycle(let call): "lifecycle \(call.rawValue)"
        case .carScreen(let app, let change): "lifecycle car screen: \(app) \(change.rawValue)"
        case .setRoot(let t): "setRoot \(t)"
        case .pushed(let t): "pushed \(t)"
        case .popped(let t): "popped \(t)"
        case .presented(let t): "presented \(t)"
        case .dismissed(let t): "dismissed \(t)"
        case .refused(let op, let e): "refused \(op): \(e)"
        case .exception(let n, let r, _): "exception \(n): \(r)"
        case .selected(let e, let t): "selected \(e) \(t.map { "'\($0)'" } ?? "")"
        case .completionCalled(let e): "completion \(e)"
        case .spinnerTimedOut(let e, let s): "spinner \(e) still spinning after \(s)s"
        case .trimmed(let t, let w, let s, let g): "trimmed \(t) \(w): \(s) of \(g)"
        case .playableContentBeyondLimit(let o): "playable content \(o)"
        case .updated(let t, let w): "updated \(t) \(w)"
        case .navigationSessionUpdated(let t, let w): "updated \(t) navigationSession.\(w)"
        case .tabSelected(let t, let i): "tab \(t) #\(i)"
        case .carStateChanged(let s): "car \(s)"
        case .audio(let a): "car \(a)"
        case .banner(let app, let title, let subtitle): "car banner \(app): \(title)\(subtitle.isEmpty ? "" : " — \(subtitle)")"
        case .navigationCanceledBySystem: "navigation canceled by the system"
        case .routeSharing(let e): e.description
        case .appTerminated(let app): "\(app) quit unexpectedly"
        case .appProcessEnded(let app, .crashed): "\(app)'s process crashed"
        case .appProcessEnded(let app, .exited): "\(app)'s process exited"
        case .appProcessEnded(let app, .notResponding): "\(app) did not answer in time and the car ended its process"
        case .openedOnPhone(let url): "opened on the iPhone: \(url)"
        case .openedInMapsOnPhone(let places): "Maps opened on the iPhone: \(places.joined(separator: ", "))"
        case .openedURL(let u): "open \(u)"
        case .note(let s): s
        }
    }
}

/// Where a playable content app's tree went past the car's limits, and by how much. - Note: Ours.
public struct PlayableContentOverflow: Sendable, Codable, Equatable, CustomStringConvertible {
    /// The limit, named by the `MPPlayableContentManagerContext` property that tells the app of it.
    public enum Limit: String, Sendable, Codable {
        /// More children than the car lists: the rest are dropped.
        case itemsCount = "enforcedContentItemsCount"
        /// A container deeper than the car opens: its row is disabled.
        case treeDepth = "enforcedContentTreeDepth"
    }
    public var limit: Limit
    /// The index path of the node: the container whose children were cut, or the container too deep to open.
    public var path: [Int]
    public var title: String?
    /// What the car allows now: items per list, or levels of the tree.
    public var allowed: Int
    /// What the app gave: its children, or the container's level.
    public var given: Int
    /// Whether the car enforces its limits now (`contentLimitsEnforced`: while driving, in cars that limit lists).
    public var enforced: Bool

    public init(limit: Limit, path: [Int], title: String?, allowed: Int, given: Int, enforced: Bool) {
        self.limit = limit
        self.path = path
        self.title = title
        self.allowed = allowed
        self.given = given
        self.enforced = enforced
    }

    public var description: String {
        let node = "\(path)\(title.map { " '\($0)'" } ?? "")"
        switch limit {
        case .itemsCount: return "\(node): \(given) items, the car lists \(allowed) (\(limit.rawValue)\(enforced ? ", enforced" : ""))"
        case .treeDepth:
            return "\(node): a container at level \(given), deeper than the car opens (\(allowed), \(limit.rawValue)\(enforced ? ", enforced" : "")): disabled"
        }
    }
}

/// The delegate calls iOS makes to a CarPlay app, named by their Swift selectors.
public enum LifecycleCall: String, Sendable, Codable, CaseIterable {
    case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    /// The app delegate was asked for a new scene session's configuration.
    case configurationForConnecting = "application(_:configurationForConnecting:options:)"
    case sceneWillConnect = "scene(_:willConnectTo:options:)"
    case sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    case sceneWillResignActive = "sceneWillResignActive(_:)"
    case sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    case sceneDidDisconnect = "sceneDidDisconnect(_:)"
    /// The interface controller handed over (non-navigation apps).
    case templateSceneDidConnect = "templateApplicationScene(_:didConnect:)"
    /// The interface controller and the map window handed over (navigation apps).
    case templateSceneDidConnectWithWindow = "templateApplicationScene(_:didConnect:to:)"
    case templateSceneDidDisconnect = "templateApplicationScene(_:didDisconnectInterfaceController:)"
    case templateSceneDidDisconnectWithWindow = "templateApplicationScene(_:didDisconnect:from:)"
    case dashboardDidConnect = "templateApplicationDashboardScene(_:didConnect:to:)"
    case dashboardDidDisconnect = "templateApplicationDashboardScene(_:didDisconnect:from:)"
    case instrumentClusterSceneDidConnect = "templateApplicationInstrumentClusterScene(_:didConnect:)"
    case instrumentClusterSceneDidDisconnect =
        "templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:)"
    case instrumentClusterDidConnectWindow = "instrumentClusterControllerDidConnect(_:)"
    case instrumentClusterDidDisconnectWindow = "instrumentClusterControllerDidDisconnectWindow(_:)"
    /// An app with no scenes whose app delegate adopts `CPApplicationDelegate` (iOS 12's way): its CarPlay interface.
    case applicationDidConnectCarInterfaceController = "application(_:didConnectCarInterfaceController:to:)"
    case applicationDidDisconnectCarInterfaceController = "application(_:didDisconnectCarInterfaceController:from:)"
    /// MediaPlayer's playable content endpoint (no delegate call; the car starts browsing).
    case playableContentConnected = "playable content endpoint connected"
    case playableContentDisconnected = "playable content endpoint disconnected"

    /// Whether this call hands the app its CarPlay interface (the moment the app's CarPlay life starts).
    public var connectsCarPlayInterface: Bool {
        self == .templateSceneDidConnect || self == .templateSceneDidConnectWithWindow || self == .applicationDidConnectCarInterfaceController
    }
}

/// What happened to an automaker app's window on the car screen.
public enum CarScreenChange: String, Sendable, Codable {
    case shown
    case leftTheScreen = "left the screen"
    case disconnected
}

/// What kind of exception CarPlay raised, so nothing needs to read its reason. - Note: Ours.
public enum CarExceptionKind: String, Sendable, Codable, CaseIterable {
    /// A template the app's category (or the operation) does not allow.
    case unsupportedTemplate
    /// A push past the category's depth limit.
    case hierarchyDepth
    /// A template instance pushed while already on the stack.
    case templatePushedTwice
    /// `CPNowPlayingTemplate.shared` pushed while already on the stack (the same exception; a case of its own
    /// because its fix is different: pop back to it).
    case nowPlayingPushedTwice
    /// More tabs than `CPTabBarTemplate.maximumTabCount`.
    case tooManyTabs
    /// A tab bar template given as a tab of a tab bar.
    case nestedTabBar
    /// Bar buttons set on a template that has none.
    case barButtonsUnsupported
    /// A failed template operation without a completion block.
    case operationWithoutCompletion
    /// A template other than a list pushed while the now playing template is the visible one ("other template types
    /// are not supported when Now Playing is the visible template": `nowPlayingTemplateUpNextButtonTapped(_:)`).
    case overNowPlaying
    /// Anything else.
    case other
}

extension CarExceptionKind {
    /// The kind of an exception the framework raised.
    package init(_ kind: CarPlayException.Kind) { self = CarExceptionKind(rawValue: kind.rawValue) ?? .other }
}

/// A change in the car's or the phone's state.
public enum CarStateChange: Sendable, Codable, Equatable, CustomStringConvertible {
    case driving(Bool)
    case style(String)
    case phoneLocked(Bool)
    case phoneAppInForeground(Bool)
    case vehicle(String)
    case liveActivities(Int)
    case voipPush(caller: String)
    /// A call changed (connected, held, ended…), in words.
    case call(String)
    case siriRequest(String)
    case siriReply(String)
    case clusterCompass(String)
    case clusterSpeedLimit(String)
    /// The car's GPS fix moved ("60.17070, 24.94450").
    case location(String)
    /// What the user allows the app's location use now ("when in use", "denied"…).
    case locationAuthorization(String)

    public var description: String {
        switch self {
        case .driving(let d): d ? "driving" : "parked"
        case .style(let s): "style \(s)"
        case .phoneLocked(let l): l ? "phone locked" : "phone unlocked"
        case .phoneAppInForeground(let f): f ? "phone app foreground" : "phone app background"
        case .vehicle(let name): "vehicle \(name)"
        case .liveActivities(let n): "live activities: \(n)"
        case .voipPush(let caller): "VoIP push: \(caller) is calling"
        case .call(let what): "call: \(what)"
        case .siriRequest(let r): "Siri: \"\(r)\""
        case .siriReply(let r): "Siri: \(r)"
        case .clusterCompass(let c): "cluster compass: \(c)"
        case .clusterSpeedLimit(let s): "cluster speed limit: \(s)"
        case .location(let at): "at \(at)"
        case .locationAuthorization(let status): "location authorization: \(status)"
        }
    }
}

/// What passed between the car's built-in navigation and a navigation app sharing its route (iOS 26.4). - Note: Ours.
public enum RouteSharingEvent: Sendable, Codable, Equatable, CustomStringConvertible {
    /// The car took the destination of a trip the app started (its trip's `hasShareableDestination`).
    case destinationShared(destination: String)
    /// The car told the app whose route it uses (a `CPRouteSource` raw value).
    case routeSource(rawValue: UInt)
    /// The car asked the app to navigate to a destination of its own.
    case destinationRequested(name: String)
    /// The car asked the app to add a stop to the segment being driven; whether the app answered with estimates.
    case stopRequested(name: String, answered: Bool)
    /// The driver accepted or declined the stop the app proposed.
    case stopAnswered(name: String, accepted: Bool)

    public var description: String {
        switch self {
        case .destinationShared(let d): "route sharing: the car took the destination \(d)"
        case .routeSource(let raw):
            "route sharing: the car uses \(CPRouteSource(rawValue: raw).map { "\($0)" } ?? "route source \(raw)")"
        case .destinationRequested(let name): "route sharing: the car asks to navigate to \(name)"
        case .stopRequested(let name, let answered): "route sharing: the car asks to add the stop \(name)\(answered ? "" : " (not answered)")"
        case .stopAnswered(let name, let accepted): "route sharing: the driver \(accepted ? "accepted" : "declined") the stop \(name)"
        }
    }
}

/// A change in who plays on the car's speakers.
public enum CarAudioChange: Sendable, Codable, Equatable, CustomStringConvertible {
    /// The source changed hands (the radio's station, or an app's name).
    case source(from: String, to: String)
    /// Audio was ducked (or unducked) for a voice prompt.
    case ducked(Bool)
    /// Spoken audio was paused (or resumed) for a voice prompt.
    case spokenAudioPaused(Bool)
    /// A call's audio moved (car, iPhone, speaker).
    case callRoute(String)

    public var description: String {
        switch self {
        case .source(let from, let to): "audio: \(from) → \(to)"
        case .ducked(let d): d ? "audio ducked for a voice prompt" : "audio unducked"
        case .spokenAudioPaused(let p): p ? "spoken audio paused for a voice prompt" : "spoken audio resumed"
        case .callRoute(let route): "call audio → \(route)"
        }
    }
}

/// An event with when it happened on the car's clock (seconds since the car started).
public struct TimedCarEvent: Sendable, Codable, Equatable {
    public let time: Double
    public let event: CarEvent
}

/// How an app's own process ended (``CarEvent/appProcessEnded(app:_:)``). - Note: Ours.
public enum AppProcessEnd: String, Sendable, Codable, Equatable {
    /// It ended without saying so: a crash (a trap, a signal, an exception under the `.crash` policy).
    case crashed
    /// The app called `exit`.
    case exited
    /// It gave no answer within the car's time (real time) and the car ended it, as iOS's watchdog does.
    case notResponding
}
