// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenAVFAudio
import OpenActivityKit
import OpenCallKit
import OpenCarPlay
import OpenExternalAccessory
import OpenIntents
import OpenMapKit
import OpenMediaPlayer
import OpenSecurity
import OpenUIKit
import OpenUserNotifications
import OpenWidgetKit
import PhoneApps

/// What happens when the app triggers an exception that would crash it on a real car.
public enum ExceptionPolicy: Sendable {
    /// Terminate the process with the exception's message, as iOS does.
    case crash
    /// Record it as an event and abort the operation (the harness reports it as a failure).
    case record
    /// Record it, and end the app that raised it as iOS ends a crashed app while the car runs on: its scenes go
    /// without a word to its delegates, the car forgets its screens, shows the home screen with a banner
    /// "«App» quit unexpectedly", and launching the app again starts a fresh instance (new scene delegates). The live
    /// car's policy. - Note: Ours. Code after the failed call still runs until it returns (Swift can't unwind it as
    /// an Objective-C exception unwinds the process); what it does then reaches no screen.
    case terminateApp
}

/// The simulated car (head unit): vehicle, driving state, phone, clock, and the apps connected to it.
///
/// One car serves one app session at a time in this version; `connect(_:)` starts it.
@MainActor
public final class HeadUnit {
    public private(set) var vehicle: VehicleProfile
    public private(set) var isDriving = false
    public private(set) var isPhoneLocked: Bool
    /// The phone's keychain (what the app's `SecItem…` calls keep); a new car brings a new phone.
    package let keychain: Keychain
    /// The network the phone gives the car's apps: answers a test gives for URLs, or no connection at all. An app's
    /// launch keeps the one the car had then.
    public var network = CarNetwork()
    /// The phone's Bluetooth: on or off, what the user allowed the apps, the accessories in range. An app's launch
    /// keeps the one the car had then.
    public var bluetooth = PhoneBluetooth()
    /// The phone's location services: the car's GPS fix, what the user allowed the app, the map server.
    package let locationServices: PhoneLocationServices
    /// The phone's media library (seeded songs and playlists), what the user lets the app read, its music players.
    package let musicLibrary: PhoneMusicLibrary
    public private(set) var isPhoneAppInForeground = false
    public private(set) var style: UIUserInterfaceStyle
    /// The phone's language (a BCP 47 tag such as `ja` or `ar-SA`): the car's own words, and a right-to-left car for
    /// Arabic and Hebrew (see ``setPhoneLanguage(_:)``).
    public internal(set) var phoneLanguage = "en"
    public var exceptionPolicy: ExceptionPolicy
    /// How long a selection may spin before the car reports the endless spinner.
    public var spinnerTimeout: Duration = .seconds(10)
    /// The car's history (see ``events``).
    public internal(set) var log = CarEventLog()
    /// The car's typed events so far, oldest first.
    public var events: [TimedCarEvent] { log.events }
    /// Events forgotten from the start of the history (see ``CarEventLog/dropped``).
    public var eventsDropped: Int { log.dropped }
    /// Whether to keep the event log (the benchmark may turn it off).
    public var recordsEvents: Bool {
        get { log.isRecording }
        set { log.isRecording = newValue }
    }
    public private(set) var sessions: [AppSession] = []
    /// Apps that can't be shown on this vehicle, and why.
    public var hiddenApps: [(name: String, reason: String)] {
        installed.compactMap { app in app.reasonNotShown(on: vehicle).map { (app.name, $0) } } + refusedApps
    }
    /// Apps `connect(_:)` refused (not installed through `install(_:)`).
    private var refusedApps: [(name: String, reason: String)] = []
    /// The vehicle's own systems (climate, radio, performance, battery, locks).
    public internal(set) var vehicleSystems: VehicleSystems
    /// The car's screen as the phone sees it (a `UIScreen` with the CarPlay idiom), while connected.
    package var carScreen: UIScreen?
    /// The car as an External Accessory, while connected.
    package var accessory: EAAccessory?
    /// The vehicle simulation's tick, while the car's hardware is connected.
    var vehicleTicks: CarRepeatingWork?
    /// The apps' widgets as the car holds them.
    var widgetShelf = WidgetShelf()
    /// What the car's own call screen keeps.
    var callState = CallScreenState()
    /// The apps whose process runs on the phone, by name: each launch's `UIApplication`, app delegate and bundle.
    var launches: [String: AppLaunch] = [:] { didSet { lastLaunchLookup = nil } }
    /// The last answer of ``appLaunch(of:)``, dropped as ``launches`` changes: the car asks at each call into the app.
    var lastLaunchLookup: (name: String, launch: AppLaunch?)?
    /// Whether ``startCarServices()`` ran: each app launched since has its audio session and notifications watched.
    var servicesStarted = false
    /// URLs apps asked to open (another app on the car screen).
    public private(set) var openedURLs: [URL] = []
    /// The car's audio (FM radio until an app takes over).
    public internal(set) var audio = CarAudioState(source: "radio", radioStation: "FM 94.0 Radio Helsinki", ducked: false, spokenAudioPaused: false)
    /// Notification banners shown on the car screen, latest last.
    public internal(set) var banners: [CarBanner] = []
    var bannerShownAt = -Double.infinity
    /// The last Siri request and what Siri answered.
    public internal(set) var siri: SiriSnapshot?
    var siriShownAt = -Double.infinity
    /// The messages Siri last read aloud, and whose (what "mark them as read" marks).
    var siriReadMessages: (app: String, identifiers: [String])?

    /// The car's own time, on the clock it was made with.
    let time: CarTime

    /// The folder the car's phone keeps its apps' data containers in (one per app, see `dataContainer(of:)`) and its
    /// app groups' (`Shared/AppGroup`): a new folder under the temporary directory for each car, made when an app first
    /// writes there and removed with the car, so an app's saved data lasts across its launches in this car and never
    /// reaches the next car. A car that runs one app for another car's phone (a live car's app process) keeps that
    /// phone's folder instead (``keepPhoneData(in:)``). - Note: Ours.
    public private(set) var phoneDataFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "opencarplay-phone-\(UUID().uuidString)", isDirectory: true)
    /// Whether the folder is this car's own, removed with it.
    private var ownsPhoneData = true

    /// This car's phone is another car's (the live car whose app process this is): its apps keep their data in that
    /// phone's folder, so an app's data lasts across its processes, and what it puts in an app group reaches its
    /// widgets, which the live car loads. The folder stays when this car goes. Call it before the car launches an app.
    public func keepPhoneData(in folder: URL) {
        if ownsPhoneData { try? FileManager.default.removeItem(at: phoneDataFolder) }
        phoneDataFolder = folder
        ownsPhoneData = false
        widgetShelf.extensions = [:]
    }

    /// A new car with a new phone. `phoneLocked`: the phone starts locked, and hasn't been unlocked since it started
    /// (files protected until the first unlock and keychain items accessible after it can't be read yet).
    public init<C: Clock & Sendable>(
        vehicle: VehicleProfile = .standard, clock: C, exceptionPolicy: ExceptionPolicy = .crash, phoneLocked: Bool = false
    )
    where C.Duration == Duration {
        self.vehicle = vehicle
        self.exceptionPolicy = exceptionPolicy
        isPhoneLocked = phoneLocked
        keychain = Keychain(locked: phoneLocked)
        // Says once per process, on standard error, which of the phone's runtime hooks can't hold and what falls back.
        PhoneRuntimeCheck.reportOnce()
        _ = PhoneURLProtocol.installed
        // The process's phone is this car's from now on: its keychain, its file protection, its lock.
        Keychain.use(keychain)
        // `Bundle.main` answers for the app the car runs (once per process).
        _ = AppBundles.isSupported
        ProtectedFiles.reset(locked: phoneLocked)
        UIApplication.shared.isProtectedDataAvailable = !phoneLocked
        style = vehicle.prefersDark ? .dark : .light
        vehicleSystems = VehicleSystems(profile: vehicle)
        time = CarTime(clock: clock)
        // The phone in this car knows where it is from the car, parked until something moves it.
        let since = Date()
        let anywhere = time.elapsed
        locationServices = PhoneLocationServices(
            fix: Self.parkedFix, now: { since.addingTimeInterval(Double(anywhere().components.seconds) + Double(anywhere().components.attoseconds) / 1e18) },
            places: { MapSearchPlaces.helsinki })
        PhoneLocationServices.use(locationServices)
        musicLibrary = PhoneMusicLibrary.seeded(addedOn: since)
        PhoneMusicLibrary.use(musicLibrary)
        locationServices.onOpenInMaps = { [weak self] request in
            let places = request.items.map { $0.name ?? "a place" }
            onMainActor { self?.record(.openedInMapsOnPhone(places: places)) }
        }
        locationServices.onAuthorizationChange = { [weak self] status in
            MainActor.assumeIsolated { self?.record(.carStateChanged(.locationAuthorization(HeadUnit.describe(status)))) }
        }
    }

    deinit {
        // A car that goes ends its apps' launches, whatever of them their code still holds.
        for launch in launches.values { launch.end() }
        // A car that goes takes its phone's keychain with it (unless a newer car's phone is the process's now).
        Keychain.stopUsing(keychain)
        PhoneLocationServices.stopUsing(locationServices)
        PhoneMusicLibrary.stopUsing(musicLibrary)
        if ownsPhoneData { try? FileManager.default.removeItem(at: phoneDataFolder) }
    }

    public convenience init(vehicle: VehicleProfile = .standard, exceptionPolicy: ExceptionPolicy = .crash, phoneLocked: Bool = false) {
        self.init(vehicle: vehicle, clock: ContinuousClock(), exceptionPolicy: exceptionPolicy, phoneLocked: phoneLocked)
    }

    /// Seconds since the car started, on its clock.
    public var now: Double { time.now }

    package func record(_ event: @autoclosure () -> CarEvent) {
        // The clock is read only for an event kept (a car that records no events reads it at no step).
        if log.isRecording { log.append(event, at: now) }
        changed()
    }

    /// Called whenever what the car shows may have changed (a live view redraws then).
    public var onChange: (@MainActor () -> Void)?

    func changed() { onChange?() }

    /// Remembers the last events only (a long-running car keeps memory flat).
    public var maximumEventCount: Int {
        get { log.maximumCount }
        set { log.maximumCount = newValue }
    }

    public func clearEvents() { log.clear() }

    /// Apps installed on the phone, in install order.
    public private(set) var installed: [AppDeclaration] = []
    /// The app on the car screen (nil: the home screen).
    public private(set) var activeSession: AppSession?

    /// Installs an app on the phone. Apps without a CarPlay category don't appear on the car's home screen.
    public func install(_ app: AppDeclaration) {
        installed.append(app)
        if !app.widgets.isEmpty { reloadWidgets() }
    }

    /// The apps on the car's home screen (automaker apps only on vehicles that declare one of their protocols).
    public var homeScreenApps: [AppDeclaration] { installed.filter { $0.reasonNotShown(on: vehicle) == nil } }

    /// Opens an app from the home screen: connects it the first time, brings it to the foreground after.
    @discardableResult
    public func launch(_ name: String) throws -> AppSession {
        guard let app = installed.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            throw CarInputError("no app named '\(name)' is installed; installed: \(installed.map(\.name).joined(separator: ", "))")
        }
        if let reason = app.reasonNotShown(on: vehicle) { throw CarInputError("\(app.name) is not shown in CarPlay: \(reason)") }
        if let active = activeSession, active.app.name != app.name { active.enterBackground() }
        if let existing = sessions.first(where: { $0.app.name == app.name }) {
            if existing.isConnected { existing.enterForeground() } else { existing.reconnect() }
            activeSession = existing
            return existing
        }
        return start(app)
    }

    /// Goes to the home screen; the app on screen moves to the background (its scene stays connected).
    public func goHome() {
        activeSession?.enterBackground()
        activeSession = nil
    }

    /// Connects an app as iOS does when the user (or the car) launches it on the car screen.
    ///
    /// The phone app need not be running; the phone may be locked. Returns nil when the app is not a
    /// CarPlay app (see ``hiddenApps``).
    @discardableResult
    public func connect(_ app: AppDeclaration) -> AppSession? {
        if let reason = app.reasonNotShown(on: vehicle) {
            if !installed.contains(where: { $0.name == app.name }) { refusedApps.append((app.name, reason)) }
            record(.note("not shown: \(app.name): \(reason)"))
            return nil
        }
        return start(app)
    }

    private func start(_ app: AppDeclaration) -> AppSession {
        let session = AppSession(app: app, car: self)
        sessions.append(session)
        activeSession = session
        session.connect()
        // The phone's audio goes to the car while CarPlay is connected.
        routeAudio(toCar: true)
        return session
    }

    /// Ends an app that raised an exception (``ExceptionPolicy/terminateApp``): its session goes, the home screen shows
    /// with a banner, and the next launch starts the app afresh.
    func terminate(_ session: AppSession) {
        guard !session.isTerminated, sessions.contains(where: { $0 === session }) else { return }
        session.tearDownAfterCrash()
        sessions.removeAll { $0 === session }
        if activeSession === session { activeSession = nil }
        if CPRuntime.foreground === session { CPRuntime.foreground = nil }
        // The app's process is gone: a new launch runs its launch code again.
        endLaunch(of: session.app.name)
        if audio.source == session.app.name { audio.source = "radio" }
        record(.appTerminated(app: session.app.name))
        showBanner(CarBanner(app: session.app.name, title: CarStrings.quitUnexpectedly(session.app.name, phoneLanguage), subtitle: ""))
    }

    /// An app whose own process ran it (the live car's app processes) ended: the car records how, and a crash or a
    /// process the car ended for not answering shows "«App» quit unexpectedly" as a banner, as ``terminate(_:)`` does for
    /// an app in this process. An app that called `exit` just goes: the home screen shows.
    package func appProcessEnded(_ app: String, _ how: AppProcessEnd) {
        if audio.source == app { audio.source = "radio" }
        record(.appProcessEnded(app: app, how))
        if how != .exited { showBanner(CarBanner(app: app, title: CarStrings.quitUnexpectedly(app, phoneLanguage), subtitle: "")) }
        changed()
    }

    /// Ends every app at once, as if the phone had never run them (no delegate call, no banner), and replaces each
    /// app that `fresh` gives a new install of (its data starts anew too): the home screen shows and the next launch
    /// starts an app as a test's car connects it. A recording and a replay in the live car start here.
    package func restartApps(fresh: (String) throws -> AppDeclaration?) rethrows {
        let ran = Set(sessions.map(\.app.name))
        for session in sessions where !session.isTerminated {
            session.tearDownAfterCrash()
            if CPRuntime.foreground === session { CPRuntime.foreground = nil }
            if audio.source == session.app.name { audio.source = "radio" }
        }
        sessions = []
        activeSession = nil
        for name in Array(launches.keys) { endLaunch(of: name) }
        for (i, app) in installed.enumerated() where ran.contains(app.name) {
            if let new = try fresh(app.name), new.name == app.name {
                installed[i] = new
                // A new install starts without the data the last one saved.
                try? FileManager.default.removeItem(at: dataContainer(of: app))
            }
        }
        record(.note("every app ended: the car starts them anew"))
    }

    /// Disconnects every app (the cable is pulled).
    public func disconnectAll() {
        for s in sessions { s.disconnect() }
        disconnectCarHardware()
        routeAudio(toCar: false)
    }

    // MARK: Car state

    /// The car starts or stops moving: lists and keyboard are limited while driving (if the car limits them).
    public func setDriving(_ driving: Bool) {
        guard driving != isDriving else { return }
        isDriving = driving
        record(.carStateChanged(.driving(driving)))
        publishSessionConfiguration()
        updateCarScreen()
        for s in sessions { s.carLimitsChanged() }
    }

    public func setStyle(_ newStyle: UIUserInterfaceStyle) {
        guard newStyle != style else { return }
        let previous = style
        style = newStyle
        record(.carStateChanged(.style("\(newStyle)")))
        publishSessionConfiguration()
        updateCarScreen()
        for s in sessions { s.styleChanged(from: previous) }
    }

    /// Locks or unlocks the phone: while locked, protected data is unavailable (files by their protection class, see
    /// `ProtectedFiles`, and keychain items by their accessibility); `UserDefaults` stays readable, as on iOS.
    public func setPhoneLocked(_ locked: Bool) {
        guard locked != isPhoneLocked else { return }
        isPhoneLocked = locked
        keychain.setLocked(locked)
        ProtectedFiles.setLocked(locked)
        for s in sessions { s.invalidateElements() }
        record(.carStateChanged(.phoneLocked(locked)))
        if locked {
            NotificationCenter.default.post(name: UIApplication.protectedDataWillBecomeUnavailableNotification, object: nil)
            UIApplication.shared.isProtectedDataAvailable = false
        } else {
            UIApplication.shared.isProtectedDataAvailable = true
            NotificationCenter.default.post(name: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil)
        }
    }

    /// Brings the phone app to the foreground or sends it to the background.
    public func setPhoneAppInForeground(_ foreground: Bool) {
        isPhoneAppInForeground = foreground
        UIApplication.shared.applicationState = foreground ? .active : .background
        record(.carStateChanged(.phoneAppInForeground(foreground)))
    }

    /// Switches to another vehicle profile (screen size, limits, inputs).
    public func setVehicle(_ profile: VehicleProfile) {
        let hardwareWasConnected = carScreen != nil
        if profile.accessoryProtocols != vehicle.accessoryProtocols || profile.name != vehicle.name {
            // Another car: its own systems and accessory; automaker apps it doesn't match leave the screen.
            disconnectCarHardware()
            vehicleSystems = VehicleSystems(profile: profile)
            if let active = activeSession, active.app.reasonNotShown(on: profile) != nil {
                active.disconnect()
                activeSession = nil
            }
        }
        vehicle = profile
        if hardwareWasConnected && carScreen == nil { connectCarHardware() }
        record(.carStateChanged(.vehicle(profile.name)))
        publishSessionConfiguration()
        for s in sessions { s.carLimitsChanged() }
    }

    var limitedInterfaces: CPLimitableUserInterface { isDriving ? vehicleLimits : [] }
    private var vehicleLimits: CPLimitableUserInterface {
        var l: CPLimitableUserInterface = []
        if vehicle.limitsWhileDriving.contains("lists") { l.insert(.lists) }
        if vehicle.limitsWhileDriving.contains("keyboard") { l.insert(.keyboard) }
        return l
    }

    func publishSessionConfiguration() {
        CPSessionConfiguration.carDidChange(limited: limitedInterfaces, style: style == .dark ? .dark : .light)
    }

    func appOpened(_ url: URL) {
        openedURLs.append(url)
        record(.openedURL(url.absoluteString))
    }

    /// Returns the process-wide stand-ins (now playing, audio session, notifications) to a fresh state, as
    /// when the phone app is launched anew. - Note: the harness calls this for each new car. Each app the car launches
    /// has its own instances of them (`AppLaunch`), fresh with every launch; these are what code outside any app reads.
    public static func resetProcessState() {
        CPNowPlayingTemplate.of(nil).resetForNewProcess()
        MPPlayableContentManager.of(nil).reset()
        CXCallCenter.shared.reset()
        ActivityRegistry.shared.reset()
        WidgetCenter.shared.onReload = nil
        MPNowPlayingInfoCenter.of(nil).reset()
        MPRemoteCommandCenter.of(nil).reset()
        AVAudioSession.of(nil).reset()
        UNUserNotificationCenter.of(nil).reset()
        UIApplication.shared.isProtectedDataAvailable = true
        UIApplication.shared.applicationState = .background
        UIApplication.shared.resetOpened()
        UIApplication.shared.onOpen = nil
        EAAccessoryManager.shared().reset()
        UIScreen.reset()
        AppLaunch.bringToFront(nil)
        UIView.contentDidChange = nil
        // A new car brings a new phone: no interactions donated to Siri yet (a test's count never sees another's).
        INInteraction.deleteAll()
        CPSessionConfiguration.carDidChange(limited: [], style: .light)
    }
}
