// SPDX-License-Identifier: Apache-2.0

import CPhoneRuntime
import Foundation

#if os(Linux)
    import Glibc
#endif

/// The Swift functions the phone's runtime defines again by their mangled names, so that app code binds to the
/// phone's (`TimerInitializer.swift`, `PhoneLocale.swift`, `ProtectedFiles.swift`, and in `CPhoneRuntime` the test
/// runner's clock reading and `Timer`'s metadata accessor). A mangled name spells the function's signature (its
/// parameters, result, `throws`), so the toolchain's own definition under that name is a function of the signature the
/// override was written for; a toolchain that changes the signature drops the name, and nothing binds to the override
/// any more. Each is checked at start against the running toolchain: the toolchain's definition exists in its library,
/// the symbol the libraries bind to is the phone's, and where it can be seen, it behaves as the phone's.
/// - Note: Ours.
public struct PhoneRuntimeOverride: Sendable, Equatable {
    /// The function as Swift code calls it.
    public let function: String
    /// Its mangled name.
    public let symbol: String
    /// The toolchain library that defines it.
    public let library: String
    /// The hook of the self-check that stands for it.
    public let hook: PhoneRuntimeCheck.Hook

    package init(function: String, symbol: String, library: String, hook: PhoneRuntimeCheck.Hook) {
        self.function = function
        self.symbol = symbol
        self.library = library
        self.hook = hook
    }

    /// The Swift toolchain the overrides were written for and last checked against (major.minor).
    public static let writtenFor = "6.3"

    /// The toolchain this process was built with, which on Linux is the one whose libraries it runs with (major.minor).
    public static var toolchain: String {
        #if compiler(>=6.6)
            "6.6 or later"
        #elseif compiler(>=6.5)
            "6.5"
        #elseif compiler(>=6.4)
            "6.4"
        #elseif compiler(>=6.3)
            "6.3"
        #elseif compiler(>=6.2)
            "6.2"
        #else
            "older than 6.2"
        #endif
    }

    /// Every override by mangled name (on Linux; elsewhere Apple's Foundation is right as it is and none is made).
    public static let all: [PhoneRuntimeOverride] = [
        .init(
            function: "Timer(timeInterval:repeats:block:)", symbol: "$s10Foundation5TimerC12timeInterval7repeats5blockACSd_SbyACYbctcfC",
            library: "libFoundation.so", hook: .timerInitializer),
        .init(function: "Locale.current", symbol: "$s20FoundationEssentials6LocaleV7currentACvgZ", library: "libFoundationEssentials.so", hook: .locale),
        .init(
            function: "Locale.autoupdatingCurrent", symbol: "$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ",
            library: "libFoundationEssentials.so", hook: .locale),
        .init(
            function: "Locale.preferredLanguages", symbol: "$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ",
            library: "libFoundationEssentials.so", hook: .locale),
        .init(
            function: "Data.write(to:options:)", symbol: "$s20FoundationEssentials4DataV5write2to7optionsyAA3URLV_AC14WritingOptionsVtKF",
            library: "libFoundationEssentials.so", hook: .dataWrite),
        .init(
            function: "SuspendingClock.Instant.now", symbol: "$ss15SuspendingClockV7InstantV3nowADvgZ", library: "libswift_Concurrency.so", hook: .testRunner),
        .init(function: "Timer's metadata accessor", symbol: "$s10Foundation5TimerCMa", library: "libFoundation.so", hook: .timerClass)
    ]

    /// What doesn't hold for this override in this process (nil: it holds).
    public func problem() -> String? {
        #if os(Linux)
            guard let handle = dlopen(library, RTLD_NOLOAD | RTLD_LAZY) else { return "\(library) is not loaded" }
            defer { dlclose(handle) }
            guard let theirs = dlsym(handle, symbol) else { return "\(library) has no \(symbol): the signature changed" }
            switch hook {
            case .testRunner:
                return nil  // bound here only where Swift Testing runs: the C hook's own check
            case .timerClass:
                let ours = phone_loop_timer_class()
                return ours == UnsafeRawPointer(unsafeBitCast(Timer.self as AnyClass, to: UnsafeRawPointer.self))
                    ? nil : "the accessor's answer is not Swift's Timer.self"
            case .timerInitializer:
                // Only the executable's own code calls this initializer (Foundation doesn't call it through its symbol
                // table), and the static linker binds those calls to the executable's definition. A debug build exports
                // that definition, a release build needn't (SwiftPM links release executables without
                // `--export-dynamic`), so the symbol table says nothing here: a timer made with it says what holds.
                let timer = Timer(timeInterval: 60, repeats: false) { _ in }
                return timer.fireDate.timeIntervalSinceNow > 30 ? nil : "a timer made with it fires at once"
            default:
                guard let bound = dlsym(nil, symbol), bound != theirs else {
                    return "the libraries bind \(symbol) to \(library)'s, not the phone's"
                }
                return nil
            }
        #else
            return nil
        #endif
    }

    /// What to say when this process runs another toolchain than the one the overrides were last checked against (nil
    /// when it is that one): each override, the hook that stands for it, and what the car does where it doesn't hold.
    /// The start-up check still probes each (`problems()`); this says that nobody has read them against this toolchain.
    public static var uncheckedToolchain: String? { unchecked(on: toolchain) }

    /// What `uncheckedToolchain` says on `toolchain` (major.minor).
    public static func unchecked(on toolchain: String) -> String? {
        guard toolchain != writtenFor else { return nil }
        let lines = all.map { "  - \($0.function) (\($0.symbol) in \($0.library)), hook \($0.hook.rawValue): without it, \($0.hook.fallback)" }
        return "the overrides by mangled name were written for Swift \(writtenFor) and not yet checked against this toolchain, Swift "
            + "\(toolchain): check each against it, then update PhoneRuntimeOverride.writtenFor\n" + lines.joined(separator: "\n")
    }

    /// The hooks whose overrides don't hold in this process, each with what was found (in the order of `all`).
    public static func problems() -> [(hook: PhoneRuntimeCheck.Hook, why: String)] {
        var found: [(hook: PhoneRuntimeCheck.Hook, why: String)] = []
        for override in all {
            guard let why = override.problem(), !found.contains(where: { $0.hook == override.hook }) else { continue }
            found.append((override.hook, "\(override.function): \(why)"))
        }
        return found
    }
}
