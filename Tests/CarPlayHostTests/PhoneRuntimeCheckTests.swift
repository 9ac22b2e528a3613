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
            #expect(check.missing == PhoneRuntimeCheck.Hook.allCases)
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

    @Test func nothingIsSaidWhenEveryHookIsInEffect() {
        var said = 0
        #expect(!PhoneRuntimeCheck(missing: []).report(once: .init()) { _ in said += 1 })
        #expect(said == 0)
    }
}
