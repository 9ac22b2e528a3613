// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenUIKit
import PhoneApps
import Synchronization

/// An Objective-C exception as CarPlay raises it: its name and reason. - Note: Not in CarPlay.
package struct CarPlayException: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the exception is about, so that nothing needs to read its reason. The host mirrors these cases
    /// (same raw values) in its public event type.
    package enum Kind: String, Sendable, CaseIterable {
        case unsupportedTemplate, hierarchyDepth, templatePushedTwice, nowPlayingPushedTwice, tooManyTabs, nestedTabBar
        case barButtonsUnsupported, operationWithoutCompletion, overNowPlaying, other
    }

    package let name: String
    package let reason: String
    package let kind: Kind
    package init(name: String, reason: String, kind: Kind = .other) {
        self.name = name
        self.reason = reason
        self.kind = kind
    }
    package static func invalidArgument(_ reason: String, kind: Kind = .other) -> CarPlayException {
        CarPlayException(name: "NSInvalidArgumentException", reason: reason, kind: kind)
    }
    package static func generic(_ reason: String, kind: Kind = .other) -> CarPlayException {
        CarPlayException(name: "NSGenericException", reason: reason, kind: kind)
    }
    package static func internalInconsistency(_ reason: String, kind: Kind = .other) -> CarPlayException {
        CarPlayException(name: "NSInternalInconsistencyException", reason: reason, kind: kind)
    }
    package var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }
}

/// The limits of the connected car and the app's category, read by CarPlay's class-level properties.
/// - Note: Not in CarPlay. Values Apple does not publish are our estimates; each says so.
package struct CPSystemLimits: Sendable, Equatable {
    /// Items across all sections of a list. Apple: "500 is the limit for apps" (forum); cars that limit
    /// lists while driving show 12.
    package var maximumItemCount = 500
    /// Sections of a list. Apple does not publish the value; 50 is our estimate.
    package var maximumSectionCount = 50
    /// Tabs: 4 for audio apps, 5 for other categories (header comment).
    package var maximumTabCount = 5
    /// Template depth, root included: 5; fueling 3; driving task and quick food ordering 2 (guide).
    package var maximumTemplateDepth = 5
    /// Alert buttons. Apple does not publish the value; 3 is our estimate.
    package var maximumAlertActionCount = 3
    /// Header grid buttons of a list (iOS 26). Apple does not publish the value; 8 is our estimate.
    package var maximumHeaderGridButtonCount = 8
    /// Action buttons of a list's details header (iOS 26.4). Apple publishes no value (its property is per car); a
    /// developer-forum question of 2026 reports a car that showed one, so 1 is our estimate.
    package var maximumDetailsHeaderActionButtonCount = 1
    /// Action buttons of a voice control state (iOS 26.4). Apple publishes no value; 3 is our estimate (as many as an
    /// information template's actions).
    package var maximumVoiceControlActionButtonCount = 3
    /// Images in an image row. Apple does not publish the value; 8 is our estimate.
    package var maximumNumberOfGridImages = 8
    /// Sizes in points. Apple does not publish these; they are our estimates from measured layouts.
    package var listItemImageSize = CGSize(width: 40, height: 40)
    package var imageRowImageSize = CGSize(width: 80, height: 80)
    package var gridButtonImageSize = CGSize(width: 40, height: 40)
    package var buttonImageSize = CGSize(width: 50, height: 50)
    package var nowPlayingButtonImageSize = CGSize(width: 20, height: 20)
    package var listSectionImageSize = CGSize(width: 80, height: 80)
    package var messageItemImageSize = CGSize(width: 40, height: 40)
    package var messageItemLeadingDetailTextImageSize = CGSize(width: 16, height: 16)
    package var pinImageSize = CGSize(width: 40, height: 40)
    package var selectedPinImageSize = CGSize(width: 60, height: 60)
    package var cardFullHeightImageSize = CGSize(width: 160, height: 160)

    package init() {}
}

/// The system side that CarPlay objects talk to: the simulated car. - Note: Not in CarPlay.
@MainActor
package protocol CPSystemHost: AnyObject {
    /// Raises an Objective-C exception: a real app crashes; a harness may record it instead.
    func raise(_ exception: CarPlayException)
    var limits: CPSystemLimits { get }
    /// A template's content changed (sections, buttons, items…).
    func templateContentDidChange(_ template: CPTemplate, _ what: String)
    /// The navigation session shown by a map template changed (`what`: its property or call).
    func navigationSessionDidChange(on mapTemplate: CPMapTemplate, _ what: String)
    /// An object inside templates (item, button, POI…) changed.
    func elementDidChange(_ element: any CPCarBound, _ what: String)
}

/// An object CarPlay shows (a template, item or button) that reports its changes to the app session, and
/// so the car, it was handed to. - Note: Not in CarPlay.
///
/// The car binds a template and everything inside it when the app hands it over (set as root, pushed,
/// presented, shown as a tab, returned as search results); a change made later, from whatever code and
/// whichever app is in front, reaches that session. An object not yet handed to a car reports nothing.
@MainActor
package protocol CPCarBound: AnyObject {
    /// The app session this object was handed to; nil until then.
    var carHost: (any CPSystemHost)? { get set }
    /// Binds the objects inside this one that report changes of their own (items, buttons, tabs…).
    func bindChildren(to host: any CPSystemHost)
}

extension CPCarBound {
    /// Binds this object and everything inside it to `host`.
    package func bind(to host: any CPSystemHost) {
        carHost = host
        bindChildren(to: host)
    }
}

/// Where CarPlay objects find the car they run in. - Note: Not in CarPlay.
@MainActor
package enum CPRuntime {
    /// Whether the caller runs on the main queue (the main actor's executor): false on an app's own thread or queue.
    package nonisolated static var isOnMainQueue: Bool { MainQueue.isCurrent }

    /// The app session the phone runs in front. It answers only what iOS answers per process rather than
    /// per object: class-level limits (`CPListTemplate.maximumItemCount`…) and exceptions raised by objects
    /// not yet handed to a car. Every change to a bound object goes to that object's own session instead.
    package static weak var foreground: (any CPSystemHost)? {
        didSet {
            let limits = foreground?.limits
            front.withLock { $0 = limits }
        }
    }

    /// The limits of the app the phone runs in front, as it came to the front (nil: none, or a new phone): the
    /// per-phone slot that CarPlay's global constants (`CPMaximumNumberOfGridImages`…) read. iOS declares those
    /// as constants any thread reads, so the slot is behind a lock rather than on the main actor; the process has one
    /// phone, which cars take turns to hold (as `AppLaunch.bringToFront`, `Keychain.use`).
    private nonisolated static let front = Mutex<CPSystemLimits?>(nil)

    /// The front app's limits, from any thread (the defaults when no app is in front).
    package nonisolated static var frontLimits: CPSystemLimits { front.withLock { $0 } ?? CPSystemLimits() }

    /// Raises an exception through the car that `object` belongs to (or the app in front), or crashes as
    /// iOS would when there is none.
    package static func raise(_ exception: CarPlayException, from object: (any CPCarBound)? = nil) {
        if let host = object?.carHost ?? foreground { host.raise(exception) } else { fatalError(exception.description) }
    }

    package static var limits: CPSystemLimits { foreground?.limits ?? CPSystemLimits() }

    /// A bound template's content changed: anything new inside it joins its car, and its session hears of it.
    package static func contentDidChange(_ template: CPTemplate, _ what: String) {
        guard let host = template.carHost else { return }
        template.bind(to: host)
        host.templateContentDidChange(template, what)
    }

    /// The navigation session on a bound map template changed.
    package static func navigationSessionDidChange(on mapTemplate: CPMapTemplate, _ what: String) {
        guard let host = mapTemplate.carHost else { return }
        mapTemplate.bind(to: host)
        host.navigationSessionDidChange(on: mapTemplate, what)
    }

    /// A bound object inside templates (item, button, point of interest…) changed.
    package static func elementDidChange(_ element: any CPCarBound, _ what: String) {
        guard let host = element.carHost else { return }
        element.bind(to: host)
        host.elementDidChange(element, what)
    }

    /// `0x…` address text as Objective-C prints it.
    package static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}

extension Optional {
    /// `(null)` for nil, as Objective-C descriptions print it.
    package var objcDescription: String {
        switch self {
        case .none: return "(null)"
        case .some(let v): return String(describing: v)
        }
    }
}
