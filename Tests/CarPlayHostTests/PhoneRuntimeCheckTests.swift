import CarPlayHost
import Foundation
import Testing

/// The phone's runtime checks its hooks at start-up and says once, on standard error, which aren't in effect.
struct PhoneRuntimeCheckTests {
    @Test func everyHookIsInEffectInThisProcess() {
        let check = PhoneRuntimeCheck.run()
        #if os(Linux)
            // A SwiftPM test executable on Linux: the executable's definitions are the ones the libraries bind to, and
            // Swift Testing's sleeps are told apart.
            #expect(check.missing == [], "\(check.message ?? "")")
            #expect(check.message == nil)
        #else
            #expect(check.missing == PhoneRuntimeCheck.Hook.runtimeHooks)
        #endif
    }

    @Test func aMissingHookIsSaidOnceAndNamesTheFallback() {
        let check = PhoneRuntimeCheck(missing: [.clocks, .kernelTimers, .testRunner])
        let reporter = PhoneRuntimeCheck.Reporter()
        var said: [String] = []
        #expect(check.report(once: reporter) { said.append($0) })
        #expect(!check.report(once: reporter) { said.append($0) })
        #expect(said.count == 1)
        let message = said.first ?? ""
        #expect(message.hasPrefix("opencarplay: 3 of the phone's runtime hooks are not in effect in this process (the car falls back):"))
        for hook in check.missing { #expect(message.contains("  - \(hook.rawValue): \(hook.fallback)")) }
        #expect(message.contains("the apps' timers, delays and sleeps run in real time"))
        #expect(message.hasSuffix("\n") && !message.dropLast().hasSuffix("\n"))
    }

    /// The test runner's hook reads private words of Swift's tasks only through a read that can fail: a bad address is
    /// an answer, not a crash.
    @Test func theRunnersReadsCantFault() throws {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            var value: UInt = 0xC0FFEE
            withUnsafePointer(to: &value) { #expect(PhoneRuntimeCheck.readWord(at: $0) == 0xC0FFEE) }
            #expect(PhoneRuntimeCheck.readWord(at: nil) == nil)
            withUnsafePointer(to: &value) { #expect(PhoneRuntimeCheck.readWord(at: UnsafeRawPointer($0) + 1) == nil) }  // misaligned
            // A page that was mapped and no longer is.
            let size = Int(getpagesize())
            let page = try #require(mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
            #expect(page != MAP_FAILED)
            munmap(page, size)
            #expect(PhoneRuntimeCheck.readWord(at: page) == nil)
            #expect(PhoneRuntimeCheck.readWord(at: UnsafeRawPointer(bitPattern: 0x10)) == nil)
            // And in this test process the tasks were laid out as the hook reads them.
            #expect(!PhoneRuntimeCheck.testRunnerFellBack)
        #else
            #expect(PhoneRuntimeCheck.readWord(at: nil) == nil)
        #endif
    }

    /// Each Swift function the runtime defines again by its mangled name is checked against the running toolchain: the
    /// toolchain still defines it (a changed signature drops the name), the libraries bind to the phone's, and where it
    /// shows, it behaves as the phone's. A new toolchain fails here until each override is checked against it.
    @Test func everyOverrideByMangledNameHoldsOnThisToolchain() {
        #if os(Linux)
            for override in PhoneRuntimeOverride.all {
                #expect(override.problem() == nil, "\(override.function) (\(override.symbol)): \(override.problem() ?? "")")
            }
            #expect(PhoneRuntimeOverride.uncheckedToolchain == nil, "\(PhoneRuntimeOverride.uncheckedToolchain ?? "")")
        #endif
    }

    @Test func anOverrideThatDoesntHoldIsSaidWithTheToolchainAndTheFallback() {
        #if os(Linux)
            let renamed = PhoneRuntimeOverride(
                function: "Timer.renamed()", symbol: "$s10Foundation5TimerC7renamedyyF", library: "libFoundation.so", hook: .timerInitializer)
            #expect(renamed.problem() == "libFoundation.so has no $s10Foundation5TimerC7renamedyyF: the signature changed")
            // A name the toolchain defines that the phone doesn't: the libraries bind it to the toolchain's.
            let notOurs = PhoneRuntimeOverride(
                function: "Timer's metadata accessor", symbol: "$s10Foundation5TimerCMa", library: "libFoundation.so", hook: .locale)
            #expect(notOurs.problem() == "the libraries bind $s10Foundation5TimerCMa to libFoundation.so's, not the phone's")
        #endif
        let check = PhoneRuntimeCheck(missing: [.timerInitializer], details: ["Timer(timeInterval:repeats:block:): a timer made with it fires at once"])
        let message = check.message ?? ""
        #expect(message.contains("  - timerInitializer: \(PhoneRuntimeCheck.Hook.timerInitializer.fallback)"))
        #expect(message.contains("written for Swift \(PhoneRuntimeOverride.writtenFor), this toolchain Swift \(PhoneRuntimeOverride.toolchain)"))
        #expect(message.contains("Timer(timeInterval:repeats:block:): a timer made with it fires at once"))
    }

    /// On another toolchain the check names each override, its hook, both toolchains and what falls back.
    @Test func anUncheckedToolchainIsSaidHookByHook() {
        #expect(PhoneRuntimeOverride.unchecked(on: PhoneRuntimeOverride.writtenFor) == nil)
        let text = PhoneRuntimeOverride.unchecked(on: "6.4") ?? ""
        #expect(text.hasPrefix("the overrides by mangled name were written for Swift \(PhoneRuntimeOverride.writtenFor) and not yet checked"))
        #expect(text.contains("this toolchain, Swift 6.4"))
        for override in PhoneRuntimeOverride.all {
            #expect(
                text.contains(
                    "\(override.function) (\(override.symbol) in \(override.library)), hook \(override.hook.rawValue): without it, \(override.hook.fallback)"
                ))
        }
    }

    @Test func nothingIsSaidWhenEveryHookIsInEffect() {
        var said = 0
        #expect(!PhoneRuntimeCheck(missing: []).report(once: .init()) { _ in said += 1 })
        #expect(said == 0)
    }
}
