// SPDX-License-Identifier: Apache-2.0

import Foundation
import Synchronization

/// One launch of an app on the phone, as the stand-ins see it: on iOS each app is a process of its own, so what a
/// framework keeps once per process (`MPNowPlayingInfoCenter.default()`, `MPRemoteCommandCenter.shared()`,
/// `UNUserNotificationCenter.current()`, `AVAudioSession.sharedInstance()`, `CPNowPlayingTemplate.shared`…) is one per
/// app. Here several apps (and several cars) share a process, so each launch keeps its own instances
/// (``instance(_:make:)``), made on first use: a new launch (a relaunch after a crash, the next run of an exploration)
/// starts with none.
///
/// Whose instance a call gets is the app whose code runs: ``running``, a task-local value the car sets around its
/// calls into an app (and which the `Task`s they start inherit), else the app that gave this thread's job to its queue
/// (the car's lookup, ``installThreadLookup(_:)``: the phone's runtime carries the app's token with the work it gives
/// to dispatch queues), else the app the phone runs in front (``bringToFront(_:)``), as for `Bundle.main`, except for
/// another test's code than the one holding the phone (``isBesideThePhone``). Code outside any app (a program with one
/// app, a test before its car launched one, a test run beside another's car) gets the process's own instance. The car
/// reads a given app's instance with the stand-in's `of(_:)`. OpenUIKit adds UIKit's part of a launch (its
/// `UIApplication`, app delegate and asset catalog).
///
/// - Note: Ours (not in any Apple framework). `package` access: the stand-ins and the car share it.
package final class AppLaunch: @unchecked Sendable {
    /// The app's name on the car.
    package let name: String
    /// This launch's instances, by type (each is the stand-in's shared object for the app's code), under `lock`.
    private var instances: [ObjectIdentifier: AnyObject] = [:]
    private let lock = NSLock()
    /// The app's own data folder on the phone (its sandbox's home: `Library/Application Support`, `Documents`,
    /// `Library/Caches` are made under it by what uses them), kept by the phone across the app's launches; nil for code
    /// outside any car. OpenSwiftData's and OpenCoreData's stores live in it, so a relaunch in the same car finds what
    /// the last launch saved.
    package let dataContainer: URL?
    /// The folder that is the app's bundle (its Info.plist is there), if it has one.
    package let bundleFolder: URL?
    /// An opaque handle the phone's runtime keeps for the bundle (see `PhoneOS`'s `AppBundles`), if any.
    package let bundleHandle: BundleHandle?
    /// The language of the phone the app runs on (a BCP 47 tag), kept per launch because each car has its own phone:
    /// its code's bundle lookups (`Bundle.main.preferredLocalizations`, `NSLocalizedString`, `String(localized:)`)
    /// answer in it (see `PhoneOS`'s `AppBundles`). Empty: the phone's default (a launch the car didn't make).
    private let language: Mutex<String>

    /// A pointer the phone's runtime hands out for a bundle, kept as a bit pattern so the launch is `Sendable`.
    package struct BundleHandle: Sendable, Equatable {
        package let bits: UInt
        package init(_ pointer: UnsafeRawPointer) { bits = UInt(bitPattern: pointer) }
        package var pointer: UnsafeRawPointer { UnsafeRawPointer(bitPattern: bits)! }
    }

    /// A launch of the app called `name`. UIKit's part (its `UIApplication`, delegate and asset catalog) is OpenUIKit's
    /// `init(name:bundleFolder:bundleHandle:assetCatalog:phoneLanguage:dataContainer:)`.
    package init(
        name: String, bundleFolder: URL? = nil, bundleHandle: BundleHandle? = nil, phoneLanguage: String = "", dataContainer: URL? = nil
    ) {
        self.name = name
        self.dataContainer = dataContainer
        self.bundleFolder = bundleFolder
        self.bundleHandle = bundleHandle
        language = Mutex(phoneLanguage)
    }

    /// Whether the launch has ended (its process would be gone: a crash, the car's restart of the app, the car
    /// itself gone). What the app's code still holds of it (a sleeping task, a path monitor) doesn't make it run again:
    /// its queued work is no longer waited for, and its token names no app. Under `lock`.
    private var ended = false

    /// The token the phone's runtime carries with this launch's work (given by the phone as it registers the launch);
    /// 0 before that and once the launch has ended. Read at every call the car makes into the app, so without a lock.
    private let token = Atomic<UInt>(0)

    /// This launch's token while it runs (0: not registered, or ended).
    package var runningToken: UInt { token.load(ordering: .acquiring) }

    /// The phone registered this launch under `value`.
    package func setRunningToken(_ value: UInt) { lock.withLock { if !ended { token.store(value, ordering: .releasing) } } }

    /// Whether the launch has ended (``end()``).
    package var hasEnded: Bool {
        lock.withLock { ended }
    }

    /// The launch's process ends; the phone no longer runs it in front.
    package func end() {
        // The process's objects go with it: what the app's code still holds of the launch (a task sleeping on the
        // phone's clock keeps it as its task-local) no longer keeps the app's delegate, and through it the app's own
        // objects, alive (an ended launch's observers of process-wide notifications took a later launch's before).
        let gone = lock.withLock {
            ended = true
            token.store(0, ordering: .releasing)
            defer { instances = [:] }
            return instances
        }
        Self.front.withLock { if $0 === self { $0 = nil } }
        withExtendedLifetime(gone) {}
    }

    /// The phone's language as the app's code sees it.
    package var phoneLanguage: String { language.withLock { $0 } }

    /// The phone's language changed (the car's setting).
    package func setPhoneLanguage(_ tag: String) { language.withLock { $0 = tag } }

    /// The folder of the app's data container that `directory` names (`applicationSupportDirectory`,
    /// `documentDirectory`, `cachesDirectory`, `libraryDirectory`), as iOS lays out a sandbox; nil when the launch has no
    /// container or iOS keeps no such folder in it.
    package func folder(_ directory: FileManager.SearchPathDirectory) -> URL? {
        guard let dataContainer else { return nil }
        let path: String
        switch directory {
        case .applicationSupportDirectory: path = "Library/Application Support"
        case .documentDirectory: path = "Documents"
        case .cachesDirectory: path = "Library/Caches"
        case .libraryDirectory: path = "Library"
        default: return nil
        }
        return dataContainer.appendingPathComponent(path, isDirectory: true)
    }

    /// This launch's instance of `type` if one was made (nil: the app never asked for it).
    package func existingInstance<T: AnyObject>(_ type: T.Type) -> T? {
        lock.withLock { instances[ObjectIdentifier(type)] as? T }
    }

    /// This launch's instance of `type`, made with `make` the first time it is asked for. `make` runs outside the lock
    /// (it may reach other instances of the launch); if two threads make one at once, the first kept wins.
    package func instance<T: AnyObject>(_ type: T.Type, make: () -> T) -> T {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let kept = instances[key] as? T {
            lock.unlock()
            return kept
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let kept = instances[key] as? T { return kept }
        instances[key] = made
        return made
    }

    /// The app whose code runs in this task, set by the car around its calls into the app (`runningInTask.withValue`).
    package static let runningInTask = TaskLocal<AppLaunch?>(wrappedValue: nil)

    /// The app whose code runs in this task (``runningInTask``).
    package static var running: AppLaunch? { runningInTask.get() }

    /// The app the phone runs in front (nil: none, or a new phone).
    private static let front = Mutex<AppLaunch?>(nil)

    /// The phone now runs `launch` in front (nil: no app, as on a new phone).
    package static func bringToFront(_ launch: AppLaunch?) { front.withLock { if $0 !== launch { $0 = launch } } }

    /// Which launch gave the job this thread runs to its queue, if the car knows (installed by the car).
    private static let threadLookup = Mutex<Lookup<AppLaunch>?>(nil)

    /// A lookup the car or the harness installs, kept in a class, not as a closure in the mutex: Swift 6.3 writes a
    /// closure read out of a `Mutex` with `withLock { $0 }` back wrapped in two more reabstraction thunks, so each read
    /// made the next one longer (`current` slowed down with every call and overflowed the stack after some 100,000).
    private final class Lookup<Value>: Sendable {
        let find: @Sendable () -> Value?
        init(_ find: @escaping @Sendable () -> Value?) { self.find = find }
    }

    /// The car says how to find the launch whose job this thread runs (work an app gave to a dispatch queue, which has
    /// no task-local values).
    package static func installThreadLookup(_ lookup: @escaping @Sendable () -> AppLaunch?) { threadLookup.withLock { $0 = Lookup(lookup) } }

    /// The app whose code is running: the one the car called into, else the one whose job this thread runs, else the
    /// one in front — unless the caller is another test's code than the one holding the phone (``isBesideThePhone``):
    /// a test run beside the car is outside any app and gets the process's own instances, not that car's app's.
    package static var current: AppLaunch? {
        if let running { return running }
        if let lookup = threadLookup.withLock({ $0 }), let launch = lookup.find() { return launch }
        if isBesideThePhone { return nil }
        return front.withLock { $0 }
    }

    /// Which test's code runs here, as a number (nil: none, or a task that doesn't carry it — a detached task, a
    /// thread), when the harness said how to tell (``identifyTests(_:)``).
    private static let testLookup = Mutex<Lookup<Int>?>(nil)

    /// The harness says how to tell which test's code runs (Swift Testing's current test, a task-local value its
    /// tasks carry, their child tasks too).
    package static func identifyTests(_ find: @escaping @Sendable () -> Int?) { testLookup.withLock { $0 = Lookup(find) } }

    /// The test whose code runs here (nil: not known).
    private static var currentTest: Int? { testLookup.withLock({ $0 })?.find() }

    /// The test that holds the process's phone (a test's car, a review run in this process) and how many holds it has.
    private static let holder = Mutex<(test: Int, holds: Int)?>(nil)

    /// Whether the caller is another test's code than the one holding the phone (another test, run beside a car in this
    /// process): it is outside the car's apps, and what it does to the process's own instances isn't that car's either.
    /// Code that doesn't say which test it is (app code in a detached task or on a thread of its own) isn't.
    package static var isBesideThePhone: Bool {
        guard let holder = holder.withLock({ $0?.test }), let test = currentTest else { return false }
        return test != holder
    }

    /// The caller took the phone (`PhoneLease`): the test it runs in (returned, nil when not known) reaches the app in
    /// front; other tests no longer do.
    package static func phoneHeld() -> Int? {
        guard let test = currentTest else { return nil }
        holder.withLock { $0 = $0?.test == test ? (test, $0!.holds + 1) : (test, 1) }
        return test
    }

    /// The test `test` (what ``phoneHeld()`` returned) gave one of its holds on the phone back.
    package static func phoneReleased(by test: Int) {
        holder.withLock {
            guard let held = $0, held.test == test else { return }
            $0 = held.holds > 1 ? (test, held.holds - 1) : nil
        }
    }
}
