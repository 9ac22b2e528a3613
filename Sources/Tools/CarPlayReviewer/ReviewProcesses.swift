// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import Dispatch
import Foundation

/// The app processes a review makes its runs in: each run of the explorer a fresh launch of the app in a process of its
/// own (forked from a copy of this process made before any app code ran), as each launch is on a phone, and as many
/// runs at once as there are ``jobs``.
///
/// Start it first thing in an executable's `main`, before anything starts threads:
///
/// ```swift
/// let processes = await ReviewProcesses.start(apps: ["MyApp": { clock in try MyApp.declaration(clock: clock) }])
/// let result = try await Explorer(processes: processes!, app: "MyApp").run()
/// ```
/// In each app process `start` doesn't return: the process runs its one run and ends. Where app processes can't be made
/// (no `fork`, `OPENCARPLAY_APP_PROCESSES=0`, a process that already had threads), `start` says so once on standard error
/// and returns nil: explore in this process instead. `CarPlayCheck` (in CarPlayCheckCommand) does all of this. - Note: Ours.
public final class ReviewProcesses: @unchecked Sendable {
    /// How many app processes run at once.
    public let jobs: Int
    let launcher: AppProcesses
    /// The apps a run may start, by name (set before the zygote was made, so every app process has them).
    let apps: [String: Explorer.AppFactory]
    /// How long an app process may take to answer (real time) before it counts as hung and is ended.
    static let answerTime: Duration = .seconds(60)

    private init(jobs: Int, launcher: AppProcesses, apps: [String: Explorer.AppFactory]) {
        self.jobs = jobs
        self.launcher = launcher
        self.apps = apps
    }

    /// Starts the review's app processes for `apps`; `jobs` at once (default: one per core). Nil when app processes
    /// can't be made here (said on standard error). `preload` reads what the apps ship read-only (map data, say) once,
    /// before the copy every app process starts from is made: it must not start threads, and must leave nothing an app
    /// changes (each launch's statics start empty).
    @MainActor
    public static func start(apps: [String: Explorer.AppFactory], jobs: Int? = nil, preload: @MainActor () -> Void = {}) async -> ReviewProcesses? {
        if ProcessInfo.processInfo.environment["OPENCARPLAY_APP_PROCESSES"] != "0" {
            preload()
            warmUp()
            // Every app process starts from this state, as a fresh process on a phone does (its first run resets nothing).
            HeadUnit.resetProcessState()
        }
        switch AppProcesses.start() {
        case .appProcess(let channel):
            // One run, start to end: its tasks take turns on one thread rather than waking Dispatch's workers at every hop.
            AppProcessChannel.runTasksOnTheMainQueue()
            await serve(channel, apps: apps)
        case .unavailable(let why):
            note("app processes are off (\(why)): every run is made in this process, one after another")
            return nil
        case .car(let launcher):
            let processes = ReviewProcesses(jobs: max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount), launcher: launcher, apps: apps)
            // The first app process shows whether they work: one forked after this process started Dispatch's threads
            // would hang at its first queue.
            var channel: AppProcessChannel?
            do {
                let c = try launcher.launch()
                channel = c
                try c.send(ExplorationRequest(app: "", options: ExplorationOptions(), job: .hello))
                let reply = try await offMain { try c.receive(ExplorationReply.self, timeout: .seconds(10)) }
                guard case .ready = reply else { throw AppWireError.malformed("the first app process answered \(reply), not ready") }
                c.close()
                return processes
            } catch {
                channel?.kill()
                note(
                    "app processes don't work here (\(error)); was ReviewProcesses.start called after this process started threads? Every run is made in this process, one after another"
                )
                return nil
            }
        }
    }

    /// Ends the app processes once the last has ended; their CPU time then counts as this process's children's
    /// (`getrusage(RUSAGE_CHILDREN)`). No review may use them after this.
    public func end() async {
        let launcher = launcher
        // Off the main actor: runs still ending (a visit told to stop) may need it meanwhile.
        _ = try? await offMain { launcher.end() }
    }

    private static func note(_ words: String) { FileHandle.standardError.write(Data("review: \(words).\n".utf8)) }

    /// An app process: runs the one run it is asked for, answers, and ends.
    @MainActor
    private static func serve(_ channel: AppProcessChannel, apps: [String: Explorer.AppFactory]) async -> Never {
        do {
            let request = try await channel.firstMessage(ExplorationRequest.self)
            if case .hello = request.job {
                // A task and a global queue's job both run: the process can run apps.
                let n = await Task.detached { 1 }.value
                let m = await withCheckedContinuation { c in DispatchQueue.global().async { c.resume(returning: 1) } }
                try channel.send(n + m == 2 ? ExplorationReply.ready : .refused("tasks and queues don't run"))
                AppProcessChannel.exit(0)
            }
            guard let factory = apps[request.app] else {
                try channel.send(ExplorationReply.refused("no app '\(request.app)' in this executable's review"))
                AppProcessChannel.exit(0)
            }
            let phone = await PhoneLease.acquire()
            defer { phone.release() }
            let explorer = Explorer(options: request.explorationOptions, app: factory)
            explorer.inFreshProcess = true
            switch request.job {
            case .visit(let condition, let steps):
                let visited: ExplorationReply.Visited
                let run: Explorer.Run
                do { (visited, run) = try await explorer.visit(CarCondition.named(condition), steps.map(Explorer.Action.init)) } catch {
                    try channel.send(ExplorationReply.refused("\(error)"))
                    AppProcessChannel.exit(0)
                }
                try channel.send(ExplorationReply.visited(visited))
                guard visited.failedAt == nil, try channel.receive(ExplorationDecision.self) == .probe else { AppProcessChannel.exit(0) }
                try channel.send(ExplorationReply.probed(await explorer.probe(run, after: visited)))
            default:
                let sub: ExplorationReply.SubRun
                do { sub = try await explorer.subRun(request.job) } catch {
                    try channel.send(ExplorationReply.refused("\(error)"))
                    AppProcessChannel.exit(0)
                }
                try channel.send(ExplorationReply.subRun(sub))
            }
            AppProcessChannel.exit(0)
        } catch {
            FileHandle.standardError.write(Data("review's app process \(getpid()): \(error)\n".utf8))
            AppProcessChannel.exit(1)
        }
    }
}

/// What the explorer asks an app process: the app, the exploration's limits, and the run. - Note: Ours.
struct ExplorationRequest: Codable, Sendable {
    var app: String
    var vehicle: String
    var maximumDepth: Int
    var rowsPerSection: Int
    var job: ExplorationJob

    init(app: String, options: ExplorationOptions, job: ExplorationJob) {
        self.app = app
        vehicle = options.vehicle.name
        maximumDepth = options.maximumDepth
        rowsPerSection = options.rowsPerSection
        self.job = job
    }

    var explorationOptions: ExplorationOptions {
        var o = ExplorationOptions()
        o.vehicle = VehicleProfile.named(vehicle) ?? .standard
        o.maximumDepth = maximumDepth
        o.rowsPerSection = rowsPerSection
        return o
    }
}

/// The app would not run at all (its declaration threw, or it isn't shown in CarPlay): the review can't go on.
struct ExplorationRefusal: Error {
    var reason: String
    var underlying: (any Error)?
}

// MARK: Runners

/// Where the explorer's runs are made: app processes, or this process.
@MainActor
protocol ExplorationRunner {
    /// How many paths' visits may be under way at once.
    var lookahead: Int { get }
    /// Starts visiting a path.
    func visit(_ condition: CarCondition, _ path: [ExplorationStep]) -> any VisitingRun
    /// A run of its own for a probe.
    func subRun(_ job: ExplorationJob) async throws -> ExplorationReply.SubRun
}

/// A path's visit under way: what the screen is, then (when it is new) its probes in the same run.
@MainActor
protocol VisitingRun {
    func visited() async throws -> ExplorationReply.Visited
    func probe() async throws -> ExplorationReply.Probed
    /// The screen was seen before (or the exploration is over): the run ends without probes.
    func stop()
}

extension Explorer {
    func runner() -> any ExplorationRunner {
        if let processes { ProcessRunner(explorer: self, processes: processes) } else { LocalRunner(explorer: self) }
    }
}

/// Runs in this process, one after another.
@MainActor
final class LocalRunner: ExplorationRunner {
    // Held strongly: a visit still under way when the exploration ends (the time limit) outlives the explorer's run.
    let explorer: Explorer
    init(explorer: Explorer) { self.explorer = explorer }
    var lookahead: Int { 1 }

    func visit(_ condition: CarCondition, _ path: [ExplorationStep]) -> any VisitingRun {
        LocalVisit(explorer: explorer, condition: condition, path: path.map(Explorer.Action.init))
    }

    func subRun(_ job: ExplorationJob) async throws -> ExplorationReply.SubRun { try await explorer.subRun(job) }

    @MainActor
    final class LocalVisit: VisitingRun {
        let explorer: Explorer
        let condition: CarCondition
        let path: [Explorer.Action]
        var run: Explorer.Run?
        var result: ExplorationReply.Visited?

        init(explorer: Explorer, condition: CarCondition, path: [Explorer.Action]) {
            self.explorer = explorer
            self.condition = condition
            self.path = path
        }

        func visited() async throws -> ExplorationReply.Visited {
            do {
                let (v, r) = try await explorer.visit(condition, path)
                run = r
                result = v
                return v
            } catch {
                throw ExplorationRefusal(reason: "\(error)", underlying: error)
            }
        }

        func probe() async throws -> ExplorationReply.Probed {
            guard let run, let result else { preconditionFailure("probe before visit") }
            defer { self.run = nil }
            return await explorer.probe(run, after: result)
        }

        func stop() { run = nil }
    }
}

/// Runs in fresh app processes, `jobs` at a time.
@MainActor
final class ProcessRunner: ExplorationRunner {
    /// Held strongly: visits still waiting for a process when the exploration ends outlive the explorer's run.
    let explorer: Explorer
    let processes: ReviewProcesses
    let slots: Slots
    let lookahead: Int

    init(explorer: Explorer, processes: ReviewProcesses) {
        self.explorer = explorer
        self.processes = processes
        slots = Slots(processes.jobs)
        lookahead = max(2, processes.jobs * 2)
    }

    private func request(_ job: ExplorationJob) -> ExplorationRequest {
        ExplorationRequest(app: explorer.appKey, options: explorer.options, job: job)
    }

    /// Launches an app process for `job` and sends it.
    fileprivate func launch(_ job: ExplorationJob) throws -> AppProcessChannel {
        explorer.runs += 1
        let channel = try processes.launcher.launch()
        try channel.send(request(job))
        return channel
    }

    func visit(_ condition: CarCondition, _ path: [ExplorationStep]) -> any VisitingRun {
        RemoteVisit(runner: self, job: .visit(condition: condition.name, path: path))
    }

    func subRun(_ job: ExplorationJob) async throws -> ExplorationReply.SubRun {
        await slots.acquire()
        defer { Task { await slots.release() } }
        let channel = try launch(job)
        defer { channel.close() }
        let reply = try await Self.answer(channel)
        switch reply {
        case .subRun(let sub): return sub
        case .refused(let why): throw ExplorationRefusal(reason: why)
        default: throw AppWireError.malformed("a run answered \(reply) to \(job)")
        }
    }

    /// The app process's next answer, waited for off the main actor for at most ``ReviewProcesses/answerTime``; a
    /// process that doesn't answer in time is ended.
    nonisolated static func answer(_ channel: AppProcessChannel) async throws -> ExplorationReply {
        do {
            return try await offMain { try channel.receive(ExplorationReply.self, timeout: ReviewProcesses.answerTime) }
        } catch {
            channel.kill()
            throw error
        }
    }

    @MainActor
    final class RemoteVisit: VisitingRun {
        let runner: ProcessRunner
        let started: Task<(AppProcessChannel, ExplorationReply.Visited), any Error>

        init(runner: ProcessRunner, job: ExplorationJob) {
            self.runner = runner
            started = Task { @MainActor in
                await runner.slots.acquire()
                defer { Task { await runner.slots.release() } }
                // Stopped while it waited for a place (the exploration ended): no process is made for it.
                try Task.checkCancellation()
                let channel = try runner.launch(job)
                switch try await ProcessRunner.answer(channel) {
                case .visited(let v): return (channel, v)
                case .refused(let why):
                    channel.close()
                    throw ExplorationRefusal(reason: why)
                case let other:
                    channel.kill()
                    throw AppWireError.malformed("a visit answered \(other)")
                }
            }
        }

        func visited() async throws -> ExplorationReply.Visited { try await started.value.1 }

        func probe() async throws -> ExplorationReply.Probed {
            let (channel, _) = try await started.value
            await runner.slots.acquire()
            defer { Task { await runner.slots.release() } }
            defer { channel.close() }
            try channel.send(ExplorationDecision.probe)
            let reply = try await ProcessRunner.answer(channel)
            guard case .probed(let p) = reply else { throw AppWireError.malformed("a probe answered \(reply)") }
            return p
        }

        func stop() {
            let started = started
            started.cancel()
            Task.detached {
                guard let (channel, _) = try? await started.value else { return }
                try? channel.send(ExplorationDecision.stop)
                channel.close()
            }
        }
    }
}

/// As many places as app processes may run at once, handed out first come, first served.
actor Slots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}

extension ReviewProcesses {
    /// Real time from asking for a fresh app process to its first screen's answer (`visited`: the app launched, its
    /// scene connected, the screen settled and described), `times` launches one after another: a benchmark's figure.
    @MainActor
    package func launchTimes(app: String, vehicle: VehicleProfile, times: Int) async throws -> [Duration] {
        var options = ExplorationOptions()
        options.vehicle = vehicle
        var out: [Duration] = []
        for _ in 0..<times {
            let started = PhoneTime.realNow
            let channel = try launcher.launch()
            try channel.send(ExplorationRequest(app: app, options: options, job: .visit(condition: CarCondition.parked.name, path: [])))
            let reply = try await offMain { try channel.receive(ExplorationReply.self, timeout: ReviewProcesses.answerTime) }
            out.append(started.duration(to: PhoneTime.realNow))
            guard case .visited = reply else { throw AppWireError.malformed("a launch answered \(reply)") }
            try? channel.send(ExplorationDecision.stop)
            channel.close()
        }
        return out
    }
}
