// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation
import OpenAVFAudio
import OpenUIKit
import PhoneApps
import Synchronization

/// Which app's code runs, where a task-local value can't say: work an app gave to a dispatch queue (URLSession's own
/// queues, a global queue) runs without the task-locals of the call that gave it. The car names the app with a token
/// when it calls into it (``enter(_:)``); the phone's runtime (`AppWork.c`) carries the token with each job the app
/// gives to a queue, and with the jobs those give in turn. - Note: Ours.
package enum RunningApps {
    private struct Entry {
        weak var launch: AppLaunch?
        let network: CarNetwork
        /// The launch while it runs: nil once it has ended, though something of its app still holds it.
        var running: AppLaunch? {
            guard let launch, !launch.hasEnded else { return nil }
            return launch
        }
    }

    private struct Table {
        var next: UInt = 1
        var tokens: [ObjectIdentifier: UInt] = [:]
        var entries: [UInt: Entry] = [:]
    }

    private static let table = Mutex(Table())

    /// The stand-ins' shared objects (`AppLaunch.current`) follow the token too, and the work the phone gives an app
    /// on its own (a path monitor's update, a Bluetooth callback) carries it; installed with the first launch.
    private static let lookupInstalled: Void = {
        AppLaunch.installThreadLookup { RunningApps.tokenLaunch }
        AppLaunch.installEntry { launch, body in RunningApps.enter(launch) { body() } }
    }()

    /// The app that gave the job this thread runs to its queue (nil: none known).
    private static var tokenLaunch: AppLaunch? {
        let token = phone_app_token()
        guard token != 0 else { return nil }
        return table.withLock { $0.entries[token]?.running }
    }

    /// Registers a launch of an app and the network of the car it runs in; returns its token.
    @discardableResult
    package static func register(_ launch: AppLaunch, network: CarNetwork) -> UInt {
        _ = lookupInstalled
        return table.withLock { table in
            // Forget launches that have ended.
            if table.entries.count > 64 {
                for (token, entry) in table.entries where entry.running == nil { table.entries[token] = nil }
                table.tokens = table.tokens.filter { table.entries[$0.value] != nil }
            }
            let token = table.next
            table.next += 1
            table.tokens[ObjectIdentifier(launch)] = token
            table.entries[token] = Entry(launch: launch, network: network)
            launch.setRunningToken(token)
            return token
        }
    }

    /// The token of a registered launch (0: not registered).
    /// The launch keeps its own (`AppLaunch.runningToken`), cleared as it ends: the car asks at each call into the app.
    static func token(of launch: AppLaunch?) -> UInt {
        launch?.runningToken ?? 0
    }

    /// Runs `body` as code of `launch`: the jobs it gives to queues are the app's work (the car lets them finish before
    /// it reads the screen) and carry the app's token. As the call returns, observations of the app's settings hear
    /// what it changed in them (`UserDefaultsObservations`: Foundation on Linux can't say when a setting changes).
    package static func enter<R>(_ launch: AppLaunch?, _ body: () throws -> R) rethrows -> R {
        let previous = phone_app_enter_as(token(of: launch))
        defer {
            phone_app_leave_as(previous)
            #if !canImport(ObjectiveC)
                UserDefaultsObservations.valuesMayHaveChanged()
            #endif
        }
        return try body()
    }

    /// The app work a settle waits for (`AppWork.c` counts it per launch): that of launches still running, and of app
    /// code the car called without naming the app. A launch that has ended (its process gone) is never waited for, as
    /// on a phone, where each launch is a process of its own: a job it leaked holds up no later launch.
    static func pendingWork() -> Int {
        var tokens = [UInt](repeating: 0, count: 64)
        let count = Int(phone_app_pending_launches(&tokens, Int32(tokens.count)))
        guard count <= tokens.count else { return phone_app_pending() }
        return tokens[..<count].reduce(0) { sum, token in
            token == 0 || launch(ofToken: token) != nil ? sum + phone_app_pending_of(token) : sum
        }
    }

    /// The launch a token names, while it runs (nil: 0, or the launch has ended).
    static func launch(ofToken token: UInt) -> AppLaunch? {
        guard token != 0 else { return nil }
        return table.withLock { $0.entries[token]?.running }
    }

    /// The network of the car the app whose code runs here is in (`AppLaunch.current`: the app the car called into,
    /// else the one that gave this thread's job to its queue, through the lookup installed above, else the one in front).
    static var currentNetwork: CarNetwork? {
        let launch = AppLaunch.current
        return table.withLock { table in
            guard let launch, let token = table.tokens[ObjectIdentifier(launch)], let entry = table.entries[token], entry.running === launch else {
                return nil
            }
            return entry.network
        }
    }
}
