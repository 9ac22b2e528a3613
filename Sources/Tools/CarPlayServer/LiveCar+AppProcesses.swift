// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayRendering
import Foundation

/// The live car with app processes (``LiveAppProcesses``): this car keeps the home screen, the car's and the phone's
/// state and the tabs; each app runs in a process of its own with a car of its own set up as this one, which performs
/// the app's input and sends back the typed screen this car renders. What changes the whole car (driving, the lock,
/// the look, the vehicle, the language, the car's position, a call) changes this car and reaches every app process;
/// what the user does to the app on screen goes to its process. - Note: Ours.
extension LiveCar {
    /// Runs each app this car opens in a process of its own from now on. Call it before any app was launched here.
    public func useAppProcesses(_ processes: LiveAppProcesses) {
        appProcesses = processes
        runner.isRunning = { [weak processes] app in processes?.isRunning(app) ?? false }
        processes.onFrame = { [weak self] app, composedChanged in
            // The app on screen redraws; another app's process only when its banner or its part of the Dashboard changed.
            guard let self, self.remoteFront == app || composedChanged else { return }
            self.scheduleRender()
        }
        processes.onWidgetReloads = { [weak self] app, reloads in
            // The widgets page is this car's: the timelines the app asked for load here, from what the app put in its group.
            for reload in reloads { self?.car.reloadWidgets(kind: reload.kind, of: app) }
        }
        processes.onEnded = { [weak self] app, how in
            guard let self else { return }
            // For the person at the terminal; the page shows the event and, for a crash or a hang, the banner.
            FileHandle.standardError.write(Data("live car: \(CarEvent.appProcessEnded(app: app, how))\n".utf8))
            if self.remoteFront == app { self.remoteFront = nil }
            self.car.appProcessEnded(app, how)
            self.render()
        }
    }

    /// Whether `app` runs (its process, or its session in this process).
    func isRunning(_ app: String) -> Bool {
        if let appProcesses { return appProcesses.isRunning(app) }
        return car.sessions.contains { $0.app.name == app && $0.isConnected }
    }

    /// The screen as text (what `screenshot` prints): the app's, from its process, else this car's.
    public func screen() async -> String {
        if let front = remoteFront, let processes = appProcesses, let text = try? await processes.screenText(of: front) { return text }
        return runner.screen()
    }

    /// The state of the app's process, with this car's apps list (which processes run) and the other banners first
    /// (this car's and the other app processes').
    func remoteState(_ state: CarState, apps: [CarState.App]) -> CarState {
        var state = state
        state.apps = apps
        let others = bannerLines()
        if !others.isEmpty { state.banners = Array((others + state.banners).suffix(5)) }
        return state
    }

    /// The banners of the app processes but the one on screen, in words.
    func otherProcessesBannerLines() -> [String] {
        guard let appProcesses else { return [] }
        return appProcesses.frames.filter { $0.app != remoteFront }.flatMap(\.frame.state.banners)
    }

    /// The banner this car shows now over `shown` (the app on screen's, nil on the home screen): this car's own, else
    /// that one, else one an app in the background just posted in its process.
    func composedBanner(over shown: CarBanner?) -> CarBanner? {
        if let own = car.visibleBanner { return own }
        if let shown { return shown }
        return appProcesses?.frames.lazy.filter { $0.app != self.remoteFront }.compactMap(\.frame.banner).first
    }

    /// The Dashboard of the app on screen, with the now playing of the app whose process plays the car's audio (each
    /// app's car knows only its own audio): nil when it is the app's own already.
    func composedDashboard(_ frame: LiveAppFrame) -> String? {
        guard var dashboard = frame.dashboard, let processes = appProcesses, let playing = processes.audioApp, playing != remoteFront,
            let nowPlaying = processes.frame(of: playing)?.nowPlaying
        else { return nil }
        dashboard.nowPlaying = nowPlaying
        return SVGWriter.svg(CarRenderer.layoutDashboard(dashboard))
    }

    /// In an app process: the frame this car shows now, for the live car.
    func appFrame(session: AppSession?) -> LiveAppFrame {
        let app = session?.app.name ?? car.installed.first?.name
        let playsAudio = app != nil && car.audio.source == app
        return LiveAppFrame(
            screen: session?.screenSnapshot(), focused: runner.focused, state: carState(), panels: panels(), banner: car.visibleBanner,
            dashboard: session.flatMap { $0.app.categories.contains(.navigation) ? $0.dashboardSnapshot() : nil },
            nowPlaying: playsAudio ? app.flatMap { car.panelNowPlaying(of: $0) } : nil, playsAudio: playsAudio,
            activities: car.widgetsPage().activities, siri: car.siri, showsSiri: car.visibleSiri != nil, widgetReloads: car.widgetReloads)
    }

    /// The car as an app process should start in.
    func appStart(_ app: String) -> LiveAppStart {
        LiveAppStart(
            app: app, vehicle: car.vehicle, style: CarStyle(car.style), driving: car.isDriving, phoneLocked: car.isPhoneLocked,
            phoneAppInForeground: car.isPhoneAppInForeground, phoneLanguage: car.phoneLanguage, clockRate: PhoneTime.rate,
            monotonicNanoseconds: PhoneTime.monotonicNanoseconds, showsFindings: showsFindings, phoneDataFolder: car.phoneDataFolder.path)
    }

    /// Opens `app`: its process (a fresh one unless it runs), in front.
    func openInProcess(_ app: String, processes: LiveAppProcesses) async throws {
        guard let declaration = car.installed.first(where: { $0.name == app }) else {
            throw CarInputError("no app named '\(app)'; apps: \(car.installed.map(\.name).joined(separator: ", "))")
        }
        if let reason = declaration.reasonNotShown(on: car.vehicle) { throw CarInputError("\(app) is not shown in this car: \(reason)") }
        if let front = remoteFront, front != app { _ = try? await processes.command(.input(.home), to: front) }
        remoteFront = nil
        if processes.isRunning(app) {
            // Back in front: its car opens it again (a reconnect finds the running app, as on a phone).
            try await processes.command(.input(.launch(app)), to: app)
        } else {
            try await processes.open(app, start: appStart(app))
        }
        remoteFront = app
    }

    /// A car command, with app processes: opening an app and going home are this car's; what changes the whole car is
    /// this car's and every app process's; the rest goes to the app on screen.
    func runInAppProcesses(_ command: CarCommand, processes: LiveAppProcesses) async throws {
        switch command {
        case .input(.launch(let app)):
            try await openInProcess(app, processes: processes)
        case .input(.home):
            if let front = remoteFront {
                remoteFront = nil
                _ = try? await processes.command(.input(.home), to: front)
            }
        case .input(.tapWidget(let id)):
            // The widgets page is this car's (the widgets' timelines load here); the app a widget opens opens in its
            // process, whose car opens the widget's URL in it.
            guard let app = try car.touchWidget(id).opens else { return }
            try await openInProcess(app, processes: processes)
            try await processes.command(command, to: app)
        case .input(.clusterSetting), .input(.clusterZoom), .input(.dashboardButton):
            // CarPlay Dashboard and the cluster belong to the navigation app: the one on screen, else the last opened.
            try await processes.command(command, to: try navigationApp(processes))
        case .siri(let request):
            try await askSiri(request, processes: processes)
        case .input(let input) where Self.changesTheWholeCar(input):
            try await runner.run(command)
            await processes.everyApp { .command(number: $0, command: command) }
        case .wait:
            try await runner.run(command)
        case .input(.tap(let text, nil, 0)) where remoteFront == nil && car.installed.contains(where: { $0.name == text }):
            // An app's icon on the home screen, by its name.
            try await openInProcess(text, processes: processes)
        default:
            guard let front = remoteFront else {
                // The home screen is this car's: a screenshot or an expectation reads it here.
                return try await runner.run(command)
            }
            try await processes.command(command, to: front)
        }
    }

    /// Siri, with app processes: the car asks the apps that may answer, each in its process (launched in the background
    /// when it isn't running, as iOS launches an app for Siri), in the order the car's Siri asks them (`HeadUnit.askSiri(_:)`)
    /// — an app the request names, the app playing (for media), the app on screen, then the installed apps that declare
    /// intents or play audio — until one answers. Each app's car runs the request against its app alone; its Siri
    /// interface shows over the screen.
    func askSiri(_ request: String, processes: LiveAppProcesses) async throws {
        let shown = car.installed.filter { $0.isCarPlayApp && $0.reasonNotShown(on: car.vehicle) == nil }
        let named = HeadUnit.apps(shown, namedIn: request).map(\.name)
        let answering = shown.filter { $0.intentHandler != nil || !$0.inAppIntentsSupported.isEmpty || $0.categories.contains(.audio) }.map(\.name)
        var seen = Set<String>()
        let playing = HeadUnit.asksThePlayingAppFirst(request) ? processes.audioApp : nil
        let order = (named + [playing, remoteFront].compactMap { $0 } + answering).filter {
            name in seen.insert(name).inserted && shown.contains { $0.name == name }
        }
        for app in order {
            if !processes.isRunning(app) { try await processes.open(app, start: appStart(app)) }
            try await processes.command(.siri(request), to: app)
            if processes.frame(of: app)?.siri?.app != nil { break }
        }
    }

    /// Siri's interface over `shown` (the app on screen's): the one an app's process answered in, while it shows.
    func composedSiri(over shown: SiriSnapshot?) -> SiriSnapshot? {
        if let shown { return shown }
        return appProcesses?.frames.lazy.filter { $0.frame.showsSiri && $0.app != self.remoteFront }.compactMap(\.frame.siri).first
    }

    /// The navigation app whose process owns CarPlay Dashboard and the cluster: the app on screen if it navigates, else
    /// a running navigation app's.
    func navigationApp(_ processes: LiveAppProcesses) throws -> String {
        let navigates = { (app: String) in self.car.installed.first { $0.name == app }?.categories.contains(.navigation) ?? false }
        if let front = remoteFront, navigates(front) { return front }
        guard let app = processes.runningApps.last(where: navigates) else { throw CarInputError("no navigation app is running (use: launch APP)") }
        return app
    }

    /// Input that changes the car or the phone rather than the app on screen.
    static func changesTheWholeCar(_ input: CarInput) -> Bool {
        switch input {
        case .drive, .park, .lockPhone, .unlockPhone, .phoneApp, .style, .vehicle, .phoneLanguage, .moveCar, .locationAuthorization, .incomingCall,
            .disconnect, .reconnect:
            true
        default: false
        }
    }
}
