// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Foundation

/// The live car's app processes: each app the car opens runs in a process of its own, forked fresh from a copy of this
/// executable made before any app code ran, as each app is its own process on a phone. A crash, an `exit`, or a main
/// thread that stops answering (the car's watchdog, ``answerTime`` of real time) ends that app's process only: the car
/// shows its home screen ("«App» quit unexpectedly" for a crash or a hang), the other apps run on in theirs, and the
/// next tap on the app launches it afresh.
///
/// Start it first thing in an executable's `main`, before anything starts threads, with what makes each app:
///
/// ```swift
/// let processes = await LiveAppProcesses.start { name, clock in try MyApps.declaration(name, clock: clock) }
/// let live = LiveCar(car: car, wait: …)
/// if let processes { live.useAppProcesses(processes) }
/// ```
/// In each app process `start` doesn't return: the process runs its app and ends with it. Where app processes can't be
/// made (no `fork`, `OPENCARPLAY_APP_PROCESSES=0`), `start` says so on standard error and returns nil: the car then
/// runs its apps in its own process. The car and an app process exchange only `LiveAppRequest` and `LiveAppReply`
/// messages (docs/wire-format.md). - Note: Ours.
@MainActor
public final class LiveAppProcesses {
    /// What makes an app's declaration in its fresh process, by name, on the car clock of that process (nil: no such app).
    public typealias AppFactory = @MainActor (String, any Clock<Duration>) throws -> AppDeclaration?

    /// How long an app process may take to answer a request or the watchdog's ping (real time) before the car ends it.
    public var answerTime: Duration = .seconds(10)
    /// How often the watchdog pings each app process (real time).
    public var pingInterval: Duration = .seconds(2)

    let launcher: AppProcesses
    /// Told when an app's process ended, and how.
    var onEnded: (@MainActor (String, AppProcessEnd) -> Void)?
    /// Told when an app's process sent a new frame, and whether what the live car composes from every app process (its
    /// banner, its Dashboard card, its now playing) changed with it.
    var onFrame: (@MainActor (String, _ composedChanged: Bool) -> Void)?
    /// Told when an app in its process asked `WidgetCenter` for reloads its frame hadn't carried yet (the live car loads
    /// the widgets' timelines).
    var onWidgetReloads: (@MainActor (String, [WidgetReload]) -> Void)?
    /// The app whose process last started playing the car's audio (nil: none yet, or it ended): the Dashboard's now
    /// playing comes from it, as on a car, where one app's audio plays at a time.
    private(set) var audioApp: String?

    /// One app's running process.
    final class Running {
        let app: String
        let channel: AppProcessChannel
        var frame: LiveAppFrame?
        var waiting: [Int: CheckedContinuation<LiveAppReply, Error>] = [:]
        var saidExiting = false
        var ended = false
        var pinging = false
        /// The number of the last widget reload its frames carried (``LiveAppFrame/widgetReloads``).
        var widgetReloadsSeen = 0
        /// How it ended when its socket closed: an exit if its exit handler said so, else a crash.
        var closedBy: AppProcessEnd { saidExiting ? .exited : .crashed }
        init(app: String, channel: AppProcessChannel) {
            self.app = app
            self.channel = channel
        }
    }
    private var running: [String: Running] = [:]
    private var nextNumber = 1
    private var watchdog: Task<Void, Never>?

    private init(launcher: AppProcesses) {
        self.launcher = launcher
    }

    /// Starts the zygote app processes are forked from. Call it first in `main`, before anything starts threads. In an
    /// app process it never returns; nil where app processes can't be made (said on standard error).
    public static func start(apps: @escaping AppFactory) async -> LiveAppProcesses? {
        switch AppProcesses.start() {
        case .appProcess(let channel): await serve(channel, apps: apps)
        case .unavailable(let why):
            FileHandle.standardError.write(Data("live car: app processes are off (\(why)); every app runs in the car's process.\n".utf8))
            return nil
        case .car(let launcher): return LiveAppProcesses(launcher: launcher)
        }
    }

    /// The apps whose processes run now, by name.
    public var runningApps: [String] { running.keys.sorted() }

    /// Whether `app`'s process runs.
    public func isRunning(_ app: String) -> Bool { running[app] != nil }

    /// The latest frame of `app`'s process.
    func frame(of app: String) -> LiveAppFrame? { running[app]?.frame }

    /// The latest frame of every running app process, by app name.
    var frames: [(app: String, frame: LiveAppFrame)] {
        running.keys.sorted().compactMap { app in running[app]?.frame.map { (app, $0) } }
    }

    /// Ends every app process as a user who swipes each app away does (a recording and a replay start every app anew):
    /// no banner, no event; the zygote stays for the next launch.
    func quitAll() {
        for process in running.values {
            process.ended = true
            try? process.channel.send(LiveAppRequest.end)
            process.channel.close()
            let waiting = process.waiting
            process.waiting = [:]
            for (_, c) in waiting { c.resume(throwing: Ended(app: process.app, how: .exited)) }
        }
        running = [:]
        audioApp = nil
    }

    /// The process of `app`: the running one, else a fresh one, launched with the car as `start` says.
    func open(_ app: String, start: LiveAppStart) async throws {
        if running[app] != nil { return }
        let channel = try await offMain { [launcher] in try launcher.launch() }
        let process = Running(app: app, channel: channel)
        running[app] = process
        startReading(process)
        startWatchdog()
        var start = start
        start.monotonicNanoseconds = PhoneTime.monotonicNanoseconds
        do { try channel.send(LiveAppRequest.start(start)) } catch {
            end(process, .crashed)
            throw CarInputError("\(app) could not be started in a process of its own: \(error)")
        }
        // The launch's answer comes as request 0.
        if case .done(_, let error?, _, _) = try await answer(0, from: process) {
            process.ended = true
            running[app] = nil
            process.channel.close()
            throw CarInputError(error)
        }
    }

    /// Sends a page message to `app`'s process and waits for its answer; the page's words when it was not taken. Returns
    /// the car command the message became there (nil: none, or the process ended meanwhile).
    @discardableResult
    func page(_ message: PageMessage, to app: String) async throws -> CarCommand? {
        do { return try await request(app) { .page(number: $0, message: message) }.performed } catch is Ended { return nil }
    }

    /// Sends a car command to `app`'s process; what it printed.
    @discardableResult
    func command(_ command: CarCommand, to app: String) async throws -> String? {
        do { return try await request(app) { .command(number: $0, command: command) }.output } catch is Ended { return nil }
    }

    /// The app's screen as text.
    func screenText(of app: String) async throws -> String {
        try await request(app) { .screen(number: $0) }.output ?? ""
    }

    /// Sends to every running app process at once, and waits for all.
    func everyApp(_ message: @escaping @Sendable (Int) -> LiveAppRequest) async {
        let sends = running.keys.sorted().map { app in Task { @MainActor in _ = try? await self.request(app, message) } }
        for send in sends { await send.value }
    }

    /// Ends every app process (the car is closing): each is killed, as a frozen one would never hear a request to end,
    /// and the zygote goes once they have gone.
    public func endAll() {
        for process in running.values {
            process.ended = true
            process.channel.kill()
        }
        running = [:]
        watchdog?.cancel()
        launcher.end()
    }

    @discardableResult
    private func request(_ app: String, _ make: (Int) -> LiveAppRequest) async throws -> (output: String?, performed: CarCommand?) {
        guard let process = running[app] else { throw CarInputError("\(app) is not running") }
        let number = nextNumber
        nextNumber += 1
        do { try process.channel.send(make(number)) } catch {
            end(process, process.closedBy)
            throw Ended(app: app, how: process.closedBy)
        }
        guard case .done(_, let error, let output, let performed) = try await answer(number, from: process) else { return (nil, nil) }
        if let error { throw CarInputError(error) }
        return (output, performed)
    }

    /// Waits for the answer numbered `number`; a process that gives none within ``answerTime`` is ended.
    private func answer(_ number: Int, from process: Running) async throws -> LiveAppReply {
        let limit = answerTime
        let timer = Task { @MainActor [weak self] in
            await RealTime.run { try? await Task.sleep(for: limit) }
            guard !Task.isCancelled, let self, process.waiting[number] != nil else { return }
            self.end(process, .notResponding)
        }
        defer { timer.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            if process.ended {
                continuation.resume(throwing: Ended(app: process.app, how: process.closedBy))
            } else {
                process.waiting[number] = continuation
            }
        }
    }

    /// Reads `process`'s messages on a thread of their own and hands them to the main actor in order.
    private func startReading(_ process: Running) {
        let (stream, continuation) = AsyncStream<LiveAppReply?>.makeStream()
        let channel = process.channel
        let thread = Thread {
            while true {
                do { continuation.yield(try channel.receive(LiveAppReply.self)) } catch {
                    continuation.yield(nil)
                    continuation.finish()
                    return
                }
            }
        }
        thread.name = "live car: \(process.app)'s messages"
        thread.start()
        Task { @MainActor [weak self] in
            for await reply in stream {
                guard let self else { return }
                guard let reply else {
                    self.end(process, process.closedBy)
                    return
                }
                self.received(reply, from: process)
            }
        }
    }

    private func received(_ reply: LiveAppReply, from process: Running) {
        switch reply {
        case .frame(let frame):
            let old = process.frame
            process.frame = frame
            if frame.playsAudio && old?.playsAudio != true { audioApp = process.app }
            if !frame.playsAudio && audioApp == process.app { audioApp = nil }
            let composedChanged =
                frame.banner != old?.banner || frame.state.banners != old?.state.banners || frame.dashboard != old?.dashboard
                || frame.nowPlaying != old?.nowPlaying || frame.activities != old?.activities || frame.showsSiri != old?.showsSiri
            let reloads = frame.widgetReloads.filter { $0.number > process.widgetReloadsSeen }
            process.widgetReloadsSeen = max(process.widgetReloadsSeen, frame.widgetReloads.last?.number ?? 0)
            if !process.ended, !reloads.isEmpty { onWidgetReloads?(process.app, reloads) }
            if !process.ended { onFrame?(process.app, composedChanged) }
        case .done(let number, _, _, _):
            process.waiting.removeValue(forKey: number)?.resume(returning: reply)
        case .exiting:
            process.saidExiting = true
        }
    }

    /// `process` ended (or is ended now, when it stopped answering): its waiters hear so, the car is told once.
    private func end(_ process: Running, _ how: AppProcessEnd) {
        guard !process.ended else { return }
        process.ended = true
        if how == .notResponding { process.channel.kill() } else { process.channel.close() }
        if running[process.app] === process { running[process.app] = nil }
        if audioApp == process.app { audioApp = nil }
        let waiting = process.waiting
        process.waiting = [:]
        for (_, c) in waiting { c.resume(throwing: Ended(app: process.app, how: how)) }
        onEnded?(process.app, how)
    }

    /// A request whose app process ended before it answered: the car has shown that already (home screen, banner,
    /// event), so the input that led to it is not an error of the user's.
    struct Ended: Error, CustomStringConvertible {
        let app: String
        let how: AppProcessEnd
        var description: String { CarEvent.appProcessEnded(app: app, how).description }
    }

    /// Pings every app process each ``pingInterval``: a main thread busy for longer than ``answerTime`` (a hang, a
    /// runaway loop) gets its process ended, as iOS's watchdog ends an app that stops answering.
    private func startWatchdog() {
        guard watchdog == nil else { return }
        watchdog = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                guard let interval = self?.pingInterval else { return }
                await RealTime.run { try? await Task.sleep(for: interval) }
                guard let self else { return }
                for process in self.running.values where !process.pinging {
                    process.pinging = true
                    Task { @MainActor in
                        defer { process.pinging = false }
                        _ = try? await self.request(process.app) { .ping(number: $0) }
                    }
                }
            }
        }
    }
}
